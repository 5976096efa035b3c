import dayjs from 'dayjs';
import { CASE_MSG, type CaseListItem } from '@atiende/shared';

export const namesOf = (pairs: [string, number][]) => pairs.map(([name]) => name).join(', ');

export const clientsText = (item: Pick<CaseListItem, 'cliente'>) => (item.cliente.length > 0 ? namesOf(item.cliente) : CASE_MSG.noClient);

export const formatDay = (iso: string | null) => (iso ? dayjs(iso).format('DD/MM/YYYY') : '—');

/** Seconds as H:MM:SS. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

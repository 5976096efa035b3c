import dayjs from 'dayjs';
import { calendarDateProblem } from '@atiende/shared';

/** An ISO instant shown as 'DD/MM/YYYY HH:mm' in local time. */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format('DD/MM/YYYY HH:mm');
}

/**
 * Reads a typed 'DD/MM/YYYY' (the shown format) or 'YYYY-MM-DD' into 'YYYY-MM-DD'; null for anything else,
 * including days that do not exist ('31/02/2026' is not read as 3 March).
 */
export function parseDay(text: string): string | null {
  const local = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  const iso = local
    ? `${local[3]}-${local[2]!.padStart(2, '0')}-${local[1]!.padStart(2, '0')}`
    : /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? text.trim() : null;
  return iso && calendarDateProblem(iso) === null ? iso : null;
}

/** Today in this browser's calendar, 'YYYY-MM-DD'. */
export const todayIso = () => dayjs().format('YYYY-MM-DD');

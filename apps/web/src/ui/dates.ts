import dayjs from 'dayjs';

/** An ISO instant shown as 'DD/MM/YYYY HH:mm' in local time. */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format('DD/MM/YYYY HH:mm');
}

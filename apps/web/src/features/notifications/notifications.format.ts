import dayjs from 'dayjs';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago a notification came: 'hace un momento', 'hace 3 min', 'hace 2 h', 'hace 3 días', then its date. */
export function timeAgo(iso: string, now = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return 'hace un momento';
  if (elapsed < HOUR) return `hace ${Math.floor(elapsed / MINUTE)} min`;
  if (elapsed < DAY) return `hace ${Math.floor(elapsed / HOUR)} h`;
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return `hace ${days} ${days === 1 ? 'día' : 'días'}`;
  return dayjs(at).format('DD/MM/YYYY');
}

/** The bell's name: 'Notificaciones (3)' with something to see, 'Notificaciones' without. */
export function bellLabel(count: number): string {
  return count > 0 ? `Notificaciones (${count})` : 'Notificaciones';
}

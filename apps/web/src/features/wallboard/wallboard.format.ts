/** The longest wait past which it is drawn red: five minutes. */
export const LONG_WAIT_SECONDS = 5 * 60;

const two = (n: number) => String(n).padStart(2, '0');

/** A wait as a clock: 'mm:ss' within the hour ('04:12'), 'hh:mm:ss' past it ('01:05:09'). */
export function formatWait(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${two(hours)}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/** The same wait as a screen reader says it: '4 min 12 s', '1 h 0 min 9 s', '0 s'. */
export function spokenWait(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return `${hours} h ${minutes} min ${rest} s`;
  if (minutes > 0) return `${minutes} min ${rest} s`;
  return `${rest} s`;
}

/** A share of 0–1 as a whole percentage ('88 %'); '—' when there is none. */
export function formatShare(share: number | null): string {
  if (share === null || !Number.isFinite(share)) return '—';
  return `${Math.round(share * 100).toLocaleString('es-CO')} %`;
}

/** The wait now: the one read from the server, counted up since it was read while someone is still waiting. */
export function currentWait(readSeconds: number, waiting: number, readAt: number, now: number): number {
  if (waiting <= 0) return 0;
  return readSeconds + Math.max(0, Math.floor((now - readAt) / 1000));
}

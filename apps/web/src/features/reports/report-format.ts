/** Whole seconds as 'h:mm:ss' from an hour up and 'm:ss' under it; '—' when nothing was measured. */
export function formatSeconds(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '—';
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** `part` as a percentage of `total`, to one decimal; 0 when the total is 0. */
export function percentOf(part: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((part / total) * 1000) / 10;
}

/** A percentage as Colombia writes it: '12,5 %', '100 %'. */
export function formatPercent(value: number): string {
  return `${value.toLocaleString('es-CO', { maximumFractionDigits: 1 })} %`;
}

/** A percentage that may be missing (nothing to measure it on): '—' then. */
export function formatOptionalPercent(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '—' : formatPercent(value);
}

/** A count with the thousands grouped: '1.234'. */
export function formatCount(value: number): string {
  return value.toLocaleString('es-CO');
}

/** A day of a report, 'YYYY-MM-DD', as the app writes days: 'DD/MM/YYYY'. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

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

/** A count with the thousands grouped: '1.234'. */
export function formatCount(value: number): string {
  return value.toLocaleString('es-CO');
}

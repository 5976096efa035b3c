import type { BackupRunRead } from '@atiende/shared';

const UNITS = ['bytes', 'kB', 'MB', 'GB', 'TB'];

/** `12,3 MB`: decimal units, as disks and downloads count them. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toLocaleString('es-CO', { maximumFractionDigits: 1 })} ${UNITS[unit]}`;
}

/** 'atiende-respaldo-….tar.gz (12,3 MB, 45.000 filas, 120 archivos)': what a correct run wrote. */
export function describeRun(run: BackupRunRead): string {
  const name = run.archivo?.split(/[\\/]/).pop() ?? '';
  const count = (n: number | null) => (n ?? 0).toLocaleString('es-CO');
  return `${name} (${formatBytes(run.bytes ?? 0)}, ${count(run.filas)} filas, ${count(run.archivos)} archivos)`;
}

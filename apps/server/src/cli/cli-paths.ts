import path from 'node:path';

/** npm runs the scripts from apps/server: a relative path means the folder npm was called from, as for `npm start`. */
export const callerPath = (relative: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), relative);

/** `1.234.567` as Colombian Spanish writes it. */
export const count = (n: number) => n.toLocaleString('es-CO');

/** `12,3 MB`. */
export function size(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toLocaleString('es-CO', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

/** Where the database of DATABASE_URL lives, without its password. */
export function databaseLabel(url: string | undefined, dataDir: string): string {
  if (!url) return `PGlite en ${path.join(dataDir, 'pglite')}`;
  const parsed = new URL(url);
  return `PostgreSQL ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
}

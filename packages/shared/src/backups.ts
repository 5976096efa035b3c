import { z } from './zod-spanish.js';

/**
 * How the daily backup stands: 'ok' (its last run wrote an archive), 'error' (its last run failed),
 * 'pendiente' (it has not run yet), 'desactivado' (BACKUP_KEEP=0).
 */
export const BACKUP_STATES = ['ok', 'error', 'pendiente', 'desactivado'] as const;
export type BackupState = (typeof BACKUP_STATES)[number];

/** The daily backup in `/api/health/`: when its last run ended, how, and the archive's name (never its folder). */
export const HealthBackup = z.object({
  ultimo: z.string().nullable().describe('Fin de la última ejecución del respaldo diario (ISO 8601), o null si aún no corre.'),
  estado: z.enum(BACKUP_STATES).describe('ok, error, pendiente (aún no ha corrido) o desactivado (BACKUP_KEEP=0).'),
  archivo: z.string().nullable().describe('Nombre del archivo que escribió la última ejecución correcta, sin su carpeta.'),
});
export type HealthBackup = z.infer<typeof HealthBackup>;

/** One run of the daily backup. */
export const BackupRunRead = z.object({
  inicio: z.string(),
  fin: z.string(),
  estado: z.enum(['ok', 'error']),
  /** The archive's full path on the server that ran it. */
  archivo: z.string().nullable(),
  bytes: z.number().int().nullable(),
  filas: z.number().int().nullable(),
  archivos: z.number().int().nullable(),
  /** Older archives removed to keep BACKUP_KEEP. */
  eliminados: z.number().int(),
  error: z.string().nullable(),
});
export type BackupRunRead = z.infer<typeof BackupRunRead>;

/** An archive kept in BACKUP_DIR. */
export const BackupFileRead = z.object({ nombre: z.string(), bytes: z.number().int(), fecha: z.string() });
export type BackupFileRead = z.infer<typeof BackupFileRead>;

/** What the SuperAdmin sees of the backups: the schedule, the last run and the archives kept. */
export const BackupStatusRead = z.object({
  estado: z.enum(BACKUP_STATES),
  /** BACKUP_DIR. */
  carpeta: z.string(),
  /** BACKUP_KEEP: archives kept; 0 means the daily backup is off. */
  conservar: z.number().int(),
  programacion: z.string(),
  ultimo: BackupRunRead.nullable(),
  /** The archives in BACKUP_DIR, newest first (those this server can see). */
  archivos: z.array(BackupFileRead),
});
export type BackupStatusRead = z.infer<typeof BackupStatusRead>;

export const BACKUP_SCHEDULE_TEXT = 'Cada día a las 03:00 (hora de Bogotá), y al arrancar si ese día aún no se hizo.';

export const BACKUP_MSG = {
  title: 'Respaldos',
  download: 'Descargar respaldo',
  downloadFailed: 'No se pudo descargar el respaldo.',
  lastRun: 'Último respaldo diario',
  never: 'El respaldo diario aún no ha corrido.',
  disabled: 'El respaldo diario está desactivado (BACKUP_KEEP=0).',
  ok: 'Correcto',
  error: 'Falló',
  kept: 'Respaldos guardados',
  noneKept: 'No hay respaldos guardados en la carpeta.',
  folder: 'Carpeta',
  schedule: 'Programación',
  keep: 'Se conservan',
} as const;

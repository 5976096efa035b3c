export const PAGE_SIZE = 30;
export const PAGE_NUMBERS_SHOWN = 5;
export const NOTICE_AUTO_CLOSE_MS = 2000;
/** The session timer of the top bar ticks every second. */
export const SESSION_TIMER_TICK_MS = 1000;
/**
 * An open page says it is still there this often; a user none of whose sessions has said so for the
 * server's PRESENCE_TIMEOUT_SECONDS (90 by default) is shown DESCONECTADO.
 */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/** The default of PRESENCE_TIMEOUT_SECONDS: a session not seen for this long no longer makes its user present. */
export const PRESENCE_TIMEOUT_DEFAULT_SECONDS = 90;
export const SOFTPHONE_PREFIX = '57';
export const SOFTPHONE_EXTENSION = '1203';
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export const ROLES = ['SuperAdmin', 'Administrador', 'Supervisor', 'Operador', 'Agente'] as const;
export type RoleName = (typeof ROLES)[number];
export const ELEVATED_ROLES: RoleName[] = ['SuperAdmin', 'Administrador', 'Supervisor'];

export const USER_STATUSES = ['CONECTADO', 'PAUSA', 'DESCONECTADO'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PAUSE_REASONS = [
  'Almuerzo',
  'Reunión interna',
  'Auditoría',
  'Capacitación',
  'Soporte técnico',
  'Smile',
  'Asunto personal',
] as const;
/** 'Reunión interna' is shown to the user as 'Pausa Activa'. */
export const PAUSE_REASON_LABELS: Record<(typeof PAUSE_REASONS)[number], string> = {
  Almuerzo: 'Almuerzo',
  'Reunión interna': 'Pausa Activa',
  Auditoría: 'Auditoría',
  Capacitación: 'Capacitación',
  'Soporte técnico': 'Soporte técnico',
  Smile: 'Smile',
  'Asunto personal': 'Asunto personal',
};

export const DOCUMENT_TYPES = ['CEDULA', 'PASAPORTE', 'CEDULA_EXTRANJERIA', 'OTRO'] as const;
export const DOCUMENT_TYPE_LABELS: Record<(typeof DOCUMENT_TYPES)[number], string> = {
  CEDULA: 'Cédula',
  PASAPORTE: 'Pasaporte',
  CEDULA_EXTRANJERIA: 'Cédula de extranjería',
  OTRO: 'Otro',
};
export const CONTACT_TYPES = ['PERSONA NATURAL', 'PERSONA JURIDICA'] as const;

/** Every calendar day, hour and report period is read in Colombia's time zone (UTC−5, no daylight saving). */
export const TIME_ZONE = 'America/Bogota';

import { z } from './zod-spanish.js';
import { PAUSE_REASONS, USER_STATUSES } from './constants.js';
import { MSG } from './messages.js';
import { dbId, PageQuery, refuseReversedRange } from './common.js';
import { SessionClock } from './auth.js';

/** A calendar day `YYYY-MM-DD`; an empty value means no filter. */
export const optionalDay = () => z.union([z.literal(''), z.iso.date()]).optional();

export const PAUSE_REASON_INVALID = 'Seleccione un motivo de pausa de la lista.';

export const PauseStart = z.object({
  reason: z.enum(PAUSE_REASONS, { error: (issue) => (issue.input === undefined ? MSG.required : PAUSE_REASON_INVALID) }),
  comment: z.string().trim().max(500).optional().default(''),
});
export type PauseStart = z.infer<typeof PauseStart>;

/** The caller's status after a pause starts or ends, with the clock of the session for the timer. */
export const PauseState = z.object({
  status: z.enum(USER_STATUSES),
  session: SessionClock,
});
export type PauseState = z.infer<typeof PauseState>;

/** The answer to a heartbeat: the caller's status, back to CONECTADO (or PAUSA) if presence had expired. */
export const PresenceState = z.object({ status: z.enum(USER_STATUSES) });
export type PresenceState = z.infer<typeof PresenceState>;

export const SessionHistoryQuery = PageQuery.extend({
  contact_id: z.union([z.literal(''), dbId()]).optional(),
  fecha_inicio: optionalDay(),
  fecha_fin: optionalDay(),
});
export type SessionHistoryQuery = z.infer<typeof SessionHistoryQuery>;

const orderedRange = refuseReversedRange('fecha_inicio', 'fecha_fin');

/** The same user and days as the list, every row of them. */
export const SessionHistoryExportQuery = SessionHistoryQuery.pick({ contact_id: true, fecha_inicio: true, fecha_fin: true })
  .refine(orderedRange.check, orderedRange.issue);
export type SessionHistoryExportQuery = z.infer<typeof SessionHistoryExportQuery>;

export const SESSIONS_EXPORT_FILE = 'HistorialConexion.xlsx';

/** The columns of the list, in its order. */
export const SESSIONS_SHEET_HEADERS = [
  'Usuario', 'Hora de Login', 'Hora de Logout', 'Duración de Sesión', 'Tiempo Total de Pausa', 'Tiempo Neto de Trabajo', 'Pausas',
];

export const SessionPause = z.object({
  id: z.number().int(),
  reason: z.string(),
  comment: z.string(),
  /** 'HH:MM - HH:MM', or 'HH:MM - en curso' while the pause lasts. */
  time_range: z.string(),
});

/** Durations are 'HH:MM:SS'; an open session counts until now. */
export const SessionHistoryEntry = z.object({
  id: z.number().int(),
  user: z.string(),
  login_time: z.string(),
  logout_time: z.string().nullable(),
  session_duration: z.string(),
  total_pause_time: z.string(),
  net_work_time: z.string(),
  pauses: z.array(SessionPause),
});
export type SessionHistoryEntry = z.infer<typeof SessionHistoryEntry>;

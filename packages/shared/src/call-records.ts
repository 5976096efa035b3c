import { z } from './zod-spanish.js';
import { calendarDay, commaSeparatedIds, PageQuery, refuseReversedRange } from './common.js';
import { CALL_DIRECTIONS, CALL_DISPOSITIONS, CALL_DISPOSITION_LABELS } from './telephony.js';

export const CALL_RECORDS_MSG = {
  invalidEstado: `Estado no válido. Use uno de: ${CALL_DISPOSITIONS.join(', ')}.`,
  invalidDate: 'Introduzca una fecha válida (AAAA-MM-DD).',
  invalidAgents: 'Agentes no válidos: envíe ids separados por comas.',
  invalidSearch: 'Busque por número: solo dígitos.',
  recordingNotFound: 'La grabación no existe.',
  rangeNotSatisfiable: 'El rango pedido está fuera de la grabación.',
} as const;

const blankToUndefined = (value: unknown) =>
  (value === undefined || value === null || (typeof value === 'string' && value.replace(/\u0000/g, '').trim() === '') ? undefined : value);

const orderedRange = refuseReversedRange('fecha_inicio', 'fecha_fin');

/** The call-records list: Bogotá days, the disposition, agents, and a number (digits) found in the origin or destination. */
export const CallRecordsQuery = PageQuery.extend({
  fecha_inicio: z.preprocess(blankToUndefined, calendarDay(CALL_RECORDS_MSG.invalidDate).optional()),
  fecha_fin: z.preprocess(blankToUndefined, calendarDay(CALL_RECORDS_MSG.invalidDate).optional()),
  estado: z.preprocess(blankToUndefined, z.enum(CALL_DISPOSITIONS, { error: () => CALL_RECORDS_MSG.invalidEstado }).optional()),
  agents: commaSeparatedIds(CALL_RECORDS_MSG.invalidAgents),
  search: z.string().trim().max(20).regex(/^\+?\d*$/, CALL_RECORDS_MSG.invalidSearch).transform((value) => value.replace(/\D/g, ''))
    .optional().default(''),
}).refine(orderedRange.check, orderedRange.issue);
export type CallRecordsQuery = z.infer<typeof CallRecordsQuery>;

const Named = z.object({ id: z.number().int(), nombre: z.string() });

/** One call as the PBX recorded it. */
export const CallRecordRead = z.object({
  id: z.number().int(),
  /** When the call started (ISO instant). */
  fecha: z.string(),
  numero_origen: z.string(),
  numero_destino: z.string(),
  estado: z.enum(CALL_DISPOSITIONS),
  estado_nombre: z.string(),
  /** Seconds talked (from answer to hang-up). */
  duracion: z.number().int(),
  /** Seconds from the start of the call to its end, ringing included. */
  duracion_total: z.number().int(),
  direccion: z.enum(CALL_DIRECTIONS),
  extension: z.string().nullable(),
  agente: Named.nullable(),
  contacto: Named.nullable(),
  /** A sentence describing the call (its direction and extension, and whether it was dialled from the CRM). */
  observaciones: z.string(),
  /** A link the browser can play for ~10 minutes, or null when the call has no recording. */
  grabacion: z.string().nullable(),
});
export type CallRecordRead = z.infer<typeof CallRecordRead>;

/** The estado filter's choices, with their Spanish names, in the spec's order. */
export const CALL_DISPOSITION_OPTIONS = (Object.keys(CALL_DISPOSITION_LABELS) as (keyof typeof CALL_DISPOSITION_LABELS)[])
  .map((value) => ({ value, label: CALL_DISPOSITION_LABELS[value] }));

/** A recording's link: a signed, short-lived token bound to the record. */
export const RecordingQuery = z.object({ token: z.string().max(200).optional() });

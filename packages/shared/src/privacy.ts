import { z } from './zod-spanish.js';
import { TIME_ZONE } from './constants.js';

/**
 * Habeas data (Ley 1581 de 2012): each contact's authorization to process its data, a person's data on
 * request, suppression and the retention of files.
 */

/** What the person answered; a new contact has not been asked yet (PENDIENTE). */
export const AUTORIZACION_ESTADOS = ['OTORGADA', 'NEGADA', 'PENDIENTE'] as const;
export type AutorizacionEstado = (typeof AUTORIZACION_ESTADOS)[number];
export const AUTORIZACION_ESTADO_LABELS: Record<AutorizacionEstado, string> = {
  OTORGADA: 'Otorgada', NEGADA: 'Negada', PENDIENTE: 'Pendiente',
};

/** How the answer was obtained. */
export const AUTORIZACION_MEDIOS = ['formulario', 'chat', 'llamada', 'documento'] as const;
export type AutorizacionMedio = (typeof AUTORIZACION_MEDIOS)[number];
export const AUTORIZACION_MEDIO_LABELS: Record<AutorizacionMedio, string> = {
  formulario: 'Formulario', chat: 'Chat', llamada: 'Llamada', documento: 'Documento',
};

export const PRIVACY_MSG = {
  /** What every suppressed name, document and free text reads afterwards. */
  suppressedValue: 'Suprimido',
  suppressed: 'Se suprimieron los datos personales del contacto.',
  alreadySuppressed: 'Los datos personales de este contacto ya fueron suprimidos.',
  suppressedNoEdit: 'Los datos personales de este contacto fueron suprimidos: no se pueden editar.',
  motivoRequired: 'Indique el motivo de la supresión.',
  medioRequired: 'Indique el medio por el que se obtuvo la respuesta.',
  futureDate: 'La fecha no puede ser posterior a hoy.',
  invalidDate: 'Introduzca una fecha válida (AAAA-MM-DD).',
  /** What a chat message whose file a suppression removed says instead of the file. */
  fileSuppressed: 'Archivo eliminado por supresión de datos personales',
  /** What a chat message whose file the retention job removed says instead of the file. */
  fileRetention: 'Archivo eliminado por política de retención',
  exportTitle: 'Exportar datos personales',
  suppressTitle: 'Suprimir datos personales',
  suppressWarning:
    'Se borrarán los nombres, el documento, los teléfonos, los correos, las direcciones, los textos libres, los mensajes '
    + 'y los archivos de esta persona. Las gestiones, sus resultados y las fechas se conservan para los reportes.',
  authorizationSaved: 'Se guardó la autorización de tratamiento de datos.',
  /** The entry bot's question after the campaign's authorization text. */
  botQuestion: 'Responde con el número de tu opción:\n1. Acepto\n2. No acepto',
  botNotUnderstood: 'No entendí tu respuesta.',
  botDenied: 'Registramos que no autorizas el tratamiento de tus datos personales.',
} as const;

/** The answers the entry bot takes to the authorization question: 1 (or 'acepto') grants it, 2 denies it. */
export function botAuthorizationAnswer(text: string): Exclude<AutorizacionEstado, 'PENDIENTE'> | null {
  const answer = text.trim().toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[.!]+$/, '');
  if (answer === '1' || answer === 'acepto' || answer === 'si' || answer === 'si acepto') return 'OTORGADA';
  if (answer === '2' || answer === 'no acepto' || answer === 'no') return 'NEGADA';
  return null;
}

/** The authorization a contact card shows. */
export const AutorizacionDatos = z.object({
  estado: z.enum(AUTORIZACION_ESTADOS),
  /** When it was answered (ISO), null while PENDIENTE. */
  fecha: z.string().nullable(),
  medio: z.enum(AUTORIZACION_MEDIOS).nullable(),
  /** The text the person was shown, as it was shown. */
  texto: z.string(),
});
export type AutorizacionDatos = z.infer<typeof AutorizacionDatos>;

const bogotaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const isPastOrToday = (value: string) => value <= bogotaToday();

/**
 * The authorization as the contact update sends it. OTORGADA and NEGADA need the medio; the fecha
 * (YYYY-MM-DD, not in the future) defaults to now; PENDIENTE clears medio and fecha.
 */
export const AutorizacionDatosUpdate = z.object({
  estado: z.enum(AUTORIZACION_ESTADOS),
  medio: z.preprocess((v) => (v === '' ? null : v), z.enum(AUTORIZACION_MEDIOS).nullable()).optional(),
  texto: z.string().trim().max(5000).optional(),
  fecha: z.preprocess(
    (v) => (v === '' ? null : v),
    z.iso.date({ error: PRIVACY_MSG.invalidDate }).refine(isPastOrToday, PRIVACY_MSG.futureDate).nullable(),
  ).optional(),
}).superRefine((value, ctx) => {
  if (value.estado !== 'PENDIENTE' && !value.medio) ctx.addIssue({ code: 'custom', path: ['medio'], message: PRIVACY_MSG.medioRequired });
});
export type AutorizacionDatosUpdate = z.infer<typeof AutorizacionDatosUpdate>;

/** POST /contact/contacto/{id}/suprimir/ */
export const SuppressRequest = z.object({
  motivo: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\u0000/g, '') : v),
    z.string({ error: PRIVACY_MSG.motivoRequired }).trim().min(3, PRIVACY_MSG.motivoRequired).max(500),
  ),
});
export type SuppressRequest = z.infer<typeof SuppressRequest>;

export const SuppressResult = z.object({
  detail: z.string(),
  /** When the data was suppressed (ISO). */
  suprimido: z.string(),
  /** Stored files queued for deletion from disk. */
  archivos: z.number().int(),
});
export type SuppressResult = z.infer<typeof SuppressResult>;

/** The name of a person's data download. */
export const personalDataFilename = (contactId: number) => `datos-personales-${contactId}.xlsx`;

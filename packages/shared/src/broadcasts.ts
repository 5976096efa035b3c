import { z } from './zod-spanish.js';
import { calendarDay, dbId, PageQuery, refuseReversedRange, requiredText } from './common.js';
import { TemplateParameters } from './templates.js';

/** A send's course: PENDIENTE until its job starts, EN_PROCESO while it sends, FINALIZADO once every recipient has an outcome. */
export const BROADCAST_SEND_ESTADOS = ['PENDIENTE', 'EN_PROCESO', 'FINALIZADO'] as const;
export type BroadcastSendEstado = (typeof BROADCAST_SEND_ESTADOS)[number];
export const BROADCAST_SEND_ESTADO_LABELS: Record<BroadcastSendEstado, string> = {
  PENDIENTE: 'Pendiente',
  EN_PROCESO: 'En Proceso',
  FINALIZADO: 'Finalizado',
};

/** Where each send comes from: a broadcast to contact groups, the confirmations upload, the mass-messaging upload. */
export const MASS_SEND_KINDS = ['difusion', 'confirmacion', 'masivo'] as const;
export type MassSendKind = (typeof MASS_SEND_KINDS)[number];

/**
 * One recipient's outcome: `pendiente` to send (or to retry later, `next_try_at`), `enviando` while its send is
 * with the provider, `exitoso`, `fallido` (with its reason), `sin_telefono` (a contact without a phone) and
 * `incierto`: a send interrupted by a restart whose outcome nobody knows, never sent again.
 */
export const RECIPIENT_STATUSES = ['pendiente', 'enviando', 'exitoso', 'fallido', 'sin_telefono', 'incierto'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const BROADCAST_DETAIL_TIPOS = ['exitosos', 'fallidos', 'multiples_telefonos', 'sin_telefono', 'todos'] as const;
export type BroadcastDetailTipo = (typeof BROADCAST_DETAIL_TIPOS)[number];

/** A file of more rows than this is refused; one of up to MASS_INLINE_ROWS rows is answered with its outcome. */
export const MASS_UPLOAD_MAX_ROWS = 50_000;
/** The same upload (rows, channel, template) again within this many minutes is refused: its messages are not sent twice. */
export const DUPLICATE_UPLOAD_MINUTES = 10;
export const MASS_INLINE_ROWS = 100;
/** How long an upload's request waits for its sends before answering that they go on in the background. */
export const MASS_INLINE_WAIT_MS = 20_000;
/** Variable columns of the upload templates: 'Variable 1' … 'Variable 5'. */
export const MASS_UPLOAD_VARIABLES = 5;

export const CONFIRMATIONS_TEMPLATE_FILENAME = 'Plantilla-Confirmaciones.xlsx';
export const MASS_MESSAGES_TEMPLATE_FILENAME = 'Plantilla-Mensajeria-Masiva.xlsx';

/** The columns of the upload files, as their downloadable templates head them. */
export const MASS_UPLOAD_COLUMNS = {
  nombre: 'Nombre',
  telefono: 'Teléfono',
  mensaje: 'Mensaje',
  plantilla: 'Plantilla',
  variable: (n: number) => `Variable ${n}`,
} as const;

export const BROADCAST_MSG = {
  created: 'Se ha creado la campaña de difusión',
  started: 'La difusión se está enviando.',
  notFound: 'La campaña de difusión no existe.',
  nameTaken: 'Ya existe una campaña de difusión con ese nombre.',
  campaignMissing: 'La campaña no existe.',
  noWhatsappChannel: 'La campaña no tiene un canal de WhatsApp para enviar la difusión.',
  channelNotWhatsapp: 'El canal no existe o no es de WhatsApp.',
  channelNotYours: 'El canal no es de una de sus campañas.',
  campaignNotYours: 'La campaña no es una de sus campañas.',
  channelNotOfCampaign: 'El canal no es de la campaña de la difusión.',
  alreadySent: 'Esta campaña de difusión ya fue enviada: cada campaña de difusión se envía una sola vez.',
  groupsRequired: 'Seleccione al menos un grupo de contactos.',
  groupMissing: 'El grupo de contactos no existe.',
  templateNotOfCampaign: 'La plantilla no pertenece a la campaña de la difusión.',
  templateRequired: 'Seleccione una plantilla.',
  /** Spec §4: an upload while it is processed, and once it is done. */
  uploadPending: 'El archivo está en proceso de carga, por favor espera...',
  uploadDone: 'El archivo se ha cargado correctamente.',
  uploadNotFound: 'La carga no existe.',
  duplicateUpload: `Este archivo ya se cargó por este canal hace menos de ${DUPLICATE_UPLOAD_MINUTES} minutos: sus mensajes no se envían dos veces.`,
  fileRequired: 'Adjunte un archivo de Excel (.xls o .xlsx) en el campo "file".',
  wrongExtension: 'Solo se admiten archivos de Excel (.xls o .xlsx).',
  emptyFile: 'El archivo no tiene filas con datos.',
  tooManyRows: `El archivo tiene más de ${MASS_UPLOAD_MAX_ROWS.toLocaleString('es-CO')} filas.`,
  missingColumns: (columns: string) => `Faltan columnas en el archivo: ${columns}. Descargue la plantilla para ver el formato.`,
  noChannel: 'No hay un canal de WhatsApp en sus campañas para enviar los mensajes.',
  // Per-row reasons.
  noPhone: 'Sin teléfono',
  invalidPhone: 'El teléfono no es un número válido.',
  noContent: 'La fila no tiene mensaje ni plantilla.',
  templateUnknown: (name: string) => `La plantilla «${name}» no existe.`,
  templateNotApproved: (name: string) => `La plantilla «${name}» no está aprobada para el canal.`,
  variablesMissing: (name: string, n: number) => `La plantilla «${name}» lleva ${n} variable${n === 1 ? '' : 's'}: complete Variable 1 a Variable ${n}.`,
  confirmationNeedsTemplate: 'Cada confirmación se envía con una plantilla: indique la columna Plantilla o el campo template.',
  interrupted: 'Envío interrumpido por un reinicio: no se pudo confirmar si el mensaje salió, así que no se reenvía para no duplicarlo.',
  windowClosed: 'Pasaron más de 24 horas desde el último mensaje del cliente: use una plantilla aprobada.',
  textTooLong: 'El mensaje supera los 4096 caracteres.',
} as const;

const optionalDay = () => z.preprocess((value) => (value === '' ? undefined : value), calendarDay().optional());

export const BroadcastCreate = z.object({
  name: requiredText(150),
  descripcion: z.string().trim().max(2000).optional().default(''),
  campaign: dbId(BROADCAST_MSG.campaignMissing),
  /** The message the broadcast is about, as the spec's form keeps it. */
  body: z.string().trim().max(4096).optional().default(''),
  /** The WhatsApp channel it goes out through; the campaign's first WhatsApp channel when left out. */
  channel: z.preprocess((value) => (value === '' || value === null ? undefined : value), dbId().optional()),
});
export type BroadcastCreate = z.infer<typeof BroadcastCreate>;

const range = refuseReversedRange('fecha_inicio', 'fecha_fin');
export const BroadcastListQuery = PageQuery.extend({ fecha_inicio: optionalDay(), fecha_fin: optionalDay() })
  .refine(range.check, range.issue);

/** The spec's metadata of a management, as counts; the detail lists are read page by page (`detalle/`). */
export const BroadcastStats = z.object({
  /** Contacts with at least one message sent. */
  exitosos: z.number().int(),
  /** Contacts none of whose messages went out (uncertain ones included). */
  fallidos: z.number().int(),
  sin_telefono: z.number().int(),
  multiples_telefonos: z.number().int(),
  total_contactos: z.number().int(),
  /** Messages: sent, failed, still to send. */
  mensajes_enviados: z.number().int(),
  mensajes_fallidos: z.number().int(),
  mensajes_pendientes: z.number().int(),
  /** 0 to 100: recipients with an outcome over all of them. */
  progreso: z.number().int(),
});
export type BroadcastStats = z.infer<typeof BroadcastStats>;

export const ManagementRead = z.object({
  id: z.number().int(),
  channel: z.string(),
  channel_id: z.number().int(),
  status: z.enum(BROADCAST_SEND_ESTADOS),
  template: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  description: z.string(),
  groups: z.array(z.number().int()),
  metadata: BroadcastStats,
  created_date: z.string(),
  started_date: z.string().nullable(),
  finished_date: z.string().nullable(),
});
export type ManagementRead = z.infer<typeof ManagementRead>;

export const BroadcastRead = z.object({
  id: z.number().int(),
  name: z.string(),
  descripcion: z.string(),
  campaign: z.number().int(),
  campaign_name: z.string(),
  channel: z.number().int(),
  channel_name: z.string(),
  body: z.string(),
  created_date: z.string(),
  managements: z.array(ManagementRead),
  /** Only a broadcast with no sends yet offers Enviar (spec §4). */
  puede_enviar: z.boolean(),
});
export type BroadcastRead = z.infer<typeof BroadcastRead>;

export const BroadcastSaved = BroadcastRead.extend({ message: z.string() });

export const DifusionRequest = z.object({
  campaign_broadcast: dbId(),
  grupo_contacto_id: z.array(dbId()).min(1, BROADCAST_MSG.groupsRequired).max(100),
  template: dbId(BROADCAST_MSG.templateRequired),
  /**
   * The values of the template's variables, the same for every contact; `[nombre]` in a value becomes the
   * contact's first name and `[nombre_completo]` its full name.
   */
  variables: TemplateParameters.optional().default([]),
  description: z.string().trim().max(2000).optional().default(''),
});
export type DifusionRequest = z.infer<typeof DifusionRequest>;

export const DifusionStarted = z.object({ message: z.string(), broadcast: BroadcastRead, management: ManagementRead });

export const BroadcastDetailQuery = PageQuery.extend({
  tipo: z.enum(BROADCAST_DETAIL_TIPOS, { error: () => `Tipo no válido: ${BROADCAST_DETAIL_TIPOS.join(', ')}.` }).optional().default('todos'),
});

/** A contact of a management's detail (spec: nombre, telefono, mensajes_exitosos), with its phones' outcomes. */
export const BroadcastDetailRow = z.object({
  contact: z.number().int().nullable(),
  nombre: z.string(),
  /** The phones sent to, comma-separated ('' without phone). */
  telefono: z.string(),
  mensajes_exitosos: z.number().int(),
  telefonos: z.array(z.object({ telefono: z.string(), status: z.enum(RECIPIENT_STATUSES), error: z.string().nullable() })),
});
export type BroadcastDetailRow = z.infer<typeof BroadcastDetailRow>;

/** The live figures of a send (polling; the socket /ws/difusion/ says the same as it changes). */
export const BroadcastProgress = z.object({
  broadcast: z.number().int().nullable(),
  management: z.number().int(),
  kind: z.enum(MASS_SEND_KINDS),
  status: z.enum(BROADCAST_SEND_ESTADOS),
  metadata: BroadcastStats,
});
export type BroadcastProgress = z.infer<typeof BroadcastProgress>;

export const MassSentRow = z.object({ fila: z.number().int(), nombre: z.string(), telefono: z.string() });
export const MassFailedRow = MassSentRow.extend({ error: z.string() });

/**
 * An upload's outcome (spec §3 'Mass-message result' and §7.7): `status` PENDIENTE / EN_PROCESO while it
 * sends in the background (message: §4's pending text), FINALIZADO with every row in enviados or no_enviados.
 */
export const MassSendResult = z.object({
  id: z.number().int(),
  status: z.enum(BROADCAST_SEND_ESTADOS),
  message: z.string(),
  error: z.string().nullable(),
  total: z.number().int(),
  procesadas: z.number().int(),
  enviados: z.array(MassSentRow),
  no_enviados: z.array(MassFailedRow),
});
export type MassSendResult = z.infer<typeof MassSendResult>;

/** Socket message of /ws/difusion/: a send's progress, with the campaign it was sent for. */
export interface BroadcastSocketMessage extends BroadcastProgress {
  type: 'difusion';
  campaign: number;
}

/** A WhatsApp channel an upload may go out through: those of the uploader's campaigns (every one, for who sees all). */
export const MassChannel = z.object({
  id: z.number().int(),
  nombre: z.string(),
  campaign: z.object({ id: z.number().int(), name: z.string() }),
});
export type MassChannel = z.infer<typeof MassChannel>;

export const MassUploadFields = z.object({
  channel: z.preprocess((value) => (value === '' ? undefined : value), dbId().optional()),
  template: z.preprocess((value) => (value === '' ? undefined : value), dbId().optional()),
});

import { z } from './zod-spanish.js';
import { MSG } from './messages.js';
import { dbId, optionalDbId, requiredQueryId, requiredText } from './common.js';
import { phoneDigits, toE164 } from './phones.js';
import { TemplateMessageExtra, TemplateParameters } from './templates.js';
import { ConversationSla } from './service-levels.js';

/** The customer channels a conversation can come from, as the spec names them. */
export const CHAT_CHANNEL_TYPES = ['WhatsApp', 'Telegram', 'Facebook'] as const;
export type ChatChannelType = (typeof CHAT_CHANNEL_TYPES)[number];

/**
 * BOT: choosing a campaign in the entry menu; EN_ESPERA: in the campaign's queue; EN_GESTION: an agent has it;
 * DIFUSION: opened by a broadcast or mass send, in no queue until the customer answers (then EN_ESPERA in the
 * broadcast's campaign).
 */
export const CONVERSATION_ESTADOS = ['BOT', 'EN_ESPERA', 'EN_GESTION', 'FINALIZADA', 'DIFUSION'] as const;
export type ConversationEstado = (typeof CONVERSATION_ESTADOS)[number];

/**
 * `sistema`: a line of the thread written by the workspace (a transfer, an assignment), never sent;
 * `unsupported`: a provider message type the workspace cannot show (its name kept in `extra.tipo_original`);
 * `unknown`: rows stored before unsupported types were named.
 */
export const CHAT_MESSAGE_TYPES = [
  'text', 'nota', 'image', 'audio', 'video', 'document', 'sticker', 'location', 'contacts', 'order', 'sistema', 'unsupported', 'unknown',
  'template',
] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** `pending` while the provider has not answered yet; then its receipts. */
export const CHAT_MESSAGE_STATUSES = ['pending', 'sent', 'delivered', 'read', 'failed'] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

export const PRIORITY_NAMES = ['MEDIO', 'ALTO', 'GESTION'] as const;
export type PriorityName = (typeof PRIORITY_NAMES)[number];
/** Minutes a customer may wait before the conversation turns MEDIO or ALTO. */
export const PRIORITY_MINUTES = [2, 5, 8, 10] as const;
/** Hours after which an idle conversation is closed (Cierre de Gestión). */
export const CLOSING_TIME_HOURS = [5, 10, 12, 20, 24] as const;
export const DEFAULT_PRIORITIES: Record<PriorityName, number> = { MEDIO: 5, ALTO: 10, GESTION: 24 };

export const PRIORITY_LEVELS = ['BAJO', 'MEDIO', 'ALTO'] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];

export const FINALIZADA_FRECUENCIAS = ['all', 'today', 'yesterday', 'week', 'month'] as const;
export type FinalizadaFrecuencia = (typeof FINALIZADA_FRECUENCIAS)[number];

/** The spec's texts (§8.1) and the ones it left to us, in the same style. */
export const CHAT_MSG = {
  alreadyAssigned: 'La conversación ya fue asignada a otro agente.',
  sendFailed: 'ERROR!!! No se puede enviar el mensaje',
  transferred: 'Se ha transferido la conversación correctamente',
  transferFailed: 'Error al transferir',
  gestionSaved: 'Se ha guardado la gestión con éxito',
  gestionNotCreated: 'No se ha creado la Gestión',
  phoneExists: '¡El número de teléfono existe!',
  phoneMissing: 'El número de teléfono no existe.',
  phoneCheckFailed: 'Error al verificar el número de teléfono.',
  shortcutAdded: 'Atajo agregado exitosamente',
  noShortcuts: 'No hay atajos disponibles',
  noCaption: 'Sin descripción',
  /** Workspace lines of the thread: who moved the conversation where. */
  takenLine: (agent: string) => `Asignada a ${agent}`,
  autoAssignedLine: (agent: string) => `Asignada automáticamente a ${agent}`,
  takenOverLine: (supervisor: string, agent: string) => `${supervisor} tomó el control de la conversación de ${agent}`,
  takenOver: 'Tomó el control de la conversación.',
  alreadyYours: 'La conversación ya es suya.',
  notOpen: 'La conversación no está abierta.',
  transferredToAgentLine: (by: string, agent: string) => `Transferida por ${by} a ${agent}`,
  transferredToQueueLine: (by: string, campaign: string) => `Transferida por ${by} a la cola de ${campaign}`,
  channelOutsideCampaigns: 'El canal no pertenece a tus campañas.',
  messageNotFound: 'El mensaje no existe.',
  noteSaved: 'Se ha guardado la nota',
  emptyMessage: 'No puedes enviar textos vacíos',
  conversationNotFound: 'La conversación no existe.',
  conversationClosed: 'La conversación ya fue cerrada.',
  notYours: 'La conversación está asignada a otro agente.',
  supervisingOnly: 'Está supervisando esta conversación: tome el control para responder al cliente.',
  notWaiting: 'La conversación no está en espera.',
  windowClosed: 'Pasaron más de 24 horas desde el último mensaje del cliente: solo se puede enviar una plantilla aprobada.',
  channelNotFound: 'El canal no existe.',
  noWhatsappChannel: 'No hay un canal de WhatsApp configurado.',
  channelCreated: 'Se ha creado el canal',
  channelUpdated: 'Se ha actualizado el canal',
  channelDeleted: 'Se ha eliminado el canal',
  channelInUse: 'El canal tiene conversaciones abiertas; ciérralas antes de eliminarlo.',
  campaignRequired: 'Selecciona una campaña.',
  agentNotInCampaign: 'El agente no pertenece a la campaña.',
  wrongChannelType: 'Este número pertenece a otro canal.',
  unsupportedFile: 'Tipo de archivo no permitido: imágenes, audio, video, .pdf, .doc o .docx.',
  fileTooLarge: 'El archivo supera el tamaño máximo de 16 MB.',
  priorityUpdated: 'Se ha actualizado la prioridad',
  invalidTime: 'Valor no permitido para esta prioridad.',
  shortcutTaken: 'Ya existe un atajo con ese nombre en la campaña.',
  notRetryable: 'Solo se puede reintentar un mensaje que falló.',
  retried: 'Se reintentará el envío del mensaje',
  queued: 'Mensaje en cola de envío',
  fileUnavailable: 'Archivo no disponible',
} as const;

/** Largest file an agent may send (WhatsApp's limit for documents is 100 MB, for media 16 MB). */
export const CHAT_MAX_FILE_BYTES = 16 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Channels

const secret = (max = 500) => requiredText(max);
/** Link-local and cloud metadata hosts: a channel's api_url never points there. */
const METADATA_HOSTS = /^(169\.254\.\d{1,3}\.\d{1,3}|\[?fe80:[0-9a-f:]*\]?|\[?fd00:ec2::254\]?|metadata\.google\.internal|metadata|100\.100\.100\.200|0\.0\.0\.0)$/i;

/** An http(s) address of the provider's API (or a stand-in), never a file, gopher or metadata address. */
export function allowedApiUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && !METADATA_HOSTS.test(url.hostname);
}

/** A path of this server's channel simulator: the adapters call it on the server's own address, whatever its port. */
const SIMULATOR_API_PATH = /^\/sim\/(whatsapp\/v\d+\.\d+|telegram)$/;

const apiUrl = () => z.string().trim().max(300)
  .refine((value) => SIMULATOR_API_PATH.test(value) || z.string().url().safeParse(value).success,
    'Debe ser una URL válida (https://…) o una ruta del simulador (/sim/…).')
  .refine((value) => SIMULATOR_API_PATH.test(value) || !z.string().url().safeParse(value).success || allowedApiUrl(value),
    'Solo se admite una dirección http o https del proveedor.')
  .optional();

/** Broadcast sends per second through a number: Meta's default throughput is 80 (up to 1000 once upgraded). */
export const DEFAULT_MESSAGES_PER_SECOND = 80;
const messagesPerSecond = () => z.string().trim()
  .refine((value) => value === '' || (/^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= 1000), 'Entre 1 y 1000 mensajes por segundo.')
  .optional();

export const WhatsappChannelConfig = z.object({
  phone_number_id: requiredText(60),
  waba_id: requiredText(60),
  /** Difusiones and mass sends through this number: messages a second (80 when empty). */
  mensajes_por_segundo: messagesPerSecond(),
  access_token: secret(),
  app_secret: secret(),
  verify_token: secret(200),
  api_url: apiUrl(),
});
export const TelegramChannelConfig = z.object({
  bot_token: secret(200),
  webhook_secret: z.string().trim().regex(/^[A-Za-z0-9_-]{1,256}$/, 'Solo letras, números, _ y - (hasta 256).'),
  api_url: apiUrl(),
});
export const FacebookChannelConfig = z.object({
  page_id: requiredText(60),
  page_access_token: secret(),
  app_secret: secret(),
  verify_token: secret(200),
  api_url: apiUrl(),
});

/** Which config fields are secrets: write-only, stored encrypted, read back masked. */
export const CHANNEL_SECRET_FIELDS: Record<ChatChannelType, readonly string[]> = {
  WhatsApp: ['access_token', 'app_secret', 'verify_token'],
  Telegram: ['bot_token', 'webhook_secret'],
  Facebook: ['page_access_token', 'app_secret', 'verify_token'],
};

export const ChannelBot = z.object({
  welcome: requiredText(1000),
  campaigns: z.array(dbId()).min(1, MSG.required).max(9),
});
export type ChannelBot = z.infer<typeof ChannelBot>;

const channelBase = {
  nombre: requiredText(100),
  campaign: dbId(CHAT_MSG.campaignRequired),
  bot: ChannelBot.nullable().optional(),
};

export const ChannelCreate = z.discriminatedUnion('tipo', [
  z.object({ ...channelBase, tipo: z.literal('WhatsApp'), config: WhatsappChannelConfig }),
  z.object({ ...channelBase, tipo: z.literal('Telegram'), config: TelegramChannelConfig }),
  z.object({ ...channelBase, tipo: z.literal('Facebook'), config: FacebookChannelConfig }),
], { error: () => 'Tipo de canal no válido: WhatsApp, Telegram o Facebook.' });
export type ChannelCreate = z.infer<typeof ChannelCreate>;

/** An update sends what changes; a secret left out keeps its stored value. The type does not change. */
export const ChannelUpdate = z.object({
  nombre: requiredText(100).optional(),
  campaign: dbId(CHAT_MSG.campaignRequired).optional(),
  bot: ChannelBot.nullable().optional(),
  config: z.record(z.string(), z.string().trim().max(500)).optional(),
});
export type ChannelUpdate = z.infer<typeof ChannelUpdate>;

export const ChannelRead = z.object({
  id: z.number().int(),
  nombre: z.string(),
  tipo: z.enum(CHAT_CHANNEL_TYPES),
  campaign: z.number().int(),
  campaign_name: z.string(),
  /** Secrets shown as '••••' and their last 4 characters. */
  config: z.record(z.string(), z.string()),
  bot: z.object({ welcome: z.string(), campaigns: z.array(z.number().int()) }).nullable(),
  webhook_url: z.string(),
  created_date: z.string(),
});
export type ChannelRead = z.infer<typeof ChannelRead>;
export const ChannelSaved = ChannelRead.extend({ message: z.string() });

// ---------------------------------------------------------------------------------------------
// Conversations and messages

export const ConversationRead = z.object({
  id: z.number().int(),
  type: z.enum(CHAT_CHANNEL_TYPES),
  estado: z.enum(CONVERSATION_ESTADOS),
  /** Phone, Telegram chat id or Messenger PSID: the conversation's address in the message calls. */
  phone: z.string(),
  creado: z.string(),
  contacto: z.object({ contact_id: z.number().int(), contact_name: z.string() }),
  campaign: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  agent: z.object({ id: z.number().int(), get_full_name: z.string() }).nullable(),
  prioridad: z.enum(PRIORITY_LEVELS),
  waiting_since: z.string().nullable(),
  message_received: z.number().int(),
  ultimo_message: z.object({ kind: z.string(), content: z.string(), from_me: z.boolean() }).nullable(),
  gestion: z.number().int().nullable(),
  /** Customer messages the assigned agent has not read yet. */
  no_leidos: z.number().int(),
  /** When the conversation was closed, or null while it is open. */
  cerrado: z.string().nullable(),
  /**
   * The channel refuses free text now (WhatsApp, 24 hours after the customer's last message, or before any):
   * only an approved template can be sent.
   */
  plantilla_requerida: z.boolean(),
  /** The customer wrote while the campaign was closed and got the out-of-hours reply; it waits for the opening. */
  fuera_horario: z.boolean(),
  /** The campaign's service-level targets for this conversation and where they stand. */
  sla: ConversationSla,
});
export type ConversationRead = z.infer<typeof ConversationRead>;

/** What a message carries besides its text and file, by kind. */
export const ChatMessageExtra = z.object({
  /** Shared contact cards (WhatsApp contacts, Telegram contact). */
  contactos: z.array(z.object({ nombre: z.string(), telefonos: z.array(z.string()) })).optional(),
  /** A location's or venue's name and address. */
  lugar: z.object({ nombre: z.string().nullable(), direccion: z.string().nullable() }).optional(),
  /** An order, as a readable summary. */
  pedido: z.object({ resumen: z.string() }).optional(),
  /** A reply button or list row the customer chose (its id), the text shown being the message body. */
  boton: z.object({ id: z.string().nullable() }).optional(),
  /** The provider's name of a type the workspace cannot show. */
  tipo_original: z.string().optional(),
  /** A template sent: which one and with what values (the body is the text the customer read). */
  plantilla: TemplateMessageExtra.optional(),
});
export type ChatMessageExtra = z.infer<typeof ChatMessageExtra>;

export const ChatReaction = z.object({ emoji: z.string(), role: z.enum(['From_me', 'received']) });
export type ChatReaction = z.infer<typeof ChatReaction>;

/** A contact's conversation in its history: the conversation read plus how it was typified. */
export const ConversationHistoryItem = ConversationRead.extend({
  tipificacion: z.object({ resultado: z.string().nullable(), calificacion: z.string().nullable(), observaciones: z.string() }).nullable(),
});
export type ConversationHistoryItem = z.infer<typeof ConversationHistoryItem>;
export const ConversationHistoryQuery = z.object({ contact: requiredQueryId() });
export const ConversationHistory = z.object({ results: z.array(ConversationHistoryItem) });
export type ConversationHistory = z.infer<typeof ConversationHistory>;

export const ChatMessageRead = z.object({
  id: z.number().int(),
  /** What socket status updates match on. */
  number: z.number().int(),
  msg_type: z.enum(CHAT_MESSAGE_TYPES),
  role: z.enum(['From_me', 'received']),
  contact: z.number().int(),
  body: z.string(),
  caption: z.string().nullable(),
  file: z.string().nullable(),
  filename: z.string().nullable(),
  mime_type: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  time: z.string(),
  date: z.string(),
  created_date: z.string(),
  status: z.enum(CHAT_MESSAGE_STATUSES).nullable(),
  status_reason: z.string().nullable(),
  sent_by: z.string().nullable(),
  /** The staff user who wrote it (agent message, note or workspace line); null for the customer and the bot. */
  sent_by_id: z.number().int().nullable(),
  extra: ChatMessageExtra.nullable(),
  /** The message this one answers (the customer's or agent's quote). */
  reply_to: z.object({ id: z.number().int(), body: z.string(), role: z.enum(['From_me', 'received']) }).nullable(),
  reactions: z.array(ChatReaction),
  /** The customer edited it (its body is the latest text) or deleted it for everyone (its body is empty). */
  edited: z.boolean(),
  revoked: z.boolean(),
});
export type ChatMessageRead = z.infer<typeof ChatMessageRead>;

/** Names the conversation a call means; without it a phone resolves among the conversations the caller may see. */
export const ConversationQuery = z.object({ conversation: optionalDbId() });
export type ConversationQuery = z.infer<typeof ConversationQuery>;

export const ContactMessagesQuery = z.object({
  phone_number: z.string().trim().max(100).optional(),
  conversation: optionalDbId(),
  /** Messages older than this id (the next page up). */
  before: optionalDbId(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
}).refine((query) => Boolean(query.phone_number || query.conversation), { path: ['phone_number'], message: MSG.required });
export const ContactMessagesPage = z.object({
  conversation: ConversationRead.nullable(),
  results: z.array(ChatMessageRead),
  /** The `before` of the next older page, or null at the start. */
  before: z.number().int().nullable(),
});
export type ContactMessagesPage = z.infer<typeof ContactMessagesPage>;

export const ChatTextSend = z.object({
  phone: requiredText(100),
  conversation: optionalDbId(),
  type: z.literal('text').optional().default('text'),
  body: z.string().trim().min(1, CHAT_MSG.emptyMessage).max(4096),
});
export type ChatTextSend = z.infer<typeof ChatTextSend>;

/** An approved template with its variables: what the composer sends where the service window is closed. */
export const ChatTemplateSend = z.object({
  phone: z.string().trim().max(100).optional().default(''),
  conversation: optionalDbId(),
  type: z.literal('template'),
  template: dbId(),
  variables: TemplateParameters.optional().default([]),
}).refine((value) => Boolean(value.phone || value.conversation), { path: ['phone'], message: MSG.required });
export type ChatTemplateSend = z.infer<typeof ChatTemplateSend>;

export const ChatSent = z.object({ message: ChatMessageRead, detail: z.string() });

export const NoteQuery = z.object({ message_nota: z.string().trim().min(1, CHAT_MSG.emptyMessage).max(4000) });
export const AddressParam = z.object({ phone: requiredText(100) });

export const TransferRequest = z.object({
  campaign: dbId(CHAT_MSG.campaignRequired),
  new_agent: optionalDbId().nullable(),
});
export type TransferRequest = z.infer<typeof TransferRequest>;

export const GetOrCreateConversation = z.object({
  phone: requiredText(30),
  channel: optionalDbId(),
});
export const ConversationStarted = z.object({
  contact: z.object({ id: z.number().int(), get_full_name: z.string(), phone: z.string() }),
  conversation: ConversationRead,
  detail: z.string(),
});

export const FinalizadaQuery = z.object({
  frecuencia: z.enum(FINALIZADA_FRECUENCIAS, { error: () => 'Frecuencia no válida: all, today, yesterday, week o month.' })
    .optional().default('today'),
  limit: z.coerce.number().int().min(1).max(500).default(30),
  offset: z.coerce.number().int().min(0).default(0),
});

export const ChatGestionQuery = z.object({ contacto: dbId(), conversation: optionalDbId() });
export const ChatGestionCreate = z.object({
  calificacion: dbId(),
  descripcion: dbId(),
  observaciones: z.string().trim().max(5000).optional().default(''),
  fecha_proximo_contacto: z.iso.date().nullable().optional(),
  hora_proximo_contacto: z.string().regex(/^\d{2}:\d{2}$/).nullable().optional(),
  campaign: dbId().optional(),
  is_leads: z.boolean().optional().default(false),
});
export type ChatGestionCreate = z.infer<typeof ChatGestionCreate>;
export const ChatGestionSaved = z.object({ gestion: z.object({ id: z.number().int() }), message: z.string() });

export const PriorityRead = z.object({ id: z.number().int(), name: z.enum(PRIORITY_NAMES), time: z.number().int() });
export const PriorityUpdate = z.object({ time: z.coerce.number().int() });

export const ShortcutCreate = z.object({
  atajo: requiredText(40).transform((value) => `/${value.replace(/^\/+/, '').toUpperCase()}`),
  text: requiredText(2000),
  campaign: dbId(CHAT_MSG.campaignRequired),
});
export type ShortcutCreate = z.infer<typeof ShortcutCreate>;
export const ShortcutRead = z.object({ id: z.number().int(), atajo: z.string(), text: z.string(), campaign: z.number().int() });
export const ShortcutsQuery = z.object({ campaign: optionalDbId() });

/** The forms a contact's phone may be stored in for an E.164 number: with its country code, and a Colombian one without. */
export function phoneVariants(e164: string): string[] {
  return e164.startsWith('57') && e164.length === 12 ? [e164, e164.slice(2)] : [e164];
}

/**
 * A phone as WhatsApp addresses it: E.164 digits without '+'. A national number (10 digits starting
 * with 3 or 60, without '+') is Colombian; any other is read as international, as providers give
 * addresses. A valid number is normalised by the shared phone rule; otherwise 8 to 15 digits are taken
 * as they are; null when it cannot be a phone.
 */
export function e164Digits(input: string): string | null {
  const digits = phoneDigits(input);
  const national = !input.trim().startsWith('+') && /^(3\d{9}|60\d{8})$/.test(digits);
  const e164 = toE164(national ? digits : `+${digits}`);
  if (e164) return phoneDigits(e164);
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

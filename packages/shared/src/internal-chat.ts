import { z } from './zod-spanish.js';
import { USER_STATUSES } from './constants.js';
import { dbId } from './common.js';

/** Dates and times of the internal chat are shown in Colombian time. */
export const INTERNAL_CHAT_HISTORY_LIMIT = 500;
export const INTERNAL_CHAT_MAX_TEXT_LENGTH = 5000;
export const INTERNAL_CHAT_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const INTERNAL_CHAT_DEFAULT_CAPTION = 'Sin descripción';
export const INTERNAL_CHAT_AUDIO_CAPTION = 'Audio';
export const INTERNAL_CHAT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
/** Close codes of the chat sockets. */
export const INTERNAL_CHAT_CLOSE_FORBIDDEN = 4403;
export const INTERNAL_CHAT_CLOSE_CONTACT_NOT_FOUND = 4404;

export const INTERNAL_CHAT_MSG = {
  emptyText: 'No puedes enviar textos vacíos',
  textTooLong: `El mensaje no puede superar los ${INTERNAL_CHAT_MAX_TEXT_LENGTH} caracteres.`,
  malformedJson: 'El mensaje recibido no es un JSON válido.',
  unexpectedFormat: 'El objeto recibido no tiene el formato esperado.',
  invalidFile: 'El archivo no está codificado en base64 válido.',
  emptyFile: 'El archivo está vacío.',
  fileTooLarge: 'El archivo supera el tamaño máximo de 10 MB.',
  contactNotFound: 'El contacto no existe.',
  sendFailed: 'No se pudo enviar el mensaje. Inténtelo de nuevo.',
} as const;

export const InternalChatContactParam = z.object({ contactId: dbId() });
export const InternalChatMessageIdParam = z.object({ messageId: dbId() });
export const InternalChatSocketParams = z.object({
  userId: dbId(),
  contactId: dbId(),
});

export const InternalChatInboxItem = z.object({
  /** The other user's id; `id_contact` repeats it. */
  id: z.number().int(),
  id_contact: z.number().int(),
  name: z.string(),
  status: z.enum(USER_STATUSES),
  /** The text, or '📎 {filename}' for a file. */
  last_message: z.string(),
  /** HH:MM of the last message, Colombian time. */
  hora: z.string(),
  unread: z.number().int(),
});
export type InternalChatInboxItem = z.infer<typeof InternalChatInboxItem>;

export const InternalChatInbox = z.object({
  conversations: z.array(InternalChatInboxItem),
  user_on: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type InternalChatInbox = z.infer<typeof InternalChatInbox>;

/** Search over the signed-in user's own messages: at least two characters, accents and case ignored. */
export const INTERNAL_CHAT_SEARCH_LIMIT = 30;
export const InternalChatSearchQuery = z.object({
  q: z.string().trim().min(2, 'Escribe al menos 2 caracteres para buscar.').max(100, 'Máximo 100 caracteres.'),
});
export const InternalChatSearchHit = z.object({
  id: z.number().int(),
  /** The other user of the conversation. */
  id_contact: z.number().int(),
  name: z.string(),
  /** The text, or '📎 {filename}' for a file. */
  message: z.string(),
  from_me: z.boolean(),
  /** YYYY-MM-DD and HH:MM, Colombian time. */
  fecha: z.string(),
  hora: z.string(),
});
export const InternalChatSearchResults = z.object({ results: z.array(InternalChatSearchHit) });
export type InternalChatSearchResults = z.infer<typeof InternalChatSearchResults>;

export const InternalChatMessage = z.object({
  id: z.number().int(),
  id_sender: z.number().int(),
  id_contact: z.number().int(),
  message: z.string(),
  /** Download path of the file (`/api/chat/files/{id}`), or null for a text. */
  file: z.string().nullable(),
  filename: z.string().nullable(),
  caption: z.string().nullable(),
  /** ISO timestamp. */
  date: z.string(),
  /** HH:MM, Colombian time. */
  f_enviar: z.string(),
  /** Whether the user receiving this payload sent the message. */
  mine: z.boolean(),
});
export type InternalChatMessage = z.infer<typeof InternalChatMessage>;

/** Messages keyed by their day, 'YYYY-MM-DD' in Colombian time, oldest first. */
export const InternalChatHistory = z.record(z.string(), z.array(InternalChatMessage));
export type InternalChatHistory = z.infer<typeof InternalChatHistory>;

const optionalId = z.union([z.number(), z.string()]).optional().nullable();

/** A text sent on the chat socket, by the floating widget or by the simple chat page ({type: 'message', message, id}). */
export const InternalChatSocketText = z.object({
  type: z.literal('message').optional(),
  message: z.string().max(INTERNAL_CHAT_MAX_TEXT_LENGTH, INTERNAL_CHAT_MSG.textTooLong),
  id_contact: optionalId,
  id: optionalId,
  date: z.string().optional().nullable(),
});
export type InternalChatSocketText = z.infer<typeof InternalChatSocketText>;

/** A file sent on the chat socket: base64 or a data URL. */
export const InternalChatSocketFile = z.object({
  file: z.string().min(1, INTERNAL_CHAT_MSG.emptyFile),
  filename: z.string().max(1000).optional().nullable(),
  caption: z.string().max(INTERNAL_CHAT_MAX_TEXT_LENGTH, INTERNAL_CHAT_MSG.textTooLong).optional().nullable(),
  id_contact: optionalId,
  date: z.string().optional().nullable(),
});
export type InternalChatSocketFile = z.infer<typeof InternalChatSocketFile>;

/** The nudge an open inbox receives when one of its conversations changes. */
export const InternalChatInboxNudge = z.object({ type: z.literal('inbox') });
export type InternalChatInboxNudge = z.infer<typeof InternalChatInboxNudge>;

/** A refusal sent on a chat socket; the socket stays open. */
export const InternalChatSocketError = z.object({ error: z.string() });

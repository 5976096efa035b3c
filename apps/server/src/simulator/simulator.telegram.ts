import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app.js';
import { wholeFile } from '../http/multipart.js';
import type { ChannelSettings } from '../modules/chat/channels.service.js';
import { channelsWithSecret } from './simulator.channels.js';
import { extensionOf, imageSize, sendBytes } from './simulator.files.js';
import {
  newTelegramFileId, telegramUniqueId, unixSeconds, type SimFile, type SimKind, type SimMessage, type SimulatorState,
} from './simulator.state.js';

const MAX_TEXT = 4096;
const MAX_CAPTION = 1024;
/** The Bot API takes uploads of up to 50 MB. */
const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** The file sends: the field that carries the file, what the customer sees, and the folder of its file_path. */
const FILE_METHODS = {
  sendPhoto: { field: 'photo', kind: 'image', folder: 'photos' },
  sendDocument: { field: 'document', kind: 'document', folder: 'documents' },
  sendVoice: { field: 'voice', kind: 'audio', folder: 'voice' },
  sendVideo: { field: 'video', kind: 'video', folder: 'videos' },
  sendAudio: { field: 'audio', kind: 'audio', folder: 'music' },
} as const satisfies Record<string, { field: string; kind: SimKind; folder: string }>;
type FileMethod = keyof typeof FILE_METHODS;
type FileField = (typeof FILE_METHODS)[FileMethod]['field'];

const access = { access: 'public' as const };
const hide = { hide: true };

/** The Bot API's refusal: `{ok:false, error_code, description}`, with the same HTTP status. */
const botError = (reply: FastifyReply, status: number, description: string) =>
  reply.code(status).send({ ok: false, error_code: status, description });
const badRequest = (reply: FastifyReply, description: string) => botError(reply, 400, `Bad Request: ${description}`);
const answer = (result: unknown) => ({ ok: true, result });

interface Upload {
  field: string;
  bytes: Buffer;
  filename: string;
  mimeType: string;
}

/** The file of a Bot API object (photo size, document, voice…), with what its kind adds. */
function fileObject(field: FileField, file: SimFile): Record<string, unknown> {
  const base = { file_id: file.id, file_unique_id: telegramUniqueId(file), file_size: file.bytes.length };
  if (field === 'photo') return { ...base, ...imageSize(file.bytes) };
  const named = { ...base, mime_type: file.mimeType, ...(file.filename ? { file_name: file.filename } : {}) };
  // The simulator does not decode audio or video: their duration is given as 0.
  return field === 'document' ? named : { ...named, duration: 0 };
}

/** A message the customer sends, as the Bot API writes it inside an update. */
export function telegramMessage(state: SimulatorState, message: SimMessage, chat: { id: string; name: string }) {
  const file = message.fileId ? state.file(message.fileId) : undefined;
  const [firstName, ...rest] = (chat.name.trim() || `Cliente ${chat.id}`).split(/\s+/);
  const person = { first_name: firstName!, ...(rest.length ? { last_name: rest.join(' ') } : {}) };
  return {
    message_id: Number(message.id),
    from: { id: Number(chat.id), is_bot: false, ...person, language_code: 'es' },
    chat: { id: Number(chat.id), type: 'private', ...person },
    date: unixSeconds(message.at),
    ...(message.kind === 'text' ? { text: message.text } : {}),
    ...(file && message.kind === 'image' ? { photo: [fileObject('photo', file)] } : {}),
    ...(file && message.kind === 'document' ? { document: fileObject('document', file) } : {}),
    ...(message.kind !== 'text' && message.text ? { caption: message.text } : {}),
    ...(message.location ? { location: { latitude: message.location.latitude, longitude: message.location.longitude } } : {}),
  };
}

/** Stores a file for a bot, with a file_path under its folder, as getFile will give it. */
export function storeTelegramFile(state: SimulatorState, channelId: number, folder: string, upload: Omit<Upload, 'field'>): SimFile {
  const id = newTelegramFileId();
  const path = `${folder}/file_${randomBytes(6).toString('hex')}${extensionOf(upload.filename, upload.mimeType)}`;
  return state.addFile({ id, channelId, bytes: upload.bytes, mimeType: upload.mimeType, filename: upload.filename || null, path });
}

/**
 * The Bot API stand-in under /sim/telegram: `/bot<token>/<method>` (JSON, form or multipart) and
 * `/file/bot<token>/<file_path>`, for the Telegram channels whose api_url points here. A token of no
 * simulated channel is answered 401 Unauthorized, as Telegram does.
 */
export function telegramStandIn(state: SimulatorState) {
  return async (app: App): Promise<void> => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'channel simulator (telegram)');
        return botError(reply, 500, 'Internal Server Error');
      }
      if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') return botError(reply, 413, 'Request Entity Too Large');
      return badRequest(reply, error.message);
    });

    /** The bot of `bot<token>`, or null once the 401 is answered. */
    async function botOf(segment: string, reply: FastifyReply): Promise<ChannelSettings | null> {
      const token = segment.startsWith('bot') ? segment.slice(3) : '';
      const [channel] = await channelsWithSecret(app, 'Telegram', 'bot_token', token);
      if (!channel) botError(reply, 401, 'Unauthorized');
      return channel ?? null;
    }

    /** A call's parameters from the query string, a JSON or form body, or multipart (which may carry one file). */
    async function argumentsOf(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; upload: Upload | null }> {
      const fields: Record<string, unknown> = { ...(request.query as Record<string, unknown>) };
      if (!request.isMultipart()) {
        const body = request.body;
        if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(fields, body);
        return { fields, upload: null };
      }
      let upload: Upload | null = null;
      for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } })) {
        if (part.type === 'file') upload = { field: part.fieldname, bytes: await wholeFile(part), filename: part.filename, mimeType: part.mimetype };
        else fields[part.fieldname] = part.value;
      }
      return { fields, upload };
    }

    const bot = (channel: ChannelSettings) => ({
      id: Number(channel.config.bot_token?.split(':')[0]) || channel.id,
      is_bot: true,
      first_name: channel.nombre,
      username: `simulador_${channel.id}_bot`,
    });

    /** Records what the bot sent and answers the Message object Telegram gives back. */
    function sent(channel: ChannelSettings, chatId: string, content: Omit<SimMessage, 'id' | 'from' | 'at' | 'status'>, extra: Record<string, unknown>) {
      const conversation = state.openConversation(channel.id, chatId);
      const message = state.addMessage(conversation, {
        ...content, id: String(state.nextMessageId()), from: 'agent', at: new Date(), status: 'sent',
      });
      const chat = { id: Number(chatId), type: 'private', ...(conversation.name ? { first_name: conversation.name } : {}) };
      return answer({ message_id: Number(message.id), from: bot(channel), chat, date: unixSeconds(message.at), ...extra });
    }

    const empty = { text: null, fileId: null, filename: null, link: null, location: null };

    async function call(request: FastifyRequest<{ Params: { bot: string; method: string } }>, reply: FastifyReply) {
      const channel = await botOf(request.params.bot, reply);
      if (!channel) return reply;
      const { method } = request.params;
      const { fields, upload } = await argumentsOf(request);
      if (method === 'getMe') return answer(bot(channel));
      if (method === 'getFile') {
        const file = state.file(String(fields.file_id ?? ''));
        if (!file || file.channelId !== channel.id || !file.path) return badRequest(reply, 'invalid file_id');
        return answer({ file_id: file.id, file_unique_id: telegramUniqueId(file), file_size: file.bytes.length, file_path: file.path });
      }
      if (method !== 'sendMessage' && !(method in FILE_METHODS)) return botError(reply, 404, 'Not Found: method not found');

      const chatId = String(fields.chat_id ?? '').trim();
      if (!chatId) return badRequest(reply, 'chat_id is empty');
      if (!/^-?\d{1,20}$/.test(chatId)) return badRequest(reply, 'chat not found');
      if (method === 'sendMessage') {
        const text = typeof fields.text === 'string' ? fields.text : '';
        if (!text.trim()) return badRequest(reply, 'message text is empty');
        if (text.length > MAX_TEXT) return badRequest(reply, 'message is too long');
        return sent(channel, chatId, { ...empty, kind: 'text', text }, { text });
      }

      const { field, kind, folder } = FILE_METHODS[method as FileMethod];
      const caption = typeof fields.caption === 'string' && fields.caption !== '' ? fields.caption : null;
      if (caption && caption.length > MAX_CAPTION) return badRequest(reply, 'message caption is too long');
      const given = typeof fields[field] === 'string' ? (fields[field] as string) : '';
      let file: SimFile | undefined;
      let link: string | null = null;
      if (upload?.field === field && upload.bytes.length > 0) file = storeTelegramFile(state, channel.id, folder, upload);
      else if (/^https?:\/\//i.test(given)) link = given;
      else if (given) {
        file = state.file(given);
        if (file?.channelId !== channel.id) return badRequest(reply, 'wrong file identifier/HTTP URL specified');
      } else return badRequest(reply, `there is no ${field} in the request`);

      const content = { ...empty, kind, text: caption, fileId: file?.id ?? null, filename: file?.filename ?? null, link };
      // Telegram would fetch a URL and answer the file it got; the simulator keeps the link and answers a file without bytes.
      const object = file ? fileObject(field, file) : { file_id: newTelegramFileId(), file_unique_id: 'AgADlink', file_size: 0 };
      return sent(channel, chatId, content, { [field]: field === 'photo' ? [object] : object, ...(caption ? { caption } : {}) });
    }

    app.post('/:bot/:method', { config: access, schema: hide }, call);
    app.get('/:bot/:method', { config: access, schema: hide }, call);

    /** A file by the path getFile gave, with the bot's token in the URL. */
    app.get<{ Params: { bot: string; '*': string } }>('/file/:bot/*', { config: access, schema: hide }, async (request, reply) => {
      const channel = await botOf(request.params.bot, reply);
      if (!channel) return reply;
      const file = state.fileByPath(channel.id, request.params['*']);
      if (!file) return botError(reply, 404, 'Not Found');
      return sendBytes(reply, file.bytes, file.mimeType, file.filename);
    });

    app.route({
      method: ['GET', 'POST'], url: '/*', exposeHeadRoute: false, config: access, schema: hide,
      handler: async (_request, reply) => botError(reply, 404, 'Not Found'),
    });
  };
}

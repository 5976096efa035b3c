import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app.types.js';
import { wholeFile } from '../http/multipart.js';
import { webhookPath, type ChannelSettings } from '../modules/chat/channels.service.js';
import { channelsWithSecret } from './simulator.channels.js';
import { extensionOf, imageSize, sendBytes, uploadedType } from './simulator.files.js';
import { newTelegramFileId, telegramUniqueId, unixSeconds, type SimulatorState } from './simulator.state.js';
import type { SimConversation, SimFile, SimKind, SimMessage } from './simulator.types.js';
import { POLL_CONFLICTS, flushPendingUpdates } from './simulator.telegram-bots.js';

const MAX_TEXT = 4096;
const MAX_CAPTION = 1024;
/** The Bot API takes uploads of up to 50 MB; a media group brings up to 10 files, and their thumbnails. */
const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
const MAX_UPLOAD_FILES = 20;
/** Longest wait of a getUpdates call, in seconds. */
const MAX_POLL_SECONDS = 50;
/** A bot token as Telegram writes them: the bot's id, a colon and its secret part. */
const TOKEN_FORMAT = /^\d+:[A-Za-z0-9_-]+$/;
const CHAT_ACTIONS = new Set([
  'typing', 'upload_photo', 'record_video', 'upload_video', 'record_voice', 'upload_voice', 'upload_document', 'choose_sticker',
  'find_location', 'record_video_note', 'upload_video_note',
]);

/** The file sends: the field that carries the file, what the customer sees, and the folder of its file_path. */
const FILE_METHODS = {
  sendPhoto: { field: 'photo', kind: 'image', folder: 'photos' },
  sendDocument: { field: 'document', kind: 'document', folder: 'documents' },
  sendVoice: { field: 'voice', kind: 'audio', folder: 'voice' },
  sendVideo: { field: 'video', kind: 'video', folder: 'videos' },
  sendAudio: { field: 'audio', kind: 'audio', folder: 'music' },
} as const satisfies Record<string, { field: string; kind: SimKind; folder: string }>;
type FileMethod = keyof typeof FILE_METHODS;
type FileSend = (typeof FILE_METHODS)[FileMethod];
type FileField = FileSend['field'];
/** What a media group may hold, by InputMedia type. */
const GROUP_MEDIA: Record<string, FileSend> = {
  photo: FILE_METHODS.sendPhoto, video: FILE_METHODS.sendVideo, document: FILE_METHODS.sendDocument, audio: FILE_METHODS.sendAudio,
};

const access = { access: 'public' as const };
const hide = { hide: true };

/** The Bot API's refusal: `{ok:false, error_code, description}`, with the same HTTP status. */
const botError = (reply: FastifyReply, status: number, description: string) =>
  reply.code(status).send({ ok: false, error_code: status, description });

/** A refusal thrown by a method, answered in Telegram's shape. */
class BotApiError extends Error {
  constructor(readonly status: number, readonly description: string) {
    super(description);
  }
}
const badRequest = (description: string) => new BotApiError(400, `Bad Request: ${description}`);

/** What a method answers: its result, and the description Telegram adds to some (setWebhook…). */
interface Answer {
  result: unknown;
  description?: string;
}
const answer = (result: unknown, description?: string): Answer => ({ result, ...(description ? { description } : {}) });

interface Upload {
  bytes: Buffer;
  filename: string;
  mimeType: string;
}

/** One call of a bot: its parameters and the files it uploaded, by the multipart field that carried each. */
interface BotCall {
  app: App;
  state: SimulatorState;
  channel: ChannelSettings;
  fields: Record<string, unknown>;
  files: Map<string, Upload>;
  /** Aborted when the client goes away (a long poll stops waiting). */
  abort: AbortSignal;
}
type Method = (call: BotCall) => Answer | Promise<Answer>;

// ---------------------------------------------------------------------------------------------
// Parameters: JSON bodies keep their types; query strings, forms and multipart bring text, and objects as JSON.

function textParam(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function numberParam(fields: Record<string, unknown>, name: string): number | undefined {
  const value = fields[name];
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number)) throw badRequest(`wrong parameter ${name} specified`);
  return number;
}

function booleanParam(fields: Record<string, unknown>, name: string): boolean {
  const value = fields[name];
  return value === true || value === 'true' || value === '1';
}

function jsonParam(fields: Record<string, unknown>, name: string): unknown {
  const value = fields[name];
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(`can't parse ${name} JSON object`);
  }
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(value)));

function chatIdOf(fields: Record<string, unknown>): string {
  const chatId = textParam(fields, 'chat_id').trim();
  if (!chatId) throw badRequest('chat_id is empty');
  if (!/^-?\d{1,20}$/.test(chatId)) throw badRequest('chat not found');
  return chatId;
}

function captionOf(fields: Record<string, unknown>): string | null {
  const caption = textParam(fields, 'caption');
  if (caption.length > MAX_CAPTION) throw badRequest('message caption is too long');
  return caption || null;
}

// ---------------------------------------------------------------------------------------------
// Bot API objects

const botUser = (channel: ChannelSettings) => ({
  id: Number(channel.config.bot_token?.split(':')[0]) || channel.id,
  is_bot: true,
  first_name: channel.nombre,
  username: `simulador_${channel.id}_bot`,
});

/** The file of a Bot API object (photo size, document, voice…), with what its kind adds. */
function fileObject(field: FileField, file: SimFile): Record<string, unknown> {
  const base = { file_id: file.id, file_unique_id: telegramUniqueId(file), file_size: file.bytes.length };
  if (field === 'photo') return { ...base, ...imageSize(file.bytes) };
  const named = { ...base, mime_type: file.mimeType, ...(file.filename ? { file_name: file.filename } : {}) };
  // The simulator does not decode audio or video: their duration is given as 0.
  return field === 'document' ? named : { ...named, duration: 0 };
}

/** A file sent by URL: Telegram would fetch it; the simulator keeps the link and answers a file without bytes. */
const linkedFileObject = () => ({ file_id: newTelegramFileId(), file_unique_id: 'AgADlink', file_size: 0 });

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
export function storeTelegramFile(state: SimulatorState, channelId: number, folder: string, upload: Upload): SimFile {
  const id = newTelegramFileId();
  const path = `${folder}/file_${randomBytes(6).toString('hex')}${extensionOf(upload.filename, upload.mimeType)}`;
  return state.addFile({ id, channelId, bytes: upload.bytes, mimeType: upload.mimeType, filename: upload.filename || null, path });
}

type SentContent = Pick<SimMessage, 'kind' | 'text' | 'fileId' | 'filename' | 'link' | 'location'>;
const NOTHING: Omit<SentContent, 'kind'> = { text: null, fileId: null, filename: null, link: null, location: null };

/** Keeps what the bot sent in the customer's chat. */
function record(call: BotCall, chatId: string, content: SentContent): { conversation: SimConversation; message: SimMessage } {
  const conversation = call.state.openConversation(call.channel.id, chatId);
  const message = call.state.addMessage(conversation, {
    ...content, id: String(call.state.nextMessageId()), from: 'agent', at: new Date(), status: 'sent',
  });
  return { conversation, message };
}

/** The Message object Telegram answers for a message of the bot; `content` is what its kind adds (text, photo…). */
function messageObject(call: BotCall, conversation: SimConversation, message: SimMessage, content: Record<string, unknown>) {
  const chat = { id: Number(conversation.address), type: 'private', ...(conversation.name ? { first_name: conversation.name } : {}) };
  return {
    message_id: Number(message.id), from: botUser(call.channel), chat, date: unixSeconds(message.at),
    ...(message.editedAt ? { edit_date: unixSeconds(message.editedAt) } : {}),
    ...content,
  };
}

// ---------------------------------------------------------------------------------------------
// Methods

/**
 * A file parameter: a file uploaded under `attach://<name>` (or, as older clients do, in the parameter's
 * own field), a file_id of this bot, or an HTTP URL.
 */
function inputFile(call: BotCall, send: FileSend, value: unknown, ownField: string | null): { file: SimFile | null; link: string | null } {
  const given = typeof value === 'string' ? value.trim() : '';
  const attachName = given.startsWith('attach://') ? given.slice('attach://'.length) : null;
  const upload = attachName !== null ? call.files.get(attachName) : given === '' && ownField ? call.files.get(ownField) : undefined;
  if (attachName !== null && !upload) throw badRequest('wrong file identifier/HTTP URL specified');
  if (upload) {
    if (upload.bytes.length === 0) throw badRequest('file must be non-empty');
    return { file: storeTelegramFile(call.state, call.channel.id, send.folder, upload), link: null };
  }
  if (/^https?:\/\//i.test(given)) return { file: null, link: given };
  if (!given) throw badRequest(`there is no ${send.field} in the request`);
  const file = call.state.file(given);
  if (file?.channelId !== call.channel.id) throw badRequest('wrong file identifier/HTTP URL specified');
  return { file, link: null };
}

function sendFile(method: FileMethod): Method {
  const send = FILE_METHODS[method];
  return (call) => {
    const chatId = chatIdOf(call.fields);
    const caption = captionOf(call.fields);
    const { file, link } = inputFile(call, send, call.fields[send.field], send.field);
    const { conversation, message } = record(call, chatId, { ...NOTHING, kind: send.kind, text: caption, fileId: file?.id ?? null, filename: file?.filename ?? null, link });
    const object = file ? fileObject(send.field, file) : linkedFileObject();
    return answer(messageObject(call, conversation, message, { [send.field]: send.field === 'photo' ? [object] : object, ...(caption ? { caption } : {}) }));
  };
}

/** 2 to 10 photos and videos, or documents, or audios, sent together: one message each, with one media_group_id. */
const sendMediaGroup: Method = (call) => {
  const chatId = chatIdOf(call.fields);
  const media = jsonParam(call.fields, 'media');
  if (!Array.isArray(media) || media.length < 2 || media.length > 10) throw badRequest('media must contain 2 to 10 items');
  const items = media.map((item: unknown) => {
    const input = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const send = GROUP_MEDIA[textParam(input, 'type')];
    if (!send) throw badRequest('unsupported media type in the media group');
    return { input, send };
  });
  const alone = items.find(({ send }) => send.field === 'document' || send.field === 'audio');
  if (alone && items.some(({ send }) => send.field !== alone.send.field)) throw badRequest(`${alone.send.field} can't be mixed with other media types`);
  const resolved = items.map(({ input, send }) => ({ send, caption: captionOf(input), ...inputFile(call, send, input.media, null) }));
  const mediaGroupId = `${randomInt(100_000_000, 999_999_999)}${randomInt(100_000_000, 999_999_999)}`;
  return answer(resolved.map(({ send, caption, file, link }) => {
    const { conversation, message } = record(call, chatId, { ...NOTHING, kind: send.kind, text: caption, fileId: file?.id ?? null, filename: file?.filename ?? null, link });
    const object = file ? fileObject(send.field, file) : linkedFileObject();
    return messageObject(call, conversation, message, {
      media_group_id: mediaGroupId, [send.field]: send.field === 'photo' ? [object] : object, ...(caption ? { caption } : {}),
    });
  }));
};

const sendMessage: Method = (call) => {
  const chatId = chatIdOf(call.fields);
  const text = textParam(call.fields, 'text');
  if (!text.trim()) throw badRequest('message text is empty');
  if (text.length > MAX_TEXT) throw badRequest('message is too long');
  const { conversation, message } = record(call, chatId, { ...NOTHING, kind: 'text', text });
  return answer(messageObject(call, conversation, message, { text }));
};

const sendLocation: Method = (call) => {
  const chatId = chatIdOf(call.fields);
  const latitude = numberParam(call.fields, 'latitude');
  const longitude = numberParam(call.fields, 'longitude');
  if (latitude === undefined || Math.abs(latitude) > 90) throw badRequest('wrong latitude specified');
  if (longitude === undefined || Math.abs(longitude) > 180) throw badRequest('wrong longitude specified');
  const { conversation, message } = record(call, chatId, { ...NOTHING, kind: 'location', location: { latitude, longitude, name: null } });
  return answer(messageObject(call, conversation, message, { location: { latitude, longitude } }));
};

/** Changes the text of a text message the bot sent. */
const editMessageText: Method = (call) => {
  const chatId = chatIdOf(call.fields);
  const text = textParam(call.fields, 'text');
  if (!text.trim()) throw badRequest('message text is empty');
  if (text.length > MAX_TEXT) throw badRequest('message is too long');
  const found = call.state.findMessage(call.channel.id, textParam(call.fields, 'message_id'));
  if (!found || found.conversation.address !== chatId) throw badRequest('message to edit not found');
  const { conversation, message } = found;
  if (message.from !== 'agent') throw badRequest("message can't be edited");
  if (message.kind !== 'text') throw badRequest('there is no text in the message to edit');
  if (message.text === text) {
    throw badRequest('message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message');
  }
  message.text = text;
  message.editedAt = new Date();
  return answer(messageObject(call, conversation, message, { text }));
};

const sendChatAction: Method = (call) => {
  chatIdOf(call.fields);
  if (!CHAT_ACTIONS.has(textParam(call.fields, 'action'))) throw badRequest('wrong parameter action in request');
  return answer(true);
};

/** The simulated customer has no inline keyboards to press, so any query id is taken as one still open. */
const answerCallbackQuery: Method = (call) => {
  if (!textParam(call.fields, 'callback_query_id')) throw badRequest('query is too old and response timeout expired or query ID is invalid');
  if (textParam(call.fields, 'text').length > 200) throw badRequest('message is too long');
  return answer(true);
};

const getMe: Method = (call) => answer(botUser(call.channel));

const getFile: Method = (call) => {
  const file = call.state.file(textParam(call.fields, 'file_id'));
  if (!file || file.channelId !== call.channel.id || !file.path) throw badRequest('invalid file_id');
  return answer({ file_id: file.id, file_unique_id: telegramUniqueId(file), file_size: file.bytes.length, file_path: file.path });
};

/**
 * The simulator delivers updates only to this channel's own webhook route (whatever host the URL names):
 * it never posts to other servers. An empty url deletes the webhook, as on Telegram.
 */
const setWebhook: Method = async (call) => {
  const url = textParam(call.fields, 'url').trim();
  if (!url) return deleteWebhook(call);
  const ownPath = webhookPath('Telegram', call.channel.id);
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest('bad webhook: invalid URL');
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.pathname !== ownPath) {
    throw badRequest(`bad webhook: the simulator delivers only to this channel's webhook, ${ownPath}`);
  }
  const secretToken = textParam(call.fields, 'secret_token');
  if (secretToken && !/^[A-Za-z0-9_-]{1,256}$/.test(secretToken)) throw badRequest('secret token contains unallowed characters');
  const allowedUpdates = jsonParam(call.fields, 'allowed_updates');
  const bots = call.state.telegramBots;
  bots.setWebhook(call.channel.id, {
    url,
    secretToken: secretToken || null,
    maxConnections: clamp(numberParam(call.fields, 'max_connections') ?? 40, 1, 100),
    allowedUpdates: Array.isArray(allowedUpdates) ? allowedUpdates.map(String) : null,
  }, booleanParam(call.fields, 'drop_pending_updates'));
  await flushPendingUpdates(call.app, bots, call.channel);
  return answer(true, 'Webhook was set');
};

const deleteWebhook: Method = (call) => {
  const bots = call.state.telegramBots;
  const had = bots.webhook(call.app, call.channel) !== null;
  bots.setWebhook(call.channel.id, null, booleanParam(call.fields, 'drop_pending_updates'));
  return answer(true, had ? 'Webhook was deleted' : 'Webhook is already deleted');
};

const getWebhookInfo: Method = (call) => {
  const bots = call.state.telegramBots;
  const webhook = bots.webhook(call.app, call.channel);
  const lastError = bots.lastError(call.channel.id);
  return answer({
    url: webhook?.url ?? '',
    has_custom_certificate: false,
    pending_update_count: bots.pending(call.channel.id).length,
    ...(webhook ? { max_connections: webhook.maxConnections } : {}),
    ...(webhook?.allowedUpdates ? { allowed_updates: webhook.allowedUpdates } : {}),
    ...(lastError ? { last_error_date: unixSeconds(lastError.at), last_error_message: lastError.message } : {}),
  });
};

/**
 * Long polling: confirms the updates before `offset`, then answers those waiting (up to `limit`), waiting
 * up to `timeout` seconds for one when there are none. Refused while a webhook is set.
 */
const getUpdates: Method = async (call) => {
  const bots = call.state.telegramBots;
  const { id } = call.channel;
  if (bots.webhook(call.app, call.channel)) throw new BotApiError(409, POLL_CONFLICTS.webhookActive);
  bots.startPoll(id);
  const offset = numberParam(call.fields, 'offset');
  if (offset !== undefined) bots.confirm(id, Math.trunc(offset));
  const limit = clamp(numberParam(call.fields, 'limit') ?? 100, 1, 100);
  const timeout = clamp(numberParam(call.fields, 'timeout') ?? 0, 0, MAX_POLL_SECONDS);
  if (bots.pending(id).length === 0 && timeout > 0) {
    const end = await bots.waitForUpdate(id, timeout * 1000, call.abort);
    if (end.kind === 'conflict') throw new BotApiError(409, end.description);
  }
  const found = bots.pending(id).slice(0, limit);
  for (const pending of found) pending.message.status = 'delivered';
  return answer(found.map((pending) => pending.update));
};

/** The methods by their name in lower case: Telegram reads method names whatever their case. */
const METHODS = new Map<string, Method>(Object.entries({
  getMe, getFile, sendMessage, sendMediaGroup, sendLocation, editMessageText, sendChatAction, answerCallbackQuery,
  setWebhook, deleteWebhook, getWebhookInfo, getUpdates,
  ...Object.fromEntries(Object.keys(FILE_METHODS).map((method) => [method, sendFile(method as FileMethod)])),
}).map(([name, method]) => [name.toLowerCase(), method]));

/**
 * The Bot API stand-in under /sim/telegram: `/bot<token>/<method>` (JSON, form, query string or
 * multipart with `attach://` files) and `/file/bot<token>/<file_path>`, for the Telegram channels whose
 * api_url points here. As Telegram: a token of no simulated bot is answered 401 Unauthorized, a token
 * that is not one, or an unknown method, 404 Not Found.
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
      if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
        return botError(reply, 413, 'Request Entity Too Large');
      }
      return botError(reply, 400, `Bad Request: ${error.message}`);
    });

    /** The bot of `bot<token>`, or null once the refusal is answered. */
    async function botOf(segment: string, reply: FastifyReply): Promise<ChannelSettings | null> {
      const token = segment.startsWith('bot') ? segment.slice(3) : '';
      if (!TOKEN_FORMAT.test(token)) {
        botError(reply, 404, 'Not Found');
        return null;
      }
      const [channel] = await channelsWithSecret(app, 'Telegram', 'bot_token', token);
      if (!channel) botError(reply, 401, 'Unauthorized');
      return channel ?? null;
    }

    /** A call's parameters from the query string, a JSON or form body, or multipart with its files. */
    async function argumentsOf(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; files: Map<string, Upload> }> {
      const fields: Record<string, unknown> = { ...(request.query as Record<string, unknown>) };
      const files = new Map<string, Upload>();
      if (!request.isMultipart()) {
        const body = request.body;
        if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(fields, body);
        return { fields, files };
      }
      for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES } })) {
        if (part.type === 'file') {
          const bytes = await wholeFile(part);
          files.set(part.fieldname, { bytes, filename: part.filename, mimeType: uploadedType(bytes, part.filename, part.mimetype) });
        } else fields[part.fieldname] = part.value;
      }
      return { fields, files };
    }

    async function call(request: FastifyRequest<{ Params: { bot: string; method: string } }>, reply: FastifyReply) {
      const channel = await botOf(request.params.bot, reply);
      if (!channel) return reply;
      const method = METHODS.get(request.params.method.toLowerCase());
      if (!method) return botError(reply, 404, 'Not Found');
      const abort = new AbortController();
      reply.raw.once('close', () => abort.abort());
      try {
        const { fields, files } = await argumentsOf(request);
        const { result, description } = await method({ app, state, channel, fields, files, abort: abort.signal });
        return { ok: true, result, ...(description ? { description } : {}) };
      } catch (error) {
        if (error instanceof BotApiError) return botError(reply, error.status, error.description);
        throw error;
      }
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

import type { WebSocket } from 'ws';
import { INTERNAL_CHAT_CLOSE_CONTACT_NOT_FOUND, INTERNAL_CHAT_CLOSE_FORBIDDEN, INTERNAL_CHAT_MSG, InternalChatSocketFile, InternalChatSocketText, MSG } from '@atiende/shared';
import type { App } from '../../app.types.js';
import type { AuthUser } from '../auth/auth.current-user.js';
import { sanitizeFilename } from '../../files/stored-files.js';
import { decodeFile } from './internal-chat.files.js';
import {
  contactExists, groupByDay, inboxTopic, messageForViewer, pairTopic, readHistory, saveFile, saveText,
} from './internal-chat.service.js';

/** What a conversation topic carries: the id of a new message, never its content (NOTIFY payloads are small). */
interface NewMessageEvent {
  type: 'chat_message';
  id: number;
}

type Incoming =
  | { kind: 'text'; text: string }
  | { kind: 'file'; bytes: Buffer; filename: string; caption: string | null | undefined }
  | { kind: 'error'; error: string };

const KNOWN_ERRORS: string[] = Object.values(INTERNAL_CHAT_MSG);

function send(socket: WebSocket, data: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(data));
}

function refusal(issues: { message: string }[]): Incoming {
  const message = issues[0]?.message ?? '';
  return { kind: 'error', error: KNOWN_ERRORS.includes(message) ? message : INTERNAL_CHAT_MSG.unexpectedFormat };
}

/** Reads one frame from the widget ({message} or {file, filename, caption}) or from the simple page ({type: 'message', message}). */
export function parseIncoming(raw: string): Incoming {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'error', error: INTERNAL_CHAT_MSG.malformedJson };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { kind: 'error', error: INTERNAL_CHAT_MSG.unexpectedFormat };
  if ('file' in value) {
    const parsed = InternalChatSocketFile.safeParse(value);
    if (!parsed.success) return refusal(parsed.error.issues);
    const decoded = decodeFile(parsed.data.file);
    if ('error' in decoded) return { kind: 'error', error: decoded.error };
    return { kind: 'file', bytes: decoded.bytes, filename: sanitizeFilename(parsed.data.filename), caption: parsed.data.caption };
  }
  if ('message' in value) {
    const parsed = InternalChatSocketText.safeParse(value);
    if (!parsed.success) return refusal(parsed.error.issues);
    const text = parsed.data.message.trim();
    return text ? { kind: 'text', text } : { kind: 'error', error: INTERNAL_CHAT_MSG.emptyText };
  }
  return { kind: 'error', error: INTERNAL_CHAT_MSG.unexpectedFormat };
}

function frameText(raw: unknown): string {
  if (Buffer.isBuffer(raw)) return raw.toString('utf8');
  if (Array.isArray(raw)) return Buffer.concat(raw as Buffer[]).toString('utf8');
  return Buffer.from(raw as ArrayBuffer).toString('utf8');
}

/**
 * Runs a socket's work one task at a time, in arrival order, so that messages are stored and
 * published in the order they were sent and none is handled before the socket is set up.
 */
function serialQueue(app: App, socket: WebSocket) {
  let pending = Promise.resolve();
  return (task: () => Promise<void>) => {
    pending = pending.then(task).catch((error: unknown) => {
      app.log.error({ err: error }, 'chat socket task failed');
      send(socket, { error: INTERNAL_CHAT_MSG.sendFailed });
    });
  };
}

/** /ws/chat/{userId}/{contactId}/: the conversation of the signed-in user with one contact. */
export function openConversation(app: App, socket: WebSocket, user: AuthUser, userId: number, contactId: number): void {
  const run = serialQueue(app, socket);
  socket.on('message', (raw) => run(() => receive(app, socket, user.id, contactId, frameText(raw))));
  if (userId !== user.id) {
    socket.close(INTERNAL_CHAT_CLOSE_FORBIDDEN, MSG.forbidden);
    return;
  }
  run(async () => {
    if (!(await contactExists(app.db, contactId))) {
      socket.close(INTERNAL_CHAT_CLOSE_CONTACT_NOT_FOUND, INTERNAL_CHAT_MSG.contactNotFound);
      return;
    }
    app.hub.subscribe(pairTopic(user.id, contactId), socket, (data) => deliver(app, data as NewMessageEvent, user.id, contactId));
    send(socket, await readHistory(app.db, user.id, contactId));
  });
}

async function receive(app: App, socket: WebSocket, me: number, contactId: number, raw: string): Promise<void> {
  if (socket.readyState !== socket.OPEN) return;
  const incoming = parseIncoming(raw);
  if (incoming.kind === 'error') {
    send(socket, { error: incoming.error });
    return;
  }
  const id = incoming.kind === 'text'
    ? await saveText(app.db, me, contactId, incoming.text)
    : await saveFile(app.db, app.config.uploadsDir, me, contactId, incoming);
  await app.hub.publish(pairTopic(me, contactId), { type: 'chat_message', id } satisfies NewMessageEvent);
  await app.hub.publish(inboxTopic(contactId), { type: 'inbox' });
  if (contactId !== me) await app.hub.publish(inboxTopic(me), { type: 'inbox' });
}

/** Each socket of the conversation receives the new message as its own user sees it ('mine'). */
async function deliver(app: App, event: NewMessageEvent, me: number, contactId: number) {
  if (event?.type !== 'chat_message' || typeof event.id !== 'number') return undefined;
  const message = await messageForViewer(app.db, event.id, me, contactId);
  return message ? groupByDay([message]) : undefined;
}

/** /ws/inbox/: nudges ({type: 'inbox'}) whenever a conversation of the signed-in user changes. */
export function openInbox(app: App, socket: WebSocket, user: AuthUser): void {
  app.hub.subscribe(inboxTopic(user.id), socket);
}

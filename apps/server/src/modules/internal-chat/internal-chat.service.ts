import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  INTERNAL_CHAT_AUDIO_CAPTION, INTERNAL_CHAT_DEFAULT_CAPTION, INTERNAL_CHAT_HISTORY_LIMIT, INTERNAL_CHAT_SEARCH_LIMIT, TIME_ZONE,
  type InternalChatHistory, type InternalChatInbox, type InternalChatMessage, type InternalChatSearchResults, type UserStatus,
} from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { containsFolded } from '../../db/search.js';
import { activeUserCards, connectedUsersByName, isActiveUser, isActiveUserSql, userNames } from '../users/users.queries.js';
import { forbidden, notFound } from '../../errors.js';
import { internalChatMessages } from './internal-chat.tables.js';
import { storedFilePath } from '../../files/stored-files.js';
import { storeInternalChatFile } from './internal-chat.files.js';

type MessageRow = typeof internalChatMessages.$inferSelect;

const dayParts = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeParts = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? '';
}

/** 'YYYY-MM-DD' in Colombian time. */
export function chatDay(date: Date): string {
  const parts = dayParts.formatToParts(date);
  return `${part(parts, 'year')}-${part(parts, 'month')}-${part(parts, 'day')}`;
}

/** 'HH:MM' in Colombian time. */
export function chatTime(date: Date): string {
  const parts = timeParts.formatToParts(date);
  return `${part(parts, 'hour')}:${part(parts, 'minute')}`;
}

/** The topic both participants of a conversation listen to, the same whichever of them names it. */
export function pairTopic(a: number, b: number): string {
  return `chat:${Math.min(a, b)}:${Math.max(a, b)}`;
}

export function inboxTopic(userId: number): string {
  return `inbox:${userId}`;
}

function samePair(a: number, b: number) {
  return and(
    sql`least(${internalChatMessages.senderId}, ${internalChatMessages.recipientId}) = ${Math.min(a, b)}`,
    sql`greatest(${internalChatMessages.senderId}, ${internalChatMessages.recipientId}) = ${Math.max(a, b)}`,
  );
}

export function fileUrl(messageId: number): string {
  return `/api/chat/files/${messageId}`;
}

export function toChatMessage(row: MessageRow, viewerId: number): InternalChatMessage {
  const createdAt = new Date(row.createdAt);
  return {
    id: row.id,
    id_sender: row.senderId,
    id_contact: row.recipientId,
    message: row.message,
    file: row.filePath ? fileUrl(row.id) : null,
    filename: row.filename,
    caption: row.caption,
    date: createdAt.toISOString(),
    f_enviar: chatTime(createdAt),
    mine: row.senderId === viewerId,
  };
}

/** Messages grouped by day, each day oldest first. */
export function groupByDay(messages: InternalChatMessage[]): InternalChatHistory {
  const history: InternalChatHistory = {};
  for (const message of messages) (history[chatDay(new Date(message.date))] ??= []).push(message);
  return history;
}

export async function contactExists(db: Db, userId: number): Promise<boolean> {
  return isActiveUser(db, userId);
}

export async function readInbox(db: Db, me: number): Promise<InternalChatInbox> {
  // The last message with each other user (one row per partner, newest first), then the partners' names and presence.
  const latest = await rows<{
    id: number; message: string; filename: string | null; file_path: string | null; created_at: Date | string; unread: number | string;
  }>(db, sql`
    select last.partner as id, last.message, last.filename, last.file_path, last.created_at,
      (select count(*) from internal_chat_messages c where c.recipient_id = ${me} and c.sender_id = last.partner and c.read_at is null) as unread
    from (
      select distinct on (partner) partner, m.message, m.filename, m.file_path, m.created_at
      from (select *, case when sender_id = ${me} then recipient_id else sender_id end as partner from internal_chat_messages
            where sender_id = ${me} or recipient_id = ${me}) m
      where m.partner <> ${me}
      order by partner, m.created_at desc
    ) last
    order by last.created_at desc, last.partner`);
  const [partners, online] = await Promise.all([activeUserCards(db, latest.map((c) => Number(c.id))), connectedUsersByName(db, me)]);
  const conversations = latest.filter((c) => partners.has(Number(c.id)))
    .map((c) => ({ ...c, id: Number(c.id), ...partners.get(Number(c.id))!, status: partners.get(Number(c.id))!.status as UserStatus }));
  return {
    conversations: conversations.map((c) => ({
      id: c.id,
      id_contact: c.id,
      name: c.name,
      status: c.status,
      last_message: c.file_path ? `📎 ${c.filename ?? ''}` : c.message,
      hora: chatTime(new Date(c.created_at)),
      unread: Number(c.unread),
    })),
    user_on: online.map((u) => ({ id: u.id, name: u.name })),
  };
}

/** The signed-in user's messages, sent or received, whose text, file name or caption contains `term`, newest first. */
export async function searchMessages(db: Db, me: number, term: string): Promise<InternalChatSearchResults> {
  const found = await rows<{
    id: number; sender_id: number; recipient_id: number; message: string; filename: string | null; file_path: string | null;
    created_at: Date | string;
  }>(db, sql`
    select m.id, m.sender_id, m.recipient_id, m.message, m.filename, m.file_path, m.created_at
    from internal_chat_messages m
    where (m.sender_id = ${me} or m.recipient_id = ${me})
      and ${isActiveUserSql(sql`(case when m.sender_id = ${me} then m.recipient_id else m.sender_id end)`)}
      and ${containsFolded(sql`(m.message || ' ' || coalesce(m.filename, '') || ' ' || coalesce(m.caption, ''))`, term)}
    order by m.created_at desc, m.id desc
    limit ${INTERNAL_CHAT_SEARCH_LIMIT}`);
  const partnerOf = (m: { sender_id: number; recipient_id: number }) => (m.sender_id === me ? m.recipient_id : m.sender_id);
  const names = await userNames(db, found.map(partnerOf));
  return {
    results: found.map((m) => {
      const at = new Date(m.created_at);
      return {
        id: m.id,
        id_contact: partnerOf(m),
        name: names.get(partnerOf(m)) ?? '',
        message: m.file_path ? `📎 ${m.filename ?? ''}` : m.message,
        from_me: m.sender_id === me,
        fecha: chatDay(at),
        hora: chatTime(at),
      };
    }),
  };
}

/** The last messages between the two users, grouped by day; what the contact sent becomes read. */
export async function readHistory(db: Db, me: number, contactId: number): Promise<InternalChatHistory> {
  const latest = await db.select().from(internalChatMessages).where(samePair(me, contactId))
    .orderBy(desc(internalChatMessages.createdAt)).limit(INTERNAL_CHAT_HISTORY_LIMIT);
  await markConversationRead(db, me, contactId);
  const ordered = latest.sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime() || a.id - b.id);
  return groupByDay(ordered.map((row) => toChatMessage(row, me)));
}

async function markConversationRead(db: Db, me: number, contactId: number): Promise<void> {
  await db.update(internalChatMessages).set({ readAt: new Date() })
    .where(and(eq(internalChatMessages.recipientId, me), eq(internalChatMessages.senderId, contactId), isNull(internalChatMessages.readAt)));
}

export async function saveText(db: Db, senderId: number, recipientId: number, text: string): Promise<number> {
  const [row] = await db.insert(internalChatMessages).values({ senderId, recipientId, message: text }).returning({ id: internalChatMessages.id });
  return row!.id;
}

export interface FileToSave {
  bytes: Buffer;
  filename: string;
  caption: string | null | undefined;
}

/** Audio recorded by the widget is named audio_{timestamp}.wav. */
function defaultCaption(filename: string): string {
  return /^audio_\d+\.wav$/i.test(filename) ? INTERNAL_CHAT_AUDIO_CAPTION : INTERNAL_CHAT_DEFAULT_CAPTION;
}

export async function saveFile(db: Db, uploadsDir: string, senderId: number, recipientId: number, file: FileToSave): Promise<number> {
  const now = new Date();
  const filePath = await storeInternalChatFile(uploadsDir, chatDay(now).slice(0, 4), file.filename, file.bytes);
  const caption = file.caption?.trim() || defaultCaption(file.filename);
  try {
    const [row] = await db.insert(internalChatMessages)
      .values({ senderId, recipientId, filePath, filename: file.filename, caption, createdAt: now })
      .returning({ id: internalChatMessages.id });
    return row!.id;
  } catch (error) {
    await rm(path.join(uploadsDir, filePath), { force: true });
    throw error;
  }
}

/**
 * A message as one participant's open conversation receives it. Reaching the recipient's open
 * conversation counts as read. Null when the message is not of this conversation.
 */
export async function messageForViewer(db: Db, messageId: number, viewerId: number, contactId: number): Promise<InternalChatMessage | null> {
  const [row] = await db.select().from(internalChatMessages).where(eq(internalChatMessages.id, messageId));
  if (!row) return null;
  const ofThisPair = Math.min(row.senderId, row.recipientId) === Math.min(viewerId, contactId)
    && Math.max(row.senderId, row.recipientId) === Math.max(viewerId, contactId);
  if (!ofThisPair) return null;
  if (row.recipientId === viewerId && row.readAt === null) {
    await db.update(internalChatMessages).set({ readAt: new Date() }).where(eq(internalChatMessages.id, row.id));
  }
  return toChatMessage(row, viewerId);
}

/** The stored file of a message, for its sender or its recipient only. */
export async function fileForParticipant(db: Db, uploadsDir: string, messageId: number, userId: number) {
  const [row] = await db.select().from(internalChatMessages).where(eq(internalChatMessages.id, messageId));
  if (!row?.filePath) throw notFound();
  if (row.senderId !== userId && row.recipientId !== userId) throw forbidden();
  const absolute = storedFilePath(uploadsDir, row.filePath);
  if (!absolute) throw notFound();
  return { absolute, filename: row.filename ?? 'archivo' };
}

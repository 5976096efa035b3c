import { aliasedTable, and, asc, desc, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import {
  CHAT_MSG, DEFAULT_PRIORITIES, e164Digits, phoneVariants, TIME_ZONE,
  type ChatChannelType, type ChatMessageRead, type ChatMessageStatus, type ChatMessageType, type ConversationRead, type FinalizadaFrecuencia,
  type PriorityLevel, type PriorityName,
} from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { AppError, fieldError, notFound } from '../../errors.js';
import { emit } from '../../events/events.js';
import { users } from '../users/users.tables.js';
import { contacts } from '../contacts/contacts.tables.js';
import { insertContact } from '../contacts/contacts.writes.js';
import { campaigns } from '../campaigns/campaigns.tables.js';
import { campaignsOfUser } from '../campaigns/campaigns.members.js';
import { viewerOf, type Viewer } from '../gestiones/gestiones.filters.js';
import { phoneChannelTypes, providerOf } from '../../integrations/registry.js';
import { channels, chatMessages, chatPriorities, conversations } from './chat.tables.js';

/**
 * Who is asking, as for gestiones: agents work the campaigns they belong to; whoever sees every agent's
 * work ('Ver Gestiones de todos los agentes') sees every queue.
 */
export type ChatViewer = Viewer;
export const chatViewerOf = viewerOf;

async function inCampaign(db: Db, userId: number, campaignId: number): Promise<boolean> {
  const found = await rows<{ ok: number }>(db, sql`select 1 as ok where ${campaignId} in ${campaignsOfUser(userId)}`);
  return found.length > 0;
}

/** The queues a viewer may see; undefined: all of them. */
function inViewerCampaigns(viewer: ChatViewer): SQL | undefined {
  return viewer.seesAll ? undefined : sql`${conversations.campaignId} in ${campaignsOfUser(viewer.id)}`;
}

// ---------------------------------------------------------------------------------------------
// Reading

const agents = aliasedTable(users, 'agent');
type ConversationRow = typeof conversations.$inferSelect;

function selectConversations(db: Db) {
  return db
    .select({
      conversation: conversations,
      contactName: sql<string>`trim(${contacts.firstName} || ' ' || ${contacts.lastName} || ' ' || coalesce(${contacts.razonSocial}, ''))`,
      campaignName: campaigns.name,
      agentName: sql<string | null>`case when ${agents.id} is null then null else trim(${agents.firstName} || ' ' || ${agents.lastName}) end`,
    })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .leftJoin(campaigns, eq(campaigns.id, conversations.campaignId))
    .leftJoin(agents, eq(agents.id, conversations.agentId));
}
type SelectedConversation = Awaited<ReturnType<ReturnType<typeof selectConversations>['execute']>>[number];

export type Priorities = Record<PriorityName, number>;

export async function loadPriorities(db: Db): Promise<Priorities> {
  const rows = await db.select().from(chatPriorities);
  return { ...DEFAULT_PRIORITIES, ...Object.fromEntries(rows.map((row) => [row.name, row.time])) };
}

/** How urgent a conversation is by how long the customer has waited for an answer. */
export function priorityOf(waitingSince: Date | null, priorities: Priorities, now = Date.now()): PriorityLevel {
  if (!waitingSince) return 'BAJO';
  const minutes = (now - waitingSince.getTime()) / 60_000;
  if (minutes >= priorities.ALTO) return 'ALTO';
  if (minutes >= priorities.MEDIO) return 'MEDIO';
  return 'BAJO';
}

function toConversationRead(row: SelectedConversation, priorities: Priorities): ConversationRead {
  const c = row.conversation;
  return {
    id: c.id,
    type: c.type as ConversationRead['type'],
    estado: c.estado as ConversationRead['estado'],
    phone: c.address,
    creado: c.createdAt.toISOString(),
    contacto: { contact_id: c.contactId, contact_name: row.contactName || c.address },
    campaign: c.campaignId && row.campaignName ? { id: c.campaignId, name: row.campaignName } : null,
    agent: c.agentId ? { id: c.agentId, get_full_name: row.agentName ?? '' } : null,
    prioridad: c.estado === 'FINALIZADA' ? 'BAJO' : priorityOf(c.waitingSince, priorities),
    waiting_since: c.waitingSince?.toISOString() ?? null,
    message_received: c.messagesReceived,
    ultimo_message: c.lastMessage ?? null,
    gestion: c.gestionId,
    no_leidos: c.unreadCount,
    cerrado: c.closedAt?.toISOString() ?? null,
  };
}

/** A page of conversations with the count of all that match; `ids`, when the page was chosen beforehand. */
async function pageOf(db: Db, where: SQL | undefined, order: SQL[], limit: number, offset: number, ids?: number[]) {
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(conversations).where(where);
  const found = ids?.length === 0 ? [] : await selectConversations(db)
    .where(ids ? inArray(conversations.id, ids) : where).orderBy(...order).limit(limit).offset(offset);
  const priorities = await loadPriorities(db);
  return { count: total?.count ?? 0, results: found.map((row) => toConversationRead(row, priorities)) };
}

const waitingOrder = [asc(conversations.createdAt), asc(conversations.id)];

/**
 * En Espera: the queues of the viewer's campaigns, oldest first. For an agent, each campaign's queue is read
 * in order from its own index up to the page and the reads are merged, so one long queue costs no more than
 * a short one (the planner, expecting queues of even length, would otherwise read and sort all of them).
 */
export async function waitingConversations(db: Db, viewer: ChatViewer, limit: number, offset: number) {
  const where = and(eq(conversations.estado, 'EN_ESPERA'), inViewerCampaigns(viewer));
  if (viewer.seesAll) return pageOf(db, where, waitingOrder, limit, offset);
  const page = await rows<{ id: number }>(db, sql`
    select queued.id from ${campaignsOfUser(viewer.id)} as mine (campaign_id)
    cross join lateral (
      select ${conversations.id} as id, ${conversations.createdAt} as created_at from ${conversations}
      where ${conversations.estado} = 'EN_ESPERA' and ${conversations.campaignId} = mine.campaign_id
      order by ${conversations.createdAt}, ${conversations.id} limit ${offset + limit}
    ) as queued
    order by queued.created_at, queued.id limit ${limit} offset ${offset}`);
  return pageOf(db, where, waitingOrder, limit, 0, page.map((row) => row.id));
}

/** Mis Gestiones: the viewer's conversations, the customer waiting longest first. */
export function myConversations(db: Db, viewer: ChatViewer, limit: number, offset: number) {
  return pageOf(db, and(eq(conversations.estado, 'EN_GESTION'), eq(conversations.agentId, viewer.id)),
    [sql`${conversations.waitingSince} asc nulls last`, desc(conversations.lastMessageAt), desc(conversations.id)], limit, offset);
}

const PERIOD_START: Record<Exclude<FinalizadaFrecuencia, 'all'>, SQL> = {
  today: sql`(current_date at time zone ${TIME_ZONE})::date`,
  yesterday: sql`((now() at time zone ${TIME_ZONE})::date - 1)`,
  week: sql`((now() at time zone ${TIME_ZONE})::date - 6)`,
  month: sql`((now() at time zone ${TIME_ZONE})::date - 29)`,
};

/** Finalizado: the viewer's closed conversations (every agent's for who sees all) in the period, newest first. */
export function closedConversations(db: Db, viewer: ChatViewer, frecuencia: FinalizadaFrecuencia, limit: number, offset: number) {
  const today = sql`(now() at time zone ${TIME_ZONE})::date`;
  const day = sql`(${conversations.closedAt} at time zone ${TIME_ZONE})::date`;
  const period = frecuencia === 'all' ? undefined
    : frecuencia === 'today' ? sql`${day} = ${today}`
      : frecuencia === 'yesterday' ? sql`${day} = ${today} - 1`
        : sql`${day} >= ${PERIOD_START[frecuencia]}`;
  return pageOf(db, and(eq(conversations.estado, 'FINALIZADA'), viewer.seesAll ? undefined : eq(conversations.agentId, viewer.id), period),
    [desc(conversations.closedAt), desc(conversations.id)], limit, offset);
}

export async function conversationRead(db: Db, id: number): Promise<ConversationRead> {
  const [row] = await selectConversations(db).where(eq(conversations.id, id));
  if (!row) throw notFound(CHAT_MSG.conversationNotFound);
  return toConversationRead(row, await loadPriorities(db));
}

/** Whether the viewer may see the conversation: its agent, its campaign's people, or who sees all. */
async function canSee(db: Db, viewer: ChatViewer, conversation: ConversationRow): Promise<boolean> {
  if (viewer.seesAll || conversation.agentId === viewer.id) return true;
  if (!conversation.campaignId) return false;
  return inCampaign(db, viewer.id, conversation.campaignId);
}

/**
 * The conversation an address refers to in the message calls: its open one, else its latest. An address
 * may exist on several channels (a phone on WhatsApp, a chat id on Telegram); the open one wins.
 */
export async function conversationByAddress(db: Db, viewer: ChatViewer, address: string): Promise<ConversationRow> {
  const candidates = [address, ...(e164Digits(address) && e164Digits(address) !== address ? [e164Digits(address)!] : [])];
  const [row] = await db.select().from(conversations)
    .where(inArray(conversations.address, candidates))
    .orderBy(sql`(${conversations.estado} = 'FINALIZADA') asc`, desc(conversations.id))
    .limit(1);
  if (!row || !(await canSee(db, viewer, row))) throw notFound(CHAT_MSG.conversationNotFound);
  return row;
}

type MessageRow = typeof chatMessages.$inferSelect;

const hhmm = new Intl.DateTimeFormat('es-CO', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: false });
const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export function toMessageRead(row: MessageRow, contactId: number, senderName: string | null): ChatMessageRead {
  return {
    id: row.id,
    number: row.id,
    msg_type: row.msgType as ChatMessageType,
    role: row.fromMe ? 'From_me' : 'received',
    contact: contactId,
    body: row.body,
    caption: row.caption,
    file: row.filePath ? `/api/chat/archivos/${row.id}/` : null,
    filename: row.filename,
    mime_type: row.mimeType,
    latitude: row.latitude,
    longitude: row.longitude,
    time: hhmm.format(row.createdAt),
    date: ymd.format(row.createdAt),
    created_date: row.createdAt.toISOString(),
    status: (row.status as ChatMessageStatus | null) ?? null,
    status_reason: row.statusReason,
    sent_by: senderName,
    sent_by_id: row.sentBy,
    extra: row.extra ?? null,
    reply_to: null,
    reactions: row.reactions,
    edited: row.editedAt !== null,
    revoked: row.revokedAt !== null,
  };
}

/** A page of the conversation's messages, newest page first, each page in time order; `before` pages up. */
export async function conversationMessages(db: Db, conversation: ConversationRow, before: number | undefined, limit: number) {
  const newestFirst = await db
    .select({ message: chatMessages, sender: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.sentBy))
    .where(and(eq(chatMessages.conversationId, conversation.id), before ? lt(chatMessages.id, before) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  const page = newestFirst.slice(0, limit).reverse();
  return {
    results: page.map((row) => toMessageRead(row.message, conversation.contactId, row.sender)),
    before: newestFirst.length > limit ? page[0]!.message.id : null,
  };
}

/** The chat's contact panel edits only contacts of conversations the viewer attends. */
export async function assertContactInConversations(db: Db, viewer: ChatViewer, contactId: number): Promise<void> {
  const [mine] = await db.select({ id: conversations.id }).from(conversations)
    .where(and(eq(conversations.contactId, contactId), viewer.seesAll ? undefined : eq(conversations.agentId, viewer.id))).limit(1);
  if (!mine) throw notFound(CHAT_MSG.conversationNotFound);
}

export async function storedMessageFile(db: Db, viewer: ChatViewer, messageId: number) {
  const [row] = await db.select({ message: chatMessages, conversation: conversations }).from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(eq(chatMessages.id, messageId));
  if (!row?.message.filePath || !(await canSee(db, viewer, row.conversation))) throw notFound();
  return row.message;
}

// ---------------------------------------------------------------------------------------------
// Changing

const conversationEvent = (c: ConversationRow, previousAgent: number | null) => ({
  type: 'chat.conversation' as const, conversation: c.id, address: c.address, campaign: c.campaignId, agent: c.agentId, previousAgent, estado: c.estado,
});

/**
 * Takes a waiting conversation. The update only matches while it is still waiting, so when two agents
 * click at once exactly one row changes; the other gets 409.
 */
export async function assignToAgent(db: Db, viewer: ChatViewer, id: number): Promise<ConversationRead> {
  const [existing] = await db.select().from(conversations).where(eq(conversations.id, id));
  if (!existing || !(await canSee(db, viewer, existing))) throw notFound(CHAT_MSG.conversationNotFound);
  await db.transaction(async (tx) => {
    const [taken] = await tx.update(conversations)
      .set({ estado: 'EN_GESTION', agentId: viewer.id, assignedAt: new Date() })
      .where(and(eq(conversations.id, id), eq(conversations.estado, 'EN_ESPERA')))
      .returning();
    if (!taken) {
      throw existing.estado === 'EN_ESPERA' || existing.estado === 'EN_GESTION'
        ? new AppError(409, CHAT_MSG.alreadyAssigned, undefined, 'conflict')
        : new AppError(409, CHAT_MSG.notWaiting, undefined, 'conflict');
    }
    await emit(tx, conversationEvent(taken, null));
  });
  return conversationRead(db, id);
}

/** The open conversation the viewer answers: theirs, or any for who sees all. */
export async function workableConversation(db: Db, viewer: ChatViewer, address: string): Promise<ConversationRow> {
  return workable(viewer, await conversationByAddress(db, viewer, address));
}

/** The same, named by its id (an address may have conversations on several channels). */
export async function workableConversationById(db: Db, viewer: ChatViewer, id: number): Promise<ConversationRow> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  if (!row || !(await canSee(db, viewer, row))) throw notFound(CHAT_MSG.conversationNotFound);
  return workable(viewer, row);
}

function workable(viewer: ChatViewer, conversation: ConversationRow): ConversationRow {
  if (conversation.estado === 'FINALIZADA') throw new AppError(409, CHAT_MSG.conversationClosed, undefined, 'conflict');
  if (conversation.agentId !== viewer.id && !viewer.seesAll) throw new AppError(403, CHAT_MSG.notYours);
  return conversation;
}

/** An internal note: stored in the conversation, never sent to the customer. */
export async function addNote(db: Db, viewer: ChatViewer, address: string, text: string): Promise<ChatMessageRead> {
  const conversation = await workableConversation(db, viewer, address);
  const row = await db.transaction(async (tx) => {
    const [note] = await tx.insert(chatMessages).values({
      conversationId: conversation.id, channelId: conversation.channelId, fromMe: true, msgType: 'nota', body: text, sentBy: viewer.id,
    }).returning();
    await emit(tx, { type: 'chat.message', conversation: conversation.id, address: conversation.address, campaign: conversation.campaignId, agent: conversation.agentId, message: note!.id, created: false });
    return note!;
  });
  return toMessageRead(row, conversation.contactId, null);
}

/** Moves the conversation to a campaign: to one of its agents, or back to its queue. */
export async function transfer(db: Db, viewer: ChatViewer, address: string, campaignId: number, agentId: number | null | undefined) {
  const conversation = await workableConversation(db, viewer, address);
  const [campaign] = await db.select({ id: campaigns.id }).from(campaigns).where(and(eq(campaigns.id, campaignId), isNull(campaigns.deletedAt)));
  if (!campaign) throw fieldError('campaign', 'La campaña no existe.');
  if (agentId) {
    if (!(await inCampaign(db, agentId, campaignId))) throw fieldError('new_agent', CHAT_MSG.agentNotInCampaign);
  }
  await db.transaction(async (tx) => {
    const [moved] = await tx.update(conversations).set({
      campaignId,
      agentId: agentId ?? null,
      estado: agentId ? 'EN_GESTION' : 'EN_ESPERA',
      assignedAt: agentId ? new Date() : null,
    }).where(and(eq(conversations.id, conversation.id), ne(conversations.estado, 'FINALIZADA'))).returning();
    if (!moved) throw new AppError(409, CHAT_MSG.conversationClosed, undefined, 'conflict');
    await emit(tx, conversationEvent(moved, conversation.agentId));
  });
  return conversationRead(db, conversation.id);
}

/**
 * The plus button: a phone checked and normalised, its contact (created when unknown), and its open
 * conversation on a WhatsApp channel (the given one or the first), opened and assigned to the viewer.
 */
export async function getOrCreateConversation(db: Db, viewer: ChatViewer, phone: string, channelId: number | undefined) {
  const digits = e164Digits(phone);
  if (!digits) throw fieldError('phone', CHAT_MSG.phoneMissing);
  const [channel] = await db.select().from(channels)
    .where(and(isNull(channels.deletedAt), channelId ? eq(channels.id, channelId) : inArray(channels.tipo, phoneChannelTypes())))
    .orderBy(asc(channels.id)).limit(1);
  if (!channel) throw fieldError(channelId ? 'channel' : 'phone', channelId ? CHAT_MSG.channelNotFound : CHAT_MSG.noWhatsappChannel);
  if (!providerOf(channel.tipo as ChatChannelType).addressIsPhone) throw fieldError('channel', CHAT_MSG.wrongChannelType);
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat:${channel.id}:${digits}`}))`);
    const [known] = await tx.select({ id: contacts.id }).from(contacts)
      .where(and(inArray(contacts.phoneDigits, phoneVariants(digits)), isNull(contacts.deletedAt))).orderBy(contacts.id).limit(1);
    const contactId = known?.id ?? await insertContact(tx, { first_name: `+${digits}`, last_name: '', phone: `+${digits}` }, { id: viewer.id, username: '' });
    const [open] = await tx.select().from(conversations)
      .where(and(eq(conversations.channelId, channel.id), eq(conversations.address, digits), ne(conversations.estado, 'FINALIZADA')));
    if (open) return open.id;
    const [created] = await tx.insert(conversations).values({
      channelId: channel.id, type: channel.tipo, address: digits, contactId, campaignId: channel.campaignId,
      agentId: viewer.id, estado: 'EN_GESTION', assignedAt: new Date(),
    }).returning();
    await emit(tx, conversationEvent(created!, null));
    return created!.id;
  });
  const conversation = await conversationRead(db, id);
  const [contact] = await db.select({ id: contacts.id, first: contacts.firstName, last: contacts.lastName, phone: contacts.phone })
    .from(contacts).where(eq(contacts.id, conversation.contacto.contact_id));
  return {
    contact: { id: contact!.id, get_full_name: `${contact!.first} ${contact!.last}`.trim(), phone: contact!.phone ?? `+${digits}` },
    conversation,
    detail: CHAT_MSG.phoneExists,
  };
}

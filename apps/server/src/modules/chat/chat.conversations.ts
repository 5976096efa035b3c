import { and, asc, desc, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import {
  CHAT_MSG, DEFAULT_PRIORITIES, e164Digits, phoneVariants, TIME_ZONE,
  type ChatChannelType, type ChatMessageRead, type ChatMessageStatus, type ChatMessageType, type ConversationHistoryItem, type ConversationRead,
  type FinalizadaFrecuencia,
  NO_SLA, type PriorityLevel, type PriorityName,
} from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { AppError, fieldError, notFound } from '../../errors.js';
import { emit } from '../../events/events.js';
import { leftJoinUser, userNameSql, userNames } from '../users/users.queries.js';
import { contactCards, contactNamesAndCompanySql, joinContact, oldestContactWithPhoneDigits } from '../contacts/contacts.queries.js';
import { insertContact } from '../contacts/contacts.writes.js';
import { joinedCampaignNameSql, leftJoinCampaign, liveCampaignsByName } from '../campaigns/campaigns.queries.js';
import { campaignsOfUser } from '../campaigns/campaigns.members.js';
import { viewerOf, type Viewer } from '../gestiones/gestiones.filters.js';
import { gestionTypifications } from '../gestiones/gestiones.queries.js';
import { phoneChannelTypes, providerOf } from '../../integrations/registry.js';
import { channels, chatMessages, chatPriorities, conversations } from './chat.tables.js';
import { conversationsServiceLevels } from '../service-levels/service-levels.sla.js';

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

/** The conversations a viewer may see, as `canSee` decides one: theirs, their campaigns', or all. */
function visibleTo(viewer: ChatViewer): SQL | undefined {
  if (viewer.seesAll) return undefined;
  return sql`(${conversations.agentId} = ${viewer.id} or ${conversations.campaignId} in ${campaignsOfUser(viewer.id)})`;
}

// ---------------------------------------------------------------------------------------------
// Reading

type ConversationRow = typeof conversations.$inferSelect;

/**
 * Conversations with their customer's, campaign's and agent's names, each table joined by the module that owns it:
 * one statement, whatever page the caller's where, order and limit make of it.
 */
function selectConversations(db: Db) {
  let query = db
    .select({
      conversation: conversations,
      contactName: contactNamesAndCompanySql,
      campaignName: joinedCampaignNameSql,
      agentName: userNameSql,
    })
    .from(conversations)
    .$dynamic();
  query = joinContact(query, conversations.contactId);
  query = leftJoinCampaign(query, conversations.campaignId);
  return leftJoinUser(query, conversations.agentId);
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

type ServiceLevels = Awaited<ReturnType<typeof conversationsServiceLevels>>;

function toConversationRead(row: SelectedConversation, priorities: Priorities, serviceLevels: ServiceLevels): ConversationRead {
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
    plantilla_requerida: c.estado !== 'FINALIZADA' && templateRequired(c.type as ChatChannelType, c.lastInboundAt),
    fuera_horario: serviceLevels.get(c.id)?.fueraHorario ?? false,
    sla: serviceLevels.get(c.id)?.sla ?? NO_SLA,
  };
}

/** The rows as the lists show them, with what the service levels know of each. */
async function toConversationReads(db: Db, found: SelectedConversation[]): Promise<ConversationRead[]> {
  const [priorities, serviceLevels] = await Promise.all([loadPriorities(db), conversationsServiceLevels(db, found.map((row) => row.conversation))]);
  return found.map((row) => toConversationRead(row, priorities, serviceLevels));
}

/** True when the channel refuses free text to this customer now (WhatsApp: 24 hours after their last message, or before any). */
export function templateRequired(type: ChatChannelType, lastInboundAt: Date | null, now = Date.now()): boolean {
  const window = providerOf(type).serviceWindow;
  if (window?.outside !== 'refuse') return false;
  return lastInboundAt === null || now - lastInboundAt.getTime() >= window.hours * 60 * 60 * 1000;
}

/** A page of conversations with the count of all that match; `ids`, when the page was chosen beforehand. */
async function pageOf(db: Db, where: SQL | undefined, order: SQL[], limit: number, offset: number, ids?: number[]) {
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(conversations).where(where);
  const found = ids?.length === 0 ? [] : await selectConversations(db)
    .where(ids ? inArray(conversations.id, ids) : where).orderBy(...order).limit(limit).offset(offset);
  return { count: total?.count ?? 0, results: await toConversationReads(db, found) };
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
  return (await toConversationReads(db, [row]))[0]!;
}

/** Whether the viewer may see the conversation: its agent, its campaign's people, or who sees all. */
async function canSee(db: Db, viewer: ChatViewer, conversation: ConversationRow): Promise<boolean> {
  if (viewer.seesAll || conversation.agentId === viewer.id) return true;
  if (!conversation.campaignId) return false;
  return inCampaign(db, viewer.id, conversation.campaignId);
}

/** The conversation a call names by id, when the viewer may see it. */
export async function visibleConversation(db: Db, viewer: ChatViewer, id: number): Promise<ConversationRow> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  if (!row || !(await canSee(db, viewer, row))) throw notFound(CHAT_MSG.conversationNotFound);
  return row;
}

/**
 * The conversation a call means. With its id, that one (its address must match when one is given too).
 * With an address alone, a search key: among the conversations the viewer may see at that address, the
 * viewer's own open one, then any open one, then the latest. The same phone may be a customer of two
 * channels of two campaigns; a conversation the viewer may not see is never chosen.
 */
export async function conversationByAddress(
  db: Db, viewer: ChatViewer, address: string | undefined, conversationId?: number,
): Promise<ConversationRow> {
  if (conversationId) {
    const row = await visibleConversation(db, viewer, conversationId);
    if (address && !addressCandidates(address).includes(row.address)) throw notFound(CHAT_MSG.conversationNotFound);
    return row;
  }
  if (!address) throw notFound(CHAT_MSG.conversationNotFound);
  const [row] = await db.select().from(conversations)
    .where(and(inArray(conversations.address, addressCandidates(address)), visibleTo(viewer)))
    .orderBy(
      sql`(${conversations.agentId} = ${viewer.id} and ${conversations.estado} <> 'FINALIZADA') desc nulls last`,
      sql`(${conversations.estado} = 'FINALIZADA') asc`,
      desc(conversations.id),
    )
    .limit(1);
  if (!row) throw notFound(CHAT_MSG.conversationNotFound);
  return row;
}

/** An address as typed (a phone with '+' or spaces) and as stored (E.164 digits). */
function addressCandidates(address: string): string[] {
  const digits = e164Digits(address);
  return digits && digits !== address ? [address, digits] : [address];
}

type MessageRow = typeof chatMessages.$inferSelect;

const hhmm = new Intl.DateTimeFormat('es-CO', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: false });
const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The message another one quotes, as the quote shows it. */
type QuotedMessage = { id: number; body: string; fromMe: boolean } | null;

export function toMessageRead(row: MessageRow, contactId: number, senderName: string | null, quoted: QuotedMessage = null): ChatMessageRead {
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
    reply_to: quoted ? { id: quoted.id, body: quoted.body, role: quoted.fromMe ? 'From_me' : 'received' } : null,
    reactions: row.reactions,
    edited: row.editedAt !== null,
    revoked: row.revokedAt !== null,
  };
}

/** Messages with their sender's name (the users module joins it) and the message each quotes, as the thread shows them: one statement. */
export function selectThreadMessages(db: Db) {
  const query = db
    .select({
      message: chatMessages,
      sender: userNameSql,
      quoted: sql<QuotedMessage>`(select json_build_object('id', q.id, 'body', q.body, 'fromMe', q.from_me)
                                  from chat_messages q where q.id = ${chatMessages.replyToId})`,
    })
    .from(chatMessages)
    .$dynamic();
  return leftJoinUser(query, chatMessages.sentBy);
}

/** A page of the conversation's messages, newest page first, each page in time order; `before` pages up. */
export async function conversationMessages(db: Db, conversation: ConversationRow, before: number | undefined, limit: number) {
  const newestFirst = await selectThreadMessages(db)
    .where(and(eq(chatMessages.conversationId, conversation.id), before ? lt(chatMessages.id, before) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  const page = newestFirst.slice(0, limit).reverse();
  return {
    results: page.map((row) => toMessageRead(row.message, conversation.contactId, row.sender, row.quoted)),
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

export const conversationEvent = (c: ConversationRow, previousAgent: number | null) => ({
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
    await addWorkspaceLine(tx, taken, viewer.id, CHAT_MSG.takenLine(await userName(tx, viewer.id) ?? ''));
  });
  return conversationRead(db, id);
}

/** The open conversation the viewer answers: theirs, or any for who sees all. */
export async function workableConversation(db: Db, viewer: ChatViewer, address: string | undefined, conversationId?: number): Promise<ConversationRow> {
  const conversation = await conversationByAddress(db, viewer, address, conversationId);
  if (conversation.estado === 'FINALIZADA') throw new AppError(409, CHAT_MSG.conversationClosed, undefined, 'conflict');
  if (conversation.agentId !== viewer.id && !viewer.seesAll) throw new AppError(403, CHAT_MSG.notYours);
  return conversation;
}

/** An internal note: stored in the conversation, never sent to the customer. */
export async function addNote(db: Db, viewer: ChatViewer, address: string, text: string, conversationId?: number): Promise<ChatMessageRead> {
  const conversation = await workableConversation(db, viewer, address, conversationId);
  const row = await db.transaction(async (tx) => {
    const [note] = await tx.insert(chatMessages).values({
      conversationId: conversation.id, channelId: conversation.channelId, fromMe: true, msgType: 'nota', body: text, sentBy: viewer.id,
    }).returning();
    await emit(tx, { type: 'chat.message', conversation: conversation.id, address: conversation.address, campaign: conversation.campaignId, agent: conversation.agentId, message: note!.id, created: false });
    return note!;
  });
  return toMessageRead(row, conversation.contactId, await userName(db, viewer.id));
}

/** Moves the conversation to a campaign: to one of its agents, or back to its queue. */
export async function transfer(
  db: Db, viewer: ChatViewer, address: string, campaignId: number, agentId: number | null | undefined, conversationId?: number,
) {
  const conversation = await workableConversation(db, viewer, address, conversationId);
  const [campaign] = await liveCampaignsByName(db, campaignId);
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
    const names = await userNames(tx, agentId ? [viewer.id, agentId] : [viewer.id]);
    const by = names.get(viewer.id) ?? '';
    await addWorkspaceLine(tx, moved, viewer.id, agentId
      ? CHAT_MSG.transferredToAgentLine(by, names.get(agentId) ?? '')
      : CHAT_MSG.transferredToQueueLine(by, campaign.name));
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
  const mine = viewer.seesAll ? undefined : sql`${channels.campaignId} in ${campaignsOfUser(viewer.id)}`;
  const [channel] = await db.select().from(channels)
    .where(and(isNull(channels.deletedAt), channelId ? eq(channels.id, channelId) : and(inArray(channels.tipo, phoneChannelTypes()), mine)))
    .orderBy(asc(channels.id)).limit(1);
  if (!channel) throw fieldError(channelId ? 'channel' : 'phone', channelId ? CHAT_MSG.channelNotFound : CHAT_MSG.noWhatsappChannel);
  if (channelId && !viewer.seesAll && !(await inCampaign(db, viewer.id, channel.campaignId))) {
    throw new AppError(403, CHAT_MSG.channelOutsideCampaigns, undefined, 'forbidden');
  }
  if (!providerOf(channel.tipo as ChatChannelType).addressIsPhone) throw fieldError('channel', CHAT_MSG.wrongChannelType);
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat:${channel.id}:${digits}`}))`);
    const known = await oldestContactWithPhoneDigits(tx, phoneVariants(digits));
    const contactId = known ?? await insertContact(tx, { first_name: `+${digits}`, last_name: '', phone: `+${digits}` }, { id: viewer.id, username: '' });
    const [open] = await tx.select().from(conversations)
      .where(and(eq(conversations.channelId, channel.id), eq(conversations.address, digits), ne(conversations.estado, 'FINALIZADA')));
    if (open?.estado === 'DIFUSION') {
      // A broadcast's conversation nobody answered yet: the agent starting the chat takes it.
      const [taken] = await tx.update(conversations).set({ estado: 'EN_GESTION', agentId: viewer.id, assignedAt: new Date() })
        .where(and(eq(conversations.id, open.id), eq(conversations.estado, 'DIFUSION'))).returning();
      if (taken) await emit(tx, conversationEvent(taken, null));
      return open.id;
    }
    if (open) return open.id;
    const [created] = await tx.insert(conversations).values({
      channelId: channel.id, type: channel.tipo, address: digits, contactId, campaignId: channel.campaignId,
      agentId: viewer.id, estado: 'EN_GESTION', assignedAt: new Date(),
    }).returning();
    await emit(tx, conversationEvent(created!, null));
    return created!.id;
  });
  const conversation = await conversationRead(db, id);
  const contactId = conversation.contacto.contact_id;
  const contact = (await contactCards(db, [contactId])).get(contactId);
  return {
    contact: { id: contactId, get_full_name: contact!.name, phone: contact!.phone ?? `+${digits}` },
    conversation,
    detail: CHAT_MSG.phoneExists,
  };
}

/** The user's name as userNames gives it (the username when the name is empty); null when there is no such user. */
async function userName(db: Db, id: number): Promise<string | null> {
  return (await userNames(db, [id])).get(id) ?? null;
}

/** A line of the thread saying who moved the conversation where (`by` null: the automatic assignment): kept, shown to staff, never sent. */
export async function addWorkspaceLine(tx: Db, conversation: ConversationRow, by: number | null, text: string): Promise<void> {
  const [added] = await tx.insert(chatMessages).values({
    conversationId: conversation.id, channelId: conversation.channelId, fromMe: true, msgType: 'sistema', body: text, sentBy: by,
  }).returning({ id: chatMessages.id });
  await emit(tx, {
    type: 'chat.message', conversation: conversation.id, address: conversation.address, campaign: conversation.campaignId,
    agent: conversation.agentId, message: added!.id, created: false,
  });
}

/**
 * The contact's conversations the viewer may see, newest first, each with its typification: what lets an
 * agent read a returning customer's earlier threads.
 */
export async function conversationHistory(db: Db, viewer: ChatViewer, contactId: number): Promise<ConversationHistoryItem[]> {
  const found = await selectConversations(db)
    .where(and(eq(conversations.contactId, contactId), visibleTo(viewer)))
    .orderBy(desc(conversations.createdAt), desc(conversations.id))
    .limit(HISTORY_LIMIT);
  const reads = await toConversationReads(db, found);
  const typified = await gestionTypifications(db, found.flatMap((row) => (row.conversation.gestionId ? [row.conversation.gestionId] : [])));
  return found.map((row, index) => ({
    ...reads[index]!,
    tipificacion: row.conversation.gestionId ? typified.get(row.conversation.gestionId) ?? null : null,
  }));
}

/** A contact's history shows this many conversations at most. */
const HISTORY_LIMIT = 100;

/**
 * The assigned agent has read the conversation: its unread count goes back to zero and the lists hear
 * of it. Reading someone else's conversation (a supervisor's) changes nothing.
 */
export async function markRead(db: Db, viewer: ChatViewer, conversation: ConversationRow): Promise<boolean> {
  if (conversation.agentId !== viewer.id || conversation.unreadCount === 0) return false;
  return db.transaction(async (tx) => {
    const [read] = await tx.update(conversations).set({ unreadCount: 0 })
      .where(and(eq(conversations.id, conversation.id), eq(conversations.agentId, viewer.id), sql`${conversations.unreadCount} > 0`))
      .returning();
    if (read) await emit(tx, conversationEvent(read, null));
    return Boolean(read);
  });
}

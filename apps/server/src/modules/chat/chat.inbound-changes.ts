import { and, eq, sql } from 'drizzle-orm';
import type { ChatReaction } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { emit } from '../../events/events.js';
import { enqueue } from '../../jobs/jobs.runner.js';
import type { InboundChange, InboundReaction } from '../../integrations/channel.js';
import type { ChannelSettings } from './channels.service.js';
import { chatMessages, conversations } from './chat.tables.js';


/**
 * The message of this channel with that provider id in a conversation of the address, locked for the
 * change: a customer can only change what was said in their own conversations.
 */
async function targetOf(tx: Db, channel: ChannelSettings, address: string, providerId: string) {
  const [row] = await tx.select({ message: chatMessages, conversation: conversations }).from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(and(eq(chatMessages.channelId, channel.id), eq(chatMessages.providerId, providerId), eq(conversations.address, address)))
    .for('update', { of: chatMessages });
  return row ?? null;
}

async function announce(tx: Db, row: NonNullable<Awaited<ReturnType<typeof targetOf>>>) {
  await emit(tx, {
    type: 'chat.message', conversation: row.conversation.id, address: row.conversation.address, campaign: row.conversation.campaignId,
    agent: row.conversation.agentId, message: row.message.id, created: false,
  });
}

/** The customer's reaction shows on the message it reacts to (their latest one; an empty emoji removes it). */
export async function applyReaction(db: Db, channel: ChannelSettings, reaction: InboundReaction): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await targetOf(tx, channel, reaction.address, reaction.target);
    if (!row) return false;
    const reactions: ChatReaction[] = [
      ...row.message.reactions.filter((r) => r.role !== 'received'),
      ...(reaction.emoji ? [{ emoji: reaction.emoji, role: 'received' as const }] : []),
    ];
    await tx.update(chatMessages).set({ reactions }).where(eq(chatMessages.id, row.message.id));
    await announce(tx, row);
    return true;
  });
}

/** The customer edited (new text) or deleted for everyone (text null) one of their messages. */
export async function applyChange(db: Db, channel: ChannelSettings, change: InboundChange): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await targetOf(tx, channel, change.address, change.target);
    if (!row || row.message.fromMe) return false;
    const isText = row.message.msgType === 'text';
    await tx.update(chatMessages).set(change.text === null
      ? { body: '', caption: null, revokedAt: change.at }
      : { ...(isText ? { body: change.text } : { caption: change.text }), editedAt: change.at })
      .where(eq(chatMessages.id, row.message.id));
    await announce(tx, row);
    return true;
  });
}

/** The provider's acknowledgements (Telegram's pressed buttons) go out from a job, once the delivery is stored. */
export async function queueAcknowledgements(db: Db, channel: ChannelSettings, ids: string[]): Promise<boolean> {
  await enqueue(db, 'chat.ack', { channelId: channel.id, ids }, { maxAttempts: 2 });
  return true;
}

/** The id of the stored message a reply quotes, when it is stored. */
export function replyTargetId(channelId: number, providerId: string | null) {
  if (!providerId) return null;
  return sql<number | null>`(select id from ${chatMessages} where ${chatMessages.channelId} = ${channelId} and ${chatMessages.providerId} = ${providerId})`;
}

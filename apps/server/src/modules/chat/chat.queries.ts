import { SQL, and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { channels, conversations } from './chat.tables.js';

/** The name of each channel among `ids`, deleted ones included. */
export async function channelNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const found = await db.select({ id: channels.id, nombre: channels.nombre }).from(channels).where(inArray(channels.id, wanted));
  return new Map(found.map((channel) => [channel.id, channel.nombre]));
}

/**
 * The live WhatsApp channels, by id, of the campaigns in `campaignIds` (a list or a subquery; undefined: of every
 * campaign), `onlyId` alone when given; at most `limit`.
 */
export async function liveWhatsappChannels(
  db: Db, campaignIds: readonly number[] | SQL | undefined, limit?: number, onlyId?: number,
): Promise<{ id: number; nombre: string; campaignId: number }[]> {
  if (Array.isArray(campaignIds) && campaignIds.length === 0) return [];
  const ofCampaigns = campaignIds === undefined ? undefined
    : campaignIds instanceof SQL ? sql`${channels.campaignId} in ${campaignIds}` : inArray(channels.campaignId, [...campaignIds]);
  const query = db.select({ id: channels.id, nombre: channels.nombre, campaignId: channels.campaignId }).from(channels)
    .where(and(
      eq(channels.tipo, 'WhatsApp'), isNull(channels.deletedAt), ofCampaigns,
      onlyId === undefined ? undefined : eq(channels.id, onlyId),
    ))
    .orderBy(asc(channels.id));
  return limit === undefined ? query : query.limit(limit);
}

/** The first (oldest) live WhatsApp channel of a campaign, or undefined. */
export async function firstWhatsappChannelOf(db: Db, campaignId: number): Promise<number | undefined> {
  const [first] = await db.select({ id: channels.id }).from(channels)
    .where(and(eq(channels.campaignId, campaignId), eq(channels.tipo, 'WhatsApp'), isNull(channels.deletedAt)))
    .orderBy(asc(channels.id)).limit(1);
  return first?.id;
}

/** When the customer at `address` last wrote on the channel (in any of its conversations), or null. */
export async function lastInboundAt(db: Db, channelId: number, address: string): Promise<Date | null> {
  const [last] = await db.select({ at: max(conversations.lastInboundAt) }).from(conversations)
    .where(and(eq(conversations.channelId, channelId), eq(conversations.address, address)));
  return last?.at ? new Date(last.at) : null;
}

import { eq, inArray, sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { campaignManagers, campaignUsers, campaigns } from './campaigns.tables.js';

/** The ids of the campaigns a user works in, as agent or as encargado, as a subquery. */
export const campaignsOfUser = (userId: number) =>
  sql`(select ${campaignUsers.campaignId} from ${campaignUsers} where ${campaignUsers.userId} = ${userId}
       union select ${campaignManagers.campaignId} from ${campaignManagers} where ${campaignManagers.userId} = ${userId})`;

/** The ids of the campaigns a user works in, as agent or as encargado. */
export async function campaignIdsOfUser(db: Db, userId: number): Promise<Set<number>> {
  const found = await rows<{ id: number }>(db, sql`select campaign_id as id from ${campaignsOfUser(userId)} as mine(campaign_id)`);
  return new Set(found.map((row) => row.id));
}

/** The encargados of a campaign (user ids). */
export async function campaignManagerIds(db: Db, campaignId: number): Promise<number[]> {
  const found = await db.select({ id: campaignManagers.userId }).from(campaignManagers).where(eq(campaignManagers.campaignId, campaignId));
  return found.map((row) => row.id);
}

/** The name of each campaign among `ids`, deleted ones included. */
export async function campaignNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const found = await db.select({ id: campaigns.id, name: campaigns.name }).from(campaigns).where(inArray(campaigns.id, wanted));
  return new Map(found.map((row) => [row.id, row.name]));
}

/** The staff who work a campaign ('Usuarios'; user ids). */
export async function campaignUserIds(db: Db, campaignId: number): Promise<number[]> {
  const found = await db.select({ id: campaignUsers.userId }).from(campaignUsers).where(eq(campaignUsers.campaignId, campaignId));
  return found.map((row) => row.id);
}

import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { campaignContacts, campaignManagers, campaignUsers, campaigns } from './campaigns.tables.js';

/** The ids of the campaigns a user works in, as agent or as encargado, as a subquery. */
export const campaignsOfUser = (userId: number) =>
  sql`(select ${campaignUsers.campaignId} from ${campaignUsers} where ${campaignUsers.userId} = ${userId}
       union select ${campaignManagers.campaignId} from ${campaignManagers} where ${campaignManagers.userId} = ${userId})`;

/** The ids of the campaigns a user works in, as agent or as encargado. */
export async function campaignIdsOfUser(db: Db, userId: number): Promise<Set<number>> {
  const found = await rows<{ id: number }>(db, sql`select campaign_id as id from ${campaignsOfUser(userId)} as mine(campaign_id)`);
  return new Set(found.map((row) => row.id));
}

/** The encargados (user ids) of each campaign among `campaignIds`; a campaign without any is absent. */
export async function campaignManagersOf(db: Db, campaignIds: readonly number[]): Promise<Map<number, number[]>> {
  const byCampaign = new Map<number, number[]>();
  const wanted = [...new Set(campaignIds)];
  if (wanted.length === 0) return byCampaign;
  const found = await db.select({ campaignId: campaignManagers.campaignId, userId: campaignManagers.userId }).from(campaignManagers)
    .where(inArray(campaignManagers.campaignId, wanted));
  for (const row of found) byCampaign.set(row.campaignId, [...(byCampaign.get(row.campaignId) ?? []), row.userId]);
  return byCampaign;
}

/** The name of each campaign among `ids`, deleted ones included. */
export async function campaignNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const found = await db.select({ id: campaigns.id, name: campaigns.name }).from(campaigns).where(inArray(campaigns.id, wanted));
  return new Map(found.map((row) => [row.id, row.name]));
}

/** The staff who work a campaign ('Usuarios'), as a subquery of user ids. */
export const campaignUsersSql = (campaignId: number): SQL =>
  sql`(select ${campaignUsers.userId} from ${campaignUsers} where ${campaignUsers.campaignId} = ${campaignId})`;

/** The staff who work a campaign ('Usuarios'; user ids). */
export async function campaignUserIds(db: Db, campaignId: number): Promise<number[]> {
  const found = await db.select({ id: campaignUsers.userId }).from(campaignUsers).where(eq(campaignUsers.campaignId, campaignId));
  return found.map((row) => row.id);
}

/** The live (not deleted) campaigns each user among `userIds` works as agent ('Usuarios'), by campaign id. */
export async function liveCampaignIdsOfUsers(db: Db, userIds: readonly number[]): Promise<Map<number, number[]>> {
  const byUser = new Map<number, number[]>();
  if (userIds.length === 0) return byUser;
  const found = await db
    .select({ userId: campaignUsers.userId, id: campaigns.id })
    .from(campaignUsers)
    .innerJoin(campaigns, eq(campaigns.id, campaignUsers.campaignId))
    .where(and(inArray(campaignUsers.userId, [...userIds]), isNull(campaigns.deletedAt)))
    .orderBy(asc(campaigns.id));
  for (const row of found) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.id]);
  return byUser;
}

/** Makes `campaignIds` the campaigns the user works as agent ('Usuarios'), in the caller's transaction. */
export async function setCampaignsOfUser(tx: Db, userId: number, campaignIds: readonly number[]): Promise<void> {
  await tx.delete(campaignUsers).where(eq(campaignUsers.userId, userId));
  if (campaignIds.length > 0) {
    await tx.insert(campaignUsers).values(campaignIds.map((campaignId) => ({ campaignId, userId }))).onConflictDoNothing();
  }
}

/** Adds the contact to the campaigns, skipping those it is already in, in the caller's transaction. */
export async function addContactToCampaigns(tx: Db, contactId: number, campaignIds: readonly number[]): Promise<void> {
  if (campaignIds.length === 0) return;
  await tx.insert(campaignContacts).values(campaignIds.map((campaignId) => ({ campaignId, contactId }))).onConflictDoNothing();
}

/** Adds the contacts to the campaign, skipping those already in it, in the caller's transaction; answers the ids added. */
export async function addContactsToCampaign(tx: Db, campaignId: number, contactIds: readonly number[]): Promise<number[]> {
  const inserted = await rows<{ contact_id: number }>(tx, sql`
    insert into ${campaignContacts} (campaign_id, contact_id)
    select ${campaignId}, v.id from unnest(${sql.param([...contactIds])}::int[]) as v(id)
    on conflict do nothing
    returning contact_id`);
  return inserted.map((row) => Number(row.contact_id));
}

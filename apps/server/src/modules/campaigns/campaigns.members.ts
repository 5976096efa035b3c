import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { campaignManagers, campaignUsers } from './campaigns.tables.js';

/** The ids of the campaigns a user works in, as agent or as encargado, as a subquery. */
export const campaignsOfUser = (userId: number) =>
  sql`(select ${campaignUsers.campaignId} from ${campaignUsers} where ${campaignUsers.userId} = ${userId}
       union select ${campaignManagers.campaignId} from ${campaignManagers} where ${campaignManagers.userId} = ${userId})`;

/** The ids of the campaigns a user works in, as agent or as encargado. */
export async function campaignIdsOfUser(db: Db, userId: number): Promise<Set<number>> {
  const found = await rows<{ id: number }>(db, sql`select campaign_id as id from ${campaignsOfUser(userId)} as mine(campaign_id)`);
  return new Set(found.map((row) => row.id));
}

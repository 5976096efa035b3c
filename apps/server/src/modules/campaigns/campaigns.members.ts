import { sql } from 'drizzle-orm';
import { campaignManagers, campaignUsers } from './campaigns.tables.js';

/** The ids of the campaigns a user works in, as agent or as encargado, as a subquery. */
export const campaignsOfUser = (userId: number) =>
  sql`(select ${campaignUsers.campaignId} from ${campaignUsers} where ${campaignUsers.userId} = ${userId}
       union select ${campaignManagers.campaignId} from ${campaignManagers} where ${campaignManagers.userId} = ${userId})`;

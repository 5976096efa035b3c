import { eq, sql, type SQL } from 'drizzle-orm';
import { NEXT_OPENING_PLACEHOLDER } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { enqueue } from '../../jobs/jobs.runner.js';
import { campaignCalendar } from '../campaigns/availability.service.js';
import { nextOpeningText, openingState } from './business-hours.js';
import { campaignServiceLevels, conversationServiceLevels } from './service-levels.tables.js';

/** When a calendar that closed never opens within the look-ahead, the reply is not repeated for this long. */
const UNKNOWN_REOPENING_MS = 31 * 24 * 60 * 60 * 1000;

/**
 * Whether the campaign (SQL giving its id) has an out-of-hours message, as a boolean SQL expression: a caller that
 * already reads in one statement learns whether `replyWhenClosed` has anything to do without another round trip.
 */
export const hasOutOfHoursMessageSql = (campaignId: SQL): SQL => sql`exists (select 1 from ${campaignServiceLevels}
  where ${campaignServiceLevels.campaignId} = ${campaignId} and coalesce(${campaignServiceLevels.mensajeFueraHorario}, '') <> '')`;

/**
 * A customer wrote to a conversation waiting in `campaignId`'s queue: when the campaign's calendar says closed and
 * it has an out-of-hours message, the customer gets it (through the chat's bot sends, so it goes out like any
 * message and does not count as an agent's answer), once per closed period. In the caller's transaction.
 */
export async function replyWhenClosed(tx: Db, conversationId: number, campaignId: number, now = new Date()): Promise<boolean> {
  const [settings] = await tx
    .select({ message: campaignServiceLevels.mensajeFueraHorario, repliedUntil: conversationServiceLevels.fueraHorarioHasta })
    .from(campaignServiceLevels)
    .leftJoin(conversationServiceLevels, eq(conversationServiceLevels.conversationId, conversationId))
    .where(eq(campaignServiceLevels.campaignId, campaignId));
  if (!settings?.message) return false;
  if (settings.repliedUntil && settings.repliedUntil > now) return false;
  const state = openingState(await campaignCalendar(tx, campaignId), now);
  if (state.open) return false;
  const until = state.nextOpening ?? new Date(now.getTime() + UNKNOWN_REOPENING_MS);
  await tx.insert(conversationServiceLevels).values({ conversationId, fueraHorarioHasta: until })
    .onConflictDoUpdate({ target: conversationServiceLevels.conversationId, set: { fueraHorarioHasta: until } });
  const text = settings.message.replaceAll(NEXT_OPENING_PLACEHOLDER, nextOpeningText(state.nextOpening, now));
  await enqueue(tx, 'chat.bot', { conversationId, text });
  return true;
}

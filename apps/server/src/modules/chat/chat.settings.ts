import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CHAT_MSG, CLOSING_TIME_HOURS, PRIORITY_MINUTES, type PriorityName, type ShortcutCreate,
} from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { emit } from '../../events/events.js';
import { isUniqueViolation } from '../../db/errors.js';
import { fieldError, notFound, taken } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { isLiveCampaign } from '../campaigns/campaigns.queries.js';
import { campaignsOfUser } from '../campaigns/campaigns.members.js';
import type { ChatViewer } from './chat.conversations.js';
import { chatPriorities, chatShortcuts } from './chat.tables.js';

export async function listPriorities(db: Db) {
  const found = await db.select().from(chatPriorities).orderBy(asc(chatPriorities.id));
  return found.map((row) => ({ id: row.id, name: row.name as PriorityName, time: row.time }));
}

/** MEDIO and ALTO take one of the minute thresholds (MEDIO below ALTO); GESTION one of the closing hours. */
export async function updatePriority(db: Db, actor: AuditActor, id: number, time: number) {
  const [current] = await db.select().from(chatPriorities).where(eq(chatPriorities.id, id));
  if (!current) throw notFound();
  const allowed: readonly number[] = current.name === 'GESTION' ? CLOSING_TIME_HOURS : PRIORITY_MINUTES;
  if (!allowed.includes(time)) throw fieldError('time', `${CHAT_MSG.invalidTime} Valores: ${allowed.join(', ')}.`);
  if (current.name !== 'GESTION') {
    const other = (await listPriorities(db)).find((row) => row.name === (current.name === 'MEDIO' ? 'ALTO' : 'MEDIO'));
    const medio = current.name === 'MEDIO' ? time : other?.time;
    const alto = current.name === 'ALTO' ? time : other?.time;
    if (medio !== undefined && alto !== undefined && medio >= alto) throw fieldError('time', 'MEDIO debe ser menor que ALTO.');
  }
  await db.transaction(async (tx) => {
    await tx.update(chatPriorities).set({ time }).where(eq(chatPriorities.id, id));
    await recordAudit(tx, actor, {
      contentType: 'Prioridad', action: 'Actualización', objectId: id, descripcion: `Prioridad ${current.name}: ${current.time} → ${time}`,
    });
  });
  return { id, name: current.name as PriorityName, time, message: CHAT_MSG.priorityUpdated };
}

/** The shortcuts of the viewer's campaigns (all of them for who sees every queue), optionally of one. */
export async function listShortcuts(db: Db, viewer: ChatViewer, campaign: number | undefined) {
  const mine = viewer.seesAll ? undefined : inArray(chatShortcuts.campaignId, campaignsOfUser(viewer.id));
  const found = await db.select().from(chatShortcuts)
    .where(and(mine, campaign ? eq(chatShortcuts.campaignId, campaign) : undefined))
    .orderBy(asc(chatShortcuts.atajo));
  return found.map((row) => ({ id: row.id, atajo: row.atajo, text: row.text, campaign: row.campaignId }));
}

export async function createShortcut(db: Db, actor: AuditActor, input: ShortcutCreate) {
  if (!(await isLiveCampaign(db, input.campaign))) throw fieldError('campaign', 'La campaña no existe.');
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(chatShortcuts).values({ atajo: input.atajo, text: input.text, campaignId: input.campaign, createdBy: actor.id }).returning();
      await recordAudit(tx, actor, { contentType: 'Atajo', action: 'Creación', objectId: row!.id, descripcion: `Se creó el atajo ${input.atajo}` });
      await emit(tx, { type: 'chat.shortcuts', campaign: input.campaign });
      return { id: row!.id, atajo: row!.atajo, text: row!.text, campaign: row!.campaignId, message: CHAT_MSG.shortcutAdded };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken('atajo', CHAT_MSG.shortcutTaken);
    throw error;
  }
}

/** The agents of a campaign, for the transfer dialog, with whether each is connected. */
export async function campaignAgents(db: Db, campaignId: number) {
  return rows<{ id: number; get_full_name: string; status: string }>(db, sql`
    select u.id, trim(u.first_name || ' ' || u.last_name) as get_full_name, u.status
    from users u
    where u.deleted_at is null and u.id in (select user_id from campaign_users where campaign_id = ${campaignId}
                                   union select user_id from campaign_managers where campaign_id = ${campaignId})
    order by 2`);
}

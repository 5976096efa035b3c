import { and, eq, inArray, sql } from 'drizzle-orm';
import { LEAD_MSG, type LeadAssign, type LeadEstado, type LeadEstadoChange, type LeadTipo, type LeadUpdate } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { badRequest, fieldError, notFound } from '../../errors.js';
import { emit } from '../../events/events.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { campaignUserIds } from '../campaigns/campaigns.members.js';
import { isCampaignMember, isLiveCampaign } from '../campaigns/campaigns.queries.js';
import { gestionContactId } from '../gestiones/gestiones.queries.js';
import { activeUserIds, isActiveUser } from '../users/users.queries.js';
import type { LeadViewer } from './leads.service.js';
import { leads, leadSteps } from './leads.tables.js';

const CONTENT_TYPE = 'Lead';

type LeadRow = typeof leads.$inferSelect;

/** Keeps a step for the timeline and tells the screens, in the transaction that makes it. */
export async function recordStep(
  tx: Db, lead: { id: number; tipo: string; agentId: number | null }, estado: LeadEstado, userId: number | null, previousAgent: number | null = null,
): Promise<void> {
  await tx.insert(leadSteps).values({ leadId: lead.id, estado, userId });
  await emit(tx, { type: 'lead.changed', id: lead.id, tipo: lead.tipo as LeadTipo, estado, agent: lead.agentId, previousAgent });
}

/** The lead, locked for this transaction, if the viewer may see it; 404 otherwise. */
async function lockedLead(tx: Db, viewer: LeadViewer, id: number): Promise<LeadRow> {
  const [lead] = await tx.select().from(leads)
    .where(and(eq(leads.id, id), viewer.seesAll ? undefined : eq(leads.agentId, viewer.id))).for('update');
  if (!lead) throw notFound(LEAD_MSG.notFound);
  return lead;
}

/** A live campaign (400 under `field` otherwise). */
export async function assertCampaign(tx: Db, campaignId: number, field = 'campaign'): Promise<void> {
  if (!(await isLiveCampaign(tx, campaignId))) throw fieldError(field, LEAD_MSG.campaignNotFound);
}

/** Why `agentId` cannot take leads of `campaignId`, or null: an active user who works in the campaign. */
export async function agentProblem(tx: Db, agentId: number, campaignId: number | null): Promise<string | null> {
  if (!(await isActiveUser(tx, agentId))) return LEAD_MSG.agentNotFound;
  if (campaignId === null) return null;
  return (await isCampaignMember(tx, campaignId, agentId)) ? null : LEAD_MSG.agentNotInCampaign;
}

/**
 * INICIAR (PENDIENTE → EN_PROCESO: the agent opened the lead's chat or called) and FINALIZAR (EN_PROCESO →
 * FINALIZADO with a gestión of the lead's contact). Anything else is a 400 that changes nothing.
 */
export async function changeLeadEstado(db: Db, viewer: LeadViewer, actor: AuditActor, id: number, input: LeadEstadoChange): Promise<void> {
  await db.transaction(async (tx) => {
    const lead = await lockedLead(tx, viewer, id);
    const from = input.accion === 'INICIAR' ? 'PENDIENTE' : 'EN_PROCESO';
    if (lead.estado !== from) throw badRequest(LEAD_MSG.transitionRefused(lead.estado, input.accion));
    if (input.accion === 'INICIAR') {
      await tx.update(leads).set({ estado: 'EN_PROCESO', fechaInicio: sql`now()` }).where(eq(leads.id, id));
      await recordStep(tx, lead, 'EN_PROCESO', actor.id);
      return;
    }
    const gestionContact = await gestionContactId(tx, input.gestion!);
    if (gestionContact === undefined) throw fieldError('gestion', LEAD_MSG.gestionNotFound);
    if (gestionContact !== lead.contactId) throw fieldError('gestion', LEAD_MSG.gestionOtherContact);
    await tx.update(leads).set({ estado: 'FINALIZADO', gestionId: input.gestion!, fechaFinalizacion: sql`now()` }).where(eq(leads.id, id));
    await recordStep(tx, lead, 'FINALIZADO', actor.id);
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Actualización', objectId: id, contactId: lead.contactId,
      descripcion: `Lead ${id} finalizado con la gestión ${input.gestion}`,
    });
  });
}

/** Gives a lead (not finished) to an agent of its campaign: it becomes PENDIENTE for them. */
export async function assignLead(db: Db, actor: AuditActor, id: number, input: LeadAssign): Promise<void> {
  await db.transaction(async (tx) => {
    const lead = await lockedLead(tx, { id: actor.id, seesAll: true }, id);
    if (lead.estado === 'FINALIZADO') throw badRequest(LEAD_MSG.alreadyFinished);
    const campaignId = input.campaign ?? lead.campaignId;
    if (input.campaign !== undefined) await assertCampaign(tx, input.campaign);
    const problem = await agentProblem(tx, input.agent, campaignId);
    if (problem) throw fieldError('agent', problem);
    await tx.update(leads).set({ estado: 'PENDIENTE', agentId: input.agent, campaignId, fechaAsignacion: sql`now()`, fechaInicio: null })
      .where(eq(leads.id, id));
    await recordStep(tx, { ...lead, agentId: input.agent }, 'PENDIENTE', actor.id, lead.agentId);
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Actualización', objectId: id, contactId: lead.contactId, descripcion: `Lead ${id} asignado al usuario ${input.agent}`,
    });
  });
}

/** The lead's own fields (referencia, nombre, descripcion, existencia); what is not sent stays. */
export async function updateLead(db: Db, actor: AuditActor, id: number, input: LeadUpdate): Promise<void> {
  await db.transaction(async (tx) => {
    const lead = await lockedLead(tx, { id: actor.id, seesAll: true }, id);
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length === 0) return;
    await tx.update(leads).set(changes).where(eq(leads.id, id));
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Actualización', objectId: id, contactId: lead.contactId,
      descripcion: `Lead ${id}: ${Object.keys(changes).join(', ')}`,
    });
  });
}

/** The agent of a campaign with the fewest open leads (ties: the lowest id), or null when it has none. */
export async function leastBusyAgent(tx: Db, campaignId: number): Promise<number | null> {
  const agents = [...(await activeUserIds(tx, await campaignUserIds(tx, campaignId)))].sort((a, b) => a - b);
  if (agents.length === 0) return null;
  const busy = await tx.select({ agentId: leads.agentId, open: sql<number>`count(*)::int` }).from(leads)
    .where(and(inArray(leads.agentId, agents), inArray(leads.estado, ['PENDIENTE', 'EN_PROCESO']))).groupBy(leads.agentId);
  const openOf = new Map(busy.map((row) => [row.agentId, Number(row.open)]));
  return agents.reduce((best, id) => ((openOf.get(id) ?? 0) < (openOf.get(best) ?? 0) ? id : best));
}

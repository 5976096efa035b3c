import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { TYPIFICATION_MSG, type CampaignTypification, type TypificationSave } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { fieldError } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { liveCampaignsAmong, liveCampaignsByName } from '../campaigns/campaigns.queries.js';
import { calificaciones, descripciones } from './typification.tables.js';

const AUDIT_CONTENT_TYPE = 'Tipificación';

/** Campaigns with their Resultados and each Resultado's Calificaciones, all sorted by name. */
export async function getTypificationTree(db: Db, campaignId?: number): Promise<CampaignTypification[]> {
  const campaignRows = await liveCampaignsByName(db, campaignId);
  if (campaignRows.length === 0) return [];

  const calificacionRows = await db.select({ id: calificaciones.id, name: calificaciones.name, campaignId: calificaciones.campaignId })
    .from(calificaciones)
    .where(inArray(calificaciones.campaignId, campaignRows.map((c) => c.id)))
    .orderBy(asc(calificaciones.name), asc(calificaciones.id));
  const descripcionRows = calificacionRows.length === 0 ? [] : await db
    .select({ id: descripciones.id, name: descripciones.name, calificacionId: descripciones.calificacionId })
    .from(descripciones)
    .where(inArray(descripciones.calificacionId, calificacionRows.map((c) => c.id)))
    .orderBy(asc(descripciones.name), asc(descripciones.id));

  const descripcionesOf = groupBy(descripcionRows, (d) => d.calificacionId);
  const calificacionesOf = groupBy(calificacionRows, (c) => c.campaignId);
  return campaignRows.map((campaign) => ({
    id: campaign.id,
    name: campaign.name,
    calificaciones: (calificacionesOf.get(campaign.id) ?? []).map((calificacion) => ({
      id: calificacion.id,
      name: calificacion.name,
      descripciones: (descripcionesOf.get(calificacion.id) ?? []).map(({ id, name }) => ({ id, name })),
    })),
  }));
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

type NewCalificaciones = TypificationSave[number]['calificaciones'];

/**
 * Adds the Resultados and Calificaciones that a campaign does not have yet (matched by name, ignoring
 * case); those already stored are left as they are. One transaction: an unknown campaign saves nothing.
 */
export async function saveTypification(db: Db, actor: AuditActor, items: TypificationSave): Promise<void> {
  const byCampaign = new Map<number, NewCalificaciones>();
  for (const item of items) byCampaign.set(item.campaign_id, [...(byCampaign.get(item.campaign_id) ?? []), ...item.calificaciones]);

  await db.transaction(async (tx) => {
    const campaignNames = await liveCampaignNames(tx, [...byCampaign.keys()]);
    for (const campaignId of byCampaign.keys()) {
      if (!campaignNames.has(campaignId)) throw fieldError('campaign_id', TYPIFICATION_MSG.unknownCampaign);
    }
    for (const [campaignId, wanted] of byCampaign) {
      const added = await addMissing(tx, campaignId, wanted);
      if (added.length === 0) continue;
      await recordAudit(tx, actor, {
        contentType: AUDIT_CONTENT_TYPE, action: 'Creación', objectId: campaignId,
        descripcion: `Se agregó a la tipificación de la campaña ${campaignNames.get(campaignId)}: ${added.join(', ')}`,
      });
    }
  });
}

async function liveCampaignNames(tx: Db, ids: number[]): Promise<Map<number, string>> {
  return new Map((await liveCampaignsAmong(tx, ids)).map((c) => [c.id, c.name]));
}

/**
 * Inserts what is missing, letting the unique indexes on (parent, lower(name)) tell what already exists,
 * so a repeated name in the request or a concurrent save never creates a duplicate. Returns a
 * description of each row created.
 */
async function addMissing(tx: Db, campaignId: number, wanted: NewCalificaciones): Promise<string[]> {
  const added: string[] = [];
  for (const calificacion of wanted) {
    const [created] = await tx.insert(calificaciones).values({ campaignId, name: calificacion.name })
      .onConflictDoNothing().returning({ id: calificaciones.id });
    const calificacionId = created?.id ?? await existingCalificacionId(tx, campaignId, calificacion.name);
    if (created) added.push(`resultado ${calificacion.name}`);
    if (calificacion.descripciones.length === 0) continue;
    const createdDescripciones = await tx.insert(descripciones)
      .values(calificacion.descripciones.map((name) => ({ calificacionId, name })))
      .onConflictDoNothing().returning({ name: descripciones.name });
    for (const d of createdDescripciones) added.push(`calificación ${d.name} (${calificacion.name})`);
  }
  return added;
}

async function existingCalificacionId(tx: Db, campaignId: number, name: string): Promise<number> {
  const [existing] = await tx.select({ id: calificaciones.id }).from(calificaciones)
    .where(and(eq(calificaciones.campaignId, campaignId), sql`lower(${calificaciones.name}) = lower(${name})`));
  return existing!.id;
}

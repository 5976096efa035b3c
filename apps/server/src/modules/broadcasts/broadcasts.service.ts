import { and, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  BROADCAST_MSG, TIME_ZONE,
  type BroadcastCreate, type BroadcastDetailRow, type BroadcastDetailTipo, type BroadcastProgress, type BroadcastRead, type BroadcastSendEstado,
  type DifusionRequest, type ManagementRead, type MassSendKind, type RecipientStatus,
} from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, fieldError, fieldErrors, notFound, taken } from '../../errors.js';
import { likePattern } from '../../http/paging.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { campaignIdsOfUser, campaignNames, campaignsOfUser } from '../campaigns/campaigns.members.js';
import { isLiveCampaign } from '../campaigns/campaigns.queries.js';
import { channelSettings, type ChannelSettings } from '../chat/channels.service.js';
import { channelNames, firstWhatsappChannelOf } from '../chat/chat.queries.js';
import { existingGroupIds } from '../contact-groups/contact-groups.queries.js';
import { assertVariables, usableTemplate } from '../templates/templates.service.js';
import { templateNames } from '../templates/templates.queries.js';
import { enqueueSend, statsOf } from './broadcasts.sender.js';
import { broadcastCampaigns, broadcastRecipients, broadcastSends } from './broadcasts.tables.js';

const CONTENT_TYPE = 'Campaña de difusión';

type BroadcastRow = typeof broadcastCampaigns.$inferSelect;

/**
 * Who reads or sends: the contacts and numbers behind a broadcast or an upload are personal data, so a
 * user who does not see every campaign works only with those of their campaigns (agent or encargado).
 */
export type BroadcastViewer = { id: number; seesAll: boolean };

/** The rows of the viewer's campaigns; undefined: all of them. */
export const ofViewerCampaigns = (column: SQL.Aliased | AnyColumn, viewer: BroadcastViewer): SQL | undefined =>
  viewer.seesAll ? undefined : sql`${column} in ${campaignsOfUser(viewer.id)}`;
type SendRow = typeof broadcastSends.$inferSelect;

/** A live WhatsApp channel by id, secrets in clear; null when it is not one. */
export async function whatsappChannel(db: Db, key: Buffer, id: number): Promise<ChannelSettings | null> {
  const channel = await channelSettings(db, key, id);
  return channel?.tipo === 'WhatsApp' ? channel : null;
}

// ---------------------------------------------------------------------------------------------
// Reading

export function toManagementRead(send: SendRow, channelName: string, template: { id: number; name: string } | null): ManagementRead {
  return {
    id: send.id,
    channel: channelName,
    channel_id: send.channelId,
    status: send.status as BroadcastSendEstado,
    template,
    description: send.description,
    groups: send.groups,
    metadata: statsOf(send),
    created_date: send.createdAt.toISOString(),
    started_date: send.startedAt?.toISOString() ?? null,
    finished_date: send.finishedAt?.toISOString() ?? null,
  };
}

async function readBroadcasts(db: Db, found: BroadcastRow[]): Promise<BroadcastRead[]> {
  if (found.length === 0) return [];
  const ids = found.map((row) => row.id);
  const sends = await db.select().from(broadcastSends).where(inArray(broadcastSends.broadcastId, ids));
  const [campaignsNamed, channelsNamed, templatesNamed] = await Promise.all([
    campaignNames(db, found.map((row) => row.campaignId)),
    channelNames(db, [...found.map((row) => row.channelId), ...sends.map((send) => send.channelId)]),
    templateNames(db, sends.flatMap((send) => (send.templateId ? [send.templateId] : []))),
  ]);
  return found.map((row) => {
    const managements = sends.filter((send) => send.broadcastId === row.id).map((send) => {
      const templateName = send.templateId ? templatesNamed.get(send.templateId) : undefined;
      return toManagementRead(send, channelsNamed.get(send.channelId) ?? '', send.templateId && templateName ? { id: send.templateId, name: templateName } : null);
    });
    return {
      id: row.id,
      name: row.name,
      descripcion: row.descripcion,
      campaign: row.campaignId,
      campaign_name: campaignsNamed.get(row.campaignId) ?? '',
      channel: row.channelId,
      channel_name: channelsNamed.get(row.channelId) ?? '',
      body: row.body,
      created_date: row.createdAt.toISOString(),
      managements,
      puede_enviar: managements.length === 0,
    };
  });
}

/** A broadcast the viewer may see; another campaign's is as absent as one that does not exist. */
async function visibleBroadcast(db: Db, viewer: BroadcastViewer, id: number): Promise<BroadcastRow | null> {
  const [row] = await db.select().from(broadcastCampaigns)
    .where(and(eq(broadcastCampaigns.id, id), ofViewerCampaigns(broadcastCampaigns.campaignId, viewer)));
  return row ?? null;
}

export async function getBroadcast(db: Db, viewer: BroadcastViewer, id: number): Promise<BroadcastRead> {
  const row = await visibleBroadcast(db, viewer, id);
  if (!row) throw notFound(BROADCAST_MSG.notFound);
  return (await readBroadcasts(db, [row]))[0]!;
}

const bogotaDay = sql`(${broadcastCampaigns.createdAt} at time zone ${TIME_ZONE})::date`;

export async function listBroadcasts(
  db: Db, viewer: BroadcastViewer, query: { search: string; fecha_inicio?: string; fecha_fin?: string; limit: number; offset: number },
) {
  const where = and(
    ofViewerCampaigns(broadcastCampaigns.campaignId, viewer),
    query.search ? sql`(${broadcastCampaigns.name} ilike ${likePattern(query.search)} or ${broadcastCampaigns.descripcion} ilike ${likePattern(query.search)})` : undefined,
    query.fecha_inicio ? sql`${bogotaDay} >= ${query.fecha_inicio}::date` : undefined,
    query.fecha_fin ? sql`${bogotaDay} <= ${query.fecha_fin}::date` : undefined,
  );
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(broadcastCampaigns).where(where);
  const found = await db.select().from(broadcastCampaigns).where(where)
    .orderBy(desc(broadcastCampaigns.createdAt), desc(broadcastCampaigns.id)).limit(query.limit).offset(query.offset);
  return { count: total?.count ?? 0, results: await readBroadcasts(db, found) };
}

// ---------------------------------------------------------------------------------------------
// Creating and sending

export async function createBroadcast(
  db: Db, key: Buffer, actor: AuditActor & BroadcastViewer, input: BroadcastCreate,
): Promise<BroadcastRead> {
  if (!(await isLiveCampaign(db, input.campaign))) throw fieldError('campaign', BROADCAST_MSG.campaignMissing);
  if (!actor.seesAll && !(await campaignIdsOfUser(db, actor.id)).has(input.campaign)) throw fieldError('campaign', BROADCAST_MSG.campaignNotYours);
  let channelId = input.channel;
  if (channelId) {
    const channel = await whatsappChannel(db, key, channelId);
    if (!channel) throw fieldError('channel', BROADCAST_MSG.channelNotWhatsapp);
    if (channel.campaignId !== input.campaign) throw fieldError('channel', BROADCAST_MSG.channelNotOfCampaign);
  } else {
    const first = await firstWhatsappChannelOf(db, input.campaign);
    if (first === undefined) throw fieldError('campaign', BROADCAST_MSG.noWhatsappChannel);
    channelId = first;
  }
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(broadcastCampaigns).values({
        name: input.name, descripcion: input.descripcion, campaignId: input.campaign, channelId, body: input.body, createdBy: actor.id,
      }).returning({ id: broadcastCampaigns.id });
      await recordAudit(tx, actor, { contentType: CONTENT_TYPE, action: 'Creación', objectId: row!.id, descripcion: `Se creó la campaña de difusión ${input.name}` });
      return row!.id;
    });
    return await getBroadcast(db, actor, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken('name', BROADCAST_MSG.nameTaken);
    throw error;
  }
}

/**
 * Starts the broadcast's one send: its template (approved in the channel's account, of the broadcast's
 * campaign) to every contact of the groups, by the job `broadcasts.send`. A broadcast already sent is a 400,
 * also when two requests race (the unique index on the send's broadcast decides).
 */
export async function startDifusion(
  db: Db, key: Buffer, actor: AuditActor & BroadcastViewer, input: DifusionRequest,
): Promise<{ broadcast: BroadcastRead; management: ManagementRead }> {
  const broadcast = await visibleBroadcast(db, actor, input.campaign_broadcast);
  if (!broadcast) throw fieldError('campaign_broadcast', BROADCAST_MSG.notFound);
  const [sent] = await db.select({ id: broadcastSends.id }).from(broadcastSends).where(eq(broadcastSends.broadcastId, broadcast.id));
  if (sent) throw badRequest(BROADCAST_MSG.alreadySent, 'conflict');
  const groups = [...new Set(input.grupo_contacto_id)];
  const found = await existingGroupIds(db, groups);
  if (found.size !== groups.length) throw fieldErrors({ grupo_contacto_id: [BROADCAST_MSG.groupMissing] });
  const channel = await whatsappChannel(db, key, broadcast.channelId);
  if (!channel) throw fieldError('campaign_broadcast', BROADCAST_MSG.channelNotWhatsapp);
  const template = await usableTemplate(db, input.template, channel, broadcast.campaignId);
  assertVariables(template, input.variables);
  let sendId: number;
  try {
    sendId = await db.transaction(async (tx) => {
      const [send] = await tx.insert(broadcastSends).values({
        kind: 'difusion', broadcastId: broadcast.id, channelId: channel.id, campaignId: broadcast.campaignId, templateId: template.id,
        variables: input.variables, groups, description: input.description, createdBy: actor.id,
      }).returning({ id: broadcastSends.id });
      await enqueueSend(tx, send!.id);
      await recordAudit(tx, actor, {
        contentType: CONTENT_TYPE, action: 'Actualización', objectId: broadcast.id,
        descripcion: `Se envió la difusión ${broadcast.name} con la plantilla ${template.name} a ${groups.length} grupo(s)`,
      });
      return send!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(BROADCAST_MSG.alreadySent, 'conflict');
    throw error;
  }
  const read = await getBroadcast(db, actor, broadcast.id);
  return { broadcast: read, management: read.managements.find((m) => m.id === sendId)! };
}

export const progressOf = (send: SendRow): BroadcastProgress => ({
  broadcast: send.broadcastId, management: send.id, kind: send.kind as MassSendKind, status: send.status as BroadcastSendEstado, metadata: statsOf(send),
});

/** The broadcast's statistics: those of its send, or zeros before it is sent. */
export async function broadcastProgress(db: Db, viewer: BroadcastViewer, broadcastId: number): Promise<BroadcastProgress> {
  if (!(await visibleBroadcast(db, viewer, broadcastId))) throw notFound(BROADCAST_MSG.notFound);
  const [send] = await db.select().from(broadcastSends).where(eq(broadcastSends.broadcastId, broadcastId));
  if (!send) {
    return {
      broadcast: broadcastId, management: 0, kind: 'difusion', status: 'PENDIENTE',
      metadata: {
        exitosos: 0, fallidos: 0, sin_telefono: 0, multiples_telefonos: 0, total_contactos: 0,
        mensajes_enviados: 0, mensajes_fallidos: 0, mensajes_pendientes: 0, progreso: 0,
      },
    };
  }
  return progressOf(send);
}

/** The contacts of one list of the statistics (exitosos, fallidos…), a page at a time, searchable by name or number. */
export async function broadcastDetail(
  db: Db, viewer: BroadcastViewer, broadcastId: number, query: { tipo: BroadcastDetailTipo; search: string; limit: number; offset: number },
) {
  if (!(await visibleBroadcast(db, viewer, broadcastId))) throw notFound(BROADCAST_MSG.notFound);
  const [send] = await db.select({ id: broadcastSends.id }).from(broadcastSends).where(eq(broadcastSends.broadcastId, broadcastId));
  if (!send) return { count: 0, results: [] as BroadcastDetailRow[] };
  const having: Record<BroadcastDetailTipo, SQL> = {
    exitosos: sql`count(*) filter (where status = 'exitoso') > 0`,
    fallidos: sql`count(*) filter (where status = 'exitoso') = 0 and count(*) filter (where status in ('pendiente', 'enviando')) = 0
      and count(*) filter (where status in ('fallido', 'incierto')) > 0`,
    multiples_telefonos: sql`count(*) filter (where phone <> '') > 1`,
    sin_telefono: sql`bool_or(status = 'sin_telefono')`,
    todos: sql`true`,
  };
  const search = query.search.trim();
  const where = search
    ? sql`and (nombre ilike ${likePattern(search)} or phone like ${likePattern(search.replace(/\D/g, '') || search)})`
    : sql``;
  const grouped = sql`
    select coalesce(contact_id, -id) as who, min(contact_id) as contact, min(nombre) as nombre,
      count(*) filter (where status = 'exitoso')::int as ok,
      json_agg(json_build_object('telefono', phone, 'status', status, 'error', reason) order by id) as phones
    from ${broadcastRecipients} where send_id = ${send.id} ${where}
    group by 1 having ${having[query.tipo]}`;
  const [total] = await rows<{ count: number }>(db, sql`select count(*)::int as count from (${grouped}) as g`);
  const page = await rows<{ contact: number | null; nombre: string; ok: number; phones: { telefono: string; status: RecipientStatus; error: string | null }[] }>(db, sql`
    ${grouped} order by min(id) limit ${query.limit} offset ${query.offset}`);
  return {
    count: Number(total?.count ?? 0),
    results: page.map((row): BroadcastDetailRow => ({
      contact: row.contact === null ? null : Number(row.contact),
      nombre: row.nombre,
      telefono: row.phones.filter((p) => p.telefono).map((p) => p.telefono).join(', '),
      mensajes_exitosos: Number(row.ok),
      telefonos: row.phones.filter((p) => p.status !== 'sin_telefono').map((p) => ({ telefono: p.telefono, status: p.status, error: p.error })),
    })),
  };
}

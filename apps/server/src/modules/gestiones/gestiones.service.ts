import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  GESTION_MSG, OPEN_GESTION_ESTADOS, POR_FINALIZAR_LIMIT, type GestionCreate, type GestionListItem, type GestionRead,
  type GestionUpdate, type PorFinalizarItem, type ProximoContactoFiltro, type ProximoContactoItem,
} from '@atiende/shared';
import { unionAll, type PgSelectBase, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { cappedCount } from '../../db/search.js';
import { badRequest, fieldError, forbidden, notFound } from '../../errors.js';
import { emit } from '../../events/events.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { addContactToCampaigns } from '../campaigns/campaigns.members.js';
import { campaignsByName, joinedCampaignNameSql, leftJoinCampaign, liveCampaignClosingHours } from '../campaigns/campaigns.queries.js';
import { activeContactPhone, isActiveContactSql, joinContact, phoneOrContactPhone } from '../contacts/contacts.queries.js';
import { COUNT_CAP, TIME_ZONE } from '@atiende/shared';
import {
  campaignOfCalificacion, isDescripcionOf, isTipoGestion, joinedCalificacionNameSql, joinedDescripcionNameSql, leftJoinCalificacion,
  leftJoinDescripcion, tipoGestionNameSql,
} from '../typification/typification.queries.js';
import { leftJoinUser } from '../users/users.queries.js';
import { dailyWhere, gestionesWhere, visibleTo, type GestionFilters, type Viewer } from './gestiones.filters.js';
import { agentNameSql, contactNameSql, gestionPhoneSql, hourMinute, isoText } from './gestiones.names.js';
import { gestionCampaigns, gestiones, gestionesDaily } from './gestiones.tables.js';

const CONTENT_TYPE = 'Gestión';
const isOpen = (estado: string) => (OPEN_GESTION_ESTADOS as readonly string[]).includes(estado);

// ---------------------------------------------------------------------------------------------
// Create and update

interface Resultado {
  id: number;
  campaignId: number;
}

async function findResultado(tx: Db, id: number): Promise<Resultado> {
  const campaignId = await campaignOfCalificacion(tx, id);
  if (campaignId === undefined) throw fieldError('calificacion', GESTION_MSG.calificacionNotFound);
  return { id, campaignId };
}

/** 400 on descripcion unless it is one of the Resultado's Calificaciones. */
async function assertDescripcionOf(tx: Db, descripcionId: number, calificacionId: number): Promise<void> {
  if (!(await isDescripcionOf(tx, descripcionId, calificacionId))) throw fieldError('descripcion', GESTION_MSG.descripcionMismatch);
}

/** The campaigns in order (the first is the main one), with the closing hours of the main one; 400 for an unknown id. */
async function activeCampaigns(tx: Db, ids: number[]): Promise<{ ids: number[]; closingHours: number }> {
  const byId = await liveCampaignClosingHours(tx, ids);
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw fieldError('campaign', GESTION_MSG.unknownCampaign(missing));
  return { ids, closingHours: byId.get(ids[0]!)! };
}

/**
 * Saves a gestión of `actor` as its agent. The Resultado's campaign joins the chosen ones and the
 * contact joins every one of them. A FINALIZADO gestión is finalized now; an open one expires after
 * the main campaign's closing hours.
 */
export async function createGestion(db: Db, actor: AuditActor, input: GestionCreate, options: { startedAt?: Date } = {}): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await activeContactPhone(tx, input.contacto);
    if (!found) throw fieldError('contacto', GESTION_MSG.contactNotFound);
    const contact = { id: input.contacto, phone: found.phone };
    const resultado = await findResultado(tx, input.calificacion);
    await assertDescripcionOf(tx, input.descripcion, resultado.id);
    if (input.tipo_gestion && !(await isTipoGestion(tx, input.tipo_gestion))) throw fieldError('tipo_gestion', GESTION_MSG.tipoGestionNotFound);
    const chosen = await activeCampaigns(tx, [...new Set([...input.campaign, resultado.campaignId])]);
    const open = isOpen(input.estado);
    const [created] = await tx
      .insert(gestiones)
      .values({
        contactId: contact.id,
        campaignId: chosen.ids[0]!,
        agentId: actor.id,
        type: input.type,
        estado: input.estado,
        calificacionId: resultado.id,
        descripcionId: input.descripcion,
        tipoGestionId: input.tipo_gestion ?? null,
        observaciones: input.observaciones,
        isLead: input.is_leads,
        ciudad: input.ciudad ?? null,
        placa: input.placa ?? null,
        phone: contact.phone,
        fechaProximoContacto: input.fecha_proximo_contacto ?? null,
        horaProximoContacto: input.hora_proximo_contacto ?? null,
        fechaFinalizacion: input.estado === 'FINALIZADO' ? sql`now()` : null,
        venceAt: open ? sql`now() + make_interval(hours => ${chosen.closingHours}::int)` : null,
        // A conversation's gestión starts when the conversation did, so its duration is the conversation's.
        ...(options.startedAt ? { createdAt: options.startedAt } : {}),
      })
      .returning({ id: gestiones.id });
    const id = created!.id;
    await tx.insert(gestionCampaigns).values(chosen.ids.map((campaignId) => ({ gestionId: id, campaignId })));
    await addContactToCampaigns(tx, contact.id, chosen.ids);
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Creación', objectId: id, descripcion: `Se creó la gestión ${id} del contacto ${contact.id}`,
    });
    await emit(tx, { type: 'gestion.created', id });
    return id;
  });
}

/**
 * Changes an open gestión (EN_GESTION or PENDIENTE). Without gestionesViewAll only one's own: one the
 * viewer may read is refused with 403, any other answers 404 as its read does. A new Resultado needs a
 * Calificación of its own; FINALIZADO sets the finalization time.
 */
export async function updateGestion(db: Db, actor: AuditActor, viewer: Viewer, id: number, input: GestionUpdate): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(gestiones).where(eq(gestiones.id, id)).for('update');
    if (!row) throw notFound();
    if (!viewer.seesAll && row.agentId !== viewer.id) {
      await assertGestionVisible(tx, viewer, id);
      throw forbidden();
    }
    if (!isOpen(row.estado)) throw badRequest(GESTION_MSG.notOpen);
    const calificacionId = input.calificacion === undefined ? row.calificacionId : (await findResultado(tx, input.calificacion)).id;
    const descripcionId = input.descripcion ?? row.descripcionId;
    if (input.calificacion !== undefined || input.descripcion !== undefined) {
      if (calificacionId === null || descripcionId === null) throw fieldError('descripcion', GESTION_MSG.descripcionRequired);
      await assertDescripcionOf(tx, descripcionId, calificacionId);
    }
    const estado = input.estado ?? row.estado;
    await tx
      .update(gestiones)
      .set({
        estado,
        calificacionId,
        descripcionId,
        observaciones: input.observaciones ?? row.observaciones,
        fechaFinalizacion: estado === 'FINALIZADO' ? sql`now()` : row.fechaFinalizacion,
      })
      .where(eq(gestiones.id, id));
    await emit(tx, { type: 'gestion.updated', id });
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Actualización', objectId: id, estado: 'Exitoso',
      descripcion: `Se actualizó la gestión ${id} (${row.estado} → ${estado})`,
    });
  });
}

/** Open gestiones past their closing time become VENCIDO. Returns how many did. */
/** Gestiones expired per transaction: a backlog (after a stop) is worked off without holding the database long. */
const EXPIRE_BATCH = 500;

/** Open gestiones past their closing time become VENCIDO, in batches; returns how many. */
export async function expireGestiones(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await expireBatch(db);
    total += count;
    if (count < EXPIRE_BATCH) return total;
  }
}

async function expireBatch(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: gestiones.id })
      .from(gestiones)
      .where(and(inArray(gestiones.estado, [...OPEN_GESTION_ESTADOS]), sql`${gestiones.venceAt} < now()`))
      .orderBy(asc(gestiones.venceAt))
      .limit(EXPIRE_BATCH)
      .for('update', { skipLocked: true });
    const expired = await tx
      .update(gestiones)
      .set({ estado: 'VENCIDO' })
      .where(inArray(gestiones.id, due))
      .returning({ id: gestiones.id });
    if (expired.length > 0) {
      await recordAudit(tx, null, {
        contentType: CONTENT_TYPE, action: 'Actualización', descripcion: `Se vencieron ${expired.length} gestiones por tiempo de cierre`,
      });
      await emit(tx, { type: 'gestion.expired', count: expired.length });
    }
    return expired.length;
  });
}

// ---------------------------------------------------------------------------------------------
// Reads

/** Seconds from creation to finalization (to the closing time once VENCIDO), or to now while open. */
const durationSql = sql<number>`greatest(0, floor(extract(epoch from coalesce(${gestiones.fechaFinalizacion},
  case when ${gestiones.estado} = 'VENCIDO' then ${gestiones.venceAt} end, now()) - ${gestiones.createdAt})))::int`;

/** 404, as for a missing one, when the viewer may not read this gestión. */
export async function assertGestionVisible(db: Db, viewer: Viewer, id: number): Promise<void> {
  if (viewer.seesAll) return;
  const [found] = await db.select({ id: gestiones.id }).from(gestiones).where(and(eq(gestiones.id, id), visibleTo(viewer)));
  if (!found) throw notFound();
}

export async function loadGestionRead(db: Db, id: number): Promise<GestionRead> {
  const onlyThisOne = db
    .select({ pageId: gestiones.id, pageCreatedAt: gestiones.createdAt })
    .from(gestiones)
    .where(eq(gestiones.id, id))
    .as('page');
  const [row] = await selectWithNames(db, {
    g: gestiones,
    campaignName: joinedCampaignNameSql,
    calificacionName: joinedCalificacionNameSql,
    descripcionName: joinedDescripcionNameSql,
    tipoGestionName: tipoGestionNameSql(gestiones.tipoGestionId),
    agentName: agentNameSql,
    contactName: contactNameSql,
    phone: gestionPhoneSql,
    duration: durationSql,
  }, onlyThisOne);
  if (!row) throw notFound();
  const filedUnder = await db.select({ campaignId: gestionCampaigns.campaignId }).from(gestionCampaigns).where(eq(gestionCampaigns.gestionId, id));
  const all = await campaignsByName(db, filedUnder.map((link) => link.campaignId));
  const g = row.g;
  const named = (refId: number | null, name: string | null) => (refId === null || name === null ? null : { id: refId, name });
  return {
    id: g.id,
    created_date: isoText(g.createdAt),
    campaign: named(g.campaignId, row.campaignName),
    campaigns: all,
    type: g.type,
    calificacion: named(g.calificacionId, row.calificacionName),
    descripcion: named(g.descripcionId, row.descripcionName),
    tipo_gestion: named(g.tipoGestionId, row.tipoGestionName),
    agent: g.agentId === null || row.agentName === null ? null : { id: g.agentId, get_full_name: row.agentName },
    estado: g.estado,
    observaciones: g.observaciones,
    contacto: { id: g.contactId, get_full_name: row.contactName, phone: row.phone },
    contacto_id: g.contactId,
    isLead: g.isLead,
    ciudad: g.ciudad,
    placa: g.placa,
    fecha_finalizacion: g.fechaFinalizacion === null ? null : isoText(g.fechaFinalizacion),
    fecha_proximo_contacto: g.fechaProximoContacto,
    hora_proximo_contacto: hourMinute(g.horaProximoContacto),
    duration_gestion: Number(row.duration),
  };
}

export const newestFirst = [desc(gestiones.createdAt), desc(gestiones.id)];

/** Above this many agents in the filter, one ordered read per agent costs more than it saves. */
const MAX_AGENTS_READ_APART = 20;

/**
 * The ids of one page of gestiones in list order, read from gestiones alone so that an index ending
 * in (created_at desc, id desc) gives the page directly; names are joined to those rows only. For a
 * few agents, each agent's newest rows are read from its own index and merged: walking the whole
 * table in date order until enough rows of rarely matching agents turn up can take a whole range.
 */
export function pageOfGestiones(
  db: Db, viewer: Viewer, filters: GestionFilters, page: { limit: number; offset?: number; extra?: SQL },
) {
  const offset = page.offset ?? 0;
  const newestOf = (agentFilters: GestionFilters, limit: number) =>
    db
      .select({ pageId: gestiones.id, pageCreatedAt: gestiones.createdAt })
      .from(gestiones)
      .where(and(gestionesWhere(viewer, agentFilters), page.extra))
      .orderBy(...newestFirst)
      .limit(limit);
  const agents = filters.agents ?? [];
  if (agents.length < 2 || agents.length > MAX_AGENTS_READ_APART) return newestOf(filters, page.limit).offset(offset).as('page');
  const [first, second, ...rest] = agents.map((agent) => newestOf({ ...filters, agents: [agent] }, offset + page.limit));
  return unionAll(first!, second!, ...rest)
    // By position: the columns of a union have no table to name them by.
    .orderBy(sql`2 desc`, sql`1 desc`)
    .limit(page.limit)
    .offset(offset)
    .as('page');
}

type GestionPage = ReturnType<typeof pageOfGestiones>;

/** Which tables of `selectWithNames` may be missing from a row: those it left-joins. */
type WithNamesNullability = {
  page: 'not-null'; gestiones: 'not-null'; contacts: 'not-null';
  campaigns: 'nullable'; calificaciones: 'nullable'; descripciones: 'nullable'; users: 'nullable';
};

/**
 * `fields` of the gestiones of `page`, with the tables their names come from joined, each by the module that owns it:
 * contact (contactNameSql, gestionPhoneSql), campaign (joinedCampaignNameSql), Resultado (joinedCalificacionNameSql),
 * Calificación (joinedDescripcionNameSql) and agent (agentNameSql). One statement; order it with newestFirst.
 */
export function selectWithNames<F extends SelectedFields>(
  db: Db, fields: F, page: GestionPage,
): PgSelectBase<'page', F, 'partial', WithNamesNullability> {
  let query = db
    .select(fields as SelectedFields)
    .from(page)
    .innerJoin(gestiones, eq(gestiones.id, page.pageId))
    .$dynamic();
  query = joinContact(query, gestiones.contactId);
  query = leftJoinCampaign(query, gestiones.campaignId);
  query = leftJoinCalificacion(query, gestiones.calificacionId);
  query = leftJoinDescripcion(query, gestiones.descripcionId);
  query = leftJoinUser(query, gestiones.agentId);
  // The query builder cannot carry generic fields through joins; the declared type states what these joins give.
  return query as unknown as PgSelectBase<'page', F, 'partial', WithNamesNullability>;
}

/** The columns of a history row for the gestiones of `page`; order it with newestFirst. */
export function selectListItems(db: Db, page: GestionPage) {
  return selectWithNames(db, {
    id: gestiones.id,
    createdAt: gestiones.createdAt,
    campaign: joinedCampaignNameSql,
    phone: gestionPhoneSql,
    type: gestiones.type,
    calificacion: joinedCalificacionNameSql,
    descripcion: joinedDescripcionNameSql,
    agent: agentNameSql,
    estado: gestiones.estado,
    contacto: contactNameSql,
    contactoId: gestiones.contactId,
  }, page);
}

type ListRow = Awaited<ReturnType<ReturnType<typeof selectListItems>['execute']>>[number];

export function toListItem(row: ListRow): GestionListItem {
  return {
    id: row.id,
    created_date: isoText(row.createdAt),
    campaign: row.campaign,
    phone: row.phone,
    type: row.type,
    calificacion: row.calificacion,
    descripcion: row.descripcion,
    agent: row.agent,
    estado: row.estado,
    contacto: row.contacto,
    contacto_id: row.contactoId,
  };
}

/** How many gestiones match: from the daily rollup when it holds every filter, else by counting rows. */
export async function countGestiones(db: Db, viewer: Viewer, filters: GestionFilters): Promise<number> {
  const rollup = dailyWhere(viewer, filters);
  const [found] = rollup === null
    ? await db.select({ n: sql<number>`count(*)::int` }).from(gestiones).where(gestionesWhere(viewer, filters))
    : await db.select({ n: sql<number>`coalesce(sum(${gestionesDaily.total}), 0)::int` }).from(gestionesDaily).where(rollup);
  return Number(found?.n ?? 0);
}

/**
 * Rows after `last` in the list's order (created_at desc, id desc). `at` is its creation time: a value,
 * or a subquery reading it from the gestión the previous page ended on.
 */
export function olderThan(at: SQL, id: number): SQL {
  return and(sql`${gestiones.createdAt} <= ${at}`, or(sql`${gestiones.createdAt} < ${at}`, sql`${gestiones.id} < ${id}`))!;
}

/** Older than the gestión `id` (the `after` of a `next` link): the keyset of a deep page. */
function olderThanGestion(id: number): SQL {
  return olderThan(sql`(select ${gestiones.createdAt} from ${gestiones} where ${gestiones.id} = ${id})`, id);
}

/**
 * One page of the history and the exact count. With `after` (the last id of the previous page, from
 * the `next` link) the page starts there instead of skipping `offset` rows: as fast deep as on top.
 */
export async function listGestiones(
  db: Db, viewer: Viewer, filters: GestionFilters, page: { limit: number; offset: number; after?: number },
): Promise<{ count: number; results: GestionListItem[] }> {
  const read = page.after === undefined
    ? { limit: page.limit, offset: page.offset }
    : { limit: page.limit, offset: 0, extra: olderThanGestion(page.after) };
  const [found, count] = await Promise.all([
    selectListItems(db, pageOfGestiones(db, viewer, filters, read)).orderBy(...newestFirst),
    countGestiones(db, viewer, filters),
  ]);
  return { count, results: found.map(toListItem) };
}

/** First and last day offsets from today (Bogotá) of each filter. */
const PROXIMO_RANGES: Record<ProximoContactoFiltro, [number, number]> = { hoy: [0, 0], manana: [1, 1], semana: [0, 6] };
const bogotaToday = sql`(now() at time zone ${TIME_ZONE})::date`;

/**
 * Gestiones whose next contact falls today, tomorrow or within the next seven days, soonest first, a page
 * at a time; the count stops at COUNT_CAP.
 */
export async function proximoContacto(
  db: Db, viewer: Viewer, filtro: ProximoContactoFiltro, page: { limit: number; offset: number },
): Promise<{ count: number; countCapped: boolean; more: boolean; results: ProximoContactoItem[] }> {
  const [from, to] = PROXIMO_RANGES[filtro];
  const due = and(
    sql`${gestiones.fechaProximoContacto} between ${bogotaToday} + ${from}::int and ${bogotaToday} + ${to}::int`,
    viewer.seesAll ? undefined : eq(gestiones.agentId, viewer.id),
  );
  const counted = await cappedCount(db, sql`${gestiones}`, and(due, isActiveContactSql(gestiones.contactId)), COUNT_CAP);
  let query = db
    .select({
      id: gestiones.id,
      contacto: contactNameSql,
      contactoId: gestiones.contactId,
      phone: gestionPhoneSql,
      fecha: gestiones.fechaProximoContacto,
      hora: gestiones.horaProximoContacto,
      campaign: joinedCampaignNameSql,
      agent: agentNameSql,
    })
    .from(gestiones)
    .$dynamic();
  query = joinContact(query, gestiones.contactId, true);
  query = leftJoinCampaign(query, gestiones.campaignId);
  query = leftJoinUser(query, gestiones.agentId);
  const found = await query
    .where(due)
    .orderBy(asc(gestiones.fechaProximoContacto), sql`${gestiones.horaProximoContacto} asc nulls last`, asc(gestiones.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  const results = found.slice(0, page.limit).map((r) => ({
    id: r.id,
    contacto: r.contacto,
    contacto_id: r.contactoId,
    phone: r.phone,
    fecha_proximo_contacto: r.fecha!,
    hora_proximo_contacto: hourMinute(r.hora),
    campaign: r.campaign,
    agent: r.agent,
  }));
  return { count: Math.min(counted, COUNT_CAP), countCapped: counted > COUNT_CAP, more: found.length > page.limit, results };
}

/** The latest open gestión of each contact (not deleted) that has one, most recent first. */
export async function porFinalizar(db: Db, viewer: Viewer): Promise<PorFinalizarItem[]> {
  const latest = db
    .selectDistinctOn([gestiones.contactId], {
      gestionId: gestiones.id, contactId: gestiones.contactId, estado: gestiones.estado, createdAt: gestiones.createdAt,
      gestionPhone: gestiones.phone, campaignId: gestiones.campaignId, agentId: gestiones.agentId,
    })
    .from(gestiones)
    .where(and(sql`${gestiones.estado} in ('EN_GESTION', 'PENDIENTE')`, viewer.seesAll ? undefined : eq(gestiones.agentId, viewer.id)))
    .orderBy(gestiones.contactId, desc(gestiones.createdAt), desc(gestiones.id))
    .as('latest');
  let query = db
    .select({
      gestionId: latest.gestionId, contactId: latest.contactId, estado: latest.estado, createdAt: latest.createdAt,
      name: contactNameSql, phone: phoneOrContactPhone(latest.gestionPhone), campaign: joinedCampaignNameSql, agent: agentNameSql,
    })
    .from(latest)
    .$dynamic();
  query = joinContact(query, latest.contactId, true);
  query = leftJoinCampaign(query, latest.campaignId);
  query = leftJoinUser(query, latest.agentId);
  const found = await query.orderBy(desc(latest.createdAt), desc(latest.gestionId)).limit(POR_FINALIZAR_LIMIT);
  return found.map((r) => ({
    contacto_id: r.contactId,
    name: r.name,
    estado: r.estado === 'EN_GESTION' ? 'EN GESTION' : r.estado,
    phone: r.phone,
    ultima_gestion: isoText(r.createdAt),
    campaign: r.campaign,
    agent: r.agent,
    gestion_id: r.gestionId,
  }));
}

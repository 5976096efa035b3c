import { and, asc, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import {
  TYPIFICATION_MSG, type CalificacionCreate, type CalificacionRead, type CalificacionUpdate, type DescripcionCreate,
  type DescripcionRead, type DescripcionUpdate, type TypificationListQuery, type TipoGestionCreate, type TipoGestionRead,
  type TipoGestionUpdate, type TypificationOption,
} from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { fieldError, notFound, taken } from '../../errors.js';
import { containsFolded } from '../../db/search.js';
import { foldedText, orderingBy } from '../../db/ordering.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { isUniqueViolation } from '../../db/errors.js';
import { liveCampaignNameSql, liveCampaignsAmong } from '../campaigns/campaigns.queries.js';
import { calificaciones, descripciones, tiposGestion } from './typification.tables.js';

type Page<T> = { count: number; results: T[] };

/** The name of a Resultado's campaign; null once the campaign is deleted (and everything under it is treated as gone). */
const campaignNameOfCalificacion = liveCampaignNameSql(calificaciones.campaignId);
const liveCampaignOfCalificacion = isNotNull(campaignNameOfCalificacion);

const sameName = (column: typeof calificaciones.name | typeof descripciones.name | typeof tiposGestion.name, name: string) =>
  sql`lower(${column}) = lower(${name})`;

/** Runs a write, answering a unique-index violation (a concurrent duplicate) as the field error it stands for. */
async function withUniqueName<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken('name', message);
    throw error;
  }
}

function renamed(before: string, after: string | undefined): string {
  return after !== undefined && after !== before ? `nombre '${before}' → '${after}'` : '';
}

function changesText(parts: string[]): string {
  const changed = parts.filter(Boolean);
  return changed.length > 0 ? changed.join(', ') : 'sin cambios';
}

export async function assertCampaignExists(db: Db, campaignId: number, field: string): Promise<{ id: number; name: string }> {
  const [campaign] = await liveCampaignsAmong(db, [campaignId]);
  if (!campaign) throw fieldError(field, TYPIFICATION_MSG.unknownCampaign);
  return campaign;
}

// Resultados (table calificaciones)

const CALIFICACION_AUDIT = 'Resultado';

const calificacionColumns = {
  id: calificaciones.id, name: calificaciones.name, campaignId: calificaciones.campaignId, campaignName: sql<string>`${campaignNameOfCalificacion}`,
};
type CalificacionRow = { id: number; name: string; campaignId: number; campaignName: string };

function toCalificacionRead(row: CalificacionRow): CalificacionRead {
  return { id: row.id, name: row.name, campaign: { id: row.campaignId, name: row.campaignName } };
}

function calificacionesWithCampaign(db: Db) {
  return db.select(calificacionColumns).from(calificaciones);
}

/** Newest first; the search matches the Resultado's name or its campaign's name. */
/** A typification list's order: by name when asked (`ordering`), newest first otherwise. */
const listOrder = (query: TypificationListQuery, table: typeof calificaciones | typeof descripciones | typeof tiposGestion) =>
  orderingBy(query.ordering, { name: foldedText(table.name) }, table.id, [desc(table.id)]);

export async function listCalificaciones(db: Db, query: TypificationListQuery): Promise<Page<CalificacionRead>> {
  const where = query.search
    ? or(containsFolded(sql`${calificaciones.name}`, query.search), containsFolded(campaignNameOfCalificacion, query.search))
    : undefined;
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(calificaciones).where(and(liveCampaignOfCalificacion, where));
  const page = await calificacionesWithCampaign(db).where(and(liveCampaignOfCalificacion, where)).orderBy(...listOrder(query, calificaciones)).limit(query.limit).offset(query.offset);
  return { count: total?.count ?? 0, results: page.map(toCalificacionRead) };
}

/** Every Resultado with its campaign, for selects labelled 'name - campaign'. */
export async function listAllCalificaciones(db: Db): Promise<CalificacionRead[]> {
  const all = await calificacionesWithCampaign(db).where(liveCampaignOfCalificacion)
    .orderBy(asc(campaignNameOfCalificacion), asc(calificaciones.name), asc(calificaciones.id));
  return all.map(toCalificacionRead);
}

export async function listCalificacionesOfCampaign(db: Db, campaignId: number): Promise<TypificationOption[]> {
  return db.select({ id: calificaciones.id, name: calificaciones.name }).from(calificaciones)
    .where(and(eq(calificaciones.campaignId, campaignId), liveCampaignOfCalificacion))
    .orderBy(asc(calificaciones.name), asc(calificaciones.id));
}

async function findCalificacion(db: Db, id: number): Promise<CalificacionRow> {
  const [row] = await calificacionesWithCampaign(db).where(and(eq(calificaciones.id, id), liveCampaignOfCalificacion));
  if (!row) throw notFound();
  return row;
}

export async function getCalificacion(db: Db, id: number): Promise<CalificacionRead> {
  return toCalificacionRead(await findCalificacion(db, id));
}

async function assertCalificacionNameFree(db: Db, campaignId: number, name: string, exceptId?: number): Promise<void> {
  const [holder] = await db.select({ id: calificaciones.id }).from(calificaciones).where(and(
    eq(calificaciones.campaignId, campaignId), sameName(calificaciones.name, name),
    exceptId === undefined ? undefined : ne(calificaciones.id, exceptId),
  ));
  if (holder) throw taken('name', TYPIFICATION_MSG.calificacionNameTaken);
}

export async function createCalificacion(db: Db, actor: AuditActor, input: CalificacionCreate): Promise<CalificacionRead> {
  const id = await withUniqueName(TYPIFICATION_MSG.calificacionNameTaken, () => db.transaction(async (tx) => {
    const campaign = await assertCampaignExists(tx, input.campaign, 'campaign');
    await assertCalificacionNameFree(tx, campaign.id, input.name);
    const [row] = await tx.insert(calificaciones).values({ name: input.name, campaignId: campaign.id }).returning({ id: calificaciones.id });
    await recordAudit(tx, actor, {
      contentType: CALIFICACION_AUDIT, action: 'Creación', objectId: row!.id,
      descripcion: `Se creó el resultado ${input.name} en la campaña ${campaign.name}`,
    });
    return row!.id;
  }));
  return getCalificacion(db, id);
}

export async function updateCalificacion(db: Db, actor: AuditActor, id: number, input: CalificacionUpdate): Promise<CalificacionRead> {
  const current = await findCalificacion(db, id);
  await withUniqueName(TYPIFICATION_MSG.calificacionNameTaken, () => db.transaction(async (tx) => {
    const campaign = input.campaign !== undefined && input.campaign !== current.campaignId
      ? await assertCampaignExists(tx, input.campaign, 'campaign')
      : { id: current.campaignId, name: current.campaignName };
    const name = input.name ?? current.name;
    if (name !== current.name || campaign.id !== current.campaignId) await assertCalificacionNameFree(tx, campaign.id, name, id);
    await tx.update(calificaciones).set({ name, campaignId: campaign.id }).where(eq(calificaciones.id, id));
    const moved = campaign.id !== current.campaignId ? `campaña '${current.campaignName}' → '${campaign.name}'` : '';
    await recordAudit(tx, actor, {
      contentType: CALIFICACION_AUDIT, action: 'Actualización', objectId: id,
      descripcion: `Se actualizó el resultado ${current.name}: ${changesText([renamed(current.name, input.name), moved])}`,
    });
  }));
  return getCalificacion(db, id);
}

/** Its Calificaciones go with it; gestiones that used it keep their history without it. */
export async function deleteCalificacion(db: Db, actor: AuditActor, id: number): Promise<void> {
  const current = await findCalificacion(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(calificaciones).where(eq(calificaciones.id, id));
    await recordAudit(tx, actor, {
      contentType: CALIFICACION_AUDIT, action: 'Eliminación', objectId: id,
      descripcion: `Se eliminó el resultado ${current.name} de la campaña ${current.campaignName}`,
    });
  });
}

// Calificaciones (table descripciones)

const DESCRIPCION_AUDIT = 'Calificación';

const descripcionColumns = {
  id: descripciones.id, name: descripciones.name,
  calificacionId: calificaciones.id, calificacionName: calificaciones.name, campaignName: sql<string>`${campaignNameOfCalificacion}`,
};
type DescripcionRow = { id: number; name: string; calificacionId: number; calificacionName: string; campaignName: string };

function toDescripcionRead(row: DescripcionRow): DescripcionRead {
  return {
    id: row.id, name: row.name,
    calificacion: { id: row.calificacionId, name: row.calificacionName, campaign_name: row.campaignName },
  };
}

function descripcionesWithCalificacion(db: Db) {
  return db.select(descripcionColumns).from(descripciones)
    .innerJoin(calificaciones, and(eq(calificaciones.id, descripciones.calificacionId), liveCampaignOfCalificacion));
}

/** Newest first; the search matches the name, the Resultado it belongs to or that Resultado's campaign. */
export async function listDescripciones(db: Db, query: TypificationListQuery): Promise<Page<DescripcionRead>> {
  const where = query.search
    ? or(...[sql`${descripciones.name}`, sql`${calificaciones.name}`, campaignNameOfCalificacion].map((name) => containsFolded(name, query.search)))
    : undefined;
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(descripciones)
    .innerJoin(calificaciones, and(eq(calificaciones.id, descripciones.calificacionId), liveCampaignOfCalificacion))
    .where(where);
  const page = await descripcionesWithCalificacion(db).where(where).orderBy(...listOrder(query, descripciones)).limit(query.limit).offset(query.offset);
  return { count: total?.count ?? 0, results: page.map(toDescripcionRead) };
}

export async function listAllDescripciones(db: Db): Promise<DescripcionRead[]> {
  const all = await descripcionesWithCalificacion(db)
    .orderBy(asc(campaignNameOfCalificacion), asc(calificaciones.name), asc(descripciones.name), asc(descripciones.id));
  return all.map(toDescripcionRead);
}

export async function listDescripcionesOfCalificacion(db: Db, calificacionId: number): Promise<TypificationOption[]> {
  return db.select({ id: descripciones.id, name: descripciones.name }).from(descripciones)
    .innerJoin(calificaciones, and(eq(calificaciones.id, descripciones.calificacionId), liveCampaignOfCalificacion))
    .where(eq(descripciones.calificacionId, calificacionId))
    .orderBy(asc(descripciones.name), asc(descripciones.id));
}

async function findDescripcion(db: Db, id: number): Promise<DescripcionRow> {
  const [row] = await descripcionesWithCalificacion(db).where(eq(descripciones.id, id));
  if (!row) throw notFound();
  return row;
}

export async function getDescripcion(db: Db, id: number): Promise<DescripcionRead> {
  return toDescripcionRead(await findDescripcion(db, id));
}

async function assertCalificacionExists(db: Db, calificacionId: number): Promise<CalificacionRow> {
  const [row] = await calificacionesWithCampaign(db).where(eq(calificaciones.id, calificacionId));
  if (!row) throw fieldError('calificacion', TYPIFICATION_MSG.unknownCalificacion);
  return row;
}

async function assertDescripcionNameFree(db: Db, calificacionId: number, name: string, exceptId?: number): Promise<void> {
  const [holder] = await db.select({ id: descripciones.id }).from(descripciones).where(and(
    eq(descripciones.calificacionId, calificacionId), sameName(descripciones.name, name),
    exceptId === undefined ? undefined : ne(descripciones.id, exceptId),
  ));
  if (holder) throw taken('name', TYPIFICATION_MSG.descripcionNameTaken);
}

export async function createDescripcion(db: Db, actor: AuditActor, input: DescripcionCreate): Promise<DescripcionRead> {
  const id = await withUniqueName(TYPIFICATION_MSG.descripcionNameTaken, () => db.transaction(async (tx) => {
    const calificacion = await assertCalificacionExists(tx, input.calificacion);
    await assertDescripcionNameFree(tx, calificacion.id, input.name);
    const [row] = await tx.insert(descripciones).values({ name: input.name, calificacionId: calificacion.id }).returning({ id: descripciones.id });
    await recordAudit(tx, actor, {
      contentType: DESCRIPCION_AUDIT, action: 'Creación', objectId: row!.id,
      descripcion: `Se creó la calificación ${input.name} en el resultado ${calificacion.name} (${calificacion.campaignName})`,
    });
    return row!.id;
  }));
  return getDescripcion(db, id);
}

export async function updateDescripcion(db: Db, actor: AuditActor, id: number, input: DescripcionUpdate): Promise<DescripcionRead> {
  const current = await findDescripcion(db, id);
  await withUniqueName(TYPIFICATION_MSG.descripcionNameTaken, () => db.transaction(async (tx) => {
    const calificacion = input.calificacion !== undefined && input.calificacion !== current.calificacionId
      ? await assertCalificacionExists(tx, input.calificacion)
      : { id: current.calificacionId, name: current.calificacionName };
    const name = input.name ?? current.name;
    if (name !== current.name || calificacion.id !== current.calificacionId) await assertDescripcionNameFree(tx, calificacion.id, name, id);
    await tx.update(descripciones).set({ name, calificacionId: calificacion.id }).where(eq(descripciones.id, id));
    const moved = calificacion.id !== current.calificacionId ? `resultado '${current.calificacionName}' → '${calificacion.name}'` : '';
    await recordAudit(tx, actor, {
      contentType: DESCRIPCION_AUDIT, action: 'Actualización', objectId: id,
      descripcion: `Se actualizó la calificación ${current.name}: ${changesText([renamed(current.name, input.name), moved])}`,
    });
  }));
  return getDescripcion(db, id);
}

export async function deleteDescripcion(db: Db, actor: AuditActor, id: number): Promise<void> {
  const current = await findDescripcion(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(descripciones).where(eq(descripciones.id, id));
    await recordAudit(tx, actor, {
      contentType: DESCRIPCION_AUDIT, action: 'Eliminación', objectId: id,
      descripcion: `Se eliminó la calificación ${current.name} del resultado ${current.calificacionName}`,
    });
  });
}

// Tipos de gestión

const TIPO_GESTION_AUDIT = 'Tipo de Gestión';

const tipoGestionColumns = { id: tiposGestion.id, name: tiposGestion.name };

export async function listTiposGestion(db: Db, query: TypificationListQuery): Promise<Page<TipoGestionRead>> {
  const where = query.search ? containsFolded(sql`${tiposGestion.name}`, query.search) : undefined;
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(tiposGestion).where(where);
  const results = await db.select(tipoGestionColumns).from(tiposGestion).where(where)
    .orderBy(...listOrder(query, tiposGestion)).limit(query.limit).offset(query.offset);
  return { count: total?.count ?? 0, results };
}

export async function listAllTiposGestion(db: Db): Promise<TipoGestionRead[]> {
  return db.select(tipoGestionColumns).from(tiposGestion).orderBy(asc(tiposGestion.name), asc(tiposGestion.id));
}

export async function getTipoGestion(db: Db, id: number): Promise<TipoGestionRead> {
  const [row] = await db.select(tipoGestionColumns).from(tiposGestion).where(eq(tiposGestion.id, id));
  if (!row) throw notFound();
  return row;
}

async function assertTipoGestionNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  const [holder] = await db.select({ id: tiposGestion.id }).from(tiposGestion)
    .where(and(sameName(tiposGestion.name, name), exceptId === undefined ? undefined : ne(tiposGestion.id, exceptId)));
  if (holder) throw taken('name', TYPIFICATION_MSG.tipoGestionNameTaken);
}

export async function createTipoGestion(db: Db, actor: AuditActor, input: TipoGestionCreate): Promise<TipoGestionRead> {
  return withUniqueName(TYPIFICATION_MSG.tipoGestionNameTaken, () => db.transaction(async (tx) => {
    await assertTipoGestionNameFree(tx, input.name);
    const [row] = await tx.insert(tiposGestion).values({ name: input.name }).returning(tipoGestionColumns);
    await recordAudit(tx, actor, {
      contentType: TIPO_GESTION_AUDIT, action: 'Creación', objectId: row!.id, descripcion: `Se creó el tipo de gestión ${input.name}`,
    });
    return row!;
  }));
}

export async function updateTipoGestion(db: Db, actor: AuditActor, id: number, input: TipoGestionUpdate): Promise<TipoGestionRead> {
  const current = await getTipoGestion(db, id);
  return withUniqueName(TYPIFICATION_MSG.tipoGestionNameTaken, () => db.transaction(async (tx) => {
    const name = input.name ?? current.name;
    if (name !== current.name) await assertTipoGestionNameFree(tx, name, id);
    const [row] = await tx.update(tiposGestion).set({ name }).where(eq(tiposGestion.id, id)).returning(tipoGestionColumns);
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      contentType: TIPO_GESTION_AUDIT, action: 'Actualización', objectId: id,
      descripcion: `Se actualizó el tipo de gestión ${current.name}: ${changesText([renamed(current.name, input.name)])}`,
    });
    return row;
  }));
}

export async function deleteTipoGestion(db: Db, actor: AuditActor, id: number): Promise<void> {
  const current = await getTipoGestion(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(tiposGestion).where(eq(tiposGestion.id, id));
    await recordAudit(tx, actor, {
      contentType: TIPO_GESTION_AUDIT, action: 'Eliminación', objectId: id, descripcion: `Se eliminó el tipo de gestión ${current.name}`,
    });
  });
}

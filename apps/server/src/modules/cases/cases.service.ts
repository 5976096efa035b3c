import { stat } from 'node:fs/promises';
import { and, asc, between, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CASE_EDIT_SERVICE_TYPES, CASE_MAX_IMAGES, TIME_ZONE, CASE_MSG, CASE_TRAVEL_SERVICE, PERMISSIONS, caseRuleIssues,
  type CaseByStateQuery, type CaseCreate, type CaseEstado, type CaseHistoryEstado, type CaseHistoryRead,
  type CaseListItem, type CaseMaterialRead, type CaseRead, type CaseReportRead, type CaseServiceType,
  type CaseUpdate, type CaseVisitType, type CaseListQuery,
} from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { fieldError, fieldErrors, forbidden, notFound } from '../../errors.js';
import { containsFolded } from '../../db/search.js';
import { foldedText, orderingBy } from '../../db/ordering.js';
import { removeStoredFile, storedFilePath } from '../../files/stored-files.js';
import type { StoredFile } from '../../files/file-reply.js';
import { hasPermission } from '../../access.js';
import type { AuthUser } from '../auth/auth.current-user.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { activeContactIds, activeContactListNames, contactIdsNamed } from '../contacts/contacts.queries.js';
import { activeUserIds, userNames, usersByName } from '../users/users.queries.js';
import { checkCaseImage, storeCaseFile, type CheckedImage } from './cases.files.js';
import { caseAgents, caseClients, caseHistory, caseImages, caseMaterials, caseReports, cases } from './cases.tables.js';

export const CASE_CONTENT_TYPE = 'Caso';

/** Who looks at cases: agents see the cases assigned to them; some see and work all of them. */
export interface CaseViewer {
  id: number;
  username: string;
  seesAll: boolean;
  actsOnAll: boolean;
}

export function caseViewer(user: AuthUser): CaseViewer {
  return {
    id: user.id,
    username: user.username,
    seesAll: hasPermission(user, PERMISSIONS.casesViewAll),
    actsOnAll: hasPermission(user, PERMISSIONS.casesActAll),
  };
}

export type CaseRow = typeof cases.$inferSelect;

const isAgentOf = (userId: number) =>
  sql`exists (select 1 from ${caseAgents} where ${caseAgents.caseId} = ${cases.id} and ${caseAgents.userId} = ${userId})`;

/** The cases a viewer may see: all, or those they are an agent of. */
export function visibleTo(viewer: CaseViewer): SQL | undefined {
  return viewer.seesAll ? undefined : isAgentOf(viewer.id);
}


/** Case number and description (the trigram index), or the name of one of its clients. */
function searchCondition(term: string): SQL | undefined {
  if (!term) return undefined;
  return sql`(${containsFolded(sql`(${cases.name} || ' ' || ${cases.descripcion})`, term)} or exists (
    select 1 from ${caseClients}
    where ${caseClients.caseId} = ${cases.id} and ${caseClients.contactId} in ${contactIdsNamed(term)}))`;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Each case's agents as [name, id], in name order (first name, last name, id). */
async function agentPairs(db: Db, caseIds: number[]): Promise<Map<number, [string, number][]>> {
  if (caseIds.length === 0) return new Map();
  const links = await db.select({ caseId: caseAgents.caseId, userId: caseAgents.userId }).from(caseAgents)
    .where(inArray(caseAgents.caseId, caseIds));
  const ordered = await usersByName(db, links.map((link) => link.userId), true);
  const rank = new Map(ordered.map((user, index) => [user.id, index]));
  links.sort((a, b) => rank.get(a.userId)! - rank.get(b.userId)!);
  return groupPairs(links.map((link) => ({ caseId: link.caseId, id: link.userId, name: ordered[rank.get(link.userId)!]!.name ?? '' })));
}

/** Each case's clients (contacts not deleted) as [name, id], by contact id. */
async function clientPairs(db: Db, caseIds: number[]): Promise<Map<number, [string, number][]>> {
  if (caseIds.length === 0) return new Map();
  const links = await db.select({ caseId: caseClients.caseId, contactId: caseClients.contactId }).from(caseClients)
    .where(inArray(caseClients.caseId, caseIds)).orderBy(asc(caseClients.contactId));
  const names = await activeContactListNames(db, links.map((link) => link.contactId));
  return groupPairs(links.filter((link) => names.has(link.contactId))
    .map((link) => ({ caseId: link.caseId, id: link.contactId, name: names.get(link.contactId)! })));
}

function groupPairs(found: { caseId: number; id: number; name: string }[]): Map<number, [string, number][]> {
  const byCase = new Map<number, [string, number][]>();
  for (const row of found) byCase.set(row.caseId, [...(byCase.get(row.caseId) ?? []), [row.name, row.id]]);
  return byCase;
}

function toListItem(row: CaseRow, agents: [string, number][], clients: [string, number][], viewer: CaseViewer): CaseListItem {
  return {
    id: row.id,
    name: row.name,
    tipo_servicio: row.tipoServicio as CaseServiceType,
    tipo_visita: row.tipoVisita as CaseVisitType,
    descripcion: row.descripcion,
    contacto: agents,
    cliente: clients,
    fecha_asignacion: row.fechaAsignacion,
    hora_entrada: row.horaEntrada,
    hora_salida: row.horaSalida,
    estado: row.estado as CaseEstado,
    created_date: row.createdAt.toISOString(),
    fecha_finalizacion: iso(row.fechaFinalizacion),
    total_duracion: row.totalDuracion,
    puede_gestionar: viewer.actsOnAll || agents.some(([, id]) => id === viewer.id),
  };
}

/** Newest first, 30 a page; the count is of the cases the viewer may see. */
const caseSortKeys = {
  name: foldedText(cases.name), tipo_servicio: cases.tipoServicio, created_date: cases.createdAt, estado: cases.estado,
  fecha_finalizacion: cases.fechaFinalizacion,
};

export async function listCases(db: Db, viewer: CaseViewer, query: CaseListQuery | CaseByStateQuery): Promise<{ count: number; results: CaseListItem[] }> {
  const estado = 'estado' in query ? query.estado : undefined;
  const where = and(visibleTo(viewer), estado ? eq(cases.estado, estado) : undefined, searchCondition(query.search));
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(cases).where(where);
  const page = await db.select().from(cases).where(where)
    .orderBy(...orderingBy(query.ordering, caseSortKeys, cases.id, [desc(cases.id)])).limit(query.limit).offset(query.offset);
  const ids = page.map((row) => row.id);
  const [agents, clients] = await Promise.all([agentPairs(db, ids), clientPairs(db, ids)]);
  return { count: total?.count ?? 0, results: page.map((row) => toListItem(row, agents.get(row.id) ?? [], clients.get(row.id) ?? [], viewer)) };
}

/** The case when the viewer may see it; otherwise 404, as for a case that does not exist. */
export async function findVisibleCase(db: Db, viewer: CaseViewer, id: number, lock = false): Promise<CaseRow> {
  const query = db.select().from(cases).where(and(eq(cases.id, id), visibleTo(viewer)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(CASE_MSG.caseNotFound);
  return row;
}

export const caseImageUrl = (caseId: number, imageId: number) => `/api/casos/casos/${caseId}/imagenes/${imageId}/`;
export const caseSignatureUrl = (caseId: number) => `/api/casos/casos/${caseId}/firma/`;

interface HistoryRow {
  id: number;
  estado: string;
  observaciones: string;
  coordenadas: string | null;
  createdAt: Date;
  user: string | null;
}

export async function historyRows(db: Db, caseId: number): Promise<HistoryRow[]> {
  const found = await db
    .select({
      id: caseHistory.id, estado: caseHistory.estado, observaciones: caseHistory.observaciones,
      coordenadas: caseHistory.coordenadas, createdAt: caseHistory.createdAt, userId: caseHistory.userId,
    })
    .from(caseHistory)
    .where(eq(caseHistory.caseId, caseId))
    .orderBy(asc(caseHistory.createdAt), asc(caseHistory.id));
  const names = await userNames(db, found.flatMap((row) => (row.userId === null ? [] : [row.userId])));
  return found.map(({ userId, ...row }) => ({ ...row, user: userId === null ? null : names.get(userId) ?? null }));
}

const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

/** Each entry's duracion is the time since the one before it (the first: since the case was created). */
function toHistoryRead(rows: HistoryRow[], createdAt: Date): CaseHistoryRead[] {
  return rows.map((row, index) => ({
    id: row.id,
    estado: row.estado as CaseHistoryEstado,
    created_date: row.createdAt.toISOString(),
    duracion: secondsBetween(index === 0 ? createdAt : rows[index - 1]!.createdAt, row.createdAt),
    observaciones: row.observaciones,
    coordenadas: row.coordenadas,
    user: row.user,
  }));
}

/** Time spent EN_PROCESO: from each INICIADO or REANUDADO to the next PAUSADO or FINALIZADO. */
export function workedSeconds(rows: { estado: string; createdAt: Date }[]): number {
  let total = 0;
  let since: Date | null = null;
  for (const row of rows) {
    if (row.estado === 'INICIADO' || row.estado === 'REANUDADO') since = row.createdAt;
    if ((row.estado === 'PAUSADO' || row.estado === 'FINALIZADO') && since) {
      total += secondsBetween(since, row.createdAt);
      since = null;
    }
  }
  return total;
}

function toMaterialRead(row: typeof caseMaterials.$inferSelect): CaseMaterialRead {
  return {
    id: row.id, caso: row.caseId, descripcion: row.descripcion, cantidad: row.cantidad,
    observaciones: row.observaciones, created_date: row.createdAt.toISOString(),
  };
}

export function toReportRead(row: typeof caseReports.$inferSelect): CaseReportRead {
  return {
    descripcion: row.descripcion,
    observaciones: row.observaciones,
    persona_recibe: row.personaRecibe,
    cargo: row.cargo,
    firma: row.firmaPath ? caseSignatureUrl(row.caseId) : null,
    updated_date: row.updatedAt.toISOString(),
  };
}

/** Everything about one case the viewer may see. */
export async function getCase(db: Db, viewer: CaseViewer, id: number): Promise<CaseRead> {
  const row = await findVisibleCase(db, viewer, id);
  const [agents, clients, images, materials, [report], history] = await Promise.all([
    agentPairs(db, [id]),
    clientPairs(db, [id]),
    db.select({ id: caseImages.id }).from(caseImages).where(eq(caseImages.caseId, id)).orderBy(asc(caseImages.id)),
    db.select().from(caseMaterials).where(eq(caseMaterials.caseId, id)).orderBy(asc(caseMaterials.id)),
    db.select().from(caseReports).where(eq(caseReports.caseId, id)),
    historyRows(db, id),
  ]);
  return {
    ...toListItem(row, agents.get(id) ?? [], clients.get(id) ?? [], viewer),
    observaciones: row.observaciones,
    direccion_1: row.direccion1,
    direccion_2: row.direccion2,
    images: images.map((image) => ({ id: image.id, image: caseImageUrl(id, image.id) })),
    materiales: materials.map(toMaterialRead),
    informe: report ? toReportRead(report) : null,
    gestiones: toHistoryRead(history, row.createdAt),
  };
}

/** Agents are active staff; clients are contacts that are not deleted. Unknown ids are field errors. */
async function checkPeople(db: Db, agentIds: number[] | undefined, clientIds: number[] | undefined): Promise<void> {
  const problems: Record<string, string[]> = {};
  if (agentIds && agentIds.length > 0) {
    const found = await activeUserIds(db, agentIds);
    const missing = agentIds.filter((id) => !found.has(id));
    if (missing.length > 0) problems.contacto = missing.map(CASE_MSG.unknownAgent);
  }
  if (clientIds && clientIds.length > 0) {
    const found = await activeContactIds(db, clientIds);
    const missing = clientIds.filter((id) => !found.has(id));
    if (missing.length > 0) problems.cliente = missing.map(CASE_MSG.unknownClient);
  }
  if (Object.keys(problems).length > 0) throw fieldErrors(problems);
}

/** Stores the checked images of a case; the caller removes them again if its transaction fails. */
async function storeImages(uploadsDir: string, caseId: number, images: CheckedImage[]): Promise<{ path: string; image: CheckedImage }[]> {
  const stored: { path: string; image: CheckedImage }[] = [];
  for (const image of images) stored.push({ path: await storeCaseFile(uploadsDir, caseId, image.extension, image.bytes), image });
  return stored;
}

async function removeFiles(uploadsDir: string, paths: string[]): Promise<void> {
  await Promise.all(paths.map((path) => removeStoredFile(uploadsDir, path)));
}

const caseName = (id: number) => `CASO-${String(id).padStart(5, '0')}`;

export async function createCase(db: Db, uploadsDir: string, viewer: CaseViewer, actor: AuditActor, input: CaseCreate): Promise<CaseRead> {
  const images = (input.images ?? []).map((image) => checkCaseImage(image.image));
  await checkPeople(db, input.contacto, input.cliente);
  const agents = input.contacto ?? [];
  const storedPaths: string[] = [];
  try {
    const id = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(cases).values({
        name: '',
        tipoServicio: input.tipo_servicio,
        tipoVisita: input.tipo_visita,
        descripcion: input.descripcion,
        observaciones: input.observaciones,
        direccion1: input.direccion_1 ?? null,
        direccion2: input.direccion_2 ?? null,
        fechaAsignacion: input.fecha_asignacion ?? null,
        horaEntrada: input.hora_entrada ?? null,
        horaSalida: input.hora_salida ?? null,
        estado: agents.length > 0 ? 'ASIGNADO' : 'SIN_ASIGNAR',
        createdBy: actor.id,
      }).returning({ id: cases.id });
      const caseId = inserted!.id;
      await tx.update(cases).set({ name: caseName(caseId) }).where(eq(cases.id, caseId));
      if (agents.length > 0) {
        await tx.insert(caseAgents).values(agents.map((userId) => ({ caseId, userId })));
        await tx.insert(caseHistory).values({ caseId, estado: 'ASIGNADO', userId: actor.id });
      }
      const clients = input.cliente ?? [];
      if (clients.length > 0) await tx.insert(caseClients).values(clients.map((contactId) => ({ caseId, contactId })));
      const stored = await storeImages(uploadsDir, caseId, images);
      storedPaths.push(...stored.map((s) => s.path));
      if (stored.length > 0) {
        await tx.insert(caseImages).values(stored.map((s) => ({
          caseId, filePath: s.path, mimeType: s.image.mimeType, size: s.image.bytes.length, userId: actor.id,
        })));
      }
      await recordAudit(tx, actor, {
        contentType: CASE_CONTENT_TYPE, action: 'Creación', objectId: caseId,
        descripcion: `Se creó el caso ${caseName(caseId)} (${input.tipo_servicio}, ${input.tipo_visita})`,
      });
      return caseId;
    });
    return await getCase(db, { ...viewer, seesAll: true }, id);
  } catch (error) {
    await removeFiles(uploadsDir, storedPaths);
    throw error;
  }
}

/** The case as it will be after the update, checked as a whole: addresses, times and the edit's service types. */
function mergedFields(current: CaseRow, input: CaseUpdate) {
  const tipoServicio = input.tipo_servicio ?? (current.tipoServicio as CaseServiceType);
  const travels = tipoServicio === CASE_TRAVEL_SERVICE;
  const merged = {
    tipo_servicio: tipoServicio,
    direccion_1: travels ? (input.direccion_1 !== undefined ? input.direccion_1 : current.direccion1) : null,
    direccion_2: travels ? (input.direccion_2 !== undefined ? input.direccion_2 : current.direccion2) : null,
    hora_entrada: input.hora_entrada !== undefined ? input.hora_entrada : current.horaEntrada,
    hora_salida: input.hora_salida !== undefined ? input.hora_salida : current.horaSalida,
  };
  const problems: Record<string, string[]> = {};
  const editable = (CASE_EDIT_SERVICE_TYPES as readonly string[]).includes(tipoServicio);
  if (input.tipo_servicio !== undefined && input.tipo_servicio !== current.tipoServicio && !editable) {
    problems.tipo_servicio = [CASE_MSG.editServiceType];
  }
  for (const issue of caseRuleIssues(merged)) problems[issue.path] = [issue.message];
  if (Object.keys(problems).length > 0) throw fieldErrors(problems);
  return merged;
}

export async function updateCase(db: Db, uploadsDir: string, viewer: CaseViewer, actor: AuditActor, id: number, input: CaseUpdate): Promise<CaseRead> {
  const images = (input.images ?? []).map((image) => checkCaseImage(image.image));
  await checkPeople(db, input.contacto, input.cliente);
  const storedPaths: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const current = await findVisibleCase(tx, viewer, id, true);
      if (current.estado === 'FINALIZADO') throw fieldError('estado', CASE_MSG.finishedReadOnly);
      const merged = mergedFields(current, input);
      let estado = current.estado;
      if (input.contacto) {
        await tx.delete(caseAgents).where(eq(caseAgents.caseId, id));
        if (input.contacto.length > 0) await tx.insert(caseAgents).values(input.contacto.map((userId) => ({ caseId: id, userId })));
        if (estado === 'SIN_ASIGNAR' && input.contacto.length > 0) {
          estado = 'ASIGNADO';
          await tx.insert(caseHistory).values({ caseId: id, estado: 'ASIGNADO', userId: actor.id });
        } else if (estado === 'ASIGNADO' && input.contacto.length === 0) {
          estado = 'SIN_ASIGNAR';
        }
      }
      if (input.cliente) {
        await tx.delete(caseClients).where(eq(caseClients.caseId, id));
        if (input.cliente.length > 0) await tx.insert(caseClients).values(input.cliente.map((contactId) => ({ caseId: id, contactId })));
      }
      if (images.length > 0) {
        const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(caseImages).where(eq(caseImages.caseId, id))) as [{ n: number }];
        if (n + images.length > CASE_MAX_IMAGES) throw fieldError('images', CASE_MSG.tooManyImages);
        const stored = await storeImages(uploadsDir, id, images);
        storedPaths.push(...stored.map((s) => s.path));
        await tx.insert(caseImages).values(stored.map((s) => ({
          caseId: id, filePath: s.path, mimeType: s.image.mimeType, size: s.image.bytes.length, userId: actor.id,
        })));
      }
      await tx.update(cases).set({
        tipoServicio: merged.tipo_servicio,
        tipoVisita: input.tipo_visita,
        descripcion: input.descripcion,
        observaciones: input.observaciones,
        direccion1: merged.direccion_1,
        direccion2: merged.direccion_2,
        fechaAsignacion: input.fecha_asignacion,
        horaEntrada: merged.hora_entrada,
        horaSalida: merged.hora_salida,
        estado,
        updatedAt: new Date(),
      }).where(eq(cases.id, id));
      await recordAudit(tx, actor, {
        contentType: CASE_CONTENT_TYPE, action: 'Actualización', objectId: id,
        descripcion: `Se actualizó el caso ${current.name}: ${changedFields(input)}`,
      });
    });
    return await getCase(db, viewer, id);
  } catch (error) {
    await removeFiles(uploadsDir, storedPaths);
    throw error;
  }
}

function changedFields(input: CaseUpdate): string {
  const keys = Object.entries(input).filter(([, value]) => value !== undefined).map(([key]) => key);
  return keys.length > 0 ? keys.join(', ') : 'sin cambios';
}

/** Whether the viewer works this case: one of its agents, or someone who may act on any case. */
export async function assertMayAct(tx: Db, viewer: CaseViewer, caseId: number): Promise<void> {
  if (viewer.actsOnAll) return;
  const [agent] = await tx.select({ id: caseAgents.userId }).from(caseAgents)
    .where(and(eq(caseAgents.caseId, caseId), eq(caseAgents.userId, viewer.id)));
  if (!agent) throw forbidden(CASE_MSG.notYourCase);
}

/** The stored file of one image of a case the viewer may see. */
export async function caseImageFile(db: Db, uploadsDir: string, viewer: CaseViewer, caseId: number, imageId: number): Promise<StoredFile> {
  await findVisibleCase(db, viewer, caseId);
  const [row] = await db.select().from(caseImages).where(and(eq(caseImages.id, imageId), eq(caseImages.caseId, caseId)));
  return storedOrNotFound(uploadsDir, row?.filePath ?? null, row?.mimeType ?? '', `${caseId}-imagen-${imageId}`, CASE_MSG.imageNotFound);
}

export async function storedOrNotFound(uploadsDir: string, relative: string | null, mimeType: string, name: string, message: string): Promise<StoredFile> {
  const absolute = relative ? storedFilePath(uploadsDir, relative) : null;
  const size = absolute ? await stat(absolute).then((s) => s.size, () => null) : null;
  if (!absolute || size === null) throw notFound(message);
  const extension = mimeType === 'image/png' ? '.png' : '.jpg';
  return { absolute, filename: `${name}${extension}`, mimeType, size };
}

/**
 * Case visits assigned between two Bogotá days (both included): those of the cases agent `whose.agentId` works, or of
 * client `whose.contactId` as far as `whose.viewer` may see them; by day, at most `limit`. Times are instants in Bogotá.
 */
export async function caseVisitsBetween(
  db: Db, whose: { agentId: number } | { contactId: number; viewer: CaseViewer }, desde: string, hasta: string, limit: number,
) {
  const instant = (day: SQL, hour: SQL) => sql<Date | string>`((${day} + ${hour}) at time zone ${TIME_ZONE})`;
  const condition = 'agentId' in whose
    ? sql`exists (select 1 from ${caseAgents} where ${caseAgents.caseId} = ${cases.id} and ${caseAgents.userId} = ${whose.agentId})`
    : and(
      sql`exists (select 1 from ${caseClients} where ${caseClients.caseId} = ${cases.id} and ${caseClients.contactId} = ${whose.contactId})`,
      visibleTo(whose.viewer),
    );
  return db
    .select({
      id: cases.id,
      name: cases.name,
      tipoVisita: cases.tipoVisita,
      inicio: instant(sql`${cases.fechaAsignacion}`, sql`coalesce(${cases.horaEntrada}, '00:00')::time`),
      fin: sql<Date | string | null>`case when ${cases.horaEntrada} is not null and ${cases.horaSalida} is not null
        then ${instant(sql`${cases.fechaAsignacion}`, sql`${cases.horaSalida}::time`)} end`,
      todoElDia: sql<boolean>`${cases.horaEntrada} is null`,
    })
    .from(cases)
    .where(and(between(cases.fechaAsignacion, desde, hasta), condition))
    .orderBy(asc(cases.fechaAsignacion), asc(cases.id))
    .limit(limit);
}

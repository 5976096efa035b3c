import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import {
  CASE_MSG, CASE_TRANSITIONS, CASE_WORK_ESTADOS, type CaseEstado, type CaseMaterialCreate, type CaseMaterialRead,
  type CaseRead, type CaseReportRead, type CaseReportUpdate, type CaseStateChange,
} from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../errors.js';
import { removeStoredFile } from '../../files/stored-files.js';
import type { StoredFile } from '../../files/file-reply.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { checkSignature, storeCaseFile } from './cases.files.js';
import { caseReportPdf } from './cases.pdf.js';
import {
  CASE_CONTENT_TYPE, assertMayAct, findVisibleCase, getCase, historyRows, storedOrNotFound, toReportRead, workedSeconds,
  type CaseViewer,
} from './cases.service.js';
import { caseAgents, caseHistory, caseMaterials, caseReports, cases } from './cases.tables.js';

/**
 * Moves a case along §4 (ACEPTAR, INICIAR, PAUSAR, REANUDAR, FINALIZAR) and writes its history entry.
 * The case row is locked first, so of two actions sent at once the second sees the first's result.
 */
export async function changeCaseState(db: Db, viewer: CaseViewer, actor: AuditActor, id: number, input: CaseStateChange): Promise<CaseRead> {
  await db.transaction(async (tx) => {
    const current = await findVisibleCase(tx, viewer, id, true);
    await assertMayAct(tx, viewer, id);
    const transition = CASE_TRANSITIONS[input.accion];
    const estado = current.estado as CaseEstado;
    if (!transition.from.includes(estado)) throw badRequest(CASE_MSG.transitionRefused(input.accion, estado));
    if (input.accion === 'ACEPTAR') await takeIfUnassigned(tx, id, actor.id);
    const [entry] = await tx.insert(caseHistory).values({
      caseId: id, estado: transition.history, observaciones: input.observaciones ?? '',
      coordenadas: input.coordenadas ?? null, userId: actor.id,
    }).returning({ createdAt: caseHistory.createdAt });
    const finished = input.accion === 'FINALIZAR'
      ? { fechaFinalizacion: entry!.createdAt, totalDuracion: workedSeconds(await historyRows(tx, id)) }
      : {};
    await tx.update(cases).set({ estado: transition.to, updatedAt: new Date(), ...finished }).where(eq(cases.id, id));
    await recordAudit(tx, actor, {
      contentType: CASE_CONTENT_TYPE, action: 'Actualización', objectId: id,
      descripcion: `${input.accion} caso ${current.name}: ${estado} → ${transition.to}`,
    });
  });
  return getCase(db, viewer, id);
}

/** Whoever accepts a case nobody was assigned to becomes its agent, so a pending case always has one. */
async function takeIfUnassigned(tx: Db, caseId: number, userId: number): Promise<void> {
  const [anyAgent] = await tx.select({ id: caseAgents.userId }).from(caseAgents).where(eq(caseAgents.caseId, caseId)).limit(1);
  if (!anyAgent) await tx.insert(caseAgents).values({ caseId, userId });
}

/** Locks a case that the viewer works and that is being worked on (EN_PROCESO). */
async function lockCaseAtWork(tx: Db, viewer: CaseViewer, id: number) {
  const current = await findVisibleCase(tx, viewer, id, true);
  await assertMayAct(tx, viewer, id);
  if (!CASE_WORK_ESTADOS.includes(current.estado as CaseEstado)) throw badRequest(CASE_MSG.notInProcess);
  return current;
}

export async function addCaseMaterial(db: Db, viewer: CaseViewer, actor: AuditActor, input: CaseMaterialCreate): Promise<CaseMaterialRead> {
  const row = await db.transaction(async (tx) => {
    const current = await lockCaseAtWork(tx, viewer, input.caso);
    const [material] = await tx.insert(caseMaterials).values({
      caseId: input.caso, descripcion: input.descripcion, cantidad: input.cantidad ?? null,
      observaciones: input.observaciones ?? null, userId: actor.id,
    }).returning();
    await recordAudit(tx, actor, {
      contentType: CASE_CONTENT_TYPE, action: 'Actualización', objectId: input.caso,
      descripcion: `Se agregó el material ${input.descripcion} al caso ${current.name}`,
    });
    return material!;
  });
  return {
    id: row.id, caso: row.caseId, descripcion: row.descripcion, cantidad: row.cantidad,
    observaciones: row.observaciones, created_date: row.createdAt.toISOString(),
  };
}

/** Writes the report; a newly drawn signature replaces the old one, whose file is removed after the commit. */
export async function updateCaseReport(
  db: Db, uploadsDir: string, viewer: CaseViewer, actor: AuditActor, id: number, input: CaseReportUpdate,
): Promise<CaseReportRead> {
  const signature = input.firma === undefined ? null : checkSignature(input.firma);
  const newPath = signature ? await storeCaseFile(uploadsDir, id, '.png', signature) : null;
  try {
    const { report, oldPath } = await db.transaction(async (tx) => {
      const current = await lockCaseAtWork(tx, viewer, id);
      const [previous] = await tx.select({ firmaPath: caseReports.firmaPath }).from(caseReports).where(eq(caseReports.caseId, id));
      const values = {
        descripcion: input.descripcion, observaciones: input.observaciones ?? null, personaRecibe: input.persona_recibe,
        cargo: input.cargo, userId: actor.id, updatedAt: new Date(), ...(newPath ? { firmaPath: newPath } : {}),
      };
      const [saved] = await tx.insert(caseReports).values({ caseId: id, ...values })
        .onConflictDoUpdate({ target: caseReports.caseId, set: values }).returning();
      await recordAudit(tx, actor, {
        contentType: CASE_CONTENT_TYPE, action: 'Actualización', objectId: id,
        descripcion: `Se actualizó el informe del caso ${current.name}${newPath ? ' con una nueva firma' : ''}`,
      });
      return { report: saved!, oldPath: newPath ? (previous?.firmaPath ?? null) : null };
    });
    if (oldPath) await removeStoredFile(uploadsDir, oldPath);
    return toReportRead(report);
  } catch (error) {
    if (newPath) await removeStoredFile(uploadsDir, newPath);
    throw error;
  }
}

export async function caseSignatureFile(db: Db, uploadsDir: string, viewer: CaseViewer, id: number): Promise<StoredFile> {
  const current = await findVisibleCase(db, viewer, id);
  const [report] = await db.select({ firmaPath: caseReports.firmaPath }).from(caseReports).where(eq(caseReports.caseId, id));
  if (!report?.firmaPath) throw notFound(CASE_MSG.noSignature);
  return storedOrNotFound(uploadsDir, report.firmaPath, 'image/png', `${current.name}-firma`, CASE_MSG.noSignature);
}

/** The service report of a case the viewer may see, as a PDF with its signature drawn in. */
export async function caseReportPdfFor(db: Db, uploadsDir: string, viewer: CaseViewer, id: number): Promise<{ name: string; pdf: Buffer }> {
  const item = await getCase(db, viewer, id);
  const signature = item.informe?.firma ? await caseSignatureFile(db, uploadsDir, viewer, id).then((file) => readFile(file.absolute), () => null) : null;
  return { name: item.name, pdf: await caseReportPdf(item, signature) };
}

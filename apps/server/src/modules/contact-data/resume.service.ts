import { and, asc, eq } from 'drizzle-orm';
import {
  CONTACT_DATA_MSG, RESUME_MSG, type EducationCreate, type EducationRead, type ExperienceCreate, type ExperienceRead,
  type KnowledgeCreate, type KnowledgeRead, type ResumeCreate, type ResumeRead,
} from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { badRequest, fieldError, notFound } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { isActiveContactSql } from '../contacts/contacts.queries.js';
import { lockActiveContact } from './contact-data.service.js';
import { resumeEducation, resumeExperience, resumeKnowledge, resumes } from './contact-data.tables.js';

const CONTENT_TYPE = 'Hoja de vida';

type ResumeRow = typeof resumes.$inferSelect;

const toExperience = (row: typeof resumeExperience.$inferSelect): ExperienceRead => ({
  id: row.id,
  hoja_de_vida: row.resumeId,
  tipo_empleo: row.tipoEmpleo,
  cargo: row.cargo,
  nombre_empresa: row.nombreEmpresa,
  ubicacion: row.ubicacion,
  tipo_ubicacion: row.tipoUbicacion,
  descripcion: row.descripcion,
});

const toEducation = (row: typeof resumeEducation.$inferSelect): EducationRead => ({
  id: row.id,
  hoja_de_vida: row.resumeId,
  institucion: row.institucion,
  titulo: row.titulo,
  fecha_fin: row.fechaFin,
  ubicacion: row.ubicacion,
  descripcion: row.descripcion,
});

const toKnowledge = (row: typeof resumeKnowledge.$inferSelect): KnowledgeRead => ({
  id: row.id,
  hoja_de_vida: row.resumeId,
  aptitud: row.aptitud,
  descripcion: row.descripcion,
});

async function toResumeRead(db: Db, resume: ResumeRow): Promise<ResumeRead> {
  const [experiencia, educacion, conocimientos] = await Promise.all([
    db.select().from(resumeExperience).where(eq(resumeExperience.resumeId, resume.id)).orderBy(asc(resumeExperience.id)),
    db.select().from(resumeEducation).where(eq(resumeEducation.resumeId, resume.id)).orderBy(asc(resumeEducation.id)),
    db.select().from(resumeKnowledge).where(eq(resumeKnowledge.resumeId, resume.id)).orderBy(asc(resumeKnowledge.id)),
  ]);
  return {
    id: resume.id,
    contacto: resume.contactId,
    ocupacion: resume.ocupacion,
    intereses: resume.intereses,
    hobbie: resume.hobbie,
    descripcion: resume.descripcion,
    experiencia: experiencia.map(toExperience),
    educacion: educacion.map(toEducation),
    conocimientos: conocimientos.map(toKnowledge),
  };
}

/** The resume of an active contact, with its experience, education and knowledge. */
export async function getResume(db: Db, contactId: number): Promise<ResumeRead> {
  const [row] = await db
    .select({ resume: resumes })
    .from(resumes)
    .where(and(eq(resumes.contactId, contactId), isActiveContactSql(resumes.contactId)));
  if (!row) throw notFound(RESUME_MSG.notFound);
  return toResumeRead(db, row.resume);
}

export async function createResume(db: Db, actor: AuditActor, input: ResumeCreate): Promise<ResumeRead> {
  const created = await db.transaction(async (tx) => {
    if (!(await lockActiveContact(tx, input.contacto))) throw fieldError('contacto', CONTACT_DATA_MSG.contactNotFound);
    const [row] = await tx
      .insert(resumes)
      .values({
        contactId: input.contacto, ocupacion: input.ocupacion, intereses: input.intereses, hobbie: input.hobbie,
        descripcion: input.descripcion,
      })
      .onConflictDoNothing({ target: resumes.contactId })
      .returning();
    if (!row) throw badRequest(RESUME_MSG.alreadyExists);
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Creación', objectId: row.id, contactId: input.contacto, descripcion: `Se creó la hoja de vida del contacto ${input.contacto}`,
    });
    return row;
  });
  return toResumeRead(db, created);
}

/** Locks the resume's contact and returns the resume's contact id; a 400 on `hoja_de_vida` when it does not exist. */
async function lockResume(tx: Db, resumeId: number): Promise<number> {
  const [found] = await tx.select({ contactId: resumes.contactId }).from(resumes).where(eq(resumes.id, resumeId));
  if (!found || !(await lockActiveContact(tx, found.contactId))) throw fieldError('hoja_de_vida', RESUME_MSG.resumeNotFound);
  return found.contactId;
}

export async function addExperience(db: Db, actor: AuditActor, input: ExperienceCreate): Promise<ExperienceRead> {
  return db.transaction(async (tx) => {
    const contactId = await lockResume(tx, input.hoja_de_vida);
    const [row] = await tx
      .insert(resumeExperience)
      .values({
        resumeId: input.hoja_de_vida, tipoEmpleo: input.tipo_empleo, cargo: input.cargo, nombreEmpresa: input.nombre_empresa,
        ubicacion: input.ubicacion, tipoUbicacion: input.tipo_ubicacion, descripcion: input.descripcion,
      })
      .returning();
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Creación', objectId: row!.id, contactId,
      descripcion: `Se agregó la experiencia ${input.tipo_empleo} a la hoja de vida del contacto ${contactId}`,
    });
    return toExperience(row!);
  });
}

export async function addEducation(db: Db, actor: AuditActor, input: EducationCreate): Promise<EducationRead> {
  return db.transaction(async (tx) => {
    const contactId = await lockResume(tx, input.hoja_de_vida);
    const [row] = await tx
      .insert(resumeEducation)
      .values({
        resumeId: input.hoja_de_vida, institucion: input.institucion, titulo: input.titulo, fechaFin: input.fecha_fin,
        ubicacion: input.ubicacion, descripcion: input.descripcion,
      })
      .returning();
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Creación', objectId: row!.id, contactId,
      descripcion: `Se agregó la educación ${input.institucion} a la hoja de vida del contacto ${contactId}`,
    });
    return toEducation(row!);
  });
}

export async function addKnowledge(db: Db, actor: AuditActor, input: KnowledgeCreate): Promise<KnowledgeRead> {
  return db.transaction(async (tx) => {
    const contactId = await lockResume(tx, input.hoja_de_vida);
    const [row] = await tx
      .insert(resumeKnowledge)
      .values({ resumeId: input.hoja_de_vida, aptitud: input.aptitud, descripcion: input.descripcion })
      .returning();
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Creación', objectId: row!.id, contactId,
      descripcion: `Se agregó el conocimiento ${input.aptitud} a la hoja de vida del contacto ${contactId}`,
    });
    return toKnowledge(row!);
  });
}

/** The three kinds of resume entries, each with its table and the word its audit entries use. */
export const RESUME_ENTRIES = {
  experiencia: { table: resumeExperience, noun: 'la experiencia' },
  educacion: { table: resumeEducation, noun: 'la educación' },
  conocimiento: { table: resumeKnowledge, noun: 'el conocimiento' },
} as const;
export type ResumeEntryKind = keyof typeof RESUME_ENTRIES;

export async function deleteResumeEntry(db: Db, actor: AuditActor, kind: ResumeEntryKind, id: number): Promise<void> {
  const { table, noun } = RESUME_ENTRIES[kind];
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ resumeId: table.resumeId }).from(table).where(eq(table.id, id));
    const [resume] = found ? await tx.select({ contactId: resumes.contactId }).from(resumes).where(eq(resumes.id, found.resumeId)) : [];
    if (!resume || !(await lockActiveContact(tx, resume.contactId))) throw notFound(RESUME_MSG.itemNotFound);
    const [row] = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    if (!row) throw notFound(RESUME_MSG.itemNotFound);
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Eliminación', objectId: id, contactId: resume.contactId,
      descripcion: `Se eliminó ${noun} ${id} de la hoja de vida del contacto ${resume.contactId}`,
    });
  });
}

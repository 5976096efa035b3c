import { and, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CONTACT_MSG, PRIVACY_MSG, type SuppressResult } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../errors.js';
import { emit, emitAll } from '../../events/events.js';
import { enqueue } from '../../jobs/jobs.runner.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { audits } from '../audits/audits.tables.js';
import { companyPeople, contactRelations, contacts } from '../contacts/contacts.tables.js';
import { contactData, contactDocuments, resumes } from '../contact-data/contact-data.tables.js';
import { chatMessages, conversations } from '../chat/chat.tables.js';
import { gestiones } from '../gestiones/gestiones.tables.js';
import { leads } from '../leads/leads.tables.js';
import { broadcastRecipients } from '../broadcasts/broadcasts.tables.js';
import { surveyAnswers, surveyResponses } from '../surveys/surveys.tables.js';
import { caseClients, caseHistory, caseImages, caseReports, cases } from '../cases/cases.tables.js';
import { importJobRows } from '../imports/imports.tables.js';

export { recordAuthorization, type AuthorizationAnswer } from './privacy.authorization.js';

/** The audit entries of exports and suppressions. */
export const PERSONAL_DATA_CONTENT_TYPE = 'Datos personales';

const SUPPRESSED = PRIVACY_MSG.suppressedValue;
/** Old values shorter than this are not searched for in texts (a two-letter name would blank unrelated words). */
const MIN_REPLACED_LENGTH = 3;

/** The folder under uploads holding a contact's photo and documents. */
export const contactFolder = (contactId: number) => `contacts/${contactId}`;

/** A text column that held something reads 'Suprimido'; one that was empty or null stays so. */
const suppressedText = (column: AnyPgColumn) => sql`case when coalesce(${column}, '') = '' then ${column} else ${SUPPRESSED} end`;

/** `text` with every one of `values` replaced by 'Suprimido', longest first. */
function withoutValues(text: SQL, values: string[]): SQL {
  return values.reduce((expression, value) => sql`replace(${expression}, ${value}, ${SUPPRESSED})`, text);
}

/** Who the person was, to find their names, document, phones and e-mails inside texts written about them. */
async function oldValuesOf(tx: Db, contact: typeof contacts.$inferSelect): Promise<string[]> {
  const data = await tx.select({ value: contactData.value1 }).from(contactData).where(eq(contactData.contactId, contact.id));
  const addresses = await tx.selectDistinct({ value: conversations.address }).from(conversations).where(eq(conversations.contactId, contact.id));
  const fullName = `${contact.firstName} ${contact.lastName}`.trim();
  const values = [
    fullName, contact.firstName, contact.lastName, contact.razonSocial, contact.documentNumber, contact.email, contact.phone,
    contact.phoneDigits, contact.address, ...data.map((d) => d.value), ...addresses.map((a) => a.value),
  ];
  const unique = [...new Set(values.map((v) => v?.trim() ?? '').filter((v) => v.length >= MIN_REPLACED_LENGTH && v !== SUPPRESSED))];
  return unique.sort((a, b) => b.length - a.length);
}

/**
 * Every table whose rows refer to a contact, and what a suppression does with them. A table added later
 * that refers to contacts must be added here, with what suppression does (privacy.test.ts compares this list
 * with the database's foreign keys).
 */
export const SUPPRESSION_PLAN: Record<string, string> = {
  contact_agents: 'se conservan: quién atiende al contacto',
  company_people: 'se borran',
  contact_relations: 'se borran, en ambos sentidos',
  contact_data: 'se borran: teléfonos, correos, direcciones y redes sociales',
  contact_documents: 'se borran, con sus archivos',
  resumes: 'se borran, con su experiencia, educación y conocimientos',
  contact_group_members: 'se conservan',
  campaign_contacts: 'se conservan',
  gestiones: 'se conservan con resultado, campaña, agente y fechas; observaciones, teléfono, ciudad y placa quedan Suprimido',
  conversations: 'se conservan y se cierran, con la dirección Suprimido; los mensajes quedan sin texto, pie, archivo ni ubicación',
  survey_responses: 'se conservan las opciones elegidas; las respuestas abiertas quedan Suprimido',
  case_clients: 'el caso se conserva; sus textos y direcciones quedan Suprimido, la firma y las fotos se borran',
  project_contacts: 'se conservan',
  task_contacts: 'se conservan',
  audits: 'se conservan sin los valores que nombraban a la persona',
  leads: 'se conservan con estado, campaña, agente y fechas; observaciones quedan Suprimido y los datos del formulario se borran',
  broadcast_recipients: 'se conservan para las cuentas de la difusión; nombre, teléfono, texto y variables quedan Suprimido o vacíos',
};

/** The payload of the job that deletes a suppressed person's files from disk. */
export interface FilesToDelete {
  /** Stored files, relative to the uploads folder. */
  files: string[];
  /** Whole folders, relative to the uploads folder. */
  folders: string[];
}

/**
 * Suppression (Ley 1581, art. 8 e; art. 15): removes the person behind a contact, in one transaction.
 * Names, the document, the free texts about them (gestiones' observations, cases, open survey answers)
 * become 'Suprimido'; phones, e-mails, addresses, social networks, documents, resume and relations are
 * deleted; every chat message of theirs loses its body, caption, file and location, and their open
 * conversations close under the address 'Suprimido', so a new message from the same number or chat
 * starts a new, unrelated contact. Texts that name them (audit entries on their timeline, case names)
 * lose those values. What reports count stays: the contact row, its gestiones with their results,
 * campaigns, agents and dates, groups and campaigns it belongs to, conversations and message counts.
 * The files (photo, documents, chat media, signatures and pictures of their cases) are deleted from disk
 * by the job `privacy.files` queued in the same transaction. The audit entry keeps the motivo and none
 * of the suppressed values. It cannot be undone; a second suppression answers 400.
 */
export async function suppressContact(db: Db, actor: AuditActor, contactId: number, motivo: string): Promise<SuppressResult> {
  return db.transaction(async (tx) => {
    // A deleted contact still holds the person's data: it can be suppressed too.
    const [contact] = await tx.select().from(contacts).where(eq(contacts.id, contactId)).for('update');
    if (!contact) throw notFound(CONTACT_MSG.contactNotFound);
    if (contact.suppressedAt) throw badRequest(PRIVACY_MSG.alreadySuppressed, 'suppressed');
    const now = new Date();
    const oldValues = await oldValuesOf(tx, contact);
    const files: string[] = [];

    // The contact: names and document read 'Suprimido'; everything else personal is emptied.
    await tx.update(contacts).set({
      firstName: SUPPRESSED,
      lastName: '',
      razonSocial: contact.razonSocial === null ? null : SUPPRESSED,
      actividad: contact.actividad === null ? null : SUPPRESSED,
      webSite: null,
      documentNumber: contact.documentNumber ? SUPPRESSED : null,
      // Every suppressed contact reads 'Suprimido': none of them holds a live document number.
      duplicateDocument: true,
      birthdate: null, city: null, gender: null, address: null, email: null, phone: null, phoneDigits: null, phoneUnparsed: false,
      image: null, userId: null, suppressedAt: now, updatedAt: now,
    }).where(eq(contacts.id, contactId));
    await tx.delete(contactData).where(eq(contactData.contactId, contactId));
    const documents = await tx.delete(contactDocuments).where(eq(contactDocuments.contactId, contactId)).returning({ path: contactDocuments.filePath });
    files.push(...documents.map((d) => d.path));
    await tx.delete(resumes).where(eq(resumes.contactId, contactId));
    await tx.delete(contactRelations).where(or(eq(contactRelations.contactId, contactId), eq(contactRelations.destinatarioId, contactId)));
    await tx.delete(companyPeople).where(or(eq(companyPeople.companyId, contactId), eq(companyPeople.personId, contactId)));

    // Chat: messages keep their place, time, direction and type; their content goes.
    const conversationIds = tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.contactId, contactId));
    const media = await tx.select({ path: chatMessages.filePath }).from(chatMessages)
      .where(and(inArray(chatMessages.conversationId, conversationIds), isNotNull(chatMessages.filePath)));
    files.push(...media.map((m) => m.path!));
    await tx.update(chatMessages).set({
      body: '',
      caption: sql`case when ${chatMessages.caption} is null then null else '' end`,
      statusReason: sql`case when ${chatMessages.filePath} is not null or ${chatMessages.filename} is not null then ${PRIVACY_MSG.fileSuppressed}
        else ${chatMessages.statusReason} end`,
      filePath: null, filename: null, extra: null, latitude: null, longitude: null,
    }).where(inArray(chatMessages.conversationId, conversationIds));
    const open = await tx.select({ id: conversations.id }).from(conversations)
      .where(and(eq(conversations.contactId, contactId), ne(conversations.estado, 'FINALIZADA')));
    const closed = await tx.update(conversations).set({
      address: SUPPRESSED,
      lastMessage: sql`case when ${conversations.lastMessage} is null then null
        else jsonb_set(${conversations.lastMessage}, '{content}', '""'::jsonb) end`,
      estado: 'FINALIZADA',
      closedAt: sql`coalesce(${conversations.closedAt}, ${now}::timestamptz)`,
      waitingSince: null,
      unreadCount: 0,
    }).where(eq(conversations.contactId, contactId))
      .returning({ id: conversations.id, campaignId: conversations.campaignId, agentId: conversations.agentId });

    // Gestiones keep their results, campaigns, agents and dates; their free texts go.
    await tx.update(gestiones).set({
      observaciones: sql`case when ${gestiones.observaciones} = '' then '' else ${SUPPRESSED} end`,
      phone: suppressedText(gestiones.phone),
      ciudad: suppressedText(gestiones.ciudad),
      placa: suppressedText(gestiones.placa),
    }).where(eq(gestiones.contactId, contactId));
    await tx.update(leads).set({
      observaciones: sql`case when ${leads.observaciones} = '' then '' else ${SUPPRESSED} end`, metadata: {},
    }).where(eq(leads.contactId, contactId));
    await tx.update(broadcastRecipients).set({ nombre: SUPPRESSED, phone: SUPPRESSED, text: null, variables: null })
      .where(eq(broadcastRecipients.contactId, contactId));

    // Surveys keep the options chosen (results add up); open answers go.
    await tx.update(surveyAnswers).set({ text: sql`case when ${surveyAnswers.text} = '' then '' else ${SUPPRESSED} end` })
      .where(inArray(surveyAnswers.responseId, tx.select({ id: surveyResponses.id }).from(surveyResponses).where(eq(surveyResponses.contactId, contactId))));

    // Cases of the person: where, what was noted, who received and signed, and the pictures.
    const caseIds = (await tx.select({ id: caseClients.caseId }).from(caseClients).where(eq(caseClients.contactId, contactId))).map((c) => c.id);
    if (caseIds.length > 0) {
      await tx.update(cases).set({
        name: withoutValues(sql`${cases.name}`, oldValues),
        descripcion: suppressedText(cases.descripcion),
        observaciones: suppressedText(cases.observaciones),
        direccion1: suppressedText(cases.direccion1),
        direccion2: suppressedText(cases.direccion2),
        updatedAt: now,
      }).where(inArray(cases.id, caseIds));
      const signatures = await tx.select({ path: caseReports.firmaPath }).from(caseReports)
        .where(and(inArray(caseReports.caseId, caseIds), isNotNull(caseReports.firmaPath)));
      files.push(...signatures.map((s) => s.path!));
      await tx.update(caseReports).set({
        descripcion: suppressedText(caseReports.descripcion),
        observaciones: suppressedText(caseReports.observaciones),
        personaRecibe: suppressedText(caseReports.personaRecibe),
        cargo: suppressedText(caseReports.cargo),
        firmaPath: null,
      }).where(inArray(caseReports.caseId, caseIds));
      await tx.update(caseHistory).set({ observaciones: suppressedText(caseHistory.observaciones), coordenadas: null })
        .where(inArray(caseHistory.caseId, caseIds));
      const pictures = await tx.delete(caseImages).where(inArray(caseImages.caseId, caseIds)).returning({ path: caseImages.filePath });
      files.push(...pictures.map((p) => p.path));
    }

    // Imports keep their counts; the row as it was read from the file goes.
    await tx.update(importJobRows).set({ data: null, reason: withoutValues(sql`${importJobRows.reason}`, oldValues) })
      .where(eq(importJobRows.contactId, contactId));

    // The contact's timeline: entries keep what happened, not the values that named the person.
    if (oldValues.length > 0) {
      await tx.update(audits).set({ descripcion: withoutValues(sql`${audits.descripcion}`, oldValues) })
        .where(and(eq(audits.contactId, contactId), ne(audits.descripcion, withoutValues(sql`${audits.descripcion}`, oldValues))));
    }

    const job: FilesToDelete = { files: [...new Set(files)], folders: [contactFolder(contactId)] };
    await enqueue(tx, 'privacy.files', job);
    await emit(tx, { type: 'contact.updated', id: contactId });
    const wasOpen = new Set(open.map((c) => c.id));
    await emitAll(tx, closed.filter((c) => wasOpen.has(c.id)).map((c) => ({
      type: 'chat.conversation' as const, conversation: c.id, address: SUPPRESSED, campaign: c.campaignId, agent: c.agentId,
      previousAgent: null, estado: 'FINALIZADA',
    })));
    await recordAudit(tx, actor, {
      contentType: PERSONAL_DATA_CONTENT_TYPE, action: 'Supresión', objectId: contactId, contactId,
      descripcion: `Se suprimieron los datos personales del contacto ${contactId}. Motivo: ${motivo}`,
    });
    return { detail: PRIVACY_MSG.suppressed, suprimido: now.toISOString(), archivos: job.files.length };
  });
}

/** Records a download of a person's data, by whom, before it is sent. */
export async function recordPersonalDataExport(db: Db, actor: AuditActor, contactId: number): Promise<void> {
  const [contact] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, contactId));
  if (!contact) throw notFound(CONTACT_MSG.contactNotFound);
  await recordAudit(db, actor, {
    contentType: PERSONAL_DATA_CONTENT_TYPE, action: 'Exportación', objectId: contactId, contactId,
    descripcion: `Se exportaron los datos personales del contacto ${contactId}`,
  });
}

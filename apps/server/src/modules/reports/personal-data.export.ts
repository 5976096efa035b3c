import type { PassThrough } from 'node:stream';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  AUTORIZACION_ESTADO_LABELS, AUTORIZACION_MEDIO_LABELS, CALL_DISPOSITION_LABELS, CONTACT_DOCUMENT_TYPE_LABELS, GESTION_ESTADO_LABELS,
  TIME_ZONE, type AutorizacionEstado, type AutorizacionMedio, type CallDisposition, type GestionEstado,
} from '@atiende/shared';
import { safeCellText } from '../../spreadsheets/cells.js';
import { rows, type Db } from '../../db/client.js';
import { addStreamingSheet, drained, newStreamingWorkbook, streamed } from '../../spreadsheets/xlsx-stream.js';
import { contacts } from '../contacts/contacts.tables.js';
import { contactData, contactDocuments, resumes } from '../contact-data/contact-data.tables.js';
import { contactGroupMembers, contactGroups } from '../contact-groups/contact-groups.tables.js';
import { campaignContacts, campaigns } from '../campaigns/campaigns.tables.js';
import { gestiones } from '../gestiones/gestiones.tables.js';
import { calificaciones, descripciones } from '../typification/typification.tables.js';
import { users } from '../users/users.tables.js';
import { chatMessages, conversations } from '../chat/chat.tables.js';
import { caseClients, caseReports, cases } from '../cases/cases.tables.js';
import { surveyAnswers, surveyQuestions, surveyResponses, surveys } from '../surveys/surveys.tables.js';
import { importJobRows, importJobs } from '../imports/imports.tables.js';
import { callRecords, phoneCalls } from '../telephony/telephony.tables.js';

/**
 * A person's data on request (Ley 1581, art. 8): one sheet per kind of data the product keeps about a
 * contact, read across every area (which is why it lives here). Adding a kind is one entry in
 * PERSONAL_DATA_KINDS; a kind whose table does not exist in this installation leaves its sheet out.
 */

type Cell = string | number;
type Batch = Cell[][];

/** What a sheet holds: its header row and its rows, in batches. */
export interface SheetContent {
  headers: string[];
  batches: () => AsyncIterable<Batch>;
}

export interface PersonalDataKind {
  /** The sheet's name (at most 31 characters). */
  sheet: string;
  /** The sheet's content, or null when this installation keeps no such data. */
  read(db: Db, contactId: number): Promise<SheetContent | null>;
}

const MESSAGE_BATCH = 1_000;

const bogota = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});

/** 'YYYY-MM-DD HH:MM:SS' in Bogotá, as every export writes times; '' for none. */
export function dateText(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : bogota.format(date);
}

/** A value of any column as a cell: text guarded against formulas, dates in Bogotá, the rest as JSON. */
function cell(value: unknown): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'string') return safeCellText(value);
  return safeCellText(JSON.stringify(value));
}

const row = (...values: unknown[]): Cell[] => values.map(cell);

async function* once(batch: Promise<Batch>): AsyncIterable<Batch> {
  yield await batch;
}

/** A kind whose rows one query returns. */
function kind(sheet: string, headers: string[], read: (db: Db, contactId: number) => Promise<Batch>): PersonalDataKind {
  return { sheet, read: async (db, contactId) => ({ headers, batches: () => once(read(db, contactId)) }) };
}

/**
 * A kind kept in a table another part of the product adds (leads, call records): when the table exists and
 * has a contact_id column, every column of the contact's rows, under the columns' names.
 */
export function tableKind(sheet: string, table: string): PersonalDataKind {
  return {
    sheet,
    async read(db, contactId) {
      const columns = await rows<{ name: string }>(db, sql`
        select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table}
        order by ordinal_position`);
      if (!columns.some((c) => c.name === 'contact_id')) return null;
      const headers = columns.map((c) => c.name);
      return {
        headers,
        batches: () => once(rows<Record<string, unknown>>(db, sql`select * from ${sql.identifier(table)} where contact_id = ${contactId} order by 1`)
          .then((found) => found.map((r) => headers.map((name) => cell(r[name]))))),
      };
    },
  };
}

const authorizationRow = (c: typeof contacts.$inferSelect) => [
  ['Autorización de datos', AUTORIZACION_ESTADO_LABELS[c.autorizacionEstado as AutorizacionEstado] ?? c.autorizacionEstado],
  ['Fecha de la autorización', dateText(c.autorizacionFecha)],
  ['Medio de la autorización', c.autorizacionMedio ? AUTORIZACION_MEDIO_LABELS[c.autorizacionMedio as AutorizacionMedio] ?? c.autorizacionMedio : ''],
  ['Texto de la autorización', c.autorizacionTexto],
];

const contactKind = kind('Contacto', ['Campo', 'Valor'], async (db, contactId) => {
  const [c] = await db.select().from(contacts).where(eq(contacts.id, contactId));
  if (!c) return [];
  const documentType = c.documentType ? CONTACT_DOCUMENT_TYPE_LABELS[c.documentType as keyof typeof CONTACT_DOCUMENT_TYPE_LABELS] ?? c.documentType : '';
  const fields: [string, unknown][] = [
    ['ID', c.id], ['Tipo', c.contactType], ['Nombres', c.firstName], ['Apellidos', c.lastName], ['Razón social', c.razonSocial],
    ['Actividad', c.actividad], ['Sitio web', c.webSite], ['Tipo de documento', documentType], ['Número de documento', c.documentNumber],
    ['Fecha de nacimiento', c.birthdate], ['Ciudad', c.city], ['Género', c.gender], ['Dirección', c.address], ['Correo electrónico', c.email],
    ['Teléfono', c.phone], ['Estado', c.status], ['Creado', c.createdAt], ['Actualizado', c.updatedAt],
    ...authorizationRow(c) as [string, unknown][],
  ];
  return fields.map(([name, value]) => row(name, value));
});

const contactDataKind = kind('Datos de contacto', ['Tipo', 'Etiqueta', 'Valor', 'Fecha'], async (db, contactId) => {
  const found = await db.select().from(contactData).where(eq(contactData.contactId, contactId)).orderBy(asc(contactData.id));
  return found.map((d) => row(d.tipo, d.label, d.value1, d.createdAt));
});

const documentsKind = kind('Documentos', ['Tipo de documento', 'Nombre del archivo', 'Tamaño (bytes)', 'Fecha'], async (db, contactId) => {
  const found = await db.select().from(contactDocuments).where(eq(contactDocuments.contactId, contactId)).orderBy(asc(contactDocuments.id));
  return found.map((d) => row(d.documentType, d.filename, d.size, d.createdAt));
});

const resumeKind = kind('Hoja de vida', ['Ocupación', 'Intereses', 'Pasatiempos', 'Descripción', 'Fecha'], async (db, contactId) => {
  const found = await db.select().from(resumes).where(eq(resumes.contactId, contactId));
  return found.map((r) => row(r.ocupacion, r.intereses, r.hobbie, r.descripcion, r.createdAt));
});

const groupsKind = kind('Grupos', ['Grupo'], async (db, contactId) => {
  const found = await db.select({ name: contactGroups.name }).from(contactGroupMembers)
    .innerJoin(contactGroups, eq(contactGroups.id, contactGroupMembers.groupId))
    .where(eq(contactGroupMembers.contactId, contactId)).orderBy(asc(contactGroups.name));
  return found.map((g) => row(g.name));
});

const campaignsKind = kind('Campañas', ['Campaña', 'Asignado desde'], async (db, contactId) => {
  const found = await db.select({ name: campaigns.name, since: campaignContacts.createdAt }).from(campaignContacts)
    .innerJoin(campaigns, eq(campaigns.id, campaignContacts.campaignId))
    .where(eq(campaignContacts.contactId, contactId)).orderBy(asc(campaignContacts.createdAt));
  return found.map((c) => row(c.name, c.since));
});

const gestionesKind = kind('Gestiones', [
  'ID', 'Fecha', 'Campaña', 'Canal', 'Resultado', 'Descripción', 'Estado', 'Agente', 'Observaciones', 'Teléfono', 'Ciudad', 'Placa',
  'Próximo contacto', 'Fecha de finalización',
], async (db, contactId) => {
  const found = await db.select({
    g: gestiones, campaign: campaigns.name, calificacion: calificaciones.name, descripcion: descripciones.name,
    agent: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
  }).from(gestiones)
    .leftJoin(campaigns, eq(campaigns.id, gestiones.campaignId))
    .leftJoin(calificaciones, eq(calificaciones.id, gestiones.calificacionId))
    .leftJoin(descripciones, eq(descripciones.id, gestiones.descripcionId))
    .leftJoin(users, eq(users.id, gestiones.agentId))
    .where(eq(gestiones.contactId, contactId)).orderBy(asc(gestiones.createdAt), asc(gestiones.id));
  return found.map(({ g, ...names }) => row(
    g.id, g.createdAt, names.campaign, g.type, names.calificacion, names.descripcion,
    GESTION_ESTADO_LABELS[g.estado as GestionEstado] ?? g.estado, names.agent, g.observaciones, g.phone, g.ciudad, g.placa,
    [g.fechaProximoContacto, g.horaProximoContacto].filter(Boolean).join(' '), g.fechaFinalizacion,
  ));
});

/** Every message of every conversation, oldest first, read in batches. */
const conversationsKind: PersonalDataKind = {
  sheet: 'Conversaciones',
  read: async (db, contactId) => ({
    headers: ['Conversación', 'Canal', 'Dirección', 'Fecha', 'Remitente', 'Tipo', 'Texto', 'Pie de archivo', 'Archivo'],
    async* batches() {
      let after = 0;
      for (;;) {
        const found = await db.select({
          m: chatMessages, type: conversations.type, address: conversations.address,
          agent: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
        }).from(chatMessages)
          .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
          .leftJoin(users, eq(users.id, chatMessages.sentBy))
          .where(and(eq(conversations.contactId, contactId), gt(chatMessages.id, after)))
          .orderBy(asc(chatMessages.id)).limit(MESSAGE_BATCH);
        if (found.length > 0) {
          yield found.map(({ m, ...c }) => row(
            m.conversationId, c.type, c.address, m.createdAt, m.fromMe ? (c.agent ?? 'Atiende') : 'Cliente', m.msgType, m.body, m.caption,
            m.filename,
          ));
        }
        if (found.length < MESSAGE_BATCH) return;
        after = found.at(-1)!.m.id;
      }
    },
  }),
};

const casesKind = kind('Casos', [
  'ID', 'Nombre', 'Tipo de servicio', 'Tipo de visita', 'Descripción', 'Observaciones', 'Dirección 1', 'Dirección 2', 'Fecha de asignación',
  'Estado', 'Recibió', 'Cargo', 'Creado', 'Finalizado',
], async (db, contactId) => {
  const found = await db.select({ c: cases, recibe: caseReports.personaRecibe, cargo: caseReports.cargo }).from(caseClients)
    .innerJoin(cases, eq(cases.id, caseClients.caseId))
    .leftJoin(caseReports, eq(caseReports.caseId, cases.id))
    .where(eq(caseClients.contactId, contactId)).orderBy(asc(cases.id));
  return found.map(({ c, recibe, cargo }) => row(
    c.id, c.name, c.tipoServicio, c.tipoVisita, c.descripcion, c.observaciones, c.direccion1, c.direccion2, c.fechaAsignacion, c.estado,
    recibe, cargo, c.createdAt, c.fechaFinalizacion,
  ));
});

const surveysKind = kind('Encuestas', ['Encuesta', 'Fecha', 'Origen', 'Pregunta', 'Respuesta'], async (db, contactId) => {
  const found = await db.select({
    survey: surveys.name, at: surveyResponses.createdAt, source: surveyResponses.source, question: surveyQuestions.text,
    questionOptions: surveyQuestions.options, chosen: surveyAnswers.options, text: surveyAnswers.text,
  }).from(surveyResponses)
    .innerJoin(surveys, eq(surveys.id, surveyResponses.surveyId))
    .innerJoin(surveyAnswers, eq(surveyAnswers.responseId, surveyResponses.id))
    .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyAnswers.questionId))
    .where(eq(surveyResponses.contactId, contactId))
    .orderBy(asc(surveyResponses.createdAt), asc(surveyResponses.id), asc(surveyQuestions.number));
  return found.map((a) => {
    const chosen = a.chosen.map((n) => a.questionOptions.find((o) => o.number === n)?.text ?? String(n));
    return row(a.survey, a.at, a.source, a.question, [...chosen, a.text].filter(Boolean).join('; '));
  });
});

const importsKind = kind('Importaciones', ['Archivo', 'Fecha', 'Fila', 'Resultado', 'Motivo', 'Datos importados'], async (db, contactId) => {
  const found = await db.select({ filename: importJobs.filename, at: importJobs.createdAt, r: importJobRows }).from(importJobRows)
    .innerJoin(importJobs, eq(importJobs.id, importJobRows.jobId))
    .where(eq(importJobRows.contactId, contactId)).orderBy(asc(importJobRows.id));
  return found.map(({ filename, at, r }) => row(filename, at, r.rowNumber, r.outcome, r.reason, r.data));
});

const agentName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

const callsKind = kind('Llamadas', ['Fecha', 'Dirección', 'Origen', 'Destino', 'Estado', 'Duración (s)', 'Agente', 'Grabación'], async (db, contactId) => {
  const found = await db.select({ c: callRecords, agent: agentName }).from(callRecords)
    .leftJoin(users, eq(users.id, callRecords.agentId))
    .where(eq(callRecords.contactId, contactId)).orderBy(asc(callRecords.calldate), asc(callRecords.id));
  return found.map(({ c, agent }) => row(
    c.calldate, c.direction, c.src, c.dst, CALL_DISPOSITION_LABELS[c.disposition as CallDisposition] ?? c.disposition, c.billsec, agent,
    c.recordingfile,
  ));
});

const dialedKind = kind('Llamadas marcadas', ['Fecha', 'Número', 'Extensión', 'Estado', 'Motivo', 'Agente'], async (db, contactId) => {
  const found = await db.select({ c: phoneCalls, agent: agentName }).from(phoneCalls)
    .leftJoin(users, eq(users.id, phoneCalls.userId))
    .where(eq(phoneCalls.contactId, contactId)).orderBy(asc(phoneCalls.startedAt), asc(phoneCalls.id));
  return found.map(({ c, agent }) => row(c.startedAt, c.number, c.extension, c.state, c.reason, agent));
});

/** Every kind of personal data, one sheet each, in this order. */
export const PERSONAL_DATA_KINDS: PersonalDataKind[] = [
  contactKind,
  contactDataKind,
  documentsKind,
  resumeKind,
  groupsKind,
  campaignsKind,
  gestionesKind,
  conversationsKind,
  casesKind,
  surveysKind,
  importsKind,
  tableKind('Leads', 'leads'),
  callsKind,
  dialedKind,
];

/** The .xlsx of a person's data: a sheet per kind this installation keeps, each with its header row. */
export function personalDataStream(db: Db, contactId: number, kinds = PERSONAL_DATA_KINDS): PassThrough {
  return streamed(async (output) => {
    const workbook = newStreamingWorkbook(output);
    for (const entry of kinds) {
      const content = await entry.read(db, contactId);
      if (!content) continue;
      const sheet = addStreamingSheet(workbook, entry.sheet, content.headers);
      for await (const batch of content.batches()) {
        for (const values of batch) sheet.addRow(values).commit();
        if (!(await drained(sheet, output))) return;
      }
      sheet.commit();
    }
    await workbook.commit();
  });
}

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  CASE_ESTADOS, CASE_SERVICE_TYPES, CASE_VISIT_TYPES, MSG, PRIVACY_MSG,
  type CampaignRead, type ChannelRead, type ContactRead, type Paged, type ContactListItem,
} from '@atiende/shared';
import { useStaff, useTestApp } from '../../test/harness.js';
import { rows } from '../../db/client.js';
import {
  audits, calificaciones, campaignContacts, caseClients, caseImages, caseReports, cases, chatMessages, contactData, contactDocuments,
  contactGroupMembers, contactGroups, contacts, conversations, gestiones, importJobRows, importJobs, resumes, surveyAnswers,
  surveyQuestions, surveyResponses, surveys,
} from '../../db/schema.js';
import { storeFile } from '../../files/stored-files.js';
import { metaSignature } from '../../integrations/meta/meta.webhook.js';
import { startWhatsappFake } from '../../integrations/whatsapp/whatsapp.fake.js';
import { runDueJobs } from '../../jobs/jobs.runner.js';
import { moduleJobs, privacyHooks } from '../index.js';
import { callRecords, phoneCalls } from '../telephony/telephony.tables.js';
import { insertCampaign } from '../gestiones/gestiones.fixtures.js';
import { recordAuthorization } from '../contacts/contacts.authorization.js';
import { suppressionPlan } from './privacy.service.js';
import { privacyJobs } from './privacy.jobs.js';
import { applyFileRetention } from '../chat/chat.retention.js';

const t = useTestApp();
const staff = useStaff(t);
const BASE = '/api/contact/contacto/';

const ACCESS_TOKEN = 'EAAtoken-habeas-1234';
const APP_SECRET = 'secreto-habeas-5678';
let wa: Awaited<ReturnType<typeof startWhatsappFake>>;

let counter = 0;
const unique = () => (counter += 1);
/** A Colombian mobile never used before in this file, as WhatsApp sends it (E.164 digits). */
const newPhone = () => `57315${String(1_000_000 + unique() * 7_919 + Math.floor(Math.random() * 900)).padStart(7, '0').slice(-7)}`;

beforeAll(async () => {
  wa = await startWhatsappFake({ accessToken: ACCESS_TOKEN });
});
afterAll(async () => {
  await wa?.close();
});

const uploads = () => t.app.config.uploadsDir;
const onDisk = (relative: string) => existsSync(path.join(uploads(), relative));
const runJobs = () => runDueJobs(t.app, moduleJobs);

async function createPerson(overrides: Record<string, unknown> = {}): Promise<ContactRead> {
  const n = unique();
  const res = await t.call(t.admin, 'POST', `${BASE}crear-igualmente/`, {
    first_name: 'Mariana', last_name: `Quintero Habeas${n}`, username: `mariana.habeas${n}@correo.co`, documentType: 'CEDULA',
    documentNumber: `52${String(n).padStart(8, '0')}`, phone: `+57 316 ${String(n).padStart(7, '0')}`, city: 'Manizales',
    gender: 'Femenino', address: `Carrera ${n} # 10-20`, birthdate: '1991-03-02', ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ContactRead;
}

async function whatsappChannel(campaignId: number, bot: { welcome: string; campaigns: number[] } | null = null): Promise<ChannelRead> {
  const created = await t.call(t.admin, 'POST', '/api/channels/', {
    nombre: `WhatsApp habeas ${unique()}`, tipo: 'WhatsApp', campaign: campaignId, ...(bot ? { bot } : {}),
    config: { phone_number_id: 'pnid', waba_id: 'waba', access_token: ACCESS_TOKEN, app_secret: APP_SECRET, verify_token: 'v', api_url: wa.apiUrl },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as ChannelRead;
}

function inboundText(phone: string, text: string, name = 'Cliente Habeas') {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: 'waba', changes: [{ field: 'messages', value: {
      messaging_product: 'whatsapp', contacts: [{ profile: { name }, wa_id: phone }],
      messages: [{ from: phone, id: `wamid.${randomUUID()}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }],
    } }] }],
  });
}

async function customerWrites(channel: ChannelRead, phone: string, text: string, name?: string) {
  const body = inboundText(phone, text, name);
  const res = await t.app.inject({
    method: 'POST', url: channel.webhook_url, payload: body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(body, APP_SECRET) },
  });
  expect(res.statusCode, res.body).toBe(200);
  await runJobs();
}

const lastSentText = () => (wa.requests.filter((r) => r.path === '/v21.0/pnid/messages').at(-1)!.json() as { text: { body: string } }).text.body;

async function openConversationOf(phone: string) {
  const [conversation] = await t.database.db.select().from(conversations)
    .where(and(eq(conversations.address, phone), sql`${conversations.estado} <> 'FINALIZADA'`));
  return conversation!;
}

const contactRead = async (id: number) => (await t.call(t.admin, 'GET', `${BASE}${id}/`)).json() as ContactRead;

describe('the data-processing authorization', () => {
  it('is PENDIENTE on a new contact and is edited on the contact card, with the medio required and an audit entry', async () => {
    const person = await createPerson();
    expect(person.autorizacion_datos).toEqual({ estado: 'PENDIENTE', fecha: null, medio: null, texto: '' });
    expect(person.datos_suprimidos).toBeNull();

    const missing = await t.call(t.admin, 'PATCH', `${BASE}${person.id}/`, { autorizacion_datos: { estado: 'OTORGADA' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ autorizacion_datos: [PRIVACY_MSG.medioRequired] });
    const future = await t.call(t.admin, 'PATCH', `${BASE}${person.id}/`, { autorizacion_datos: { estado: 'OTORGADA', medio: 'documento', fecha: '2999-01-01' } });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ autorizacion_datos: [PRIVACY_MSG.futureDate] });
    expect((await contactRead(person.id)).autorizacion_datos.estado).toBe('PENDIENTE');

    const written = await t.auditsWrittenBy(async () => {
      const res = await t.call(staff.operador.token, 'PATCH', `${BASE}${person.id}/`, {
        autorizacion_datos: { estado: 'OTORGADA', medio: 'documento', texto: 'Formato firmado en la oficina', fecha: '2026-01-15' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as ContactRead).autorizacion_datos).toEqual({
        estado: 'OTORGADA', fecha: '2026-01-15T05:00:00.000Z', medio: 'documento', texto: 'Formato firmado en la oficina',
      });
    });
    expect(written.map((a) => [a.contentType, a.descripcion, a.contactId])).toEqual([
      ['Autorización de datos', 'Autorización de tratamiento de datos otorgada por documento', person.id],
    ]);
    const back = await t.call(t.admin, 'PATCH', `${BASE}${person.id}/`, { autorizacion_datos: { estado: 'PENDIENTE', medio: 'llamada' } });
    expect((back.json() as ContactRead).autorizacion_datos).toEqual({ estado: 'PENDIENTE', fecha: null, medio: null, texto: '' });
  });

  it('is recorded by the public form through recordAuthorization, in the form’s transaction', async () => {
    const person = await createPerson();
    const texto = 'Autorizo a Atiende S.A.S. a tratar mis datos personales según su política.';
    await t.database.db.transaction(async (tx) => {
      expect(await recordAuthorization(tx, person.id, { estado: 'OTORGADA', medio: 'formulario', texto })).toBe(true);
    });
    const read = await contactRead(person.id);
    expect(read.autorizacion_datos).toMatchObject({ estado: 'OTORGADA', medio: 'formulario', texto });
    expect(Date.now() - Date.parse(read.autorizacion_datos.fecha!)).toBeLessThan(60_000);
    const [entry] = await t.database.db.select().from(audits)
      .where(and(eq(audits.contactId, person.id), eq(audits.contentType, 'Autorización de datos')));
    expect(entry).toMatchObject({ username: 'Sistema', descripcion: 'Autorización de tratamiento de datos otorgada por formulario' });
    // A transaction that fails records nothing.
    await expect(t.database.db.transaction(async (tx) => {
      await recordAuthorization(tx, person.id, { estado: 'NEGADA', medio: 'formulario', texto });
      throw new Error('el formulario falló');
    })).rejects.toThrow('el formulario falló');
    expect((await contactRead(person.id)).autorizacion_datos.estado).toBe('OTORGADA');
    expect(await t.database.db.transaction((tx) => recordAuthorization(tx, 2_000_000_000, { estado: 'OTORGADA', medio: 'formulario' }))).toBe(false);
  });

  it('is a campaign field, shown and changed with the campaign', async () => {
    const texto = 'Al continuar autorizas el tratamiento de tus datos (Ley 1581 de 2012).';
    const created = await t.call(t.admin, 'POST', '/api/campaign/campaign/', {
      name: `Campaña habeas ${unique()}`, description: 'Con autorización', encargado: [staff.supervisor.id], autorizacion_datos: texto,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as CampaignRead).autorizacion_datos).toBe(texto);
    const id = (created.json() as CampaignRead).id;
    const cleared = await t.call(t.admin, 'PATCH', `/api/campaign/campaign/${id}/`, { autorizacion_datos: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((cleared.json() as CampaignRead).autorizacion_datos).toBe('');
    const plain = await t.call(t.admin, 'POST', '/api/campaign/campaign/', { name: `Campaña sin texto ${unique()}`, description: 'd', encargado: [staff.supervisor.id] });
    expect((plain.json() as CampaignRead).autorizacion_datos).toBe('');
  });

  it('is asked by the entry bot of a campaign with a text, and the answer recorded before the queue', async () => {
    const texto = 'Tus datos se tratarán según la política de Atiende S.A.S. ¿Nos autorizas?';
    const asking = await insertCampaign(t.database.db, { autorizacionDatos: texto });
    const plain = await insertCampaign(t.database.db);
    const channel = await whatsappChannel(plain.id, { welcome: 'Hola, bienvenido.', campaigns: [asking.id, plain.id] });

    const phone = newPhone();
    await customerWrites(channel, phone, 'Hola');
    expect(lastSentText()).toMatch(/^Hola, bienvenido\.\n1\. /);
    await customerWrites(channel, phone, '1');
    expect(lastSentText()).toBe(`${texto}\n\n${PRIVACY_MSG.botQuestion}`);
    expect(await openConversationOf(phone)).toMatchObject({ estado: 'BOT', campaignId: asking.id, waitingSince: null });
    await customerWrites(channel, phone, 'quizás');
    expect(lastSentText()).toBe(`${PRIVACY_MSG.botNotUnderstood} ${PRIVACY_MSG.botQuestion}`);
    expect((await openConversationOf(phone)).estado).toBe('BOT');
    await customerWrites(channel, phone, '1');
    const queued = await openConversationOf(phone);
    expect(queued).toMatchObject({ estado: 'EN_ESPERA', campaignId: asking.id });
    expect(queued.waitingSince).not.toBeNull();
    expect(lastSentText()).toBe(`Gracias. Un asesor de ${asking.name} te atenderá en breve.`);
    expect((await contactRead(queued.contactId)).autorizacion_datos).toMatchObject({ estado: 'OTORGADA', medio: 'chat', texto });

    // Another customer says no: recorded as NEGADA, and still attended.
    const other = newPhone();
    await customerWrites(channel, other, 'Buenas');
    await customerWrites(channel, other, '1');
    await customerWrites(channel, other, '2');
    const denied = await openConversationOf(other);
    expect(denied).toMatchObject({ estado: 'EN_ESPERA', campaignId: asking.id });
    expect(lastSentText()).toBe(`${PRIVACY_MSG.botDenied} Gracias. Un asesor de ${asking.name} te atenderá en breve.`);
    expect((await contactRead(denied.contactId)).autorizacion_datos).toMatchObject({ estado: 'NEGADA', medio: 'chat', texto });

    // A campaign without a text, or a customer who already answered, goes straight to the queue.
    const third = newPhone();
    await customerWrites(channel, third, 'Hola');
    await customerWrites(channel, third, '2');
    expect(await openConversationOf(third)).toMatchObject({ estado: 'EN_ESPERA', campaignId: plain.id });
    const fourth = newPhone();
    await customerWrites(channel, fourth, 'Hola');
    const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.address, fourth));
    await t.database.db.transaction((tx) => recordAuthorization(tx, conversation!.contactId, { estado: 'OTORGADA', medio: 'llamada' }));
    await customerWrites(channel, fourth, '1');
    expect(await openConversationOf(fourth)).toMatchObject({ estado: 'EN_ESPERA', campaignId: asking.id });
  });
});

/** One row of every kind of personal data for `contactId`, files on disk included. */
async function giveEverything(contact: ContactRead, phone: string) {
  const db = t.database.db;
  const contactId = contact.id;
  const campaign = await insertCampaign(db, { name: `Renovación habeas ${unique()}` });
  const [calificacion] = await db.insert(calificaciones).values({ campaignId: campaign.id, name: 'Interesado' }).returning();
  await db.insert(campaignContacts).values({ campaignId: campaign.id, contactId });
  const [group] = await db.insert(contactGroups).values({ name: `Clientes oro ${unique()}` }).returning();
  await db.insert(contactGroupMembers).values({ groupId: group!.id, contactId });
  await db.insert(contactData).values({ contactId, tipo: 'Redes Sociales', label: 'Instagram', value1: '@mariana.habeas' });
  const documentPath = await storeFile(uploads(), `contacts/${contactId}`, '.pdf', Buffer.from('%PDF-1.4 cédula'));
  await db.insert(contactDocuments).values({
    contactId, documentType: 'CEDULA_CIUDADANIA', filePath: documentPath, filename: 'cedula-mariana.pdf', mimeType: 'application/pdf', size: 16,
  });
  await db.insert(resumes).values({ contactId, ocupacion: 'Arquitecta', intereses: 'Ciclismo' });
  await db.insert(gestiones).values({
    contactId, campaignId: campaign.id, agentId: staff.agente.id, calificacionId: calificacion!.id, estado: 'FINALIZADO',
    observaciones: `Mariana pide que la llamen al ${phone}`, phone: `+${phone}`, placa: 'ABC123', ciudad: 'Manizales',
  });

  // A conversation through a channel, with a picture she sent.
  const channel = await whatsappChannel(campaign.id);
  await customerWrites(channel, phone, 'Hola, soy Mariana, mi cédula es la del documento');
  const [conversation] = await db.select().from(conversations).where(eq(conversations.address, phone));
  expect(conversation!.contactId).toBe(contactId);
  const mediaPath = await storeFile(uploads(), 'chat', '.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  await db.insert(chatMessages).values({
    conversationId: conversation!.id, channelId: channel.id, fromMe: false, msgType: 'image', caption: 'Foto de mi factura', filePath: mediaPath,
    filename: 'factura.jpg', mimeType: 'image/jpeg',
  });

  const [aCase] = await db.insert(cases).values({
    name: `Instalación ${contact.first_name} ${contact.last_name}`, tipoServicio: CASE_SERVICE_TYPES[0], tipoVisita: CASE_VISIT_TYPES[0],
    descripcion: 'Instalar router en el apartamento 301', observaciones: 'Perro bravo', direccion1: contact.address, estado: CASE_ESTADOS[0],
  }).returning();
  await db.insert(caseClients).values({ caseId: aCase!.id, contactId });
  const signaturePath = await storeFile(uploads(), `cases/${aCase!.id}`, '.png', Buffer.from('firma'));
  const picturePath = await storeFile(uploads(), `cases/${aCase!.id}`, '.jpg', Buffer.from('foto'));
  await db.insert(caseReports).values({ caseId: aCase!.id, descripcion: 'Quedó instalado', personaRecibe: 'Mariana Quintero', cargo: 'Propietaria', firmaPath: signaturePath });
  await db.insert(caseImages).values({ caseId: aCase!.id, filePath: picturePath, mimeType: 'image/jpeg', size: 4 });

  const [survey] = await db.insert(surveys).values({ name: `Satisfacción ${unique()}`, campaignId: campaign.id, publicToken: `tok${randomUUID()}` }).returning();
  const [choice] = await db.insert(surveyQuestions).values({
    surveyId: survey!.id, number: 1, text: '¿Cómo le atendimos?', questionTypeId: 1, options: [{ number: 1, text: 'Bien' }, { number: 2, text: 'Mal' }],
  }).returning();
  const [open] = await db.insert(surveyQuestions).values({ surveyId: survey!.id, number: 2, text: '¿Algo más?', questionTypeId: 3 }).returning();
  const [response] = await db.insert(surveyResponses).values({ surveyId: survey!.id, source: 'agente', contactId }).returning();
  await db.insert(surveyAnswers).values([
    { responseId: response!.id, questionId: choice!.id, options: [1] },
    { responseId: response!.id, questionId: open!.id, text: 'Que me escriban a mariana@correo.co' },
  ]);
  const [job] = await db.insert(importJobs).values({ kind: 'contacts', filename: 'clientes-marzo.xlsx', filePath: 'imports/clientes.xlsx' }).returning();
  await db.insert(importJobRows).values({ jobId: job!.id, rowNumber: 7, outcome: 'created', contactId, data: { nombre: 'Mariana', cedula: contact.documentNumber } });

  return { campaign, calificacion: calificacion!, channel, conversation: conversation!, caseId: aCase!.id, files: [documentPath, mediaPath, signaturePath, picturePath] };
}

async function workbookOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets = new Map<string, string[][]>();
  workbook.eachSheet((sheet) => {
    const values: string[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
    sheets.set(sheet.name, values);
  });
  return sheets;
}

const text = (values: string[][] | undefined) => (values ?? []).map((r) => r.join(' | ')).join('\n');

describe('a person’s data on request', () => {
  it('downloads an .xlsx with a sheet per kind of data, each export audited', async () => {
    const person = await createPerson();
    const phone = newPhone();
    await t.database.db.insert(contactData).values({ contactId: person.id, tipo: 'Telefono', label: 'Whatsapp', value1: `+${phone}` });
    await t.call(t.admin, 'PATCH', `${BASE}${person.id}/`, { phone: `+${phone}` });
    const given = await giveEverything(person, phone);

    const url = `${BASE}${person.id}/datos_personales/`;
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(staff.supervisor.token, 'GET', url);
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`datos-personales-${person.id}.xlsx`);
    expect(written.map((a) => [a.contentType, a.tipoGestion, a.contactId, a.descripcion])).toEqual([
      ['Datos personales', 'Exportación', person.id, `Se exportaron los datos personales del contacto ${person.id}`],
    ]);

    const sheets = await workbookOf(res.rawPayload);
    expect([...sheets.keys()]).toEqual([
      'Contacto', 'Datos de contacto', 'Documentos', 'Hoja de vida', 'Grupos', 'Campañas', 'Gestiones', 'Conversaciones', 'Casos', 'Encuestas',
      'Importaciones', 'Leads', 'Llamadas', 'Llamadas marcadas',
    ]);
    expect(text(sheets.get('Contacto'))).toContain(`Nombres | Mariana`);
    expect(text(sheets.get('Contacto'))).toContain(`Número de documento | ${person.documentNumber}`);
    expect(text(sheets.get('Contacto'))).toContain('Autorización de datos | Pendiente');
    // Text that a spreadsheet could read as a formula starts with an apostrophe, as in every export.
    expect(text(sheets.get('Datos de contacto'))).toContain("Redes Sociales | Instagram | '@mariana.habeas");
    expect(text(sheets.get('Datos de contacto'))).toContain(`Telefono | Whatsapp | '+${phone}`);
    expect(text(sheets.get('Documentos'))).toContain('CEDULA_CIUDADANIA | cedula-mariana.pdf | 16');
    expect(text(sheets.get('Hoja de vida'))).toContain('Arquitecta | Ciclismo');
    expect(sheets.get('Grupos')!.slice(1).flat()[0]).toMatch(/^Clientes oro/);
    expect(text(sheets.get('Campañas'))).toContain(given.campaign.name);
    expect(text(sheets.get('Gestiones'))).toContain(`Interesado`);
    expect(text(sheets.get('Gestiones'))).toContain(`Mariana pide que la llamen al ${phone}`);
    expect(text(sheets.get('Conversaciones'))).toContain('Cliente | text | Hola, soy Mariana, mi cédula es la del documento');
    expect(text(sheets.get('Conversaciones'))).toContain('Cliente | image |  | Foto de mi factura | factura.jpg');
    expect(text(sheets.get('Casos'))).toContain('Instalar router en el apartamento 301');
    expect(text(sheets.get('Encuestas'))).toContain('¿Cómo le atendimos? | Bien');
    expect(text(sheets.get('Encuestas'))).toContain('¿Algo más? | Que me escriban a mariana@correo.co');
    expect(text(sheets.get('Importaciones'))).toContain('clientes-marzo.xlsx');
    // Every row of every sheet carries a date where the kind has one.
    expect(sheets.get('Gestiones')![1]![1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(sheets.get('Conversaciones')![1]![3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('lists the person\'s leads, the PBX\'s calls with them and the calls dialed to them', async () => {
    const person = await createPerson();
    const other = await createPerson();
    const db = t.database.db;
    await db.execute(sql`insert into leads (tipo, source, contact_id, observaciones) values ('event', 'Formulario web', ${person.id}, 'Seguro SOAT'), ('event', 'Formulario web', ${other.id}, 'Otro')`);
    await db.insert(callRecords).values([
      { linkedid: `p-${person.id}`, uniqueid: `p-${person.id}`, calldate: new Date('2026-03-02T15:00:00Z'), src: '1203', dst: '573001112233',
        direction: 'saliente', disposition: 'ANSWERED', billsec: 95, duration: 100, recordingfile: 'out-573001112233-1203-20260302-100000-1.wav',
        contactId: person.id },
      { linkedid: `o-${other.id}`, uniqueid: `o-${other.id}`, calldate: new Date('2026-03-02T15:00:00Z'), direction: 'entrante', disposition: 'BUSY', contactId: other.id },
    ]);
    await db.insert(phoneCalls).values({ userId: staff.agente.id, contactId: person.id, number: '573001112233', extension: '1203', actionId: `c2c-p-${person.id}`, state: 'colgada' });
    const res = await t.call(t.admin, 'GET', `${BASE}${person.id}/datos_personales/`);
    const sheets = await workbookOf(res.rawPayload);
    const leadsSheet = sheets.get('Leads')!;
    const observaciones = leadsSheet[0]!.indexOf('observaciones');
    expect(leadsSheet.slice(1).map((r) => r[observaciones])).toEqual(['Seguro SOAT']);
    expect(sheets.get('Llamadas')!.slice(1)).toEqual([[
      '2026-03-02 10:00:00', 'saliente', '1203', '573001112233', 'Contestada', '95', undefined, 'out-573001112233-1203-20260302-100000-1.wav',
    ]]);
    expect(sheets.get('Llamadas marcadas')!.slice(1)).toEqual([[expect.any(String), '573001112233', '1203', 'colgada', undefined, expect.any(String)]]);

    // Suppressed: the calls stay for the reports, without the customer's number or the link to the recording.
    expect((await t.call(t.admin, 'POST', `${BASE}${person.id}/suprimir/`, { motivo: 'Solicitud del titular' })).statusCode).toBe(200);
    const [record] = await db.select().from(callRecords).where(eq(callRecords.contactId, person.id));
    expect(record).toMatchObject({ src: '1203', dst: 'Suprimido', recordingfile: '', disposition: 'ANSWERED', billsec: 95 });
    const [dialed] = await db.select().from(phoneCalls).where(eq(phoneCalls.contactId, person.id));
    expect(dialed).toMatchObject({ number: 'Suprimido', state: 'colgada' });
    const [untouched] = await db.select().from(callRecords).where(eq(callRecords.contactId, other.id));
    expect(untouched!.disposition).toBe('BUSY');
  });

  it('is refused without the permission, 404 for a contact that does not exist', async () => {
    const person = await createPerson();
    for (const user of [staff.operador, staff.agente]) {
      const res = await t.call(user.token, 'GET', `${BASE}${person.id}/datos_personales/`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.forbidden });
    }
    expect((await t.call(staff.administrador.token, 'GET', `${BASE}${person.id}/datos_personales/`)).statusCode).toBe(200);
    expect((await t.call(t.admin, 'GET', `${BASE}1999999999/datos_personales/`)).statusCode).toBe(404);
    expect((await t.call(null, 'GET', `${BASE}${person.id}/datos_personales/`)).statusCode).toBe(401);
  });
});

const search = async (term: string) => {
  const list = (await t.call(t.admin, 'GET', `${BASE}?search=${encodeURIComponent(term)}`)).json() as Paged<ContactListItem>;
  const options = (await t.call(t.admin, 'GET', `${BASE}FullList?search=${encodeURIComponent(term)}`)).json() as { id: number }[];
  return [...list.results.map((c) => c.id), ...options.map((c) => c.id)];
};

describe('suppression', () => {
  it('removes the person and keeps what reports count', async () => {
    const db = t.database.db;
    const person = await createPerson();
    const phone = newPhone();
    await t.call(t.admin, 'PATCH', `${BASE}${person.id}/`, { phone: `+${phone}` });
    const given = await giveEverything(person, phone);
    const oldName = person.last_name;
    const oldDocument = person.documentNumber!;
    const oldEmail = person.username!;
    expect(await search(oldName)).toContain(person.id);
    expect(await search(phone.slice(2))).toContain(person.id);
    expect(await search(oldDocument)).toContain(person.id);
    for (const file of given.files) expect(onDisk(file)).toBe(true);
    const [gestionBefore] = await db.select().from(gestiones).where(eq(gestiones.contactId, person.id));

    const motivo = 'Solicitud de la titular por correo del 3 de marzo';
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(staff.administrador.token, 'POST', `${BASE}${person.id}/suprimir/`, { motivo });
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ detail: PRIVACY_MSG.suppressed, archivos: 4 });

    // The audit entry: the motivo, none of the suppressed values.
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Datos personales', tipoGestion: 'Supresión', contactId: person.id, objectId: person.id });
    expect(written[0]!.descripcion).toBe(`Se suprimieron los datos personales del contacto ${person.id}. Motivo: ${motivo}`);
    // The rest of the contact's timeline no longer names her either.
    const timeline = await db.select().from(audits).where(eq(audits.contactId, person.id));
    expect(timeline.length).toBeGreaterThan(2);
    const everything = JSON.stringify(timeline);
    for (const value of [oldName, oldDocument, oldEmail, phone]) expect(everything).not.toContain(value);

    // Not found by the old name, phone or document.
    expect(await search(oldName)).toEqual([]);
    expect(await search(phone.slice(2))).toEqual([]);
    expect(await search(`+${phone}`)).toEqual([]);
    expect(await search(oldDocument)).toEqual([]);
    expect(await search(oldEmail)).not.toContain(person.id);
    const gestionSearch = (await t.call(t.admin, 'GET', `/api/contact/gestionContacto/?search=${encodeURIComponent(oldName)}`)).json() as Paged<unknown>;
    expect(gestionSearch.count).toBe(0);

    // The card: 'Suprimido', nothing personal, the date of the suppression.
    const card = await contactRead(person.id);
    expect(card).toMatchObject({
      first_name: 'Suprimido', last_name: '', get_full_name: 'Suprimido', documentNumber: 'Suprimido', username: null, birthdate: null,
      city: null, gender: null, address: null, email: [], phone: [], telegram: [], address_list: [],
    });
    expect(card.datos_suprimidos).toBe((res.json() as { suprimido: string }).suprimido);
    const [row] = await db.select().from(contacts).where(eq(contacts.id, person.id));
    expect(JSON.stringify(row)).not.toContain(oldName);
    expect(row!.phoneDigits).toBeNull();
    expect(await db.select().from(contactData).where(eq(contactData.contactId, person.id))).toEqual([]);
    expect(await db.select().from(contactDocuments).where(eq(contactDocuments.contactId, person.id))).toEqual([]);
    expect(await db.select().from(resumes).where(eq(resumes.contactId, person.id))).toEqual([]);

    // Messages without content; the conversation closed under another address.
    const messages = await db.select().from(chatMessages).where(eq(chatMessages.conversationId, given.conversation.id));
    expect(messages.length).toBe(2);
    for (const message of messages) {
      expect(message).toMatchObject({ body: '', filePath: null, filename: null, extra: null, latitude: null, longitude: null });
      expect(message.caption ?? '').toBe('');
    }
    expect(messages.find((m) => m.msgType === 'image')!.statusReason).toBe(PRIVACY_MSG.fileSuppressed);
    const [conversation] = await db.select().from(conversations).where(eq(conversations.id, given.conversation.id));
    expect(conversation).toMatchObject({ estado: 'FINALIZADA', address: 'Suprimido', messagesReceived: 1, contactId: person.id });

    // Gestiones kept with their result, campaign, agent and date; their free texts gone.
    const [gestionAfter] = await db.select().from(gestiones).where(eq(gestiones.contactId, person.id));
    expect(gestionAfter).toEqual({
      ...gestionBefore, observaciones: 'Suprimido', phone: 'Suprimido', placa: 'Suprimido', ciudad: 'Suprimido',
    });
    expect(await db.select().from(campaignContacts).where(eq(campaignContacts.contactId, person.id))).toHaveLength(1);
    const [aCase] = await db.select().from(cases).where(eq(cases.id, given.caseId));
    expect(aCase).toMatchObject({ name: 'Instalación Suprimido', descripcion: 'Suprimido', observaciones: 'Suprimido', direccion1: 'Suprimido' });
    const [report] = await db.select().from(caseReports).where(eq(caseReports.caseId, given.caseId));
    expect(report).toMatchObject({ personaRecibe: 'Suprimido', firmaPath: null });
    const answers = await db.select({ text: surveyAnswers.text, options: surveyAnswers.options }).from(surveyAnswers)
      .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId)).where(eq(surveyResponses.contactId, person.id));
    expect(answers).toEqual(expect.arrayContaining([{ text: '', options: [1] }, { text: 'Suprimido', options: [] }]));
    const [imported] = await db.select().from(importJobRows).where(eq(importJobRows.contactId, person.id));
    expect(imported!.data).toBeNull();

    // The files go with the job queued by the suppression.
    await runJobs();
    for (const file of given.files) expect(onDisk(file), file).toBe(false);
    expect(onDisk(`contacts/${person.id}`)).toBe(false);

    // A second suppression is a clear 400; the card can no longer be edited.
    const again = await t.call(t.admin, 'POST', `${BASE}${person.id}/suprimir/`, { motivo });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: PRIVACY_MSG.alreadySuppressed });
    const edit = await t.call(t.admin, 'PATCH', `${BASE}${person.id}/`, { first_name: 'Mariana' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ detail: PRIVACY_MSG.suppressedNoEdit });
    const addPhone = await t.call(t.admin, 'POST', '/api/contact/datos_contacto/', { contact: person.id, tipo: 'Telefono', label: 'Casa', value_1: '+573001112233' });
    expect(addPhone.statusCode).toBe(400);
    const other = await createPerson();
    const intoSuppressed = await t.call(t.admin, 'POST', `${BASE}${person.id}/fusionar/`, { other_id: other.id, keep: {} });
    expect(intoSuppressed.statusCode).toBe(400);
    expect(intoSuppressed.json()).toEqual({ id: [PRIVACY_MSG.suppressedNoEdit] });
    const fromSuppressed = await t.call(t.admin, 'POST', `${BASE}${other.id}/fusionar/`, { other_id: person.id, keep: {} });
    expect(fromSuppressed.json()).toEqual({ other_id: [PRIVACY_MSG.suppressedNoEdit] });

    // A new message from the same number starts a new, unrelated contact.
    await customerWrites(given.channel, phone, 'Hola de nuevo', 'Mariana Q');
    const fresh = await openConversationOf(phone);
    expect(fresh.contactId).not.toBe(person.id);
    expect((await contactRead(fresh.contactId)).get_full_name).toBe('Mariana Q');
  });

  it('is refused to every role but SuperAdmin and Administrador, and asks for a motivo', async () => {
    const person = await createPerson();
    for (const user of [staff.supervisor, staff.operador, staff.agente]) {
      const res = await t.call(user.token, 'POST', `${BASE}${person.id}/suprimir/`, { motivo: 'Porque sí' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.forbidden });
    }
    for (const body of [{}, { motivo: '' }, { motivo: '  ' }]) {
      const res = await t.call(t.admin, 'POST', `${BASE}${person.id}/suprimir/`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ motivo: [PRIVACY_MSG.motivoRequired] });
    }
    expect((await contactRead(person.id)).datos_suprimidos).toBeNull();
    expect((await t.call(t.admin, 'POST', `${BASE}1999999999/suprimir/`, { motivo: 'No existe' })).statusCode).toBe(404);
    // A deleted contact still holds the person's data, and can be suppressed too.
    await t.call(t.admin, 'DELETE', `${BASE}${person.id}/`);
    const res = await t.call(t.admin, 'POST', `${BASE}${person.id}/suprimir/`, { motivo: 'Solicitud de la titular' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, person.id));
    expect(row).toMatchObject({ firstName: 'Suprimido', email: null, phone: null });
  });

  it('knows what it does with every table that refers to a contact', async () => {
    const referencing = await rows<{ table: string }>(t.database.db, sql`
      select distinct cl.relname as table from pg_constraint c join pg_class cl on cl.oid = c.conrelid
      where c.contype = 'f' and c.confrelid = 'contacts'::regclass and cl.relname <> 'contacts'`);
    expect(referencing.map((r) => r.table).sort()).toEqual(Object.keys(suppressionPlan(privacyHooks)).sort());
  });
});

describe('file retention', () => {
  it('deletes chat media older than RETENCION_ARCHIVOS_DIAS and says so on the message; unset keeps everything', async () => {
    const db = t.database.db;
    const person = await createPerson();
    const phone = newPhone();
    await t.call(t.admin, 'PATCH', `${BASE}${person.id}/`, { phone: `+${phone}` });
    const channel = await whatsappChannel((await insertCampaign(db)).id);
    await customerWrites(channel, phone, 'Le envío la foto');
    const conversation = await openConversationOf(phone);
    const media = async (daysAgo: number) => {
      const filePath = await storeFile(uploads(), 'chat', '.jpg', Buffer.from([0xff, 0xd8, 0xff, daysAgo]));
      const [message] = await db.insert(chatMessages).values({
        conversationId: conversation.id, channelId: channel.id, fromMe: daysAgo % 2 === 0, msgType: 'image', filePath, filename: 'foto.jpg',
        mimeType: 'image/jpeg', createdAt: new Date(Date.now() - daysAgo * 24 * 3600_000), caption: 'Mi foto',
      }).returning();
      return message!;
    };
    const old = await media(40);
    const older = await media(91);
    const recent = await media(3);

    const retention = privacyJobs.filter((job) => job.kind === 'privacy.retention');
    expect(t.app.config.retentionDays).toBeNull();
    await db.execute(sql`insert into jobs (kind, payload) values ('privacy.retention', '{}'::jsonb)`);
    expect(await runDueJobs(t.app, retention)).toBe(1);
    for (const message of [old, older, recent]) expect(onDisk(message.filePath!)).toBe(true);

    t.app.config.retentionDays = 30;
    try {
      await db.execute(sql`insert into jobs (kind, payload) values ('privacy.retention', '{}'::jsonb)`);
      expect(await runDueJobs(t.app, retention)).toBe(1);
    } finally {
      t.app.config.retentionDays = null;
    }
    for (const message of [old, older]) {
      expect(onDisk(message.filePath!)).toBe(false);
      const [after] = await db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
      expect(after).toMatchObject({ filePath: null, statusReason: PRIVACY_MSG.fileRetention, caption: 'Mi foto', msgType: 'image' });
    }
    expect(onDisk(recent.filePath!)).toBe(true);
    const thread = await t.call(t.admin, 'GET', `/api/whatsapp/message/contact_messages/?conversation=${conversation.id}`);
    expect(thread.statusCode, thread.body).toBe(200);
    const found = (thread.json() as { results: { id: number; file: string | null; status_reason: string | null }[] }).results.find((m) => m.id === old.id);
    expect(found).toMatchObject({ file: null, status_reason: PRIVACY_MSG.fileRetention });
    expect(await applyFileRetention(db, uploads(), 30)).toBe(0);
    expect(await applyFileRetention(db, uploads(), 1)).toBe(1);
    expect(onDisk(recent.filePath!)).toBe(false);
  });
});

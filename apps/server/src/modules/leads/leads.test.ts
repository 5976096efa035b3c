import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_FORM_AUTHORIZATION, LEAD_MSG, LEADS_EXPORT_FILE, LEADS_FRANJAS, LEADS_UPLOAD_COLUMNS, type LeadListItem, type LeadRead, type LeadsChangedEvent, type LeadsPorHora,
  type LeadTimeline, type Paged,
} from '@atiende/shared';
import { useStaff, useTestApp, type TestUser } from '../../test/harness.js';
import { connectSocket, listen } from '../../test/socket-client.js';
import { audits } from '../audits/audits.tables.js';
import { campaignUsers } from '../campaigns/campaigns.tables.js';
import { contacts } from '../contacts/contacts.tables.js';
import { insertCampaign, insertContact, insertGestion } from '../gestiones/gestiones.fixtures.js';
import { leads, leadSteps } from './leads.tables.js';
import { FORM_LIMIT } from './leads.throttle.js';

const t = useTestApp();
const staff = useStaff(t, { agente: { firstName: 'Camila', lastName: 'Rojas' } });
const db = () => t.database.db;

let campaign: { id: number; name: string };
let otherAgent: TestUser;

beforeAll(async () => {
  campaign = await insertCampaign(db(), { name: 'Ventas Leads' });
  otherAgent = await t.userWithRole('Agente', { firstName: 'Otro', lastName: 'Agente' });
  await db().insert(campaignUsers).values([{ campaignId: campaign.id, userId: staff.agente.id }, { campaignId: campaign.id, userId: otherAgent.id }]);
});

const leadCount = async () => Number((await db().select({ n: sql<number>`count(*)` }).from(leads))[0]!.n);
const contactCount = async () => Number((await db().select({ n: sql<number>`count(*)` }).from(contacts))[0]!.n);

let addressCounter = 0;
/** The public form from its own client address, so the limit of one test does not spend another's. */
const submitForm = (payload: object, address = `10.0.${Math.floor(addressCounter / 200)}.${(addressCounter++ % 200) + 1}`) =>
  t.app.inject({ method: 'POST', url: '/api/leads/event/', payload, remoteAddress: address });

let cedulaCounter = 70_000_000;
const formPayload = (overrides: object = {}) => {
  cedulaCounter += 1;
  return {
    name: 'Valentina Ospina Ruiz', phone: `3${String(cedulaCounter).slice(-9).padStart(9, '1')}`, email: `valentina${cedulaCounter}@correo.co`,
    message: 'Quiero información del plan familiar', cedula: String(cedulaCounter), 'form-name': 'contacto-home', page_name: 'Inicio',
    autorizacion_datos: true, ...overrides,
  };
};

async function schedule(token: string, items: object[]) {
  return t.call(token, 'POST', '/api/leads/leads/', { leads: items });
}

async function scheduledLead(agent = staff.agente, extra: object = {}): Promise<number> {
  const contact = await insertContact(db());
  const res = await schedule(t.admin, [{
    contact: contact.id, campaign: campaign.id, agent: agent.id, observaciones: 'Volver a llamar', fecha_vencimiento: '2099-01-31 10:00', ...extra,
  }]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ ids: number[] }>().ids[0]!;
}

describe('the public contact form', () => {
  it('creates the contact and an event lead, answering 201 "Formulario enviado", without sign-in', async () => {
    const payload = formPayload();
    const res = await submitForm(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Formulario enviado' });
    const [lead] = await db().select().from(leads).orderBy(sql`${leads.id} desc`).limit(1);
    expect(lead).toMatchObject({ tipo: 'event', source: 'Formulario web', estado: 'SIN_ASIGNAR', agentId: null, observaciones: payload.message });
    expect(lead!.metadata).toMatchObject({ 'form-name': 'contacto-home', page_name: 'Inicio', cedula: payload.cedula, mensaje: payload.message });
    const [contact] = await db().select().from(contacts).where(eq(contacts.id, lead!.contactId));
    expect(contact).toMatchObject({ firstName: 'Valentina', lastName: 'Ospina Ruiz', documentNumber: payload.cedula, email: payload.email });
  });

  it('records the data-processing authorization the person gave with the words the form showed, audited', async () => {
    const payload = formPayload();
    const started = new Date();
    expect((await submitForm(payload)).statusCode).toBe(201);
    const [contact] = await db().select().from(contacts).where(eq(contacts.documentNumber, payload.cedula));
    expect(contact).toMatchObject({ autorizacionEstado: 'OTORGADA', autorizacionMedio: 'formulario', autorizacionTexto: CONTACT_FORM_AUTHORIZATION });
    expect(contact!.autorizacionFecha!.getTime()).toBeGreaterThanOrEqual(started.getTime() - 1000);
    const card = await t.call(t.admin, 'GET', `/api/contact/contacto/${contact!.id}/`);
    expect(card.json().autorizacion_datos).toMatchObject({ estado: 'OTORGADA', medio: 'formulario', texto: CONTACT_FORM_AUTHORIZATION });
    const [entry] = await db().select().from(audits).where(and(eq(audits.contactId, contact!.id), eq(audits.contentType, 'Autorización de datos')));
    expect(entry!.descripcion).toBe('Autorización de tratamiento de datos otorgada por formulario');
  });

  it('refuses a form without the authorization checked, writing nothing', async () => {
    const [leadsBefore, contactsBefore] = [await leadCount(), await contactCount()];
    for (const autorizacion_datos of [undefined, false, 'true', 1]) {
      const res = await submitForm(formPayload({ autorizacion_datos }));
      expect(res.statusCode).toBe(400);
      expect(res.json().autorizacion_datos).toEqual([LEAD_MSG.authorizationRequired]);
    }
    expect([await leadCount(), await contactCount()]).toEqual([leadsBefore, contactsBefore]);
  });

  it('matches the person it already knows by cédula instead of creating another contact', async () => {
    const payload = formPayload();
    expect((await submitForm(payload)).statusCode).toBe(201);
    const contactsBefore = await contactCount();
    expect((await submitForm({ ...payload, message: 'Segunda consulta' })).statusCode).toBe(201);
    expect(await contactCount()).toBe(contactsBefore);
    const mine = await db().select().from(leads).where(sql`${leads.metadata}->>'cedula' = ${payload.cedula}`);
    expect(mine).toHaveLength(2);
    expect(new Set(mine.map((lead) => lead.contactId)).size).toBe(1);
  });

  it('refuses a form with missing or wrong fields in Spanish, writing nothing', async () => {
    const before = await leadCount();
    const res = await submitForm({ name: ' ', phone: '12', email: 'no-es-correo', cedula: '12a' });
    expect(res.statusCode).toBe(400);
    const body = res.json<Record<string, string[]>>();
    expect(body.name).toEqual([LEAD_MSG.required]);
    expect(body.message).toEqual([LEAD_MSG.required]);
    expect(body.phone).toEqual([LEAD_MSG.invalidPhone]);
    expect(body.email).toEqual(['Introduzca una dirección de correo electrónico válida.']);
    expect(body.cedula).toEqual(['Este campo solo admite números.']);
    expect(await leadCount()).toBe(before);
  });

  it('answers a robot that fills the hidden field as it answers a person, and keeps nothing', async () => {
    const [leadsBefore, contactsBefore] = [await leadCount(), await contactCount()];
    const res = await submitForm(formPayload({ website: 'http://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: LEAD_MSG.formSent });
    expect([await leadCount(), await contactCount()]).toEqual([leadsBefore, contactsBefore]);
  });

  it(`takes ${FORM_LIMIT} submissions from one address in ten minutes and refuses the next with 429, writing nothing`, async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < FORM_LIMIT; i += 1) expect((await submitForm(formPayload(), address)).statusCode).toBe(201);
    const before = await leadCount();
    const refused = await submitForm(formPayload(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: LEAD_MSG.formTooMany });
    expect(await leadCount()).toBe(before);
    expect((await submitForm(formPayload(), '203.0.113.78')).statusCode).toBe(201);
  });

  it('gives a lead of a campaign to its agent with the fewest open leads, whose Leads badge hears of it at once', async () => {
    const quiet = await insertCampaign(db(), { name: 'Campaña del formulario' });
    const busy = await t.userWithRole('Agente');
    const free = await t.userWithRole('Agente');
    await db().insert(campaignUsers).values([{ campaignId: quiet.id, userId: busy.id }, { campaignId: quiet.id, userId: free.id }]);
    const contact = await insertContact(db());
    await db().insert(leads).values({ tipo: 'programado', source: 'x', estado: 'PENDIENTE', contactId: contact.id, campaignId: quiet.id, agentId: busy.id });
    const base = await listen(t.app);
    const badge = await connectSocket(base, `/ws/leads/?token=${free.token}`);
    const res = await submitForm(formPayload({ campaign: quiet.id }));
    expect(res.statusCode).toBe(201);
    const notice = await badge.next<LeadsChangedEvent>();
    expect(notice).toMatchObject({ type: 'leads.changed', tipo: 'event', estado: 'PENDIENTE' });
    const lead = await t.call(free.token, 'GET', `/api/leads/leads/${notice.lead}/`);
    expect(lead.statusCode).toBe(200);
    expect(lead.json<LeadRead>()).toMatchObject({ estado: 'PENDIENTE', campaign: { id: quiet.id }, agent: [[expect.any(String), free.id]] });
    badge.socket.close();
  });
});

describe('scheduling leads', () => {
  it('schedules a follow-up for an agent of the campaign, PENDIENTE with its due date, and a new contact inline', async () => {
    const res = await schedule(t.admin, [{
      new_contact: { first_name: 'Mateo', last_name: 'Cárdenas', email: 'mateo.cardenas@correo.co', phone: '3015550101' },
      campaign: campaign.id, agent: staff.agente.id, observaciones: 'Interesado en el plan anual', fecha_vencimiento: '2099-03-10',
    }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: 'Se programó 1 lead.', ids: [expect.any(Number)] });
    const lead = (await t.call(staff.agente.token, 'GET', `/api/leads/leads/${res.json<{ ids: number[] }>().ids[0]}/`)).json<LeadRead>();
    expect(lead).toMatchObject({
      tipo: 'programado', source: 'Programación manual', estado: 'PENDIENTE', observaciones: 'Interesado en el plan anual', vencido: false,
      contact: { first_name: 'Mateo', full_name: 'Mateo Cárdenas', phone: [{ telefono: '+573015550101' }], email: [{ email: 'mateo.cardenas@correo.co' }] },
      campaign: { id: campaign.id, name: 'Ventas Leads' }, agent: [['Camila Rojas', staff.agente.id]],
    });
    // A day alone is due at its last minute in Bogotá.
    expect(lead.fecha_vencimiento).toBe('2099-03-11T04:59:00.000Z');
  });

  it('refuses the whole list when one item is wrong, naming the item and field, and writes nothing', async () => {
    const outsider = await t.userWithRole('Agente');
    const contact = await insertContact(db());
    const before = await leadCount();
    const good = { contact: contact.id, campaign: campaign.id, agent: staff.agente.id, observaciones: 'Bien', fecha_vencimiento: '2099-01-01' };
    const res = await schedule(t.admin, [good, { ...good, agent: outsider.id }, { ...good, campaign: 999_999 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'leads.1.agent': [LEAD_MSG.agentNotInCampaign],
      'leads.2.campaign': [LEAD_MSG.campaignNotFound],
    });
    expect(await leadCount()).toBe(before);
  });

  it('requires observaciones, a due date and either a contact or a new one, with the spec texts', async () => {
    const res = await schedule(t.admin, [{ campaign: campaign.id, agent: staff.agente.id, new_contact: { first_name: 'Ana', last_name: 'Paz', email: 'ana@correo.co', phone: '' } }]);
    expect(res.statusCode).toBe(400);
    const text = res.body;
    expect(text).toContain(LEAD_MSG.required);
    const both = await schedule(t.admin, [{
      contact: 1, new_contact: { first_name: 'Ana', last_name: 'Paz', email: 'ana@correo.co', phone: '3001112233' },
      campaign: campaign.id, agent: staff.agente.id, observaciones: 'x', fecha_vencimiento: '2099-01-01',
    }]);
    expect(both.statusCode).toBe(400);
    expect(both.body).toContain(LEAD_MSG.contactOrNew);
    expect((await schedule(t.admin, [])).json()).toEqual({ leads: [LEAD_MSG.noLeads] });
  });

  it('is for those who manage leads: an agent gets 403', async () => {
    const res = await schedule(staff.agente.token, [{ contact: 1, campaign: campaign.id, agent: staff.agente.id, observaciones: 'x', fecha_vencimiento: '2099-01-01' }]);
    expect(res.statusCode).toBe(403);
  });

  it('marks a scheduled lead past its due date as overdue until it is finished', async () => {
    const id = await scheduledLead(staff.agente, { fecha_vencimiento: '2020-01-01 08:00' });
    const lead = (await t.call(t.admin, 'GET', `/api/leads/leads/${id}/`)).json<LeadRead>();
    expect(lead.vencido).toBe(true);
  });
});

describe('the leads list', () => {
  it('shows an agent only their own leads, 30 a page, and refuses them the agent and campaign filters', async () => {
    const mine = await scheduledLead(staff.agente);
    const theirs = await scheduledLead(otherAgent);
    const res = await t.call(staff.agente.token, 'GET', '/api/leads/leads/?tipo_lead=programado');
    expect(res.statusCode).toBe(200);
    const ids = res.json<Paged<LeadListItem>>().results.map((lead) => lead.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect((await t.call(staff.agente.token, 'GET', `/api/leads/leads/${theirs}/`)).statusCode).toBe(404);
    for (const filter of [`agents=${otherAgent.id}`, `campaign=${campaign.id}`]) {
      const refused = await t.call(staff.agente.token, 'GET', `/api/leads/leads/?${filter}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: LEAD_MSG.viewAllRequired });
    }
  });

  it('filters by type, state, agents, campaign and days for the elevated roles, newest first', async () => {
    const theirs = await scheduledLead(otherAgent);
    const res = await t.call(staff.supervisor.token, 'GET', `/api/leads/leads/?tipo_lead=programado&estado=PENDIENTE&agents=${otherAgent.id}&campaign=${campaign.id}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<Paged<LeadListItem>>();
    expect(page.results[0]!.id).toBe(theirs);
    expect(page.results.every((lead) => lead.agent[0]![1] === otherAgent.id && lead.estado === 'PENDIENTE' && lead.tipo === 'programado')).toBe(true);
    const past = await t.call(t.admin, 'GET', '/api/leads/leads/?fecha_inicio=2001-01-01&fecha_fin=2001-01-31');
    expect(past.json<Paged<LeadListItem>>()).toMatchObject({ count: 0, results: [] });
    const wrong = await t.call(t.admin, 'GET', '/api/leads/leads/?estado=PERDIDO&agents=1,x&fecha_inicio=2026-02-31');
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toEqual(expect.arrayContaining(['estado', 'agents', 'fecha_inicio']));
  });

  it('pages 30 at a time with next and previous links', async () => {
    const agent = await t.userWithRole('Agente');
    await db().insert(campaignUsers).values({ campaignId: campaign.id, userId: agent.id });
    const contact = await insertContact(db());
    await db().insert(leads).values(Array.from({ length: 31 }, () => ({ tipo: 'event', source: 'x', estado: 'PENDIENTE', contactId: contact.id, agentId: agent.id })));
    const first = (await t.call(agent.token, 'GET', '/api/leads/leads/')).json<Paged<LeadListItem>>();
    expect(first.count).toBe(31);
    expect(first.results).toHaveLength(30);
    expect(first.next).toContain('offset=30');
    const second = (await t.call(agent.token, 'GET', first.next!.replace(/^\/api/, '/api'))).json<Paged<LeadListItem>>();
    expect(second.results).toHaveLength(1);
    expect(second.previous).toContain('offset=0');
  });

  it('exports "Reporte Leads.xlsx" with the same filters', async () => {
    const id = await scheduledLead(otherAgent);
    const res = await t.request(t.admin, { method: 'GET', url: `/api/leads/leads/exportar-excel/?agents=${otherAgent.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(LEADS_EXPORT_FILE).replace(/%20/g, '%20'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).text).toBe('#');
    const ids = [] as number[];
    sheet.eachRow((row, number) => { if (number > 1) ids.push(Number(row.getCell(1).value)); });
    expect(ids).toContain(id);
    expect(sheet.getRow(2).getCell(10).text).toBe('Otro Agente');
  });
});

describe('a lead from start to end', () => {
  it('goes PENDIENTE → EN_PROCESO → FINALIZADO with a gestión of its contact, and keeps each step for the timeline', async () => {
    const id = await scheduledLead(staff.agente);
    const lead = (await t.call(staff.agente.token, 'GET', `/api/leads/leads/${id}/`)).json<LeadRead>();
    const started = await t.call(staff.agente.token, 'POST', `/api/leads/leads/${id}/cambiar_estado/`, { accion: 'INICIAR' });
    expect(started.statusCode).toBe(200);
    expect(started.json<LeadRead>().estado).toBe('EN_PROCESO');
    const again = await t.call(staff.agente.token, 'POST', `/api/leads/leads/${id}/cambiar_estado/`, { accion: 'INICIAR' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'No se puede iniciar un lead en estado En Proceso.' });

    const stranger = await insertContact(db());
    const wrongGestion = await insertGestion(db(), { contactId: stranger.id });
    const refused = await t.call(staff.agente.token, 'POST', `/api/leads/leads/${id}/cambiar_estado/`, { accion: 'FINALIZAR', gestion: wrongGestion.id });
    expect(refused.json()).toEqual({ gestion: [LEAD_MSG.gestionOtherContact] });
    expect((await t.call(staff.agente.token, 'POST', `/api/leads/leads/${id}/cambiar_estado/`, { accion: 'FINALIZAR' })).json())
      .toEqual({ gestion: [LEAD_MSG.gestionRequired] });

    const gestion = await insertGestion(db(), { contactId: lead.contact.id, agentId: staff.agente.id });
    const finished = await t.call(staff.agente.token, 'POST', `/api/leads/leads/${id}/cambiar_estado/`, { accion: 'FINALIZAR', gestion: gestion.id });
    expect(finished.statusCode).toBe(200);
    expect(finished.json<LeadRead>()).toMatchObject({ estado: 'FINALIZADO', gestion_contacto: gestion.id });
    const twice = await t.call(staff.agente.token, 'POST', `/api/leads/leads/${id}/cambiar_estado/`, { accion: 'FINALIZAR', gestion: gestion.id });
    expect(twice.json()).toEqual({ detail: 'No se puede finalizar un lead en estado Finalizado.' });

    const timeline = (await t.call(staff.agente.token, 'GET', `/api/leads/leads/${id}/timeline/`)).json<LeadTimeline>();
    expect(timeline.pasos.map((step) => step.estado)).toEqual(['SIN_ASIGNAR', 'PENDIENTE', 'EN_PROCESO', 'FINALIZADO']);
    expect(timeline).toMatchObject({ lead: id, user: 'Camila Rojas' });
    for (const field of ['fecha_asignacion', 'fecha_inicio', 'fecha_finalizacion'] as const) expect(timeline[field]).not.toBeNull();
    for (const field of ['duration_asignacion', 'duration_gestion', 'total_duration'] as const) expect(timeline[field]).toBeGreaterThanOrEqual(0);
  });

  it('refuses to start a lead nobody has, and lets an elevated role assign it first', async () => {
    const res = await submitForm(formPayload());
    expect(res.statusCode).toBe(201);
    const [lead] = await db().select().from(leads).orderBy(sql`${leads.id} desc`).limit(1);
    const early = await t.call(t.admin, 'POST', `/api/leads/leads/${lead!.id}/cambiar_estado/`, { accion: 'INICIAR' });
    expect(early.json()).toEqual({ detail: 'No se puede iniciar un lead en estado Sin Asignar.' });
    expect((await t.call(staff.agente.token, 'POST', `/api/leads/leads/${lead!.id}/asignar/`, { agent: staff.agente.id })).statusCode).toBe(403);
    const outsider = await t.userWithRole('Agente');
    const notMember = await t.call(t.admin, 'POST', `/api/leads/leads/${lead!.id}/asignar/`, { agent: outsider.id, campaign: campaign.id });
    expect(notMember.json()).toEqual({ agent: [LEAD_MSG.agentNotInCampaign] });
    const assigned = await t.call(t.admin, 'POST', `/api/leads/leads/${lead!.id}/asignar/`, { agent: staff.agente.id, campaign: campaign.id });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json<LeadRead>()).toMatchObject({ estado: 'PENDIENTE', agent: [['Camila Rojas', staff.agente.id]] });
    const steps = await db().select().from(leadSteps).where(eq(leadSteps.leadId, lead!.id));
    expect(steps.map((step) => step.estado)).toEqual(['SIN_ASIGNAR', 'PENDIENTE']);
  });

  it('edits referencia, nombre, descripcion and existencia for those who manage leads', async () => {
    const id = await scheduledLead(staff.agente);
    const res = await t.call(t.admin, 'PATCH', `/api/leads/leads/${id}/`, { referencia: 'REF-9', nombre: 'Plan hogar', descripcion: 'Fibra 300', existencia: 12 });
    expect(res.statusCode).toBe(200);
    expect(res.json<LeadRead>()).toMatchObject({ referencia: 'REF-9', nombre: 'Plan hogar', descripcion: 'Fibra 300', existencia: 12 });
    expect((await t.call(t.admin, 'PATCH', `/api/leads/leads/${id}/`, { existencia: 'muchas' })).json()).toEqual({ existencia: ['Este campo solo admite números.'] });
    expect((await t.call(staff.agente.token, 'PATCH', `/api/leads/leads/${id}/`, { nombre: 'x' })).statusCode).toBe(403);
    expect((await t.call(t.admin, 'PATCH', '/api/leads/leads/99999999/', { nombre: 'x' })).statusCode).toBe(404);
  });
});

describe('prospects', () => {
  const prospect = (overrides: object = {}) => ({
    first_name: 'Juliana', last_name: 'Mejía', documentType: 'CEDULA', documentNumber: String(80_000_000 + Math.floor(Math.random() * 9_000_000)),
    email: `juliana${Date.now()}${Math.random()}@correo.co`, gender: 'Femenino', birthday: '1990-05-04', city: 'Medellín',
    observations: 'Pidió cotización', ...overrides,
  });

  it('creates the contact and its lead, for the creator when no agent is chosen', async () => {
    const res = await t.call(staff.supervisor.token, 'POST', '/api/leads/leads/prospectos/', prospect());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ message: string; contact: number; lead: number }>();
    expect(created.message).toBe(LEAD_MSG.prospectCreated);
    const lead = (await t.call(staff.supervisor.token, 'GET', `/api/leads/leads/${created.lead}/`)).json<LeadRead>();
    expect(lead).toMatchObject({ source: 'Prospecto', tipo: 'event', estado: 'PENDIENTE', contact: { id: created.contact, full_name: 'Juliana Mejía' } });
    expect(lead.agent[0]![1]).toBe(staff.supervisor.id);
  });

  it('requires every field, a valid e-mail, a numeric document and the listed types and genders', async () => {
    const res = await t.call(t.admin, 'POST', '/api/leads/leads/prospectos/', {
      first_name: '', documentType: 'DNI', documentNumber: '12-34', email: 'x', gender: 'N', birthday: '', city: '', observations: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: [LEAD_MSG.required], last_name: [LEAD_MSG.required], documentType: [LEAD_MSG.invalidChoice], documentNumber: ['Este campo solo admite números.'],
      email: ['Introduzca una dirección de correo electrónico válida.'], gender: [LEAD_MSG.invalidChoice], birthday: [LEAD_MSG.required],
      city: [LEAD_MSG.required], observations: [LEAD_MSG.required],
    });
  });

  it('detects a person already registered as contact creation does, writing nothing', async () => {
    const first = prospect();
    expect((await t.call(t.admin, 'POST', '/api/leads/leads/prospectos/', first)).statusCode).toBe(201);
    const before = [await leadCount(), await contactCount()];
    const again = await t.call(t.admin, 'POST', '/api/leads/leads/prospectos/', prospect({ documentNumber: first.documentNumber }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ duplicate: true, fields: ['documentNumber'] });
    expect([await leadCount(), await contactCount()]).toEqual(before);
  });
});

async function workbookOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Programaciones');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function multipart(file: Buffer, filename = 'programaciones.xlsx') {
  const boundary = '----atiende-leads';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (token: string, file: Buffer, filename?: string) =>
  t.request(token, { method: 'POST', url: '/api/leads/leads/upload_programacion/', ...multipart(file, filename) });

describe('Subir Programaciones', () => {
  const headers = Object.values(LEADS_UPLOAD_COLUMNS);

  it('offers a template with the columns and an example row', async () => {
    const res = await t.request(t.admin, { method: 'GET', url: '/api/leads/leads/plantilla_programacion/' });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = workbook.worksheets[0]!.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(headers);
  });

  it('schedules every row: the contact found by phone, or a new one from its names and e-mail', async () => {
    const known = await insertContact(db(), { phone: '+573117770001', phoneDigits: '573117770001' });
    const file = await workbookOf([
      headers,
      ['311 777 0001', '', '', '', 'ventas leads', staff.agente.username, 'Cliente conocido', '2099-05-01 09:30'],
      ['3117770002', 'Sofía', 'Arango', 'sofia.arango@correo.co', 'Ventas Leads', 'Camila Rojas', 'Cliente nuevo', '2099-05-02'],
    ]);
    const res = await upload(t.admin, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Se programaron 2 leads.' });
    const created = await db().select().from(leads).where(sql`${leads.id} = any(${`{${res.json<{ ids: number[] }>().ids.join(',')}}`}::int[])`).orderBy(leads.id);
    expect(created[0]).toMatchObject({ contactId: known.id, source: 'Archivo de programaciones', agentId: staff.agente.id, campaignId: campaign.id });
    const [newContact] = await db().select().from(contacts).where(eq(contacts.id, created[1]!.contactId));
    expect(newContact).toMatchObject({ firstName: 'Sofía', lastName: 'Arango', email: 'sofia.arango@correo.co' });
  });

  it('refuses a file with wrong rows, one line per problem, and schedules none of it', async () => {
    const before = await leadCount();
    const file = await workbookOf([
      headers,
      ['3117770003', 'Ana', 'Paz', 'ana.paz@correo.co', 'Campaña que no existe', staff.agente.username, 'x', '2099-01-01'],
      ['3117770004', '', '', '', 'Ventas Leads', 'nadie@ninguno', '', '31/02/2099'],
    ]);
    const res = await upload(t.admin, file);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ detail: string; errores: string[] }>();
    expect(body.detail).toBe(LEAD_MSG.uploadHasErrors);
    expect(body.errores).toEqual(expect.arrayContaining([
      `Fila 2: Campaña: ${LEAD_MSG.campaignNotFound}`,
      `Fila 3: Agente: ${LEAD_MSG.agentNotFound}`,
      `Fila 3: Observaciones: ${LEAD_MSG.required}`,
      `Fila 3: Fecha de Vencimiento: ${LEAD_MSG.invalidDateTime}`,
      `Fila 3: Nombres: ${LEAD_MSG.required}`,
    ]));
    expect(await leadCount()).toBe(before);
  });

  it('refuses what is not a usable spreadsheet with a clear Spanish message', async () => {
    const oldExcel = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    expect((await upload(t.admin, oldExcel, 'viejo.xls')).json()).toEqual({ detail: LEAD_MSG.uploadOldExcel });
    expect((await upload(t.admin, Buffer.from('nombre,telefono\n'), 'datos.csv')).json()).toEqual({ detail: LEAD_MSG.uploadNotSpreadsheet });
    const noColumns = await upload(t.admin, await workbookOf([['Nombre'], ['Ana']]));
    expect(noColumns.json()).toEqual({ detail: LEAD_MSG.uploadMissingColumns('Teléfono, Campaña, Agente, Observaciones, Fecha de Vencimiento') });
    expect((await upload(t.admin, await workbookOf([headers]))).json()).toEqual({ detail: LEAD_MSG.uploadEmpty });
    expect((await upload(staff.agente.token, await workbookOf([headers]))).statusCode).toBe(403);
  });
});

describe('leads per hour', () => {
  it('counts the leads of each bar of the Bogotá day, antes_8am first, with the newest of each', async () => {
    const agent = await t.userWithRole('Agente');
    const contact = await insertContact(db());
    // 6:30, 7:59, 8:00 and 14:10 in Bogotá (UTC-5) on 2030-06-15.
    const times = ['2030-06-15T11:30:00Z', '2030-06-15T12:59:00Z', '2030-06-15T13:00:00Z', '2030-06-15T19:10:00Z'];
    await db().insert(leads).values(times.map((at) => ({ tipo: 'event', source: 'x', estado: 'PENDIENTE', contactId: contact.id, agentId: agent.id, createdAt: new Date(at) })));
    const res = await t.call(agent.token, 'GET', '/api/leads/leads/leads_por_hora/?fecha_inicio=2030-06-15&fecha_fin=2030-06-15');
    expect(res.statusCode).toBe(200);
    const report = res.json<LeadsPorHora>();
    expect(report.franjas.map((franja) => franja.hora)).toEqual([...LEADS_FRANJAS]);
    const counts = Object.fromEntries(report.franjas.filter((f) => f.contador > 0).map((f) => [f.hora, f.contador]));
    expect(counts).toEqual({ antes_8am: 2, '08:00': 1, '14:00': 1 });
    expect(report.total_leads).toBe(4);
    expect(report.franjas[0]!.leads.map((lead) => lead.created_date)).toEqual(['2030-06-15T12:59:00.000Z', '2030-06-15T11:30:00.000Z']);
  });

  it('counts every agent\'s leads from the kept per-day counts, which follow inserts, changes of state and time, and deletes', async () => {
    const contact = await insertContact(db());
    const report = async (query = '') => {
      const res = await t.call(t.admin, 'GET', `/api/leads/leads/leads_por_hora/?fecha_inicio=2031-03-01&fecha_fin=2031-03-02${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<LeadsPorHora>();
      return { ...Object.fromEntries(body.franjas.filter((f) => f.contador > 0).map((f) => [f.hora, f.contador])), total: body.total_leads };
    };
    /** The same question answered from the rows themselves. */
    const counted = async (query = '') => {
      const res = await t.call(t.admin, 'GET', `/api/leads/leads/leads_por_hora/?fecha_inicio=2031-03-01&fecha_fin=2031-03-02&campaign=${campaign.id}${query}`);
      const body = res.json<LeadsPorHora>();
      return { ...Object.fromEntries(body.franjas.filter((f) => f.contador > 0).map((f) => [f.hora, f.contador])), total: body.total_leads };
    };
    const lead = (at: string, tipo = 'event', estado = 'PENDIENTE') => ({ tipo, source: 'x', estado, contactId: contact.id, campaignId: campaign.id, createdAt: new Date(at) });
    // 9:15 and 9:40 on March 1st, 23:30 on March 1st (04:30 UTC on the 2nd), 7:00 on March 2nd, in Bogotá.
    const inserted = await db().insert(leads).values([
      lead('2031-03-01T14:15:00Z'), lead('2031-03-01T14:40:00Z', 'programado'), lead('2031-03-02T04:30:00Z'), lead('2031-03-02T12:00:00Z'),
    ]).returning({ id: leads.id });
    expect(await report()).toEqual({ '09:00': 2, '23:00': 1, antes_8am: 1, total: 4 });
    expect(await report('&type=programado')).toEqual({ '09:00': 1, total: 1 });

    await db().update(leads).set({ estado: 'FINALIZADO' }).where(eq(leads.id, inserted[0]!.id));
    await db().update(leads).set({ createdAt: new Date('2031-03-01T20:05:00Z') }).where(eq(leads.id, inserted[3]!.id));
    await db().update(leads).set({ observaciones: 'sin cambio de barra' }).where(eq(leads.id, inserted[2]!.id));
    expect(await report('&estado=FINALIZADO')).toEqual({ '09:00': 1, total: 1 });
    expect(await report()).toEqual({ '09:00': 2, '15:00': 1, '23:00': 1, total: 4 });

    await db().delete(leads).where(eq(leads.id, inserted[1]!.id));
    expect(await report()).toEqual({ '09:00': 1, '15:00': 1, '23:00': 1, total: 3 });
    for (const query of ['', '&estado=PENDIENTE', '&estado=FINALIZADO', '&type=event']) expect(await report(query)).toEqual(await counted(query));
  });

  it('needs a date range', async () => {
    const res = await t.call(t.admin, 'GET', '/api/leads/leads/leads_por_hora/');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fecha_inicio: [LEAD_MSG.required], fecha_fin: [LEAD_MSG.required] });
  });
});

describe('hostile requests', () => {
  it('twenty INICIAR at once: one wins, the rest are a Spanish 400; ids past 2^31, NUL characters and another agent\'s lead never give a 500', async () => {
    const id = await scheduledLead(staff.agente);
    const answers = await Promise.all(Array.from({ length: 20 }, () =>
      t.call(staff.agente.token, 'POST', `/api/leads/leads/${id}/cambiar_estado/`, { accion: 'INICIAR' })));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expect(res.json()).toEqual({ detail: 'No se puede iniciar un lead en estado En Proceso.' });
    const steps = await db().select().from(leadSteps).where(eq(leadSteps.leadId, id));
    expect(steps.filter((step) => step.estado === 'EN_PROCESO')).toHaveLength(1);

    for (const url of ['/api/leads/leads/2147483648/', '/api/leads/leads/?campaign=99999999999', '/api/leads/leads/?agents=2147483648']) {
      expect((await t.call(t.admin, 'GET', url)).statusCode, url).toBe(400);
    }
    expect((await t.call(otherAgent.token, 'POST', `/api/leads/leads/${id}/cambiar_estado/`, { accion: 'FINALIZAR', gestion: 1 })).statusCode).toBe(404);

    const res = await submitForm(formPayload({ name: 'Ana\u0000 María Pérez', message: 'Hola\u0000 mundo' }));
    expect(res.statusCode).toBe(201);
    const [lead] = await db().select().from(leads).orderBy(sql`${leads.id} desc`).limit(1);
    expect(lead!.observaciones).toBe('Hola mundo');
  });
});


import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { DATE_MSG, GESTION_MSG, MSG, type ContactRead, type GestionListItem, type GestionRead, type Paged } from '@atiende/shared';
import { rows } from '../../db/client.js';
import { COALESCE_MS } from '../reports/dashboard.events.js';
import { moduleJobs } from '../index.js';
import { enqueue, runDueJobs } from '../../jobs/jobs.runner.js';
import { useTestApp, type TestUser } from '../../test/harness.js';
import { connectSocket, listen } from '../../test/socket-client.js';
import { campaignContacts, campaigns } from '../campaigns/campaigns.tables.js';
import { contacts } from '../contacts/contacts.tables.js';
import { GESTIONES_SHEET_HEADERS } from '../reports/gestiones.export.js';
import {
  insertCampaign, insertContact, insertGestion, insertResultado, insertTipoGestion, rollupsAgainstCount,
} from './gestiones.fixtures.js';
import { bogotaDay } from '../reports/gestiones.reports.js';
import { expireGestiones } from './gestiones.service.js';
import { gestionCampaigns, gestiones } from './gestiones.tables.js';
import { sheetRows } from '../imports/imports.fixtures.js';

const BASE = '/api/contact/gestionContacto/';

const t = useTestApp();
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await listen(t.app);
});

const db = () => t.database.db;
const get = (token: string | null, url: string) => t.call(token, 'GET', url);

/** A campaign with one Resultado and its two Calificaciones. */
async function typified(closingHours = 24) {
  const campaign = await insertCampaign(db(), { closingHours });
  const resultado = await insertResultado(db(), campaign.id);
  return { campaign, resultado, descripcion: resultado.descripciones[0]!, other: resultado.descripciones[1]! };
}

async function storedGestion(id: number) {
  const [row] = await db().select().from(gestiones).where(eq(gestiones.id, id));
  return row!;
}

function ids(res: { json(): unknown }): number[] {
  return (res.json() as Paged<GestionListItem>).results.map((g) => g.id);
}

describe('create', () => {
  it('saves a FINALIZADO gestión of the caller with the Resultado campaign added and the contact joined to it', async () => {
    const agent = await t.userWithRole('Agente', { firstName: 'Mario', lastName: 'Lozano' });
    const a = await typified();
    const b = await insertCampaign(db(), { name: 'Zeta campaña' });
    const tipo = await insertTipoGestion(db());
    const contact = await insertContact(db(), { firstName: 'Sofía', lastName: 'Duarte', phone: '+57 311 222 3344' });
    const body = {
      contacto: contact.id, calificacion: a.resultado.id, descripcion: a.descripcion.id, observaciones: ' Llamar de nuevo ',
      tipo_gestion: tipo.id, campaign: [b.id], is_leads: true, ciudad: 'BUCARAMANGA', placa: 'abc12d',
    };
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(agent.token, 'POST', BASE, body);
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, message } = res.json() as { id: number; message: string };
    expect(message).toBe('Se ha creado la Gestión con éxito');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Gestión', tipoGestion: 'Creación', objectId: id, userId: agent.id });

    const detail = await get(agent.token, `${BASE}${id}/`);
    expect(detail.statusCode).toBe(200);
    const read = detail.json() as GestionRead;
    expect(read).toEqual({
      id,
      created_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      campaign: { id: b.id, name: 'Zeta campaña' },
      campaigns: [{ id: a.campaign.id, name: a.campaign.name }, { id: b.id, name: 'Zeta campaña' }],
      type: 'Telefonía - Manual',
      calificacion: { id: a.resultado.id, name: a.resultado.name },
      descripcion: { id: a.descripcion.id, name: a.descripcion.name },
      tipo_gestion: { id: tipo.id, name: tipo.name },
      agent: { id: agent.id, get_full_name: 'Mario Lozano' },
      estado: 'FINALIZADO',
      observaciones: 'Llamar de nuevo',
      contacto: { id: contact.id, get_full_name: 'Sofía Duarte', phone: '+57 311 222 3344' },
      contacto_id: contact.id,
      isLead: true,
      ciudad: 'BUCARAMANGA',
      placa: 'ABC12D',
      fecha_finalizacion: expect.any(String),
      fecha_proximo_contacto: null,
      hora_proximo_contacto: null,
      duration_gestion: expect.any(Number),
    });
    expect(Math.abs(Date.parse(read.fecha_finalizacion!) - Date.parse(read.created_date))).toBeLessThan(5000);
    expect(read.duration_gestion).toBeLessThan(5);
    expect((await storedGestion(id)).venceAt).toBeNull();
    const joined = await db().select().from(campaignContacts).where(eq(campaignContacts.contactId, contact.id));
    expect(joined.map((j) => j.campaignId).sort()).toEqual([a.campaign.id, b.id].sort());
  });

  it('gives an open gestión no finalization and a closing time after the main campaign closing hours', async () => {
    const a = await typified(5);
    const contact = await insertContact(db());
    const res = await t.call(t.admin, 'POST', BASE, {
      contacto: contact.id, calificacion: a.resultado.id, descripcion: a.descripcion.id, estado: 'EN_GESTION', type: 'WhatsApp',
      fecha_proximo_contacto: '2031-04-05', hora_proximo_contacto: '14:30',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number }).id;
    const stored = await storedGestion(id);
    expect(stored.fechaFinalizacion).toBeNull();
    expect(stored.venceAt!.getTime() - stored.createdAt.getTime()).toBe(5 * 3600 * 1000);
    const read = (await get(t.admin, `${BASE}${id}/`)).json() as GestionRead;
    expect(read).toMatchObject({
      estado: 'EN_GESTION', type: 'WhatsApp', fecha_finalizacion: null, campaign: { id: a.campaign.id },
      fecha_proximo_contacto: '2031-04-05', hora_proximo_contacto: '14:30', ciudad: null, placa: null, isLead: false, tipo_gestion: null,
    });
  });

  it('treats an empty next contact date and time as none', async () => {
    const a = await typified();
    const contact = await insertContact(db());
    const res = await t.call(t.admin, 'POST', BASE, {
      contacto: contact.id, calificacion: a.resultado.id, descripcion: a.descripcion.id, fecha_proximo_contacto: '',
      hora_proximo_contacto: '', placa: '', ciudad: '', tipo_gestion: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    const stored = await storedGestion((res.json() as { id: number }).id);
    expect(stored).toMatchObject({ fechaProximoContacto: null, horaProximoContacto: null, placa: null, ciudad: null, tipoGestionId: null });
  });

  it('requires the Resultado and the Calificación with the exact texts', async () => {
    const a = await typified();
    const contact = await insertContact(db());
    const noCalificacion = await t.call(t.admin, 'POST', BASE, { contacto: contact.id, descripcion: a.descripcion.id });
    expect(noCalificacion.statusCode).toBe(400);
    expect(noCalificacion.json()).toEqual({ calificacion: ['La calificación es obligatoria'] });
    const noDescripcion = await t.call(t.admin, 'POST', BASE, { contacto: contact.id, calificacion: a.resultado.id, descripcion: '' });
    expect(noDescripcion.statusCode).toBe(400);
    expect(noDescripcion.json()).toEqual({ descripcion: ['La descripción es obligatoria'] });
    const neither = await t.call(t.admin, 'POST', BASE, { contacto: contact.id, calificacion: null });
    expect(neither.json()).toEqual({ calificacion: ['La calificación es obligatoria'], descripcion: ['La descripción es obligatoria'] });
    expect(GESTION_MSG.completeRequired).toBe('Por favor, complete todos los campos obligatorios.');
  });

  it('refuses a Calificación of another Resultado, unknown references and bad values, never with a 500', async () => {
    const a = await typified();
    const b = await typified();
    const contact = await insertContact(db());
    const valid = { contacto: contact.id, calificacion: a.resultado.id, descripcion: a.descripcion.id };
    const deleted = await insertCampaign(db(), { deletedAt: new Date() });
    const cases: [Record<string, unknown>, string][] = [
      [{ descripcion: b.descripcion.id }, 'descripcion'],
      [{ calificacion: 999999 }, 'calificacion'],
      [{ contacto: 999999 }, 'contacto'],
      [{ tipo_gestion: 999999 }, 'tipo_gestion'],
      [{ campaign: [999999] }, 'campaign'],
      [{ campaign: [deleted.id] }, 'campaign'],
      [{ campaign: 'todas' }, 'campaign'],
      [{ estado: 'CERRADO' }, 'estado'],
      [{ estado: 'VENCIDO' }, 'estado'],
      [{ type: 'Correo' }, 'type'],
      [{ ciudad: 'CALI' }, 'ciudad'],
      [{ fecha_proximo_contacto: '2024-02-30' }, 'fecha_proximo_contacto'],
      [{ hora_proximo_contacto: '25:00' }, 'hora_proximo_contacto'],
      [{ calificacion: 'uno' }, 'calificacion'],
      [{ contacto: -4 }, 'contacto'],
      [{ contacto: 1e12 }, 'contacto'],
      [{ is_leads: 'quizá' }, 'is_leads'],
      [{ placa: 'X'.repeat(21) }, 'placa'],
      [{ observaciones: 42 }, 'observaciones'],
    ];
    for (const [change, field] of cases) {
      const res = await t.call(t.admin, 'POST', BASE, { ...valid, ...change });
      expect(res.statusCode, `${JSON.stringify(change)} ${res.body}`).toBe(400);
      expect(Object.keys(res.json() as object), JSON.stringify(change)).toContain(field);
    }
    const deletedContact = await insertContact(db(), { deletedAt: new Date() });
    expect((await t.call(t.admin, 'POST', BASE, { ...valid, contacto: deletedContact.id })).json()).toEqual({ contacto: [GESTION_MSG.contactNotFound] });
    const malformed = await t.callWithJsonText(t.admin, 'POST', BASE, '{"contacto":');
    expect(malformed.statusCode).toBe(400);
    expect((await t.call(t.admin, 'POST', BASE, [])).statusCode).toBe(400);
    const [{ n }] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from gestiones where contact_id = ${contact.id}`) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('answers 401 without a session and 403 to a user without a role', async () => {
    const a = await typified();
    const contact = await insertContact(db());
    const body = { contacto: contact.id, calificacion: a.resultado.id, descripcion: a.descripcion.id };
    expect((await t.call(null, 'POST', BASE, body)).statusCode).toBe(401);
    expect((await get(null, BASE)).statusCode).toBe(401);
    expect((await get(null, `${BASE}1/`)).statusCode).toBe(401);
    expect((await t.call(null, 'PATCH', `${BASE}1/`, {})).statusCode).toBe(401);
    const nobody = await t.userWithRole(null);
    for (const res of [await t.call(nobody.token, 'POST', BASE, body), await get(nobody.token, BASE)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.pendingApproval });
    }
    for (const role of ['Agente', 'Operador', 'Supervisor', 'Administrador'] as const) {
      const user = await t.userWithRole(role);
      expect((await t.call(user.token, 'POST', BASE, body)).statusCode, role).toBe(201);
    }
  });
});

describe('detail and update', () => {
  it('answers 404 for an unknown gestión and 400 for an id that is not a number', async () => {
    expect((await get(t.admin, `${BASE}999999/`)).statusCode).toBe(404);
    expect((await get(t.admin, `${BASE}abc/`)).statusCode).toBe(400);
    expect((await t.call(t.admin, 'PATCH', `${BASE}999999/`, { estado: 'FINALIZADO' })).statusCode).toBe(404);
  });

  it('changes an open gestión, finalizes it and then refuses further changes', async () => {
    const agent = await t.userWithRole('Agente');
    const a = await typified();
    const second = await insertResultado(db(), a.campaign.id, ['Acepta']);
    const contact = await insertContact(db());
    const created = await t.call(agent.token, 'POST', BASE, {
      contacto: contact.id, calificacion: a.resultado.id, descripcion: a.descripcion.id, estado: 'EN_GESTION',
    });
    const id = (created.json() as { id: number }).id;

    const wrongPair = await t.call(agent.token, 'PATCH', `${BASE}${id}/`, { calificacion: second.id });
    expect(wrongPair.statusCode).toBe(400);
    expect(wrongPair.json()).toEqual({ descripcion: [GESTION_MSG.descripcionMismatch] });

    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(agent.token, 'PATCH', `${BASE}${id}/`, {
        estado: 'PENDIENTE', calificacion: second.id, descripcion: second.descripciones[0]!.id, observaciones: 'Espera respuesta',
      });
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id, estado: 'PENDIENTE', observaciones: 'Espera respuesta', fecha_finalizacion: null,
      calificacion: { id: second.id, name: second.name }, descripcion: { id: second.descripciones[0]!.id },
    });
    expect(written).toEqual([expect.objectContaining({ contentType: 'Gestión', tipoGestion: 'Actualización', objectId: id, userId: agent.id })]);

    const finished = await t.call(agent.token, 'PATCH', `${BASE}${id}/`, { estado: 'FINALIZADO' });
    expect(finished.statusCode).toBe(200);
    expect((finished.json() as GestionRead).fecha_finalizacion).not.toBeNull();
    const closed = await t.call(agent.token, 'PATCH', `${BASE}${id}/`, { observaciones: 'otra' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({ detail: GESTION_MSG.notOpen });
    expect((await storedGestion(id)).observaciones).toBe('Espera respuesta');
  });

  it('refuses a VENCIDO gestión, another agent\'s gestión to an Agente, and bad values', async () => {
    const owner = await t.userWithRole('Agente');
    const other = await t.userWithRole('Agente');
    const contact = await insertContact(db());
    const open = await insertGestion(db(), { contactId: contact.id, agentId: owner.id, estado: 'EN_GESTION' });
    const vencido = await insertGestion(db(), { contactId: contact.id, agentId: owner.id, estado: 'VENCIDO' });
    expect((await t.call(owner.token, 'PATCH', `${BASE}${vencido.id}/`, { estado: 'FINALIZADO' })).json()).toEqual({ detail: GESTION_MSG.notOpen });
    const refused = await t.call(other.token, 'PATCH', `${BASE}${open.id}/`, { estado: 'FINALIZADO' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: MSG.notFound });
    for (const body of [{ estado: 'CERRADO' }, { calificacion: 'x' }, { observaciones: ['a'] }, { descripcion: 999999 }]) {
      expect((await t.call(owner.token, 'PATCH', `${BASE}${open.id}/`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const supervisor = await t.userWithRole('Supervisor');
    expect((await t.call(supervisor.token, 'PATCH', `${BASE}${open.id}/`, { estado: 'FINALIZADO' })).statusCode).toBe(200);
  });
});

describe('history list', () => {
  let g: Record<string, number>;
  let c: Record<string, number>;
  let ag1: TestUser;
  let ag2: TestUser;
  let campA: number;
  let campB: number;
  const FEB = 'fecha_inicio=2023-02-01&fecha_fin=2023-02-28';

  beforeAll(async () => {
    ag1 = await t.userWithRole('Agente', { firstName: 'Ana', lastName: 'Uno' });
    ag2 = await t.userWithRole('Agente', { firstName: 'Beto', lastName: 'Dos' });
    const a = await typified();
    const b = await typified();
    campA = a.campaign.id;
    campB = b.campaign.id;
    const c1 = await insertContact(db(), { firstName: 'Carmen', lastName: 'Historial' });
    const c2 = await insertContact(db(), { firstName: 'Diego', lastName: 'Historial' });
    const c3 = await insertContact(db(), { firstName: 'Elena', lastName: 'Otra' });
    c = { c1: c1.id, c2: c2.id, c3: c3.id };
    const at = (iso: string) => new Date(iso);
    const rowsToInsert = {
      g1: { contactId: c1.id, campaignId: campA, agentId: ag1.id, type: 'WhatsApp', estado: 'FINALIZADO', isLead: true, createdAt: at('2023-02-10T15:00:00Z'), calificacionId: a.resultado.id, descripcionId: a.descripcion.id },
      g2: { contactId: c1.id, campaignId: campB, agentId: ag2.id, type: 'Telefonía - Manual', estado: 'EN_GESTION', createdAt: at('2023-02-11T04:30:00Z') },
      g3: { contactId: c2.id, campaignId: campA, agentId: ag2.id, type: 'Telegram', estado: 'PENDIENTE', createdAt: at('2023-02-11T05:30:00Z') },
      g4: { contactId: c2.id, campaignId: campB, agentId: ag1.id, type: 'Telefonía - Manual', estado: 'VENCIDO', isLead: true, createdAt: at('2023-02-20T12:00:00Z') },
      g5: { contactId: c3.id, campaignId: null, agentId: null, type: 'WhatsApp', estado: 'FINALIZADO', createdAt: at('2023-02-25T12:00:00Z') },
      g0: { contactId: c1.id, campaignId: campA, agentId: ag1.id, type: 'WhatsApp', estado: 'FINALIZADO', createdAt: at('2023-03-01T12:00:00Z') },
    };
    g = {};
    for (const [name, values] of Object.entries(rowsToInsert)) g[name] = (await insertGestion(db(), values)).id;
  });

  async function expectList(token: string, query: string, expected: string[]) {
    const res = await get(token, `${BASE}?${query}`);
    expect(res.statusCode, `${query} ${res.body}`).toBe(200);
    expect(ids(res), query).toEqual(expected.map((name) => g[name]));
    expect((res.json() as Paged<GestionListItem>).count, query).toBe(expected.length);
  }

  it('lists newest first with the row shape', async () => {
    const res = await get(t.admin, `${BASE}?${FEB}`);
    expect(ids(res)).toEqual([g.g5, g.g4, g.g3, g.g2, g.g1]);
    const first = (res.json() as Paged<GestionListItem>).results.at(-1)!;
    expect(first).toEqual({
      id: g.g1, created_date: '2023-02-10T15:00:00.000Z', campaign: expect.any(String), phone: expect.stringMatching(/^\+57 300/),
      type: 'WhatsApp', calificacion: expect.stringMatching(/^Resultado/), descripcion: expect.stringMatching(/^Interesado/),
      agent: 'Ana Uno', estado: 'FINALIZADO', contacto: 'Carmen Historial', contacto_id: c.c1,
    });
    const withoutAgent = (res.json() as Paged<GestionListItem>).results[0]!;
    expect(withoutAgent).toMatchObject({ id: g.g5, campaign: null, agent: null, calificacion: null, descripcion: null });
  });

  it('narrows by Bogotá calendar days', async () => {
    await expectList(t.admin, 'fecha_inicio=2023-02-10&fecha_fin=2023-02-10', ['g2', 'g1']);
    await expectList(t.admin, 'fecha_inicio=2023-02-11&fecha_fin=2023-02-11', ['g3']);
    await expectList(t.admin, 'fecha_inicio=2023-02-20&fecha_fin=2023-03-01', ['g0', 'g5', 'g4']);
  });

  it('narrows by each filter and by their combinations, counting the same as it lists', async () => {
    await expectList(t.admin, `${FEB}&estado=FINALIZADO`, ['g5', 'g1']);
    await expectList(t.admin, `${FEB}&agents=${ag1.id}`, ['g4', 'g1']);
    await expectList(t.admin, `${FEB}&agents=${ag1.id},${ag2.id}`, ['g4', 'g3', 'g2', 'g1']);
    await expectList(t.admin, `${FEB}&campaign=${campA}`, ['g3', 'g1']);
    await expectList(t.admin, `${FEB}&type=WhatsApp`, ['g5', 'g1']);
    await expectList(t.admin, `${FEB}&type=Telegram`, ['g3']);
    await expectList(t.admin, `${FEB}&is_leads=true`, ['g4', 'g1']);
    await expectList(t.admin, `${FEB}&is_leads=false`, ['g5', 'g3', 'g2']);
    await expectList(t.admin, `${FEB}&contact=${c.c2}`, ['g4', 'g3']);
    await expectList(t.admin, `contact=${c.c1}`, ['g0', 'g2', 'g1']);
    await expectList(t.admin, `${FEB}&campaign=${campB}&estado=VENCIDO`, ['g4']);
    await expectList(t.admin, `${FEB}&agents=${ag2.id}&type=Telegram&is_leads=false`, ['g3']);
    await expectList(t.admin, `${FEB}&contact=${c.c1}&estado=EN_GESTION`, ['g2']);
    await expectList(t.admin, `${FEB}&search=diego historial`, ['g4', 'g3']);
    await expectList(t.admin, `${FEB}&estado=FINALIZADO&campaign=${campB}`, []);
  });

  async function expectPage(query: string, expected: string[], count: number) {
    const page = (await get(t.admin, `${BASE}?${query}`)).json() as Paged<GestionListItem>;
    expect(page.results.map((r) => r.id), query).toEqual(expected.map((name) => g[name]));
    expect(page.count, query).toBe(count);
  }

  it('pages by limit and offset with links that keep the filters', async () => {
    const res = await get(t.admin, `${BASE}?${FEB}&limit=2&offset=2`);
    const page = res.json() as Paged<GestionListItem>;
    expect(page.count).toBe(5);
    expect(page.results.map((r) => r.id)).toEqual([g.g3, g.g2]);
    expect(page.next).toContain('offset=4');
    expect(page.next).toContain('fecha_inicio=2023-02-01');
    expect(page.previous).toContain('offset=0');
    // Several agents: each agent's newest rows are read apart and merged into one page.
    await expectPage(`${FEB}&agents=${ag1.id},${ag2.id}&limit=2&offset=1`, ['g3', 'g2'], 4);
    await expectPage(`${FEB}&agents=${ag2.id},${ag1.id}&limit=3&offset=3`, ['g1'], 4);
  });

  /** The ids of every page reached by following `next` links from `query`, page by page. */
  async function followNext(query: string): Promise<{ pages: number[][]; links: string[] }> {
    const pages: number[][] = [];
    const links: string[] = [];
    let url: string | null = `${BASE}?${query}`;
    while (url) {
      const page = (await get(t.admin, url)).json() as Paged<GestionListItem>;
      pages.push(page.results.map((r) => r.id));
      url = page.next;
      if (page.next) links.push(page.next);
    }
    return { pages, links };
  }

  it('reads deep pages by the after its next link carries, the same rows offset gives', async () => {
    const { pages, links } = await followNext(`${FEB}&limit=2`);
    expect(pages).toEqual([[g.g5, g.g4], [g.g3, g.g2], [g.g1]]);
    expect(links).toHaveLength(2);
    expect(links[0]).toContain(`after=${g.g4}`);
    expect(links[0]).toContain('offset=2');
    expect(links[0]).toContain('fecha_inicio=2023-02-01');
    // An `after` page keeps the exact count and a previous link by offset.
    const second = (await get(t.admin, `${BASE}?${FEB}&limit=2&offset=2&after=${g.g4}`)).json() as Paged<GestionListItem>;
    expect(second.count).toBe(5);
    expect(second.previous).toContain('offset=0');
    expect(second.previous).not.toContain('after=');
    // Several agents: each agent's rows are read apart from the same point.
    const agents = await followNext(`${FEB}&agents=${ag1.id},${ag2.id}&limit=3`);
    expect(agents.pages).toEqual([[g.g4, g.g3, g.g2], [g.g1]]);
  });

  it('keeps gestiones created at the same instant apart across keyset pages, by id', async () => {
    const contact = await insertContact(db(), { firstName: 'Mismo', lastName: 'Instante' });
    const at = new Date('2023-04-05T14:00:00Z');
    const same = [];
    for (let i = 0; i < 3; i++) same.push((await insertGestion(db(), { contactId: contact.id, type: 'WhatsApp', estado: 'FINALIZADO', createdAt: at })).id);
    const { pages } = await followNext(`contact=${contact.id}&limit=1`);
    expect(pages).toEqual([...same].sort((a, b) => b - a).map((id) => [id]));
  });

  it('refuses the elevated filters to users who cannot see every agent', async () => {
    for (const role of ['Agente', 'Operador'] as const) {
      const user = await t.userWithRole(role);
      for (const filter of ['estado=FINALIZADO', `agents=${ag1.id}`, `campaign=${campA}`, 'type=WhatsApp', 'is_leads=true']) {
        for (const url of [`${BASE}?${filter}`, `${BASE}exportar-excel/?${filter}`]) {
          const res = await get(user.token, url);
          expect(res.statusCode, `${role} ${url}`).toBe(403);
          expect(res.json()).toEqual({ detail: GESTION_MSG.viewAllRequired });
        }
      }
    }
  });

  it('shows an Agente only their own gestiones and, on one contact, also those of their campaigns', async () => {
    await expectList(ag1.token, FEB, ['g4', 'g1']);
    await expectList(ag2.token, FEB, ['g3', 'g2']);
    // ag1 works in no campaign of ag2's gestiones: a contact's history shows ag1 only their own.
    await expectList(ag1.token, `contact=${c.c2}`, ['g4']);
    await expectList(ag1.token, `${FEB}&contact=${c.c1}`, ['g1']);
    const supervisor = await t.userWithRole('Supervisor');
    await expectList(supervisor.token, `${FEB}&estado=PENDIENTE`, ['g3']);
  });

  it('answers 400 for bad filters', async () => {
    for (const query of ['agents=1,abc', 'agents=0', 'fecha_inicio=2023-02-30', 'fecha_fin=ayer', 'is_leads=quizá', 'estado=CERRADO',
      'type=Fax', 'contact=abc', 'campaign=-1', 'limit=0', 'offset=-1']) {
      const res = await get(t.admin, `${BASE}?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('refuses a range that ends before it starts, under fecha_fin, in the list and the export', async () => {
    for (const path of [BASE, `${BASE}exportar-excel/`]) {
      const res = await get(t.admin, `${path}?fecha_inicio=2023-02-20&fecha_fin=2023-02-10`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json(), path).toEqual({ fecha_fin: [DATE_MSG.reversedRange] });
    }
    const impossible = await get(t.admin, `${BASE}?fecha_inicio=2023-02-30`);
    expect(impossible.json()).toEqual({ fecha_inicio: [DATE_MSG.doesNotExist('2023-02-30')] });
    expect((await get(t.admin, `${BASE}?fecha_inicio=2023-02-10&fecha_fin=2023-02-10`)).statusCode).toBe(200);
  });

  it('exports the filtered gestiones to Gestiones.xlsx, newest first, and reads back the same rows', async () => {
    const res = await get(t.admin, `${BASE}exportar-excel/?${FEB}&campaign=${campA}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Gestiones.xlsx"');
    const sheet = await sheetRows(res.rawPayload);
    expect(sheet[0]).toEqual(GESTIONES_SHEET_HEADERS);
    expect(sheet.slice(1).map((r) => r[0])).toEqual([g.g3, g.g1]);
    expect(sheet[2]).toEqual([
      // A leading + would start a formula: the phone is written as text.
      g.g1, '2023-02-10 10:00:00', 'Carmen Historial', expect.stringMatching(/^'\+57 300/), expect.any(String), 'WhatsApp',
      expect.stringMatching(/^Resultado/), expect.stringMatching(/^Interesado/), 'Ana Uno', 'Finalizado',
    ]);
    const agents = await sheetRows((await get(t.admin, `${BASE}exportar-excel/?${FEB}&agents=${ag2.id},${ag1.id}`)).rawPayload);
    expect(agents.slice(1).map((r) => r[0])).toEqual([g.g4, g.g3, g.g2, g.g1]);
    const own = await sheetRows((await get(ag2.token, `${BASE}exportar-excel/?${FEB}`)).rawPayload);
    expect(own.slice(1).map((r) => r[0])).toEqual([g.g3, g.g2]);
  });

  it('exports beyond one batch without losing or repeating gestiones that share a creation time', async () => {
    const contact = await insertContact(db());
    const first = await t.userWithRole('Agente');
    const second = await t.userWithRole('Agente');
    await t.database.db.execute(sql`
      insert into gestiones (contact_id, agent_id, created_at, estado)
      select ${contact.id}, case when n % 2 = 0 then ${first.id}::int else ${second.id}::int end,
        '2022-07-01T12:00:00.123456Z'::timestamptz + ((n % 3) * interval '1 microsecond'), 'FINALIZADO'
      from generate_series(1, 2105) as n`);
    const expected = (await rows<{ id: number }>(db(), sql`
      select id from gestiones where contact_id = ${contact.id} order by created_at desc, id desc`)).map((r) => r.id);
    for (const query of [`contact=${contact.id}`, `agents=${first.id},${second.id}`]) {
      const sheet = await sheetRows((await get(t.admin, `${BASE}exportar-excel/?${query}`)).rawPayload);
      const exported = sheet.slice(1).map((r) => r[0] as number);
      expect(exported, query).toEqual(expected);
      expect(new Set(exported).size).toBe(2105);
    }
  });
});


describe('upcoming and open contacts', () => {
  it('lists next contacts for today, tomorrow and the week, soonest first, own unless seeing all', async () => {
    const agent = await t.userWithRole('Agente');
    const other = await t.userWithRole('Agente');
    const contact = await insertContact(db(), { firstName: 'Pablo', lastName: 'Próximo' });
    const add = async (offset: number, hora: string | null, agentId = agent.id) =>
      (await insertGestion(db(), {
        contactId: contact.id, agentId, estado: 'FINALIZADO', fechaProximoContacto: bogotaDay(offset), horaProximoContacto: hora,
      })).id;
    const todayLate = await add(0, '16:00');
    const todayEarly = await add(0, '08:15');
    const tomorrow = await add(1, null);
    const inFive = await add(5, '10:00');
    await add(7, '10:00');
    await add(-1, '10:00');
    const othersToday = await add(0, '09:00', other.id);

    const list = async (token: string, filtro: string) => {
      const res = await get(token, `${BASE}proximo_contacto/?filtro=${filtro}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as { results: { id: number }[] }).results;
    };
    expect((await list(agent.token, 'hoy')).map((r) => r.id)).toEqual([todayEarly, todayLate]);
    expect((await list(agent.token, 'manana')).map((r) => r.id)).toEqual([tomorrow]);
    expect((await list(agent.token, 'semana')).map((r) => r.id)).toEqual([todayEarly, todayLate, tomorrow, inFive]);
    expect((await list(agent.token, 'hoy'))[0]).toEqual({
      id: todayEarly, contacto: 'Pablo Próximo', contacto_id: contact.id, phone: contact.phone, fecha_proximo_contacto: bogotaDay(0),
      hora_proximo_contacto: '08:15', campaign: null, agent: 'Agente Prueba',
    });
    const all = (await list(t.admin, 'hoy')).map((r) => r.id);
    expect(all).toEqual(expect.arrayContaining([todayEarly, othersToday, todayLate]));
    expect(all.indexOf(othersToday)).toBeLessThan(all.indexOf(todayLate));
    expect((await get(agent.token, `${BASE}proximo_contacto/?filtro=ayer`)).statusCode).toBe(400);
    const firstPage = (await get(agent.token, `${BASE}proximo_contacto/?filtro=semana&limit=3`)).json();
    expect(firstPage).toMatchObject({ count: 4, previous: null, results: [{ id: todayEarly }, { id: todayLate }, { id: tomorrow }] });
    expect(firstPage.next).toContain('filtro=semana');
    const secondPage = (await get(agent.token, firstPage.next)).json();
    expect(secondPage).toMatchObject({ count: 4, next: null, results: [{ id: inFive }] });
  });

  it('lists the latest open gestión of each contact, most recent first', async () => {
    const agent = await t.userWithRole('Agente');
    const campaign = await insertCampaign(db(), { name: 'Por finalizar' });
    const x = await insertContact(db(), { firstName: 'Ximena', lastName: 'Abierta' });
    const y = await insertContact(db(), { firstName: 'Yeison', lastName: 'Cerrado' });
    const z = await insertContact(db(), { firstName: 'Zoila', lastName: 'Abierta' });
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await insertGestion(db(), { contactId: x.id, agentId: agent.id, estado: 'EN_GESTION', createdAt: at(30) });
    const xLatest = await insertGestion(db(), { contactId: x.id, agentId: agent.id, estado: 'PENDIENTE', createdAt: at(5), campaignId: campaign.id });
    await insertGestion(db(), { contactId: x.id, agentId: agent.id, estado: 'FINALIZADO', createdAt: at(1) });
    await insertGestion(db(), { contactId: y.id, agentId: agent.id, estado: 'FINALIZADO', createdAt: at(2) });
    const zOpen = await insertGestion(db(), { contactId: z.id, agentId: agent.id, estado: 'EN_GESTION', createdAt: at(10) });

    const res = await get(agent.token, `${BASE}por_finalizar/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        contacto_id: x.id, name: 'Ximena Abierta', estado: 'PENDIENTE', phone: x.phone, ultima_gestion: xLatest.createdAt.toISOString(),
        campaign: 'Por finalizar', agent: 'Agente Prueba', gestion_id: xLatest.id,
      },
      {
        contacto_id: z.id, name: 'Zoila Abierta', estado: 'EN GESTION', phone: z.phone, ultima_gestion: zOpen.createdAt.toISOString(),
        campaign: null, agent: 'Agente Prueba', gestion_id: zOpen.id,
      },
    ]);
    const other = await t.userWithRole('Agente');
    expect((await get(other.token, `${BASE}por_finalizar/`)).json()).toEqual([]);
    const all = (await get(t.admin, `${BASE}por_finalizar/`)).json() as { gestion_id: number }[];
    expect(all.map((r) => r.gestion_id)).toEqual(expect.arrayContaining([xLatest.id, zOpen.id]));
  });
});

describe('closing time', () => {
  it('turns open gestiones past their closing time into VENCIDO and moves them in both rollups', async () => {
    const campaign = await insertCampaign(db());
    const contact = await insertContact(db());
    const hour = new Date('2022-03-03T15:20:00Z');
    const due = await insertGestion(db(), { contactId: contact.id, campaignId: campaign.id, estado: 'EN_GESTION', createdAt: hour, venceAt: new Date(Date.now() - 1000) });
    const pending = await insertGestion(db(), { contactId: contact.id, campaignId: campaign.id, estado: 'PENDIENTE', createdAt: hour, venceAt: new Date(Date.now() - 1000) });
    const later = await insertGestion(db(), { contactId: contact.id, campaignId: campaign.id, estado: 'EN_GESTION', createdAt: hour, venceAt: new Date(Date.now() + 3_600_000) });
    const rollup = async () => rows<{ estado: string; total: number }>(db(), sql`
      select estado, total from gestiones_hourly where campaign_id = ${campaign.id} order by estado`);
    expect(await rollup()).toEqual([{ estado: 'EN_GESTION', total: 2 }, { estado: 'PENDIENTE', total: 1 }]);

    expect(await expireGestiones(db())).toBeGreaterThanOrEqual(2);
    expect((await storedGestion(due.id)).estado).toBe('VENCIDO');
    expect((await storedGestion(pending.id)).estado).toBe('VENCIDO');
    expect((await storedGestion(later.id)).estado).toBe('EN_GESTION');
    expect(await rollup()).toEqual([{ estado: 'EN_GESTION', total: 1 }, { estado: 'VENCIDO', total: 2 }]);
    const daily = await rows<{ estado: string; total: number }>(db(), sql`
      select estado, total from gestiones_daily where campaign_id = ${campaign.id} order by estado`);
    expect(daily).toEqual([{ estado: 'EN_GESTION', total: 1 }, { estado: 'VENCIDO', total: 2 }]);
    expect(await expireGestiones(db())).toBe(0);
    const read = (await get(t.admin, `${BASE}${due.id}/`)).json() as GestionRead;
    expect(read.duration_gestion).toBeGreaterThan(1000);
  });
});

describe('rollups', () => {
  it('equal the gestiones counted by hour, by Bogotá day and keys after inserts, changes and deletes', async () => {
    const agent = await t.userWithRole('Agente');
    const a = await insertCampaign(db());
    const b = await insertCampaign(db());
    const contact = await insertContact(db());
    const doomed = await insertContact(db());
    const resultado = await insertResultado(db(), a.id);
    const made = [];
    for (let n = 0; n < 12; n += 1) {
      made.push(await insertGestion(db(), {
        contactId: n % 4 === 0 ? doomed.id : contact.id, campaignId: n % 2 ? a.id : b.id, agentId: n % 3 ? agent.id : null,
        type: n % 2 ? 'WhatsApp' : 'Telefonía - Manual', estado: n % 3 ? 'FINALIZADO' : 'EN_GESTION', enBot: n % 5 === 0, isLead: n % 4 === 1,
        calificacionId: n % 3 === 1 ? resultado.id : null, descripcionId: n % 3 === 1 ? resultado.descripciones[0]!.id : null,
        createdAt: new Date(Date.UTC(2021, 5, 1, n % 4, 10 * n)),
      }));
    }
    await db().update(gestiones).set({ estado: 'FINALIZADO' }).where(eq(gestiones.id, made[0]!.id));
    await db().update(gestiones).set({ createdAt: new Date('2021-06-02T08:00:00Z'), agentId: agent.id }).where(eq(gestiones.id, made[1]!.id));
    await db().update(gestiones).set({ type: 'Telegram', enBot: true, isLead: true }).where(eq(gestiones.id, made[2]!.id));
    await db().update(gestiones).set({ observaciones: 'sin efecto en el conteo' }).where(eq(gestiones.id, made[3]!.id));
    await db().update(gestiones).set({ calificacionId: resultado.id, descripcionId: resultado.descripciones[1]!.id }).where(eq(gestiones.id, made[4]!.id));
    await db().delete(gestiones).where(eq(gestiones.id, made[5]!.id));
    await db().delete(contacts).where(eq(contacts.id, doomed.id));
    await db().delete(gestionCampaigns).where(eq(gestionCampaigns.campaignId, b.id));
    await db().delete(campaigns).where(eq(campaigns.id, b.id));

    const { hourly, daily, tipificacion } = await rollupsAgainstCount(db());
    expect(hourly.stored).toEqual(hourly.counted);
    expect(daily.stored).toEqual(daily.counted);
    expect(tipificacion.stored).toEqual(tipificacion.counted);
    expect(hourly.stored.length).toBeGreaterThan(0);
    expect([...hourly.stored, ...daily.stored].every((r) => r.total > 0)).toBe(true);
    const [moved] = await rows<{ total: number }>(db(), sql`
      select coalesce(sum(total), 0)::int as total from gestiones_hourly where hour = '2021-06-02T08:00:00Z' and agent_id = ${agent.id}`);
    expect(moved!.total).toBe(1);
    // Created between 00:00 and 04:00 UTC on 1 June: still 31 May in Bogotá; the one moved to 08:00 UTC on 2 June is on 2 June.
    const days = await rows<{ day: string }>(db(), sql`
      select distinct day::text as day from gestiones_daily where campaign_id = ${a.id} order by 1`);
    expect(days).toEqual([{ day: '2021-05-31' }, { day: '2021-06-02' }]);
  });
});

describe('contact profile', () => {
  it('shows the latest gestión with its Resultado, or null', async () => {
    const a = await typified();
    const contact = await insertContact(db());
    const before = await get(t.admin, `/api/contact/contacto/${contact.id}/`);
    expect((before.json() as ContactRead).ultima_gestion).toBeNull();
    await insertGestion(db(), { contactId: contact.id, estado: 'FINALIZADO', createdAt: new Date('2020-01-01T00:00:00Z') });
    const created = await t.call(t.admin, 'POST', BASE, {
      contacto: contact.id, calificacion: a.resultado.id, descripcion: a.descripcion.id, estado: 'PENDIENTE',
    });
    const id = (created.json() as { id: number }).id;
    const after = (await get(t.admin, `/api/contact/contacto/${contact.id}/`)).json() as ContactRead;
    expect(after.ultima_gestion).toEqual({
      id, created_date: (await storedGestion(id)).createdAt.toISOString(), estado: 'PENDIENTE', calificacion: a.resultado.name,
    });
  });
});

describe('dashboard socket', () => {
  const connect = (pathAndQuery: string) => connectSocket(baseUrl, pathAndQuery);

  it('tells every open dashboard when a gestión is created, changed or expires', async () => {
    const agent = await t.userWithRole('Agente');
    const watcher = await t.userWithRole('Supervisor');
    const first = await connect(`/ws/dashboard/?token=${agent.token}`);
    const second = await connect(`/ws/dashboard/?token=${watcher.token}`);
    const a = await typified();
    const contact = await insertContact(db());
    // Changes of earlier tests may still be in the window being gathered: let it pass first.
    await new Promise((resolve) => setTimeout(resolve, COALESCE_MS * 2));
    first.drain();
    second.drain();
    const created = await t.call(agent.token, 'POST', BASE, {
      contacto: contact.id, calificacion: a.resultado.id, descripcion: a.descripcion.id, estado: 'EN_GESTION',
    });
    expect(created.statusCode).toBe(201);
    expect(await first.next()).toEqual({ type: 'gestion', creadas: 1, actualizadas: 0, vencidas: 0 });
    expect(await second.next()).toEqual({ type: 'gestion', creadas: 1, actualizadas: 0, vencidas: 0 });

    const id = (created.json() as { id: number }).id;
    expect((await t.call(agent.token, 'PATCH', `${BASE}${id}/`, { estado: 'PENDIENTE' })).statusCode).toBe(200);
    expect(await first.next()).toEqual({ type: 'gestion', creadas: 0, actualizadas: 1, vencidas: 0 });

    await db().update(gestiones).set({ venceAt: new Date(Date.now() - 1000) }).where(and(eq(gestiones.id, id)));
    await enqueue(t.database.db, 'gestiones.expire', {});
    await runDueJobs(t.app, moduleJobs);
    expect(await first.next()).toEqual({ type: 'gestion', creadas: 0, actualizadas: 0, vencidas: 1 });
    expect((await storedGestion(id)).estado).toBe('VENCIDO');
    first.socket.close();
    second.socket.close();
  });

  it('refuses a socket without a valid token', async () => {
    await expect(connect('/ws/dashboard/')).rejects.toThrow('HTTP 401');
    await expect(connect('/ws/dashboard/?token=falso')).rejects.toThrow('HTTP 401');
  });
});

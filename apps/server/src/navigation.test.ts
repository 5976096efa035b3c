import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACTIONS, allows, Me, NAVIGATION, PERMISSIONS, viewerOf, type PermissionName, type Probe } from '@atiende/shared';
import { userWithPermissions, useTestApp, type TestUser } from './test/harness.js';
import { rows } from './db/client.js';
import { insertCampaign, insertContact, insertGestion, insertResultado, insertTipoGestion } from './modules/gestiones/gestiones.fixtures.js';
import { multipart, SAMPLE } from './modules/contact-data/contact-data.test-support.js';
import { caseForm } from './modules/cases/cases.test-support.js';

const t = useTestApp();

let counter = 0;
const unique = (text: string) => `${text} ${Date.now()}-${(counter += 1)}`;
const db = () => t.database.db;

/** What a probe is called with: the row behind `{id}` and the body. */
interface Call {
  id?: number;
  body?: object;
  /** A multipart form (an upload) instead of JSON. */
  form?: { payload: Buffer; headers: Record<string, string> };
}

/** The id of a row the administrator creates through the API. */
async function created(path: string, body: object): Promise<number> {
  const res = await t.call(t.admin, 'POST', path, body);
  expect(res.statusCode, `${path} ${res.body}`).toBe(201);
  return (res.json() as { id: number }).id;
}

const contactId = async () => (await insertContact(db())).id;
const personBody = () => {
  const n = (counter += 1);
  return { first_name: 'Sonda', last_name: `Permisos ${n}`, username: `${unique('sonda').replace(/\W/g, '')}@correo.co`, phone: `+57 315 ${String(Date.now() % 1000).padStart(3, '0')}${String(n).padStart(4, '0')}` };
};
const documentForm = async (contacto: number) =>
  multipart({ contacto, documentType: 'CEDULA_CIUDADANIA' }, { name: 'cedula.pdf', bytes: SAMPLE.pdf });

/**
 * A valid call for every probe that acts on a row or sends a body, so the server runs the whole handler (its own
 * checks included) and answers 2xx when it allows the call; `user` is who calls. Plain reads need none.
 */
const CALLS: Record<string, (user: TestUser) => Promise<Call>> = {
  modules: async () => ({ id: (await rows<{ id: number }>(t.app.db, sql`select id from modulos where name = 'Tienda'`))[0]!.id, body: { active: true } }),
  agentAssign: async () => ({ id: await contactId(), body: { agents: [] } }),
  chatConfigure: async () => ({ id: ((await t.call(t.admin, 'GET', '/api/whatsapp/prioridad/')).json() as { id: number }[])[0]!.id, body: { time: 2 } }),
  contactCreate: async () => ({ body: personBody() }),
  contactEdit: async () => ({ id: await contactId(), body: { first_name: 'Editada' } }),
  contactDataAdd: async () => ({ body: { contact: await contactId(), tipo: 'Email', label: 'Trabajo', value_1: `${unique('dato').replace(/\W/g, '')}@correo.co` } }),
  contactDataDelete: async () => ({
    id: await created('/api/contact/datos_contacto/', { contact: await contactId(), tipo: 'Email', label: 'Trabajo', value_1: `${unique('borrar').replace(/\W/g, '')}@correo.co` }),
  }),
  documentUpload: async () => ({ form: await documentForm(await contactId()) }),
  documentDelete: async () => {
    const form = await documentForm(await contactId());
    const res = await t.request(t.admin, { method: 'POST', url: '/api/contact/documentos/', payload: form.payload, headers: form.headers });
    expect(res.statusCode, res.body).toBe(201);
    return { id: (res.json() as { id: number }).id };
  },
  contactDelete: async () => ({ id: await contactId() }),
  contactsCampaignFilter: async () => ({ id: (await insertCampaign(db())).id }),
  groupManage: async () => ({ body: { name: unique('Grupo'), etiqueta: 'green' } }),
  accountManage: async () => ({
    body: { name: unique('Cuenta'), documentType: 'NIT', documentNumber: `9${Date.now() % 1e8}${(counter += 1)}`, address: 'Calle 10 # 20-30', city: 'Bogotá', phone: '6012345678' },
  }),
  userCreate: async () => ({
    body: { username: `${unique('usuario').replace(/\W/g, '')}@atiende.co`, password: 'Clave-Segura-2026', confirm_password: 'Clave-Segura-2026', first_name: 'Ana', last_name: 'Sonda', documentType: 'CEDULA', documentNumber: '1012345678' },
  }),
  roleManage: async () => ({ body: { nombre: unique('Rol sonda') } }),
  roleDelete: async () => ({ id: await created('/api/roles/', { nombre: unique('Rol para borrar') }) }),
  permissionsAssign: async () => ({ body: { roles: await created('/api/roles/', { nombre: unique('Rol sin permisos') }), permission: [] } }),
  campaignCreate: async (user) => ({ body: { name: unique('Campaña'), description: 'Campaña de la sonda', encargado: [user.id] } }),
  campaignManagers: async (user) => ({ id: (await insertCampaign(db())).id, body: { contact: [user.id] } }),
  tipoGestionManage: async () => ({ body: { name: unique('Tipo') } }),
  tipoGestionDelete: async () => ({ id: (await insertTipoGestion(db())).id }),
  caseCreate: async () => ({ body: caseForm() }),
  projectManage: async () => ({ body: { name: unique('Proyecto'), descriptions: 'Proyecto de la sonda' } }),
  projectDelete: async () => ({ id: await created('/api/task/project/', { name: unique('Proyecto para borrar'), descriptions: 'Sonda' }) }),
  taskManage: async () => {
    const project = await created('/api/task/project/', { name: unique('Tablero'), descriptions: 'Sonda' });
    return { body: { flow: await created('/api/task/flow/', { project }), title: 'Tarea de la sonda' } };
  },
  productManage: async () => ({
    body: { name: unique('Producto'), codigo_producto: unique('SONDA').replace(/\W/g, '-'), categoria: 'Seguros', marca: 'Atiende', precio: '1000.00', descripcion: 'Sonda', detalles_producto: [] },
  }),
  productDelete: async () => ({
    id: await created('/api/productos/', { name: unique('Producto para borrar'), codigo_producto: unique('BORRAR').replace(/\W/g, '-'), categoria: 'Seguros', marca: 'Atiende', precio: '1000.00', descripcion: 'Sonda', detalles_producto: [] }),
  }),
  surveyManage: async () => ({ body: { name: unique('Encuesta'), description: 'Sonda', welcome_message: 'Gracias', campaign: (await insertCampaign(db())).id } }),
  surveyAnswer: async (user) => ({ id: (await insertGestion(db(), { contactId: await contactId(), agentId: user.id })).id }),
  gestionCreate: async () => {
    const campaign = await insertCampaign(db());
    const resultado = await insertResultado(db(), campaign.id);
    return { body: { contacto: await contactId(), calificacion: resultado.id, descripcion: resultado.descripciones[0]!.id } };
  },
  resultadoManage: async () => ({ body: { name: unique('Resultado'), campaign: (await insertCampaign(db())).id } }),
  calificacionManage: async () => ({ body: { name: unique('Calificación'), calificacion: (await insertResultado(db(), (await insertCampaign(db())).id)).id } }),
  sessionHistory: async () => ({ id: 1 }),
};

/** Calls a probe as `user`; the answer is an acceptance (2xx), a refusal (401 or 403) or inconclusive (anything else). */
async function callProbe(key: string, user: TestUser, { method, path }: Probe): Promise<{ verdict: 'accepted' | 'refused' | 'inconclusive'; status: number; body: string }> {
  const call = (await CALLS[key]?.(user)) ?? {};
  const url = call.id === undefined ? path : path.replace('{id}', String(call.id));
  const res = call.form
    ? await t.request(user.token, { method, url, payload: call.form.payload, headers: call.form.headers })
    : await t.request(user.token, { method, url, ...(call.body ? { payload: call.body } : {}) });
  const verdict = res.statusCode >= 200 && res.statusCode < 300 ? 'accepted' : res.statusCode === 401 || res.statusCode === 403 ? 'refused' : 'inconclusive';
  return { verdict, status: res.statusCode, body: res.body.slice(0, 200) };
}

const ITEMS = [...NAVIGATION, ...ACTIONS];

describe('one permission model for the browser and the server', () => {
  it('has a valid call for every probe that acts on a row or sends a body', () => {
    const needing = ITEMS.filter((item) => item.probe.path.includes('{id}') || item.probe.method !== 'GET').map((item) => item.key);
    expect(needing.filter((key) => !CALLS[key])).toEqual([]);
    expect(Object.keys(CALLS).filter((key) => !ITEMS.some((item) => item.key === key))).toEqual([]);
  });

  it.each([
    ['contacts and campaigns', [PERMISSIONS.contactsView, PERMISSIONS.clientManage, PERMISSIONS.campaignsView, PERMISSIONS.tipoGestionManage]],
    ['contact data and documents', [PERMISSIONS.contactsView, PERMISSIONS.contactDataAdd, PERMISSIONS.contactDataDelete, PERMISSIONS.clientDocumentCreate]],
    ['gestiones and typification', [PERMISSIONS.gestionesManage, PERMISSIONS.contactsView, PERMISSIONS.calificacionManage, PERMISSIONS.descripcionManage, PERMISSIONS.sessionsView]],
    ['campaigns managed', [PERMISSIONS.campaignsView, PERMISSIONS.campaignsManage, PERMISSIONS.campaignManagersAssign, PERMISSIONS.chatConfigure]],
    ['audits and roles', [PERMISSIONS.auditsView, PERMISSIONS.rolesView, PERMISSIONS.rolesManage, PERMISSIONS.usersView]],
    ['store and surveys', [PERMISSIONS.productsView, PERMISSIONS.productsManage, PERMISSIONS.surveysView, PERMISSIONS.surveysAnswer]],
    ['task boards without projects', [PERMISSIONS.tasksView, PERMISSIONS.tasksManage, PERMISSIONS.contactsView]],
    ['projects', [PERMISSIONS.tasksView, PERMISSIONS.projectsManage, PERMISSIONS.projectsDelete]],
    ['own leads', [PERMISSIONS.leadsView]],
    ['every agent\'s leads', [PERMISSIONS.leadsView, PERMISSIONS.leadsViewAll, PERMISSIONS.leadsManage]],
    ['mass messaging', [PERMISSIONS.broadcastsManage]],
    ['nothing', []],
  ] as [string, PermissionName[]][])('a custom role with %s sees exactly what the server accepts', async (_name, permissions) => {
    const user = await userWithPermissions(t, permissions);
    const me = Me.parse((await t.call(user.token, 'GET', '/api/me/')).json());
    const viewer = viewerOf(me);
    const mismatches: string[] = [];
    for (const item of ITEMS) {
      const shown = allows(viewer, item);
      const answer = await callProbe(item.key, user, item.probe);
      if (answer.verdict !== (shown ? 'accepted' : 'refused')) {
        mismatches.push(`${item.key}: ${shown ? 'visible' : 'hidden'} but ${item.probe.method} ${item.probe.path} → ${answer.status} ${answer.body}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(NAVIGATION.filter((item) => allows(viewer, item)).length).toBeGreaterThan(0);
  });
});

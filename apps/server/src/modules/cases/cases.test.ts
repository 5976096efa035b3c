import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CASE_MSG, CASE_SERVICE_TYPES, CASE_VISIT_TYPES, MSG } from '@atiende/shared';
import { expectClosedWhileOff, useStaff, useTestApp } from '../../test/harness.js';
import { insertContact } from '../contact-data/contact-data.test-support.js';
import { caseAgents, caseImages, cases } from './cases.tables.js';
import { caseForm, caseRow, dataUrl, historyOf, newCase, setEstado, signaturePng } from './cases.test-support.js';

const t = useTestApp();
const staff = useStaff(t, { agente: { firstName: 'Ana', lastName: 'Campo' }, supervisor: { firstName: 'Sergio', lastName: 'Jefe' } });
const url = '/api/casos/casos/';

let client: number;
beforeAll(async () => {
  client = await insertContact(t, { firstName: 'Lucía', lastName: 'Cliente' });
});

const caseCount = async () => (await t.database.db.select({ n: count() }).from(cases))[0]!.n;

describe('POST /casos/casos/', () => {
  it('creates a case with agents and clients, upper-cases its texts, names it and writes its history and audit', async () => {
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(staff.operador.token, 'POST', url, caseForm({
        descripcion: '  revisar tablero  ', observaciones: 'cliente espera', contacto: [staff.agente.id, staff.agente.id], cliente: [client],
      }));
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.name).toBe(`CASO-${String(body.id).padStart(5, '0')}`);
    expect(body.message).toBe(`Se ha agregado ${body.name} correctamente.`);
    expect(body).toMatchObject({
      tipo_servicio: 'PRESENCIAL', tipo_visita: 'INSTALACION', descripcion: 'REVISAR TABLERO', observaciones: 'CLIENTE ESPERA',
      direccion_1: null, direccion_2: null, fecha_asignacion: '2026-03-10', hora_entrada: '08:00', hora_salida: '10:30',
      estado: 'ASIGNADO', contacto: [['Ana Campo', staff.agente.id]], cliente: [['Lucía Cliente', client]],
      fecha_finalizacion: null, total_duracion: null, images: [], materiales: [], informe: null, puede_gestionar: false,
    });
    expect(body.gestiones).toEqual([expect.objectContaining({ estado: 'ASIGNADO', observaciones: '', coordenadas: null })]);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Caso', tipoGestion: 'Creación', objectId: body.id });
  });

  it('leaves a case without agents SIN_ASIGNAR, with no history', async () => {
    const created = await newCase(t, t.admin);
    expect(created.estado).toBe('SIN_ASIGNAR');
    expect(await historyOf(t, created.id)).toEqual([]);
  });

  it('requires the service type, the visit type, the description and the observations', async () => {
    const before = await caseCount();
    const res = await t.call(t.admin, 'POST', url, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      tipo_servicio: [MSG.required], tipo_visita: [MSG.required], descripcion: [MSG.required], observaciones: [MSG.required],
    });
    const blanks = await t.call(t.admin, 'POST', url, caseForm({ tipo_servicio: '', descripcion: '   ', observaciones: '' }));
    expect(blanks.json()).toEqual({ tipo_servicio: [MSG.required], descripcion: [MSG.required], observaciones: [MSG.required] });
    expect(await caseCount()).toBe(before);
  });

  it('takes the service and visit types from their lists, spelled as shown', async () => {
    const wrong = await t.call(t.admin, 'POST', url, caseForm({ tipo_servicio: 'DOMICILIO', tipo_visita: 'MANTENIMIENTO CORRECTIVO' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ tipo_servicio: [CASE_MSG.invalidServiceType], tipo_visita: [CASE_MSG.invalidVisitType] });
    for (const tipo_servicio of CASE_SERVICE_TYPES) {
      const res = await t.call(t.admin, 'POST', url, caseForm({ tipo_servicio, direccion_1: 'calle 1', direccion_2: 'calle 2' }));
      expect(res.statusCode, tipo_servicio).toBe(201);
    }
    for (const tipo_visita of CASE_VISIT_TYPES) {
      expect((await t.call(t.admin, 'POST', url, caseForm({ tipo_visita }))).statusCode, tipo_visita).toBe(201);
    }
  });

  it('requires UBICACIÓN and DESTINO only for DESPLAZAMIENTO, and clears them for any other service', async () => {
    const missing = await t.call(t.admin, 'POST', url, caseForm({ tipo_servicio: 'DESPLAZAMIENTO', direccion_1: '', direccion_2: null }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ direccion_1: [MSG.required], direccion_2: [MSG.required] });
    const travel = await t.call(t.admin, 'POST', url, caseForm({ tipo_servicio: 'DESPLAZAMIENTO', direccion_1: 'cra 7 # 10-20', direccion_2: 'bodega norte' }));
    expect(travel.json()).toMatchObject({ direccion_1: 'CRA 7 # 10-20', direccion_2: 'BODEGA NORTE' });
    const remote = await t.call(t.admin, 'POST', url, caseForm({ tipo_servicio: 'REMOTO', direccion_1: 'cra 7', direccion_2: 'bodega' }));
    expect(remote.statusCode).toBe(201);
    expect(remote.json()).toMatchObject({ direccion_1: null, direccion_2: null });
  });

  it('takes times on 15-minute steps, using their first five characters, and real dates', async () => {
    const steps = await t.call(t.admin, 'POST', url, caseForm({ hora_entrada: '08:10', hora_salida: '25:00', fecha_asignacion: '2026-02-30' }));
    expect(steps.statusCode).toBe(400);
    expect(steps.json()).toEqual({ hora_entrada: [CASE_MSG.invalidTime], hora_salida: [CASE_MSG.invalidTime], fecha_asignacion: [CASE_MSG.invalidDate] });
    const seconds = await t.call(t.admin, 'POST', url, caseForm({ hora_entrada: '07:45:00', hora_salida: '09:15:59' }));
    expect(seconds.json()).toMatchObject({ hora_entrada: '07:45', hora_salida: '09:15' });
    const backwards = await t.call(t.admin, 'POST', url, caseForm({ hora_entrada: '10:00', hora_salida: '09:00' }));
    expect(backwards.json()).toEqual({ hora_salida: [CASE_MSG.exitBeforeEntry] });
    const none = await t.call(t.admin, 'POST', url, caseForm({ hora_entrada: '', hora_salida: null, fecha_asignacion: '' }));
    expect(none.json()).toMatchObject({ hora_entrada: null, hora_salida: null, fecha_asignacion: null });
  });

  it('refuses unknown agents and clients under their fields, creating nothing', async () => {
    const before = await caseCount();
    const res = await t.call(t.admin, 'POST', url, caseForm({ contacto: [staff.agente.id, 2147480001], cliente: [2147480002] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ contacto: [CASE_MSG.unknownAgent(2147480001)], cliente: [CASE_MSG.unknownClient(2147480002)] });
    const bad = await t.call(t.admin, 'POST', url, caseForm({ contacto: ['x'] }));
    expect(bad.json()).toEqual({ contacto: [MSG.invalidId] });
    expect(await caseCount()).toBe(before);
  });

  it('stores images sent as data URLs and serves them to who may see the case; refuses what is not an image', async () => {
    const png = signaturePng(30, 30);
    const created = (await t.call(t.admin, 'POST', url, caseForm({ images: [{ image: dataUrl(png) }] }))).json();
    expect(created.images).toEqual([{ id: expect.any(Number), image: `/api/casos/casos/${created.id}/imagenes/${created.images[0].id}/` }]);
    const file = await t.request(null, { method: 'GET', url: `${created.images[0].image}?token=${t.admin}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
    expect((await t.call(staff.agente.token, 'GET', created.images[0].image)).statusCode).toBe(404);

    const before = (await t.database.db.select({ n: count() }).from(caseImages))[0]!.n;
    const fake = await t.call(t.admin, 'POST', url, caseForm({ images: [{ image: Buffer.from('<svg/>').toString('base64') }] }));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ images: [CASE_MSG.invalidImage] });
    expect((await t.database.db.select({ n: count() }).from(caseImages))[0]!.n).toBe(before);
  });

  it('lets the Operador create cases and refuses the Agente, and answers 401 without a token', async () => {
    expect((await t.call(staff.operador.token, 'POST', url, caseForm())).statusCode).toBe(201);
    const refused = await t.call(staff.agente.token, 'POST', url, caseForm());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: MSG.forbidden });
    expect((await t.call(null, 'POST', url, caseForm())).statusCode).toBe(401);
  });

  it('answers a malformed body with a Spanish 400', async () => {
    const res = await t.callWithJsonText(t.admin, 'POST', url, '{"descripcion": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: MSG.malformedJson });
  });
});

describe('PATCH /casos/casos/{id}/', () => {
  it('updates the fields sent, keeps the name, replaces agents and clients and marks the case ASIGNADO', async () => {
    const created = await newCase(t, t.admin);
    const res = await t.call(staff.supervisor.token, 'PATCH', `${url}${created.id}/`, {
      name: 'OTRO NOMBRE', descripcion: 'nueva descripción', contacto: [staff.agente.id], cliente: [client],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: created.name, descripcion: 'NUEVA DESCRIPCIÓN', estado: 'ASIGNADO', message: `Se ha actualizado ${created.name} correctamente.`,
      contacto: [['Ana Campo', staff.agente.id]], cliente: [['Lucía Cliente', client]],
    });
    expect((await historyOf(t, created.id)).map((h) => h.estado)).toEqual(['ASIGNADO']);
    const emptied = await t.call(t.admin, 'PATCH', `${url}${created.id}/`, { contacto: [] });
    expect(emptied.json()).toMatchObject({ estado: 'SIN_ASIGNAR', contacto: [] });
  });

  it('offers fewer service types on edit, but keeps the one a case has', async () => {
    const created = await newCase(t, t.admin, { tipo_servicio: 'VENTA' });
    const same = await t.call(t.admin, 'PATCH', `${url}${created.id}/`, { tipo_servicio: 'VENTA', observaciones: 'sin cambios' });
    expect(same.statusCode).toBe(200);
    const other = await newCase(t, t.admin, { tipo_servicio: 'REMOTO' });
    const res = await t.call(t.admin, 'PATCH', `${url}${other.id}/`, { tipo_servicio: 'TRABAJO EN CASA' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ tipo_servicio: [CASE_MSG.editServiceType] });
    expect((await caseRow(t, other.id)).tipoServicio).toBe('REMOTO');
  });

  it('checks the addresses of the case as it will be: required when it becomes DESPLAZAMIENTO, cleared when it stops', async () => {
    const created = await newCase(t, t.admin, { tipo_servicio: 'PRESENCIAL' });
    const missing = await t.call(t.admin, 'PATCH', `${url}${created.id}/`, { tipo_servicio: 'DESPLAZAMIENTO', direccion_1: 'origen' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ direccion_2: [MSG.required] });
    const travel = await t.call(t.admin, 'PATCH', `${url}${created.id}/`, { tipo_servicio: 'DESPLAZAMIENTO', direccion_1: 'origen', direccion_2: 'destino' });
    expect(travel.json()).toMatchObject({ direccion_1: 'ORIGEN', direccion_2: 'DESTINO' });
    const kept = await t.call(t.admin, 'PATCH', `${url}${created.id}/`, { direccion_2: 'otro destino' });
    expect(kept.json()).toMatchObject({ direccion_1: 'ORIGEN', direccion_2: 'OTRO DESTINO' });
    const cleared = await t.call(t.admin, 'PATCH', `${url}${created.id}/`, { tipo_servicio: 'MIXTO' });
    expect(cleared.json()).toMatchObject({ tipo_servicio: 'MIXTO', direccion_1: null, direccion_2: null });
  });

  it('refuses bad input and a finished case without changing anything, and 404 for an unknown case', async () => {
    const created = await newCase(t, t.admin);
    const bad = await t.call(t.admin, 'PATCH', `${url}${created.id}/`, { descripcion: '', hora_entrada: '08:05', contacto: [2147480003] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ descripcion: [MSG.required], hora_entrada: [CASE_MSG.invalidTime] });
    const unknownAgent = await t.call(t.admin, 'PATCH', `${url}${created.id}/`, { contacto: [2147480003] });
    expect(unknownAgent.json()).toEqual({ contacto: [CASE_MSG.unknownAgent(2147480003)] });
    await setEstado(t, created.id, 'FINALIZADO');
    const finished = await t.call(t.admin, 'PATCH', `${url}${created.id}/`, { descripcion: 'otra' });
    expect(finished.statusCode).toBe(400);
    expect(finished.json()).toEqual({ estado: [CASE_MSG.finishedReadOnly] });
    const row = await caseRow(t, created.id);
    expect(row.descripcion).toMatch(/^INSTALACIÓN DE EQUIPO/);
    expect((await t.call(t.admin, 'PATCH', `${url}2147480004/`, { descripcion: 'x' })).statusCode).toBe(404);
    expect((await t.call(staff.agente.token, 'PATCH', `${url}${created.id}/`, { descripcion: 'x' })).statusCode).toBe(403);
  });
});

describe('GET /casos/casos/ and casos_por_estado/', () => {
  it('lists newest first, 30 a page, searching case number, description and client name', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const named = await insertContact(t, { firstName: `Cliente${tag}`, lastName: 'Buscado' });
    const first = await newCase(t, t.admin, { descripcion: `bomba ${tag}` });
    const second = await newCase(t, t.admin, { cliente: [named] });
    const byTag = (await t.call(t.admin, 'GET', `${url}?search=${tag.toUpperCase()}`)).json();
    expect(byTag.results.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
    const byName = (await t.call(t.admin, 'GET', `${url}?search=${first.name}`)).json();
    expect(byName.results.map((c: { id: number }) => c.id)).toEqual([first.id]);
    for (let i = 0; i < 31; i += 1) await newCase(t, t.admin);
    const page = (await t.call(t.admin, 'GET', url)).json();
    expect(page.results).toHaveLength(30);
    expect(page.count).toBeGreaterThan(30);
    expect(page.next).toContain('offset=30');
    expect(page.results[0].id).toBeGreaterThan(page.results[1].id);
  });

  it('filters by estado (blank: all) and refuses an unknown one', async () => {
    const tag = `ye${Date.now().toString(36)}`;
    const open = await newCase(t, t.admin, { descripcion: `a ${tag}` });
    const assigned = await newCase(t, t.admin, { descripcion: `b ${tag}`, contacto: [staff.agente.id] });
    const only = (await t.call(t.admin, 'GET', `${url}casos_por_estado/?estado=ASIGNADO&search=${tag}`)).json();
    expect(only.results.map((c: { id: number }) => c.id)).toEqual([assigned.id]);
    const all = (await t.call(t.admin, 'GET', `${url}casos_por_estado/?estado=&search=${tag}`)).json();
    expect(all.results.map((c: { id: number }) => c.id)).toEqual([assigned.id, open.id]);
    const bad = await t.call(t.admin, 'GET', `${url}casos_por_estado/?estado=CERRADO`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ estado: [CASE_MSG.invalidEstado] });
  });

  it('shows an agent only the cases assigned to them, and says who may work each', async () => {
    const mine = await newCase(t, t.admin, { contacto: [staff.agente.id] });
    const other = await newCase(t, t.admin);
    const list = (await t.call(staff.agente.token, 'GET', `${url}?limit=500`)).json();
    const ids = list.results.map((c: { id: number }) => c.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(other.id);
    const agentIds = await t.database.db.select({ caseId: caseAgents.caseId }).from(caseAgents).where(eq(caseAgents.userId, staff.agente.id));
    expect(list.count).toBe(agentIds.length);
    expect(list.results.every((c: { puede_gestionar: boolean }) => c.puede_gestionar)).toBe(true);
    expect((await t.call(staff.agente.token, 'GET', `${url}${mine.id}/`)).json()).toMatchObject({ id: mine.id, puede_gestionar: true });
    expect((await t.call(staff.agente.token, 'GET', `${url}${other.id}/`)).statusCode).toBe(404);
    expect((await t.call(staff.operador.token, 'GET', `${url}${other.id}/`)).json()).toMatchObject({ puede_gestionar: false });
    expect((await t.call(staff.supervisor.token, 'GET', `${url}${other.id}/`)).json()).toMatchObject({ puede_gestionar: true });
    expect((await t.call(t.admin, 'GET', `${url}abc/`)).statusCode).toBe(400);
  });

  it('closes every case call while the Casos module is off', async () => {
    const created = await newCase(t, t.admin);
    await expectClosedWhileOff(t, 'Casos', [
      ['GET', url], ['GET', `${url}casos_por_estado/?estado=PENDIENTE`], ['GET', `${url}${created.id}/`], ['POST', url, caseForm()],
      ['PATCH', `${url}${created.id}/`, {}], ['POST', `${url}${created.id}/cambiar_estado/`, { accion: 'ACEPTAR' }],
      ['POST', '/api/casos/materialesCasos/', { caso: created.id, descripcion: 'x' }],
      ['PATCH', `${url}${created.id}/actualizar_informe/`, {}], ['GET', `/api/reportes/informe_pdf/${created.id}/`],
    ]);
  });
});

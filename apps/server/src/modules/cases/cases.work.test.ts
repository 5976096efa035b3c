import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CASE_ACTIONS, CASE_ESTADOS, CASE_MSG, CASE_TRANSITIONS, MSG, type CaseAction, type CaseEstado } from '@atiende/shared';
import { useStaff, useTestApp } from '../../test/harness.js';
import { insertContact } from '../contact-data/contact-data.test-support.js';
import { caseMaterials, caseReports } from './cases.tables.js';
import { act, caseRow, dataUrl, historyOf, letTimePass, newCase, setEstado, signaturePng } from './cases.test-support.js';

const t = useTestApp();
const staff = useStaff(t, { agente: { firstName: 'Ana', lastName: 'Campo' } });
const url = '/api/casos/casos/';

let client: number;
let otherAgent: { id: number; token: string };
beforeAll(async () => {
  client = await insertContact(t, { firstName: 'Lucía', lastName: 'Cliente' });
  otherAgent = await t.userWithRole('Agente', { firstName: 'Otro', lastName: 'Agente' });
});

/** A case of the Agente, moved to EN_PROCESO through the API. */
async function caseInProcess(overrides: Record<string, unknown> = {}) {
  const created = await newCase(t, t.admin, { contacto: [staff.agente.id], cliente: [client], ...overrides });
  expect((await act(t, staff.agente.token, created.id, 'ACEPTAR')).statusCode).toBe(200);
  expect((await act(t, staff.agente.token, created.id, 'INICIAR')).statusCode).toBe(200);
  return created;
}

const pdfjsFonts = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

/** The text of every page of a PDF, as a reader would extract it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: pdfjsFonts }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

describe('POST /casos/casos/{id}/cambiar_estado/', () => {
  it('walks a case from ASIGNADO to FINALIZADO, writing each step and the time worked without the pause', async () => {
    const created = await newCase(t, t.admin, { contacto: [staff.agente.id] });
    const accepted = await act(t, staff.agente.token, created.id, 'ACEPTAR', { observaciones: 'voy en camino', coordenadas: '4.6097 -74.0817' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ estado: 'PENDIENTE', message: CASE_MSG.stateChanged });
    await letTimePass(t, created.id, 10);
    expect((await act(t, staff.agente.token, created.id, 'INICIAR')).json().estado).toBe('EN_PROCESO');
    await letTimePass(t, created.id, 30);
    expect((await act(t, staff.agente.token, created.id, 'PAUSAR', { observaciones: 'almuerzo' })).json().estado).toBe('EN_PAUSA');
    await letTimePass(t, created.id, 15);
    expect((await act(t, staff.agente.token, created.id, 'REANUDAR')).json().estado).toBe('EN_PROCESO');
    await letTimePass(t, created.id, 20);
    const finished = await act(t, staff.agente.token, created.id, 'FINALIZAR', { observaciones: 'trabajo terminado', coordenadas: '4.7 -74.05' });
    expect(finished.statusCode).toBe(200);
    const body = finished.json();
    expect(body.estado).toBe('FINALIZADO');
    // 30 minutes started, then 20 after resuming; the 15-minute pause does not count.
    expect(body.total_duracion).toBeGreaterThanOrEqual(50 * 60);
    expect(body.total_duracion).toBeLessThan(50 * 60 + 5);
    expect(body.gestiones.map((g: { estado: string }) => g.estado)).toEqual(['ASIGNADO', 'ACEPTADO', 'INICIADO', 'PAUSADO', 'REANUDADO', 'FINALIZADO']);
    const [, aceptado, iniciado, pausado, reanudado, finalizado] = body.gestiones;
    expect(aceptado).toMatchObject({ observaciones: 'VOY EN CAMINO', coordenadas: '4.6097 -74.0817', user: 'Ana Campo' });
    expect(pausado).toMatchObject({ observaciones: 'ALMUERZO', coordenadas: null });
    expect(finalizado).toMatchObject({ observaciones: 'TRABAJO TERMINADO', coordenadas: '4.7 -74.05' });
    expect(Math.round(iniciado.duracion / 60)).toBe(10);
    expect(Math.round(pausado.duracion / 60)).toBe(30);
    expect(Math.round(reanudado.duracion / 60)).toBe(15);
    expect(Math.round(finalizado.duracion / 60)).toBe(20);
    expect(body.fecha_finalizacion).toBe(finalizado.created_date);
    const row = await caseRow(t, created.id);
    expect(row.totalDuracion).toBe(body.total_duracion);
  });

  const allowed = (estado: CaseEstado, accion: CaseAction) => CASE_TRANSITIONS[accion].from.includes(estado);

  it('allows exactly the transitions of §4 and refuses every other one with a Spanish 400 that changes nothing', async () => {
    const created = await newCase(t, t.admin, { contacto: [staff.agente.id] });
    for (const estado of CASE_ESTADOS) {
      for (const accion of CASE_ACTIONS) {
        await setEstado(t, created.id, estado);
        const before = (await historyOf(t, created.id)).length;
        const res = await act(t, staff.agente.token, created.id, accion);
        if (allowed(estado, accion)) {
          expect(res.statusCode, `${accion} desde ${estado}`).toBe(200);
          expect(res.json().estado).toBe(CASE_TRANSITIONS[accion].to);
          const history = await historyOf(t, created.id);
          expect(history).toHaveLength(before + 1);
          expect(history.at(-1)!.estado).toBe(CASE_TRANSITIONS[accion].history);
        } else {
          expect(res.statusCode, `${accion} desde ${estado}`).toBe(400);
          expect(res.json()).toEqual({ detail: `No se puede ${accion} un caso en estado ${estado}.` });
          expect((await caseRow(t, created.id)).estado).toBe(estado);
          expect(await historyOf(t, created.id)).toHaveLength(before);
        }
      }
    }
  });

  it('refuses an unknown action and bad coordinates under their fields', async () => {
    const created = await newCase(t, t.admin, { contacto: [staff.agente.id] });
    const unknown = await act(t, staff.agente.token, created.id, 'CERRAR');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ accion: [CASE_MSG.invalidAction] });
    const missing = await t.call(staff.agente.token, 'POST', `${url}${created.id}/cambiar_estado/`, {});
    expect(missing.json()).toEqual({ accion: [MSG.required] });
    for (const coordenadas of ['4.6,-74.08', '95 10', 'norte', '4.6 -190']) {
      const bad = await act(t, staff.agente.token, created.id, 'ACEPTAR', { coordenadas });
      expect(bad.json(), coordenadas).toEqual({ coordenadas: [CASE_MSG.invalidCoordinates] });
    }
    expect((await caseRow(t, created.id)).estado).toBe('ASIGNADO');
    expect((await historyOf(t, created.id)).map((h) => h.estado)).toEqual(['ASIGNADO']);
  });

  it('lets only the case\'s agents and who works every case act; others get 403 or, not seeing it, 404', async () => {
    const created = await newCase(t, t.admin, { contacto: [staff.agente.id] });
    expect((await act(t, otherAgent.token, created.id, 'ACEPTAR')).statusCode).toBe(404);
    const operador = await act(t, staff.operador.token, created.id, 'ACEPTAR');
    expect(operador.statusCode).toBe(403);
    expect(operador.json()).toEqual({ detail: CASE_MSG.notYourCase });
    expect((await act(t, staff.supervisor.token, created.id, 'ACEPTAR')).json().estado).toBe('PENDIENTE');
    expect((await act(t, staff.administrador.token, created.id, 'INICIAR')).json().estado).toBe('EN_PROCESO');
    expect((await act(t, null as unknown as string, created.id, 'PAUSAR')).statusCode).toBe(401);
    expect((await historyOf(t, created.id)).map((h) => h.estado)).toEqual(['ASIGNADO', 'ACEPTADO', 'INICIADO']);
  });

  it('makes whoever accepts an unassigned case its agent', async () => {
    const created = await newCase(t, t.admin);
    const res = await act(t, staff.supervisor.token, created.id, 'ACEPTAR');
    expect(res.json()).toMatchObject({ estado: 'PENDIENTE', contacto: [[expect.any(String), staff.supervisor.id]] });
  });

  it('lets one of many simultaneous actions on a case win; the others get the Spanish 400', async () => {
    const created = await newCase(t, t.admin, { contacto: [staff.agente.id] });
    await act(t, staff.agente.token, created.id, 'ACEPTAR');
    const answers = await Promise.all(Array.from({ length: 12 }, () => act(t, staff.agente.token, created.id, 'INICIAR')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(11);
    for (const answer of refused) expect(answer.json()).toEqual({ detail: 'No se puede INICIAR un caso en estado EN_PROCESO.' });
    const mixed = await Promise.all([
      act(t, staff.agente.token, created.id, 'PAUSAR'), act(t, staff.agente.token, created.id, 'FINALIZAR'),
      act(t, staff.agente.token, created.id, 'PAUSAR'), act(t, staff.agente.token, created.id, 'FINALIZAR'),
    ]);
    expect(mixed.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect((await historyOf(t, created.id)).map((h) => h.estado).filter((e) => e === 'PAUSADO' || e === 'FINALIZADO')).toHaveLength(1);
  });
});

describe('POST /casos/materialesCasos/', () => {
  it('adds a material to a case EN_PROCESO, upper-cased, with 201', async () => {
    const created = await caseInProcess();
    const res = await t.call(staff.agente.token, 'POST', '/api/casos/materialesCasos/', {
      caso: created.id, descripcion: 'cable utp', cantidad: '3', observaciones: 'categoría 6',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ caso: created.id, descripcion: 'CABLE UTP', cantidad: 3, observaciones: 'CATEGORÍA 6', message: 'Hecho!' });
    const plain = await t.call(staff.agente.token, 'POST', '/api/casos/materialesCasos/', { caso: created.id, descripcion: 'cinta', cantidad: '', observaciones: '' });
    expect(plain.json()).toMatchObject({ cantidad: null, observaciones: null });
    const detail = (await t.call(staff.agente.token, 'GET', `${url}${created.id}/`)).json();
    expect(detail.materiales.map((m: { descripcion: string }) => m.descripcion)).toEqual(['CABLE UTP', 'CINTA']);
  });

  it('refuses bad input, a case not in process and people outside the case, adding nothing', async () => {
    const created = await caseInProcess();
    const materials = async () => (await t.database.db.select({ n: count() }).from(caseMaterials).where(eq(caseMaterials.caseId, created.id)))[0]!.n;
    const empty = await t.call(staff.agente.token, 'POST', '/api/casos/materialesCasos/', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ caso: [MSG.required], descripcion: [MSG.required] });
    for (const cantidad of [0, -2, 1.5, 'muchos']) {
      const bad = await t.call(staff.agente.token, 'POST', '/api/casos/materialesCasos/', { caso: created.id, descripcion: 'x', cantidad });
      expect(bad.json(), String(cantidad)).toEqual({ cantidad: [CASE_MSG.invalidQuantity] });
    }
    expect((await t.call(otherAgent.token, 'POST', '/api/casos/materialesCasos/', { caso: created.id, descripcion: 'x' })).statusCode).toBe(404);
    expect((await t.call(staff.operador.token, 'POST', '/api/casos/materialesCasos/', { caso: created.id, descripcion: 'x' })).statusCode).toBe(403);
    await act(t, staff.agente.token, created.id, 'PAUSAR');
    const paused = await t.call(staff.agente.token, 'POST', '/api/casos/materialesCasos/', { caso: created.id, descripcion: 'x' });
    expect(paused.statusCode).toBe(400);
    expect(paused.json()).toEqual({ detail: CASE_MSG.notInProcess });
    expect(await materials()).toBe(0);
  });
});

describe('PATCH /casos/casos/{id}/actualizar_informe/ and the signature', () => {
  const report = (firma?: string) => ({ descripcion: 'se instaló el equipo', observaciones: 'todo bien', persona_recibe: 'marta gómez', cargo: 'jefe de planta', firma });

  it('saves the report with a drawn PNG signature, serves it, and keeps it when the report is saved again without one', async () => {
    const created = await caseInProcess();
    const png = signaturePng();
    const res = await t.call(staff.agente.token, 'PATCH', `${url}${created.id}/actualizar_informe/`, report(dataUrl(png)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      descripcion: 'SE INSTALÓ EL EQUIPO', observaciones: 'TODO BIEN', persona_recibe: 'MARTA GÓMEZ', cargo: 'JEFE DE PLANTA',
      firma: `/api/casos/casos/${created.id}/firma/`, message: 'Hecho!',
    });
    const file = await t.request(null, { method: 'GET', url: `/api/casos/casos/${created.id}/firma/?token=${staff.agente.token}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);

    const again = await t.call(staff.agente.token, 'PATCH', `${url}${created.id}/actualizar_informe/`, { ...report(), cargo: 'gerente' });
    expect(again.json()).toMatchObject({ cargo: 'GERENTE', firma: `/api/casos/casos/${created.id}/firma/` });
    const [stored] = await t.database.db.select().from(caseReports).where(eq(caseReports.caseId, created.id));
    const firstPath = stored!.firmaPath!;
    await t.call(staff.agente.token, 'PATCH', `${url}${created.id}/actualizar_informe/`, report(signaturePng(80, 30).toString('base64')));
    const [replaced] = await t.database.db.select().from(caseReports).where(eq(caseReports.caseId, created.id));
    expect(replaced!.firmaPath).not.toBe(firstPath);
    expect(existsSync(path.join(t.app.config.uploadsDir, firstPath))).toBe(false);
  });

  it('refuses a signature that is not a PNG, a truncated one and one too big, changing nothing', async () => {
    const created = await caseInProcess();
    await t.call(staff.agente.token, 'PATCH', `${url}${created.id}/actualizar_informe/`, report());
    const png = signaturePng();
    const cases: [string, string][] = [
      [dataUrl(Buffer.from('GIF89a esto no es un png')), CASE_MSG.invalidSignature],
      [dataUrl(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200)]), 'image/jpeg'), CASE_MSG.invalidSignature],
      [dataUrl(png.subarray(0, png.length - 20)), CASE_MSG.invalidSignature],
      ['%%% no es base64 %%%', CASE_MSG.invalidSignature],
      [dataUrl(signaturePng(120, 40, 600 * 1024)), CASE_MSG.signatureTooLarge],
    ];
    for (const [firma, message] of cases) {
      const res = await t.call(staff.agente.token, 'PATCH', `${url}${created.id}/actualizar_informe/`, { ...report(firma), cargo: 'otro' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ firma: [message] });
    }
    const [stored] = await t.database.db.select().from(caseReports).where(eq(caseReports.caseId, created.id));
    expect(stored).toMatchObject({ cargo: 'JEFE DE PLANTA', firmaPath: null });
    const missing = await t.call(staff.agente.token, 'PATCH', `${url}${created.id}/actualizar_informe/`, {});
    expect(missing.json()).toEqual({ descripcion: [MSG.required], persona_recibe: [MSG.required], cargo: [MSG.required] });
    expect((await t.call(staff.agente.token, 'GET', `/api/casos/casos/${created.id}/firma/`)).statusCode).toBe(404);
  });

  it('refuses the report of a case not in process and of people outside the case', async () => {
    const created = await newCase(t, t.admin, { contacto: [staff.agente.id] });
    const res = await t.call(staff.agente.token, 'PATCH', `${url}${created.id}/actualizar_informe/`, report());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: CASE_MSG.notInProcess });
    expect((await t.call(otherAgent.token, 'PATCH', `${url}${created.id}/actualizar_informe/`, report())).statusCode).toBe(404);
  });
});

describe('GET /reportes/informe_pdf/{id}/', () => {
  it('generates the service report as a real PDF with the case, people, materials, report, signature and history', async () => {
    const created = await caseInProcess({ tipo_servicio: 'DESPLAZAMIENTO', direccion_1: 'calle 26 # 59-41', direccion_2: 'planta sur', descripcion: 'cambio de compresor' });
    await t.call(staff.agente.token, 'POST', '/api/casos/materialesCasos/', { caso: created.id, descripcion: 'compresor 2 hp', cantidad: 1 });
    await t.call(staff.agente.token, 'PATCH', `${url}${created.id}/actualizar_informe/`, {
      descripcion: 'equipo probado', persona_recibe: 'marta gómez', cargo: 'jefe de planta', firma: dataUrl(signaturePng()),
    });
    await act(t, staff.agente.token, created.id, 'FINALIZAR', { observaciones: 'entregado', coordenadas: '4.6482 -74.1078' });

    const res = await t.request(null, { method: 'GET', url: `/api/reportes/informe_pdf/${created.id}/?token=${staff.agente.token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`Informe ${created.name}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.includes('/Subtype /Image')).toBe(true);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      `Informe de servicio ${created.name}`, 'DESPLAZAMIENTO', 'INSTALACION', 'CAMBIO DE COMPRESOR', 'CALLE 26 # 59-41', 'PLANTA SUR',
      'Ana Campo', 'Lucía Cliente', 'COMPRESOR 2 HP', 'EQUIPO PROBADO', 'MARTA GÓMEZ', 'JEFE DE PLANTA',
      'ACEPTADO', 'INICIADO', 'FINALIZADO', 'ENTREGADO', '4.6482 -74.1078', 'Tiempo trabajado',
    ]) expect(text, expected).toContain(expected);
  });

  it('is the viewer\'s: 404 for a case they cannot see, 401 without a token, 400 for a bad id', async () => {
    const created = await newCase(t, t.admin, { contacto: [staff.agente.id] });
    const plain = await t.call(staff.agente.token, 'GET', `/api/reportes/informe_pdf/${created.id}/`);
    expect(plain.statusCode).toBe(200);
    expect(await pdfText(plain.rawPayload)).toContain('Sin informe');
    expect((await t.call(otherAgent.token, 'GET', `/api/reportes/informe_pdf/${created.id}/`)).statusCode).toBe(404);
    expect((await t.call(null, 'GET', `/api/reportes/informe_pdf/${created.id}/`)).statusCode).toBe(401);
    expect((await t.call(t.admin, 'GET', '/api/reportes/informe_pdf/abc/')).statusCode).toBe(400);
  });
});

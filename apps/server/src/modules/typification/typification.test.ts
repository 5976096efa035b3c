import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { MSG, TYPIFICATION_MSG } from '@atiende/shared';
import { expectClosedWhileOff, useStaff, useTestApp } from '../../test/harness.js';
import { calificaciones, campaigns, descripciones, tiposGestion } from '../../db/schema.js';

const t = useTestApp();
const staff = useStaff(t);

const RESULTADOS = '/api/contact/calificacionContacto';
const CALIFICACIONES = '/api/contact/descripcionCalificacion';
const TIPOS = '/api/tramite/tipoGestionContacto';
const TREE = '/api/campaign/tipificaciones';

let counter = 0;
/** A name no other test uses, so searches and duplicates stay local to each test. */
function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}

async function newCampaign(name = unique('Campaña')): Promise<{ id: number; name: string }> {
  const [row] = await t.database.db.insert(campaigns).values({ name, description: 'Campaña de pruebas' })
    .returning({ id: campaigns.id, name: campaigns.name });
  return row!;
}

async function newResultado(campaign: number, name = unique('Resultado')): Promise<{ id: number; name: string }> {
  const res = await t.call(t.admin, 'POST', `${RESULTADOS}/`, { name, campaign });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function newCalificacion(calificacion: number, name = unique('Calificación')): Promise<{ id: number; name: string }> {
  const res = await t.call(t.admin, 'POST', `${CALIFICACIONES}/`, { name, calificacion });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function tableSizes() {
  const db = t.database.db;
  return {
    calificaciones: (await db.select({ id: calificaciones.id }).from(calificaciones)).length,
    descripciones: (await db.select({ id: descripciones.id }).from(descripciones)).length,
    tiposGestion: (await db.select({ id: tiposGestion.id }).from(tiposGestion)).length,
  };
}

describe('Resultados: POST /contact/calificacionContacto/', () => {
  it('creates a Resultado in a campaign, answering the message, with one audit entry', async () => {
    const campaign = await newCampaign();
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(staff.operador.token, 'POST', `${RESULTADOS}/`, { name: '  Venta cerrada  ', campaign: String(campaign.id) });
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number), name: 'Venta cerrada', campaign: { id: campaign.id, name: campaign.name },
      message: TYPIFICATION_MSG.calificacionCreated,
    });
    expect(body.message).toBe('Se ha agregado con éxito');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Resultado', tipoGestion: 'Creación', objectId: body.id });
    expect(written[0]!.descripcion).toContain('Venta cerrada');
  });

  it('requires the name and the campaign, each error under its field, and saves nothing', async () => {
    const before = await tableSizes();
    const empty = await t.call(t.admin, 'POST', `${RESULTADOS}/`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ name: [MSG.required], campaign: [MSG.required] });
    const blanks = await t.call(t.admin, 'POST', `${RESULTADOS}/`, { name: '   ', campaign: '' });
    expect(blanks.statusCode).toBe(400);
    expect(blanks.json()).toEqual({ name: [MSG.required], campaign: [MSG.required] });
    const notAnId = await t.call(t.admin, 'POST', `${RESULTADOS}/`, { name: 'Uno', campaign: 'abc' });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json()).toEqual({ campaign: [TYPIFICATION_MSG.invalidId] });
    expect(await tableSizes()).toEqual(before);
  });

  it('answers 400 on campaign for an unknown or deleted campaign', async () => {
    const unknown = await t.call(t.admin, 'POST', `${RESULTADOS}/`, { name: 'Uno', campaign: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ campaign: [TYPIFICATION_MSG.unknownCampaign] });
    const deleted = await newCampaign();
    await t.database.db.update(campaigns).set({ deletedAt: new Date() }).where(eq(campaigns.id, deleted.id));
    const res = await t.call(t.admin, 'POST', `${RESULTADOS}/`, { name: 'Uno', campaign: deleted.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ campaign: [TYPIFICATION_MSG.unknownCampaign] });
  });

  it('refuses a name the campaign already has (any case), but allows it in another campaign', async () => {
    const campaign = await newCampaign();
    const other = await newCampaign();
    await newResultado(campaign.id, 'No contesta');
    const dup = await t.call(t.admin, 'POST', `${RESULTADOS}/`, { name: 'NO CONTESTA', campaign: campaign.id });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ name: [TYPIFICATION_MSG.calificacionNameTaken] });
    expect((await t.call(t.admin, 'POST', `${RESULTADOS}/`, { name: 'No contesta', campaign: other.id })).statusCode).toBe(201);
  });
});

describe('Resultados: reading', () => {
  it('lists 30 per page, newest first, searching by name or by campaign name', async () => {
    const campaign = await newCampaign(unique('Paginada'));
    const ids: number[] = [];
    for (let i = 1; i <= 31; i += 1) {
      const [row] = await t.database.db.insert(calificaciones).values({ campaignId: campaign.id, name: `Opción ${i}` })
        .returning({ id: calificaciones.id });
      ids.push(row!.id);
    }
    const first = await t.call(staff.agente.token, 'GET', `${RESULTADOS}/?search=${encodeURIComponent(campaign.name)}`);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.count).toBe(31);
    expect(page.results).toHaveLength(30);
    expect(page.results[0]).toEqual({ id: ids[30], name: 'Opción 31', campaign: { id: campaign.id, name: campaign.name } });
    expect(page.next).toContain('offset=30');
    expect(page.previous).toBeNull();
    const second = (await t.call(staff.agente.token, 'GET', page.next)).json();
    expect(second.results.map((r: { id: number }) => r.id)).toEqual([ids[0]]);

    const byName = (await t.call(t.admin, 'GET', `${RESULTADOS}/?search=opción 31`)).json();
    expect(byName.results.map((r: { id: number }) => r.id)).toEqual([ids[30]]);
    expect((await t.call(t.admin, 'GET', `${RESULTADOS}/?search=%25_`)).json().count).toBe(0);
  });

  it('hides the Resultados of a deleted campaign', async () => {
    const campaign = await newCampaign();
    const resultado = await newResultado(campaign.id);
    await t.database.db.update(campaigns).set({ deletedAt: new Date() }).where(eq(campaigns.id, campaign.id));
    expect((await t.call(t.admin, 'GET', `${RESULTADOS}/?search=${encodeURIComponent(resultado.name)}`)).json().count).toBe(0);
    expect((await t.call(t.admin, 'GET', `${RESULTADOS}/${resultado.id}/`)).statusCode).toBe(404);
    expect((await t.call(t.admin, 'GET', `${RESULTADOS}/get_campaign/?campaign=${campaign.id}`)).json()).toEqual([]);
  });

  it('gives every Resultado with its campaign (FullList) and the Resultados of one campaign (get_campaign)', async () => {
    const campaign = await newCampaign();
    const b = await newResultado(campaign.id, 'Bbb');
    const a = await newResultado(campaign.id, 'Aaa');
    const full = await t.call(staff.agente.token, 'GET', `${RESULTADOS}/FullList`);
    expect(full.statusCode).toBe(200);
    expect(full.json()).toEqual(expect.arrayContaining([
      { id: a.id, name: 'Aaa', campaign: { id: campaign.id, name: campaign.name } },
      { id: b.id, name: 'Bbb', campaign: { id: campaign.id, name: campaign.name } },
    ]));
    const ofCampaign = await t.call(staff.agente.token, 'GET', `${RESULTADOS}/get_campaign/?campaign=${campaign.id}`);
    expect(ofCampaign.statusCode).toBe(200);
    expect(ofCampaign.json()).toEqual([{ id: a.id, name: 'Aaa' }, { id: b.id, name: 'Bbb' }]);
    expect((await t.call(staff.agente.token, 'GET', `${RESULTADOS}/get_campaign/?campaign=999999`)).json()).toEqual([]);
    const missing = await t.call(staff.agente.token, 'GET', `${RESULTADOS}/get_campaign/`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ campaign: [MSG.required] });
    expect((await t.call(staff.agente.token, 'GET', `${RESULTADOS}/get_campaign/?campaign=abc`)).statusCode).toBe(400);
  });

  it('reads one Resultado, with 404 for an unknown id and 400 for a malformed one', async () => {
    const campaign = await newCampaign();
    const resultado = await newResultado(campaign.id);
    const res = await t.call(staff.agente.token, 'GET', `${RESULTADOS}/${resultado.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: resultado.id, name: resultado.name, campaign: { id: campaign.id, name: campaign.name } });
    expect((await t.call(t.admin, 'GET', `${RESULTADOS}/999999/`)).statusCode).toBe(404);
    expect((await t.call(t.admin, 'GET', `${RESULTADOS}/abc/`)).statusCode).toBe(400);
    expect((await t.call(t.admin, 'GET', `${RESULTADOS}/99999999999/`)).statusCode).toBe(400);
  });
});

describe('Resultados: PATCH and DELETE', () => {
  it('renames a Resultado with the message and one audit entry; refuses a blank or taken name', async () => {
    const campaign = await newCampaign();
    const resultado = await newResultado(campaign.id, 'Interesado');
    await newResultado(campaign.id, 'Volver a llamar');
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(staff.supervisor.token, 'PATCH', `${RESULTADOS}/${resultado.id}/`, { name: 'Muy interesado' });
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: resultado.id, name: 'Muy interesado', campaign: { id: campaign.id, name: campaign.name },
      message: 'Se ha Actualizado con éxito',
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Resultado', tipoGestion: 'Actualización', objectId: resultado.id });
    expect(written[0]!.descripcion).toContain('Muy interesado');

    const sameNameOtherCase = await t.call(t.admin, 'PATCH', `${RESULTADOS}/${resultado.id}/`, { name: 'MUY INTERESADO' });
    expect(sameNameOtherCase.statusCode).toBe(200);
    const taken = await t.call(t.admin, 'PATCH', `${RESULTADOS}/${resultado.id}/`, { name: 'volver a llamar' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ name: [TYPIFICATION_MSG.calificacionNameTaken] });
    const blank = await t.call(t.admin, 'PATCH', `${RESULTADOS}/${resultado.id}/`, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ name: [MSG.required] });
    const unknownCampaign = await t.call(t.admin, 'PATCH', `${RESULTADOS}/${resultado.id}/`, { campaign: 999999 });
    expect(unknownCampaign.statusCode).toBe(400);
    expect(unknownCampaign.json()).toEqual({ campaign: [TYPIFICATION_MSG.unknownCampaign] });
    expect((await t.call(t.admin, 'PATCH', `${RESULTADOS}/999999/`, { name: 'X' })).statusCode).toBe(404);
  });

  it('moves a Resultado to another campaign unless that campaign has the name', async () => {
    const from = await newCampaign();
    const to = await newCampaign();
    const resultado = await newResultado(from.id, 'Agendado');
    await newResultado(to.id, 'agendado');
    const clash = await t.call(t.admin, 'PATCH', `${RESULTADOS}/${resultado.id}/`, { campaign: to.id });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({ name: [TYPIFICATION_MSG.calificacionNameTaken] });
    const other = await newCampaign();
    const moved = await t.call(t.admin, 'PATCH', `${RESULTADOS}/${resultado.id}/`, { campaign: other.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().campaign).toEqual({ id: other.id, name: other.name });
  });

  it('deletes a Resultado and its Calificaciones with 204 and one audit entry', async () => {
    const campaign = await newCampaign();
    const resultado = await newResultado(campaign.id);
    const calificacion = await newCalificacion(resultado.id);
    const written = await t.auditsWrittenBy(async () => {
      expect((await t.call(staff.operador.token, 'DELETE', `${RESULTADOS}/${resultado.id}/`)).statusCode).toBe(204);
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Resultado', tipoGestion: 'Eliminación', objectId: resultado.id });
    expect((await t.call(t.admin, 'GET', `${RESULTADOS}/${resultado.id}/`)).statusCode).toBe(404);
    expect((await t.call(t.admin, 'GET', `${CALIFICACIONES}/${calificacion.id}/`)).statusCode).toBe(404);
    expect((await t.call(t.admin, 'DELETE', `${RESULTADOS}/${resultado.id}/`)).statusCode).toBe(404);
  });
});

describe('Calificaciones: /contact/descripcionCalificacion/', () => {
  it('creates a Calificación under a Resultado with the spec message and one audit entry', async () => {
    const campaign = await newCampaign();
    const resultado = await newResultado(campaign.id, 'Contactado');
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(staff.operador.token, 'POST', `${CALIFICACIONES}/`, { name: 'Acepta oferta', calificacion: resultado.id });
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number), name: 'Acepta oferta',
      calificacion: { id: resultado.id, name: 'Contactado', campaign_name: campaign.name },
      message: 'Se ha agregado la la Descripción',
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Calificación', tipoGestion: 'Creación', objectId: body.id });
  });

  it('requires the name and a known Resultado, each error under its field', async () => {
    const before = await tableSizes();
    const empty = await t.call(t.admin, 'POST', `${CALIFICACIONES}/`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ name: [MSG.required], calificacion: [MSG.required] });
    const unknown = await t.call(t.admin, 'POST', `${CALIFICACIONES}/`, { name: 'X', calificacion: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ calificacion: [TYPIFICATION_MSG.unknownCalificacion] });
    const negative = await t.call(t.admin, 'POST', `${CALIFICACIONES}/`, { name: 'X', calificacion: -3 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toEqual({ calificacion: [TYPIFICATION_MSG.invalidId] });
    const tooLong = await t.call(t.admin, 'POST', `${CALIFICACIONES}/`, { name: 'x'.repeat(151), calificacion: 1 });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json())).toEqual(['name']);
    expect(await tableSizes()).toEqual(before);
  });

  it('refuses a name the Resultado already has, but allows it under another Resultado', async () => {
    const campaign = await newCampaign();
    const one = await newResultado(campaign.id);
    const two = await newResultado(campaign.id);
    await newCalificacion(one.id, 'Sin interés');
    const dup = await t.call(t.admin, 'POST', `${CALIFICACIONES}/`, { name: 'sin INTERÉS', calificacion: one.id });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ name: [TYPIFICATION_MSG.descripcionNameTaken] });
    expect((await t.call(t.admin, 'POST', `${CALIFICACIONES}/`, { name: 'Sin interés', calificacion: two.id })).statusCode).toBe(201);
  });

  it('lists 30 per page with the Resultado it belongs to, searching by name, Resultado or campaign', async () => {
    const campaign = await newCampaign(unique('Listado'));
    const resultado = await newResultado(campaign.id);
    const ids: number[] = [];
    for (let i = 1; i <= 31; i += 1) {
      const [row] = await t.database.db.insert(descripciones).values({ calificacionId: resultado.id, name: `Detalle ${i}` })
        .returning({ id: descripciones.id });
      ids.push(row!.id);
    }
    const page = (await t.call(staff.agente.token, 'GET', `${CALIFICACIONES}/?search=${encodeURIComponent(campaign.name)}`)).json();
    expect(page.count).toBe(31);
    expect(page.results).toHaveLength(30);
    expect(page.results[0]).toEqual({
      id: ids[30], name: 'Detalle 31', calificacion: { id: resultado.id, name: resultado.name, campaign_name: campaign.name },
    });
    expect(page.next).toContain('offset=30');
    const byResultado = (await t.call(staff.agente.token, 'GET', `${CALIFICACIONES}/?search=${encodeURIComponent(resultado.name)}&limit=5`)).json();
    expect(byResultado.count).toBe(31);
    expect(byResultado.results).toHaveLength(5);
    const byName = (await t.call(staff.agente.token, 'GET', `${CALIFICACIONES}/?search=detalle 17`)).json();
    expect(byName.results.map((d: { id: number }) => d.id)).toEqual([ids[16]]);
    expect((await t.call(staff.agente.token, 'GET', `${CALIFICACIONES}/?limit=0`)).statusCode).toBe(400);
    expect((await t.call(staff.agente.token, 'GET', `${CALIFICACIONES}/?offset=-1`)).statusCode).toBe(400);
  });

  it('gives the Calificaciones of one Resultado (get_descripcion) and every one (FullList)', async () => {
    const campaign = await newCampaign();
    const resultado = await newResultado(campaign.id);
    const z = await newCalificacion(resultado.id, 'Zeta');
    const a = await newCalificacion(resultado.id, 'Alfa');
    const res = await t.call(staff.agente.token, 'GET', `${CALIFICACIONES}/get_descripcion?calificacion=${resultado.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: a.id, name: 'Alfa' }, { id: z.id, name: 'Zeta' }]);
    const missing = await t.call(staff.agente.token, 'GET', `${CALIFICACIONES}/get_descripcion`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ calificacion: [MSG.required] });
    expect((await t.call(staff.agente.token, 'GET', `${CALIFICACIONES}/get_descripcion?calificacion=999999`)).json()).toEqual([]);
    const full = (await t.call(staff.agente.token, 'GET', `${CALIFICACIONES}/FullList`)).json();
    expect(full).toEqual(expect.arrayContaining([
      { id: a.id, name: 'Alfa', calificacion: { id: resultado.id, name: resultado.name, campaign_name: campaign.name } },
    ]));
    const one = await t.call(staff.agente.token, 'GET', `${CALIFICACIONES}/${z.id}/`);
    expect(one.json()).toEqual({ id: z.id, name: 'Zeta', calificacion: { id: resultado.id, name: resultado.name, campaign_name: campaign.name } });
  });

  it('updates the name or the Resultado, with duplicates refused, and deletes with 204', async () => {
    const campaign = await newCampaign();
    const one = await newResultado(campaign.id);
    const two = await newResultado(campaign.id);
    const calificacion = await newCalificacion(one.id, 'Llamar luego');
    await newCalificacion(two.id, 'Llamar luego');
    await newCalificacion(one.id, 'Número errado');

    const written = await t.auditsWrittenBy(async () => {
      const res = await t.call(staff.supervisor.token, 'PATCH', `${CALIFICACIONES}/${calificacion.id}/`, { name: 'Llamar mañana' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: calificacion.id, name: 'Llamar mañana', message: 'Se ha Actualizado con éxito' });
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Calificación', tipoGestion: 'Actualización', objectId: calificacion.id });

    const taken = await t.call(t.admin, 'PATCH', `${CALIFICACIONES}/${calificacion.id}/`, { name: 'número errado' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ name: [TYPIFICATION_MSG.descripcionNameTaken] });
    const unknown = await t.call(t.admin, 'PATCH', `${CALIFICACIONES}/${calificacion.id}/`, { calificacion: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ calificacion: [TYPIFICATION_MSG.unknownCalificacion] });
    const moved = await t.call(t.admin, 'PATCH', `${CALIFICACIONES}/${calificacion.id}/`, { calificacion: two.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().calificacion).toEqual({ id: two.id, name: two.name, campaign_name: campaign.name });

    const deleted = await t.auditsWrittenBy(async () => {
      expect((await t.call(staff.operador.token, 'DELETE', `${CALIFICACIONES}/${calificacion.id}/`)).statusCode).toBe(204);
    });
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({ contentType: 'Calificación', tipoGestion: 'Eliminación', objectId: calificacion.id });
    expect((await t.call(t.admin, 'DELETE', `${CALIFICACIONES}/${calificacion.id}/`)).statusCode).toBe(404);
  });
});

describe('Tipos de gestión: /tramite/tipoGestionContacto/', () => {
  it('creates, renames and deletes with the spec messages and one audit entry each', async () => {
    const name = unique('Llamada saliente');
    let created!: { id: number; name: string; message: string };
    const creation = await t.auditsWrittenBy(async () => {
      const res = await t.call(staff.operador.token, 'POST', `${TIPOS}/`, { name });
      expect(res.statusCode).toBe(201);
      created = res.json();
    });
    expect(created).toEqual({ id: expect.any(Number), name, message: 'Se ha agregado el tipo de Gestion del Contacto con éxito' });
    expect(creation).toHaveLength(1);
    expect(creation[0]).toMatchObject({ contentType: 'Tipo de Gestión', tipoGestion: 'Creación', objectId: created.id });

    const update = await t.auditsWrittenBy(async () => {
      const res = await t.call(staff.supervisor.token, 'PATCH', `${TIPOS}/${created.id}/`, { name: `${name} 2` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: created.id, name: `${name} 2`, message: 'Se ha Actualizado el Tipo de Gestion del Contacto con éxito' });
    });
    expect(update).toHaveLength(1);
    expect(update[0]).toMatchObject({ tipoGestion: 'Actualización', objectId: created.id });

    const removal = await t.auditsWrittenBy(async () => {
      // Operador adds and edits management types; deleting them is for the elevated roles.
      expect((await t.call(staff.operador.token, 'DELETE', `${TIPOS}/${created.id}/`)).statusCode).toBe(403);
      expect((await t.call(staff.supervisor.token, 'DELETE', `${TIPOS}/${created.id}/`)).statusCode).toBe(204);
    });
    expect(removal).toHaveLength(1);
    expect(removal[0]).toMatchObject({ tipoGestion: 'Eliminación', objectId: created.id });
    expect((await t.call(t.admin, 'GET', `${TIPOS}/${created.id}/`)).statusCode).toBe(404);
    expect((await t.call(t.admin, 'PATCH', `${TIPOS}/${created.id}/`, { name: 'X' })).statusCode).toBe(404);
  });

  it('requires the name and refuses a duplicate in any case, on create and on rename', async () => {
    const empty = await t.call(t.admin, 'POST', `${TIPOS}/`, { name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ name: [MSG.required] });
    expect((await t.call(t.admin, 'POST', `${TIPOS}/`, {})).json()).toEqual({ name: [MSG.required] });
    const name = unique('Visita');
    await t.call(t.admin, 'POST', `${TIPOS}/`, { name });
    const dup = await t.call(t.admin, 'POST', `${TIPOS}/`, { name: name.toUpperCase() });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ name: [TYPIFICATION_MSG.tipoGestionNameTaken] });
    const other = (await t.call(t.admin, 'POST', `${TIPOS}/`, { name: unique('Correo') })).json();
    const renameClash = await t.call(t.admin, 'PATCH', `${TIPOS}/${other.id}/`, { name: ` ${name.toLowerCase()} ` });
    expect(renameClash.statusCode).toBe(400);
    expect(renameClash.json()).toEqual({ name: [TYPIFICATION_MSG.tipoGestionNameTaken] });
  });

  it('lists 30 per page with search, and gives the full list', async () => {
    const tag = unique('Tipo');
    const ids: number[] = [];
    for (let i = 1; i <= 31; i += 1) {
      const [row] = await t.database.db.insert(tiposGestion).values({ name: `${tag} n${i}` }).returning({ id: tiposGestion.id });
      ids.push(row!.id);
    }
    const page = (await t.call(staff.agente.token, 'GET', `${TIPOS}/?search=${encodeURIComponent(tag)}`)).json();
    expect(page.count).toBe(31);
    expect(page.results).toHaveLength(30);
    expect(page.results[0]).toEqual({ id: ids[30], name: `${tag} n31` });
    expect(page.next).toContain('offset=30');
    const full = await t.call(staff.agente.token, 'GET', `${TIPOS}/FullList`);
    expect(full.statusCode).toBe(200);
    expect(full.json()).toEqual(expect.arrayContaining([{ id: ids[0], name: `${tag} n1` }]));
    expect((await t.call(staff.agente.token, 'GET', `${TIPOS}/${ids[0]}/`)).json()).toEqual({ id: ids[0], name: `${tag} n1` });
  });
});

describe('Campaign typifications: /campaign/tipificaciones/', () => {
  it('answers the tree of one campaign, sorted by name, and of every campaign without ?campaign', async () => {
    const campaign = await newCampaign();
    const other = await newCampaign();
    const empty = await newCampaign();
    const b = await newResultado(campaign.id, 'B resultado');
    const a = await newResultado(campaign.id, 'A resultado');
    const a2 = await newCalificacion(a.id, 'Segunda');
    const a1 = await newCalificacion(a.id, 'Primera');
    const otherResultado = await newResultado(other.id, 'Otro');

    const one = await t.call(staff.agente.token, 'GET', `${TREE}/?campaign=${campaign.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      results: [{
        id: campaign.id, name: campaign.name, calificaciones: [
          { id: a.id, name: 'A resultado', descripciones: [{ id: a1.id, name: 'Primera' }, { id: a2.id, name: 'Segunda' }] },
          { id: b.id, name: 'B resultado', descripciones: [] },
        ],
      }],
    });
    const all = (await t.call(staff.agente.token, 'GET', `${TREE}/`)).json();
    const byId = new Map(all.results.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(other.id)).toEqual({ id: other.id, name: other.name, calificaciones: [{ id: otherResultado.id, name: 'Otro', descripciones: [] }] });
    expect(byId.get(empty.id)).toEqual({ id: empty.id, name: empty.name, calificaciones: [] });
    expect((await t.call(staff.agente.token, 'GET', `${TREE}/?campaign=999999`)).json()).toEqual({ results: [] });
    expect((await t.call(staff.agente.token, 'GET', `${TREE}/?campaign=abc`)).statusCode).toBe(400);
  });

  it('creates only what is new; the same POST twice creates nothing the second time', async () => {
    const campaign = await newCampaign();
    const existing = await newResultado(campaign.id, 'Interesado');
    await newCalificacion(existing.id, 'Pide cotización');
    const payload = [{
      campaign_id: campaign.id,
      calificaciones: [
        { name: 'interesado', descripciones: ['Pide cotización', 'Pide visita'] },
        { name: 'No interesado', descripciones: ['Precio alto', 'Precio alto', 'Ya tiene proveedor'] },
        { name: 'Sin respuesta' },
      ],
    }];

    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(staff.operador.token, 'POST', `${TREE}/`, payload);
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Datos agregados correctamente.' });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Tipificación', tipoGestion: 'Creación', objectId: campaign.id });
    expect(written[0]!.descripcion).toContain('Pide visita');

    const tree = (await t.call(t.admin, 'GET', `${TREE}/?campaign=${campaign.id}`)).json();
    const names = tree.results[0].calificaciones.map((c: { name: string; descripciones: { name: string }[] }) =>
      [c.name, c.descripciones.map((d) => d.name)]);
    expect(names).toEqual([
      ['Interesado', ['Pide cotización', 'Pide visita']],
      ['No interesado', ['Precio alto', 'Ya tiene proveedor']],
      ['Sin respuesta', []],
    ]);
    expect(tree.results[0].calificaciones[0].id).toBe(existing.id);

    const before = await tableSizes();
    const again = await t.auditsWrittenBy(async () => {
      res = await t.call(staff.operador.token, 'POST', `${TREE}/`, payload);
    });
    expect(res.statusCode).toBe(200);
    expect(again).toHaveLength(0);
    expect(await tableSizes()).toEqual(before);
  });

  it('saves several campaigns in one call', async () => {
    const one = await newCampaign();
    const two = await newCampaign();
    const res = await t.call(staff.supervisor.token, 'POST', `${TREE}/`, [
      { campaign_id: one.id, calificaciones: [{ name: 'Venta', descripciones: ['Contado'] }] },
      { campaign_id: two.id, calificaciones: [{ name: 'Venta', descripciones: ['Crédito'] }] },
    ]);
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select({ campaignId: calificaciones.campaignId, name: calificaciones.name })
      .from(calificaciones).where(inArray(calificaciones.campaignId, [one.id, two.id]));
    expect(rows).toHaveLength(2);
    const tree = (await t.call(t.admin, 'GET', `${TREE}/?campaign=${two.id}`)).json();
    expect(tree.results[0].calificaciones[0].descripciones.map((d: { name: string }) => d.name)).toEqual(['Crédito']);
  });

  it('saves nothing when one item is bad: unknown campaign or blank name → 400', async () => {
    const campaign = await newCampaign();
    const before = await tableSizes();
    const unknown = await t.call(t.admin, 'POST', `${TREE}/`, [
      { campaign_id: campaign.id, calificaciones: [{ name: 'Nuevo', descripciones: ['Uno'] }] },
      { campaign_id: 999999, calificaciones: [{ name: 'Otro', descripciones: [] }] },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ campaign_id: [TYPIFICATION_MSG.unknownCampaign] });
    const blank = await t.call(t.admin, 'POST', `${TREE}/`, [
      { campaign_id: campaign.id, calificaciones: [{ name: 'Nuevo', descripciones: ['Uno', ' '] }] },
    ]);
    expect(blank.statusCode).toBe(400);
    const missingCampaign = await t.call(t.admin, 'POST', `${TREE}/`, [{ calificaciones: [] }]);
    expect(missingCampaign.statusCode).toBe(400);
    expect((await t.call(t.admin, 'POST', `${TREE}/`, { campaign_id: campaign.id })).statusCode).toBe(400);
    const notJson = await t.callWithJsonText(t.admin, 'POST', `${TREE}/`, '[{');
    expect(notJson.statusCode).toBe(400);
    expect(await tableSizes()).toEqual(before);
    expect((await t.call(t.admin, 'GET', `${TREE}/?campaign=${campaign.id}`)).json().results[0].calificaciones).toEqual([]);
  });
});

describe('access rules', () => {
  it('lets the Agente read but refuses every write with 403', async () => {
    const campaign = await newCampaign();
    const resultado = await newResultado(campaign.id);
    const calificacion = await newCalificacion(resultado.id);
    const tipo = (await t.call(t.admin, 'POST', `${TIPOS}/`, { name: unique('Tipo agente') })).json();
    const before = await tableSizes();
    for (const url of [`${RESULTADOS}/`, `${CALIFICACIONES}/`, `${TIPOS}/`, `${TREE}/`, `${RESULTADOS}/FullList`, `${TIPOS}/FullList`]) {
      expect((await t.call(staff.agente.token, 'GET', url)).statusCode).toBe(200);
    }
    for (const [method, url, body] of [
      ['POST', `${RESULTADOS}/`, { name: 'X', campaign: campaign.id }],
      ['PATCH', `${RESULTADOS}/${resultado.id}/`, { name: 'X' }],
      ['DELETE', `${RESULTADOS}/${resultado.id}/`, undefined],
      ['POST', `${CALIFICACIONES}/`, { name: 'X', calificacion: resultado.id }],
      ['PATCH', `${CALIFICACIONES}/${calificacion.id}/`, { name: 'X' }],
      ['DELETE', `${CALIFICACIONES}/${calificacion.id}/`, undefined],
      ['POST', `${TIPOS}/`, { name: 'X' }],
      ['PATCH', `${TIPOS}/${tipo.id}/`, { name: 'X' }],
      ['DELETE', `${TIPOS}/${tipo.id}/`, undefined],
      ['POST', `${TREE}/`, [{ campaign_id: campaign.id, calificaciones: [{ name: 'X', descripciones: [] }] }]],
    ] as const) {
      const res = await t.call(staff.agente.token, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.forbidden });
    }
    expect(await tableSizes()).toEqual(before);
  });

  it('answers 401 without a token, on reads and writes', async () => {
    for (const [method, url] of [
      ['GET', `${RESULTADOS}/`], ['POST', `${RESULTADOS}/`], ['GET', `${CALIFICACIONES}/`], ['POST', `${CALIFICACIONES}/`],
      ['GET', `${TIPOS}/`], ['POST', `${TIPOS}/`], ['GET', `${TREE}/`], ['POST', `${TREE}/`],
    ] as const) {
      expect((await t.call(null, method, url, method === 'POST' ? {} : undefined)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("closes every endpoint while the module 'Campañas' is off", async () => {
    const campaign = await newCampaign();
    await expectClosedWhileOff(t, 'Campañas', [
      ['GET', `${RESULTADOS}/`],
      ['POST', `${RESULTADOS}/`, { name: 'X', campaign: campaign.id }],
      ['GET', `${CALIFICACIONES}/get_descripcion?calificacion=1`],
      ['POST', `${CALIFICACIONES}/`, { name: 'X', calificacion: 1 }],
      ['GET', `${TIPOS}/FullList`],
      ['POST', `${TIPOS}/`, { name: 'X' }],
      ['GET', `${TREE}/`],
      ['POST', `${TREE}/`, []],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { CONTACT_DATA_MSG, MSG, RESUME_MSG } from '@atiende/shared';
import { expectModuleDisabled, useStaff, useTestApp } from '../../test/harness.js';
import { insertContact, softDeleteContact } from './contact-data.test-support.js';

const t = useTestApp();
const staff = useStaff(t);

const getResume = (token: string | null, contact: number) => t.call(token, 'GET', `/api/contact/get_hoja_de_vida/?contacto=${contact}`);
const post = (token: string | null, path: string, body: object) => t.call(token, 'POST', `/api/contact/${path}/`, body);

async function createResume(contact: number, token = t.admin): Promise<number> {
  const res = await post(token, 'hoja_de_vida', { contacto: contact, ocupacion: 'Contadora', intereses: 'Finanzas' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe('POST /contact/hoja_de_vida/', () => {
  it('creates the resume with 201 and answers it with its empty lists', async () => {
    const contact = await insertContact(t);
    const res = await post(staff.operador.token, 'hoja_de_vida', {
      contacto: contact, ocupacion: ' Ingeniera ', intereses: 'Datos, música', hobbie: 'Ciclismo', descripcion: 'Diez años de experiencia.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number), contacto: contact, ocupacion: 'Ingeniera', intereses: 'Datos, música', hobbie: 'Ciclismo',
      descripcion: 'Diez años de experiencia.', experiencia: [], educacion: [], conocimientos: [], message: RESUME_MSG.created,
    });
  });

  it('requires ocupacion and intereses', async () => {
    const contact = await insertContact(t);
    const res = await post(t.admin, 'hoja_de_vida', { contacto: contact, ocupacion: '', hobbie: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ocupacion: [MSG.required], intereses: [MSG.required] });
  });

  it('refuses a second resume for the same contact with 400', async () => {
    const contact = await insertContact(t);
    await createResume(contact);
    const again = await post(t.admin, 'hoja_de_vida', { contacto: contact, ocupacion: 'Otra', intereses: 'Otros' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: RESUME_MSG.alreadyExists });
  });

  it('refuses an unknown or deleted contact with 400 on contacto', async () => {
    const deleted = await insertContact(t);
    await softDeleteContact(t, deleted);
    for (const contacto of [deleted, 999999]) {
      const res = await post(t.admin, 'hoja_de_vida', { contacto, ocupacion: 'X', intereses: 'Y' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ contacto: [CONTACT_DATA_MSG.contactNotFound] });
    }
  });

  it('writes one audit entry', async () => {
    const contact = await insertContact(t);
    const written = await t.auditsWrittenBy(() => createResume(contact));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      contentType: 'Hoja de vida', tipoGestion: 'Creación', userId: 1, descripcion: `Se creó la hoja de vida del contacto ${contact}`,
    });
  });

  it('refuses Agente with 403 and answers 401 without a token', async () => {
    const contact = await insertContact(t);
    const body = { contacto: contact, ocupacion: 'X', intereses: 'Y' };
    const refused = await post(staff.agente.token, 'hoja_de_vida', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: MSG.forbidden });
    expect((await post(null, 'hoja_de_vida', body)).statusCode).toBe(401);
  });
});

describe('experience, education and knowledge', () => {
  it('adds each entry with 201 and requires its main field', async () => {
    const contact = await insertContact(t);
    const resume = await createResume(contact);

    const noTipo = await post(t.admin, 'experiencia', { hoja_de_vida: resume, cargo: 'Analista' });
    expect(noTipo.statusCode).toBe(400);
    expect(noTipo.json()).toEqual({ tipo_empleo: [MSG.required] });
    const experience = await post(t.admin, 'experiencia', {
      hoja_de_vida: resume, tipo_empleo: 'Tiempo completo', cargo: 'Analista', nombre_empresa: 'Banco Andino', ubicacion: 'Bogotá',
      tipo_ubicacion: 'Presencial', descripcion: 'Conciliaciones',
    });
    expect(experience.statusCode).toBe(201);
    expect(experience.json()).toEqual({
      id: expect.any(Number), hoja_de_vida: resume, tipo_empleo: 'Tiempo completo', cargo: 'Analista', nombre_empresa: 'Banco Andino',
      ubicacion: 'Bogotá', tipo_ubicacion: 'Presencial', descripcion: 'Conciliaciones', message: RESUME_MSG.experienceAdded,
    });

    const noInstitucion = await post(t.admin, 'educacion', { hoja_de_vida: resume, titulo: 'Contadora' });
    expect(noInstitucion.statusCode).toBe(400);
    expect(noInstitucion.json()).toEqual({ institucion: [MSG.required] });
    const education = await post(t.admin, 'educacion', { hoja_de_vida: resume, institucion: 'Universidad Nacional', fecha_fin: '2015' });
    expect(education.statusCode).toBe(201);
    expect(education.json()).toEqual({
      id: expect.any(Number), hoja_de_vida: resume, institucion: 'Universidad Nacional', titulo: '', fecha_fin: '2015', ubicacion: '',
      descripcion: '', message: RESUME_MSG.educationAdded,
    });

    const noAptitud = await post(t.admin, 'conocimiento', { hoja_de_vida: resume, aptitud: '   ' });
    expect(noAptitud.statusCode).toBe(400);
    expect(noAptitud.json()).toEqual({ aptitud: [MSG.required] });
    const knowledge = await post(staff.operador.token, 'conocimiento', { hoja_de_vida: resume, aptitud: 'Excel avanzado', descripcion: 'Tablas dinámicas' });
    expect(knowledge.statusCode).toBe(201);
    expect(knowledge.json()).toEqual({
      id: expect.any(Number), hoja_de_vida: resume, aptitud: 'Excel avanzado', descripcion: 'Tablas dinámicas', message: RESUME_MSG.knowledgeAdded,
    });
  });

  it('refuses an unknown resume, or one of a deleted contact, with 400 on hoja_de_vida', async () => {
    const contact = await insertContact(t);
    const resume = await createResume(contact);
    await softDeleteContact(t, contact);
    for (const hoja_de_vida of [resume, 999999]) {
      for (const [path, body] of [['experiencia', { tipo_empleo: 'X' }], ['educacion', { institucion: 'X' }], ['conocimiento', { aptitud: 'X' }]] as const) {
        const res = await post(t.admin, path, { hoja_de_vida, ...body });
        expect(res.statusCode, path).toBe(400);
        expect(res.json()).toEqual({ hoja_de_vida: [RESUME_MSG.resumeNotFound] });
      }
    }
  });

  it('writes one audit entry per entry added', async () => {
    const contact = await insertContact(t);
    const resume = await createResume(contact);
    const written = await t.auditsWrittenBy(async () => {
      await post(t.admin, 'experiencia', { hoja_de_vida: resume, tipo_empleo: 'Temporal' });
      await post(t.admin, 'educacion', { hoja_de_vida: resume, institucion: 'SENA' });
      await post(t.admin, 'conocimiento', { hoja_de_vida: resume, aptitud: 'Inglés' });
    });
    expect(written.map((a) => [a.contentType, a.tipoGestion, a.descripcion])).toEqual([
      ['Hoja de vida', 'Creación', `Se agregó la experiencia Temporal a la hoja de vida del contacto ${contact}`],
      ['Hoja de vida', 'Creación', `Se agregó la educación SENA a la hoja de vida del contacto ${contact}`],
      ['Hoja de vida', 'Creación', `Se agregó el conocimiento Inglés a la hoja de vida del contacto ${contact}`],
    ]);
  });

  it('refuses Agente with 403', async () => {
    const contact = await insertContact(t);
    const resume = await createResume(contact);
    for (const [path, body] of [['experiencia', { tipo_empleo: 'X' }], ['educacion', { institucion: 'X' }], ['conocimiento', { aptitud: 'X' }]] as const) {
      expect((await post(staff.agente.token, path, { hoja_de_vida: resume, ...body })).statusCode).toBe(403);
    }
  });
});

describe('GET /contact/get_hoja_de_vida/', () => {
  it('returns the resume with every entry, oldest first', async () => {
    const contact = await insertContact(t);
    const resume = await createResume(contact);
    const exp1 = (await post(t.admin, 'experiencia', { hoja_de_vida: resume, tipo_empleo: 'Práctica', cargo: 'Auxiliar' })).json();
    const exp2 = (await post(t.admin, 'experiencia', { hoja_de_vida: resume, tipo_empleo: 'Tiempo completo' })).json();
    const edu = (await post(t.admin, 'educacion', { hoja_de_vida: resume, institucion: 'Colegio Mayor', titulo: 'Bachiller' })).json();
    const know = (await post(t.admin, 'conocimiento', { hoja_de_vida: resume, aptitud: 'SQL' })).json();
    const strip = ({ message: _m, ...rest }: Record<string, unknown>) => rest;

    const res = await getResume(staff.agente.token, contact);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: resume, contacto: contact, ocupacion: 'Contadora', intereses: 'Finanzas', hobbie: '', descripcion: '',
      experiencia: [strip(exp1), strip(exp2)], educacion: [strip(edu)], conocimientos: [strip(know)],
    });
  });

  it('answers 404 with the Spanish text when the contact has no resume or was deleted', async () => {
    const contact = await insertContact(t);
    const none = await getResume(t.admin, contact);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: 'El contacto no tiene hoja de vida.' });
    await createResume(contact);
    await softDeleteContact(t, contact);
    expect((await getResume(t.admin, contact)).statusCode).toBe(404);
  });

  it('answers 400 without contacto and 401 without a token', async () => {
    expect((await t.call(t.admin, 'GET', '/api/contact/get_hoja_de_vida/')).statusCode).toBe(400);
    expect((await getResume(null, 1)).statusCode).toBe(401);
  });
});

describe('DELETE /contact/{experiencia|educacion|conocimiento}/{id}/', () => {
  it('deletes each kind of entry with 204 and an audit entry, then answers 404', async () => {
    const contact = await insertContact(t);
    const resume = await createResume(contact);
    const ids = {
      experiencia: (await post(t.admin, 'experiencia', { hoja_de_vida: resume, tipo_empleo: 'X' })).json().id,
      educacion: (await post(t.admin, 'educacion', { hoja_de_vida: resume, institucion: 'X' })).json().id,
      conocimiento: (await post(t.admin, 'conocimiento', { hoja_de_vida: resume, aptitud: 'X' })).json().id,
    };
    for (const [kind, id] of Object.entries(ids)) {
      const written = await t.auditsWrittenBy(async () => {
        expect((await t.call(staff.operador.token, 'DELETE', `/api/contact/${kind}/${id}/`)).statusCode).toBe(204);
      });
      expect(written).toHaveLength(1);
      expect(written[0]).toMatchObject({ contentType: 'Hoja de vida', tipoGestion: 'Eliminación', objectId: id });
      const again = await t.call(t.admin, 'DELETE', `/api/contact/${kind}/${id}/`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ detail: RESUME_MSG.itemNotFound });
    }
    expect((await getResume(t.admin, contact)).json()).toMatchObject({ experiencia: [], educacion: [], conocimientos: [] });
  });

  it('refuses Agente with 403', async () => {
    const contact = await insertContact(t);
    const resume = await createResume(contact);
    const id = (await post(t.admin, 'conocimiento', { hoja_de_vida: resume, aptitud: 'X' })).json().id;
    expect((await t.call(staff.agente.token, 'DELETE', `/api/contact/conocimiento/${id}/`)).statusCode).toBe(403);
  });
});

describe('module Contactos', () => {
  it('refuses resume calls with 403 while the module is off', async () => {
    const contact = await insertContact(t);
    await t.withModuleOff('Contactos', async () => {
      for (const res of [
        await getResume(t.admin, contact),
        await post(t.admin, 'hoja_de_vida', { contacto: contact, ocupacion: 'X', intereses: 'Y' }),
        await post(t.admin, 'experiencia', { hoja_de_vida: 1, tipo_empleo: 'X' }),
      ]) expectModuleDisabled(res);
    });
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { CONTACT_DATA_MSG, DOCUMENT_MSG, MSG } from '@atiende/shared';
import { expectModuleDisabled, useStaff, useTestApp } from '../../test/harness.js';
import { contactDocuments } from './contact-data.tables.js';
import { contactRow, insertContact, multipart, SAMPLE, softDeleteContact, type FilePart } from './contact-data.test-support.js';

const t = useTestApp();
const staff = useStaff(t, { operador: { firstName: 'Olga', lastName: 'Operadora' } });

async function upload(token: string | null, fields: Record<string, string | number>, file?: FilePart) {
  const body = await multipart(fields, file);
  return t.request(token, { method: 'POST', url: '/api/contact/documentos/', payload: body.payload, headers: body.headers });
}

async function uploadOk(contact: number, name = 'cedula.pdf', bytes = SAMPLE.pdf, token = t.admin) {
  const res = await upload(token, { contacto: contact, documentType: 'CEDULA_CIUDADANIA' }, { name, bytes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const storedFiles = (contact: number) => {
  const dir = path.join(t.app.config.uploadsDir, 'contacts', String(contact));
  return existsSync(dir) ? readdirSync(dir) : [];
};

const documentsOf = (token: string | null, contact: number, query = '') =>
  t.call(token, 'GET', `/api/contact/get_document_contact/?contact=${contact}${query}`);

describe('POST /contact/documentos/ (multipart)', () => {
  it('stores the file under contacts/<id>/<uuid>.pdf and answers 201 with the document', async () => {
    const contact = await insertContact(t);
    const res = await upload(staff.operador.token, { contacto: contact, documentType: 'RUT' }, { name: 'rut empresa.pdf', bytes: SAMPLE.pdf });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number), contact, documentType: 'RUT', document: `/api/contact/documentos/${body.id}/archivo/`,
      filename: 'rut empresa.pdf', size: SAMPLE.pdf.length, user: 'Olga Operadora', created_date: expect.any(String),
      message: 'Se ha Agregado el documento con Éxito',
    });
    const [row] = await t.database.db.select().from(contactDocuments).where(eq(contactDocuments.id, body.id));
    expect(row!.filePath).toMatch(new RegExp(`^contacts/${contact}/[0-9a-f-]{36}\\.pdf$`));
    expect(row!.mimeType).toBe('application/pdf');
    expect(readFileSync(path.join(t.app.config.uploadsDir, row!.filePath))).toEqual(SAMPLE.pdf);
  });

  it('accepts every allowed type when its content matches', async () => {
    const contact = await insertContact(t);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Hoja 1').addRow(['Documento', 'Nombre']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const files: [string, Buffer][] = [
      ['foto.png', SAMPLE.png], ['foto.jpg', SAMPLE.jpeg], ['foto.JPEG', SAMPLE.jpeg], ['carta.docx', SAMPLE.docx],
      ['carta.doc', SAMPLE.doc], ['tabla.xls', SAMPLE.xls], ['tabla.xlsx', xlsx],
    ];
    for (const [name, bytes] of files) {
      const res = await upload(t.admin, { contacto: contact, documentType: 'OTRO' }, { name, bytes });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
    }
    expect(storedFiles(contact)).toHaveLength(files.length);
  });

  it('refuses a program renamed as .pdf, and content that does not match its extension, storing nothing', async () => {
    const contact = await insertContact(t);
    const renamed = await upload(t.admin, { contacto: contact, documentType: 'OTRO' }, { name: 'factura.pdf', bytes: SAMPLE.exe });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ detail: DOCUMENT_MSG.contentMismatch });
    for (const [name, bytes] of [['foto.png', SAMPLE.pdf], ['carta.docx', SAMPLE.pdf], ['tabla.xlsx', SAMPLE.docx], ['carta.doc', SAMPLE.pdf]] as const) {
      const res = await upload(t.admin, { contacto: contact, documentType: 'OTRO' }, { name, bytes });
      expect(res.statusCode, name).toBe(400);
    }
    expect(storedFiles(contact)).toEqual([]);
  });

  it('refuses extensions outside the list', async () => {
    const contact = await insertContact(t);
    for (const name of ['programa.exe', 'pagina.html', 'sin-extension']) {
      const res = await upload(t.admin, { contacto: contact, documentType: 'OTRO' }, { name, bytes: SAMPLE.pdf });
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual({ detail: DOCUMENT_MSG.invalidFileType });
    }
  });

  it('answers 413 with the Spanish detail for a file over 10 MB', async () => {
    const contact = await insertContact(t);
    const big = Buffer.concat([SAMPLE.pdf, Buffer.alloc(12 * 1024 * 1024)]);
    const res = await upload(t.admin, { contacto: contact, documentType: 'OTRO' }, { name: 'grande.pdf', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: MSG.bodyTooLarge });
    expect(storedFiles(contact)).toEqual([]);
  });

  it('answers "Debe Agregar los Campos Requeridos" without a type or a file', async () => {
    const contact = await insertContact(t);
    const cases = [
      await upload(t.admin, { contacto: contact }, { name: 'a.pdf', bytes: SAMPLE.pdf }),
      await upload(t.admin, { contacto: contact, documentType: '' }, { name: 'a.pdf', bytes: SAMPLE.pdf }),
      await upload(t.admin, { contacto: contact, documentType: 'PASAPORTE' }),
      await upload(t.admin, { contacto: contact, documentType: 'PASAPORTE' }, { name: 'vacio.pdf', bytes: Buffer.alloc(0) }),
      await t.call(t.admin, 'POST', '/api/contact/documentos/', { contacto: contact, documentType: 'PASAPORTE', document: '' }),
      await t.call(t.admin, 'POST', '/api/contact/documentos/', { contacto: contact, documentType: 'PASAPORTE' }),
      await t.call(t.admin, 'POST', '/api/contact/documentos/', { contacto: contact, document: SAMPLE.pdf.toString('base64') }),
      await t.call(t.admin, 'POST', '/api/contact/documentos/', {}),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Debe Agregar los Campos Requeridos' });
    }
  });

  it('answers field errors for an unknown type or contact', async () => {
    const contact = await insertContact(t);
    const type = await upload(t.admin, { contacto: contact, documentType: 'LICENCIA' }, { name: 'a.pdf', bytes: SAMPLE.pdf });
    expect(type.statusCode).toBe(400);
    expect(type.json()).toEqual({ documentType: [DOCUMENT_MSG.invalidDocumentType] });
    const deleted = await insertContact(t);
    await softDeleteContact(t, deleted);
    for (const contacto of [deleted, 999999, 'abc']) {
      const res = await upload(t.admin, { contacto, documentType: 'NIT' }, { name: 'a.pdf', bytes: SAMPLE.pdf });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ contacto: [CONTACT_DATA_MSG.contactNotFound] });
    }
    expect(storedFiles(deleted)).toEqual([]);
  });

  it('answers 400, not 500, for a malformed multipart body', async () => {
    const truncated = '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4';
    const bodies: [string, string][] = [
      ['multipart/form-data', 'sin separador'],
      ['multipart/form-data; boundary=xyz', 'basura'],
      ['multipart/form-data; boundary=xyz', truncated],
    ];
    for (const [contentType, payload] of bodies) {
      for (const url of ['/api/contact/documentos/', '/api/contact/contacto/1/foto/']) {
        const res = await t.request(t.admin, { method: 'POST', url, payload, headers: { 'content-type': contentType } });
        expect(res.statusCode, `${url} ${payload}`).toBe(400);
        expect(res.json()).toEqual({ detail: MSG.brokenUpload });
      }
    }
  });

  it('keeps only the last segment of the file name, without reserved characters', async () => {
    const contact = await insertContact(t);
    const created = await uploadOk(contact, '../../etc/pa<ss>wd|.pdf');
    expect(created.filename).toBe('passwd.pdf');
    expect(storedFiles(contact)[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const json = await t.call(t.admin, 'POST', '/api/contact/documentos/', {
      contacto: contact, documentType: 'OTRO', document: SAMPLE.pdf.toString('base64'), filename: '..\\..\\x\\fi"le?\u0007.pdf',
    });
    expect(json.statusCode).toBe(201);
    expect(json.json().filename).toBe('file.pdf');
  });

  it('removes the stored file when the record cannot be written', async () => {
    const contact = await insertContact(t);
    await t.database.db.execute(sql.raw(`create function refuse_document() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`));
    await t.database.db.execute(sql.raw('create trigger refuse_document before insert on contact_documents for each row execute function refuse_document()'));
    try {
      const res = await upload(t.admin, { contacto: contact, documentType: 'OTRO' }, { name: 'a.pdf', bytes: SAMPLE.pdf });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_document on contact_documents'));
      await t.database.db.execute(sql.raw('drop function refuse_document()'));
    }
    expect(storedFiles(contact)).toEqual([]);
  });

  it('writes one audit entry', async () => {
    const contact = await insertContact(t);
    const written = await t.auditsWrittenBy(() => uploadOk(contact, 'auditoria.pdf'));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      contentType: 'Documento de contacto', tipoGestion: 'Creación', userId: 1,
      descripcion: `Se agregó el documento auditoria.pdf (CEDULA_CIUDADANIA) al contacto ${contact}`,
    });
  });

  it('lets Operador and Supervisor upload and refuses Agente with 403', async () => {
    const contact = await insertContact(t);
    await uploadOk(contact, 'a.pdf', SAMPLE.pdf, staff.operador.token);
    await uploadOk(contact, 'b.pdf', SAMPLE.pdf, staff.supervisor.token);
    const refused = await upload(staff.agente.token, { contacto: contact, documentType: 'OTRO' }, { name: 'c.pdf', bytes: SAMPLE.pdf });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: MSG.forbidden });
    expect((await upload(null, { contacto: contact, documentType: 'OTRO' }, { name: 'c.pdf', bytes: SAMPLE.pdf })).statusCode).toBe(401);
    expect(storedFiles(contact)).toHaveLength(2);
  });
});

describe('POST /contact/documentos/ (JSON)', () => {
  it('accepts the file as base64 or as a data URL', async () => {
    const contact = await insertContact(t);
    const plain = await t.call(t.admin, 'POST', '/api/contact/documentos/', {
      contacto: contact, documentType: 'PASAPORTE', document: SAMPLE.pdf.toString('base64'), filename: 'pasaporte.pdf',
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ filename: 'pasaporte.pdf', size: SAMPLE.pdf.length, message: DOCUMENT_MSG.created });
    const dataUrl = await t.call(t.admin, 'POST', '/api/contact/documentos/', {
      contacto: String(contact), documentType: 'OTRO', document: `data:image/png;base64,${SAMPLE.png.toString('base64')}`,
    });
    expect(dataUrl.statusCode).toBe(201);
    expect(dataUrl.json().filename).toBe('documento.png');
  });

  it('refuses bad base64, a mismatching type and a body over 10 MB', async () => {
    const contact = await insertContact(t);
    const bad = await t.call(t.admin, 'POST', '/api/contact/documentos/', { contacto: contact, documentType: 'OTRO', document: '***' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: DOCUMENT_MSG.invalidBase64 });
    const exe = await t.call(t.admin, 'POST', '/api/contact/documentos/', {
      contacto: contact, documentType: 'OTRO', document: SAMPLE.exe.toString('base64'), filename: 'factura.pdf',
    });
    expect(exe.statusCode).toBe(400);
    const big = await t.call(t.admin, 'POST', '/api/contact/documentos/', {
      contacto: contact, documentType: 'OTRO', document: Buffer.alloc(10 * 1024 * 1024 + 10).toString('base64'), filename: 'a.pdf',
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: MSG.bodyTooLarge });
    expect(storedFiles(contact)).toEqual([]);
  });
});

describe('GET /contact/get_document_contact/', () => {
  it('pages the documents of a contact by 30, newest first', async () => {
    const contact = await insertContact(t);
    const other = await insertContact(t);
    await uploadOk(other, 'ajeno.pdf');
    const ids: number[] = [];
    for (let i = 1; i <= 31; i += 1) ids.push((await uploadOk(contact, `doc-${i}.pdf`)).id);
    const first = await documentsOf(staff.agente.token, contact);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.count).toBe(31);
    expect(page.results).toHaveLength(30);
    expect(page.results[0]).toMatchObject({ id: ids[30], filename: 'doc-31.pdf', contact, user: 'Super Administrador' });
    expect(page.next).toBe(`/api/contact/get_document_contact/?contact=${contact}&limit=30&offset=30`);
    expect(page.previous).toBeNull();
    const second = (await t.call(staff.agente.token, 'GET', page.next)).json();
    expect(second.results.map((d: { id: number }) => d.id)).toEqual([ids[0]]);
    expect(second.previous).toBe(`/api/contact/get_document_contact/?contact=${contact}&limit=30&offset=0`);
  });

  it('answers 404 for an unknown or deleted contact, 400 without one and 401 without a token', async () => {
    const deleted = await insertContact(t);
    await softDeleteContact(t, deleted);
    expect((await documentsOf(t.admin, deleted)).statusCode).toBe(404);
    expect((await documentsOf(t.admin, 999999)).statusCode).toBe(404);
    expect((await t.call(t.admin, 'GET', '/api/contact/get_document_contact/')).statusCode).toBe(400);
    expect((await documentsOf(null, 1)).statusCode).toBe(401);
  });
});

describe('GET /contact/documentos/{id}/archivo/', () => {
  it('downloads the file as an attachment with a bearer token or ?token=', async () => {
    const contact = await insertContact(t);
    const created = await uploadOk(contact, 'cédula frente.pdf');
    const res = await t.call(staff.agente.token, 'GET', created.document);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(SAMPLE.pdf);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="c_dula frente.pdf"; filename*=UTF-8''c%C3%A9dula%20frente.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const byQuery = await t.call(null, 'GET', `${created.document}?token=${staff.agente.token}`);
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.rawPayload).toEqual(SAMPLE.pdf);
  });

  it('answers 401 without a token and 404 for an unknown document or a deleted contact', async () => {
    const contact = await insertContact(t);
    const created = await uploadOk(contact);
    const anonymous = await t.call(null, 'GET', created.document);
    expect(anonymous.statusCode).toBe(401);
    expect((await t.call(t.admin, 'GET', '/api/contact/documentos/999999/archivo/')).statusCode).toBe(404);
    await softDeleteContact(t, contact);
    expect((await t.call(t.admin, 'GET', created.document)).statusCode).toBe(404);
  });
});

describe('DELETE /contact/documentos/{id}/', () => {
  it('deletes the record and its file with 204 and writes an audit entry', async () => {
    const contact = await insertContact(t);
    const created = await uploadOk(contact, 'borrar.pdf');
    expect(storedFiles(contact)).toHaveLength(1);
    const written = await t.auditsWrittenBy(async () => {
      expect((await t.call(staff.supervisor.token, 'DELETE', `/api/contact/documentos/${created.id}/`)).statusCode).toBe(204);
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      contentType: 'Documento de contacto', tipoGestion: 'Eliminación', objectId: created.id,
      descripcion: `Se eliminó el documento borrar.pdf (CEDULA_CIUDADANIA) del contacto ${contact}`,
    });
    expect(storedFiles(contact)).toEqual([]);
    expect((await t.call(t.admin, 'GET', created.document)).statusCode).toBe(404);
    expect((await t.call(t.admin, 'DELETE', `/api/contact/documentos/${created.id}/`)).statusCode).toBe(404);
  });

  it('refuses Operador and Agente with 403', async () => {
    const contact = await insertContact(t);
    const created = await uploadOk(contact);
    for (const token of [staff.operador.token, staff.agente.token]) {
      const res = await t.call(token, 'DELETE', `/api/contact/documentos/${created.id}/`);
      expect(res.statusCode).toBe(403);
    }
    expect(storedFiles(contact)).toHaveLength(1);
  });
});

describe('contact photo', () => {
  const uploadPhoto = async (token: string | null, contact: number, file?: FilePart) => {
    const body = await multipart({}, file);
    return t.request(token, { method: 'POST', url: `/api/contact/contacto/${contact}/foto/`, payload: body.payload, headers: body.headers });
  };

  it('stores a JPG or PNG photo, points the contact at it and serves it; a new photo replaces the old file', async () => {
    const contact = await insertContact(t);
    const first = await uploadPhoto(t.admin, contact, { name: 'yo.png', bytes: SAMPLE.png });
    expect(first.statusCode).toBe(200);
    const { image } = first.json();
    expect(image).toMatch(new RegExp(`^/api/contact/contacto/${contact}/foto/\\?v=[0-9a-f-]{36}\\.png$`));
    expect((await contactRow(t, contact)).image).toBe(image);
    const served = await t.call(staff.agente.token, 'GET', image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(SAMPLE.png);
    expect((await t.call(null, 'GET', `${image}&token=${staff.agente.token}`)).statusCode).toBe(200);

    const second = await uploadPhoto(staff.operador.token, contact, { name: 'yo.jpg', bytes: SAMPLE.jpeg });
    expect(second.statusCode).toBe(200);
    expect(storedFiles(contact)).toEqual([second.json().image.split('v=')[1]]);
    expect((await t.call(t.admin, 'GET', `/api/contact/contacto/${contact}/foto/`)).rawPayload).toEqual(SAMPLE.jpeg);
  });

  it('writes one audit entry', async () => {
    const contact = await insertContact(t);
    const written = await t.auditsWrittenBy(() => uploadPhoto(t.admin, contact, { name: 'yo.png', bytes: SAMPLE.png }));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Contacto', tipoGestion: 'Actualización', objectId: contact });
  });

  it('refuses other types, files over 5 MB, a missing file and Agente', async () => {
    const contact = await insertContact(t);
    const pdf = await uploadPhoto(t.admin, contact, { name: 'yo.pdf', bytes: SAMPLE.pdf });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({ detail: DOCUMENT_MSG.invalidPhotoType });
    expect((await uploadPhoto(t.admin, contact, { name: 'yo.png', bytes: SAMPLE.jpeg })).statusCode).toBe(400);
    const big = await uploadPhoto(t.admin, contact, { name: 'yo.png', bytes: Buffer.concat([SAMPLE.png, Buffer.alloc(6 * 1024 * 1024)]) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: MSG.bodyTooLarge });
    const missing = await uploadPhoto(t.admin, contact);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ detail: DOCUMENT_MSG.requiredFields });
    expect((await uploadPhoto(staff.agente.token, contact, { name: 'yo.png', bytes: SAMPLE.png })).statusCode).toBe(403);
    expect(storedFiles(contact)).toEqual([]);
    expect((await contactRow(t, contact)).image).toBeNull();
    const none = await t.call(t.admin, 'GET', `/api/contact/contacto/${contact}/foto/`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: DOCUMENT_MSG.noPhoto });
  });

  it('answers 404 for a deleted contact', async () => {
    const contact = await insertContact(t);
    await softDeleteContact(t, contact);
    expect((await uploadPhoto(t.admin, contact, { name: 'yo.png', bytes: SAMPLE.png })).statusCode).toBe(404);
    expect(storedFiles(contact)).toEqual([]);
  });
});

describe('module Contactos', () => {
  it('refuses document calls with 403 while the module is off', async () => {
    const contact = await insertContact(t);
    const created = await uploadOk(contact);
    await t.withModuleOff('Contactos', async () => {
      for (const res of [
        await documentsOf(t.admin, contact),
        await upload(t.admin, { contacto: contact, documentType: 'OTRO' }, { name: 'a.pdf', bytes: SAMPLE.pdf }),
        await t.call(t.admin, 'GET', created.document),
        await t.call(t.admin, 'DELETE', `/api/contact/documentos/${created.id}/`),
      ]) expectModuleDisabled(res);
    });
  });
});

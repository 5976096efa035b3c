import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_PHOTO_MAX_BYTES, IMPORT_MAX_FILE_BYTES, IMPORT_MSG, MAX_BODY_BYTES, MSG, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_MSG,
} from '@atiende/shared';
import { useTestApp } from '../test/harness.js';
import { chunkedMultipart } from '../modules/imports/imports.fixtures.js';
import { insertContact, SAMPLE } from '../modules/contact-data/contact-data.test-support.js';

const t = useTestApp();

/** A megabyte past the limit: the file is cut at the limit, exactly between two 64 KB pieces. */
const pastLimit = (limit: number) => limit + 1024 * 1024;

/** Every file the uploads folder holds, as paths inside it. */
function storedUploads(): string[] {
  const root = t.app.config.uploadsDir;
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

async function newProductId(): Promise<number> {
  const res = await t.call(t.admin, 'POST', '/api/productos/', {
    name: 'Seguro de hogar', codigo_producto: 'HOGAR-1', categoria: 'Seguros', marca: 'Atiende', precio: '150000.00',
    descripcion: 'Cubre daños del inmueble', detalles_producto: [],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe('a file over its upload limit', () => {
  it('is refused with 413 and a Spanish detail on every upload, and nothing is stored', async () => {
    const product = await newProductId();
    const contact = await insertContact(t);
    const zip = SAMPLE.docx.subarray(0, 4);
    const uploads = [
      { url: `/api/productos/${product}/imagenes/`, field: 'imagen', name: 'grande.png', first: SAMPLE.png, limit: PRODUCT_IMAGE_MAX_BYTES, detail: PRODUCT_MSG.imageTooLarge },
      { url: `/api/contact/contacto/${contact}/foto/`, name: 'grande.png', first: SAMPLE.png, limit: CONTACT_PHOTO_MAX_BYTES, detail: MSG.bodyTooLarge },
      {
        url: '/api/contact/documentos/', name: 'grande.pdf', first: SAMPLE.pdf, limit: MAX_BODY_BYTES, detail: MSG.bodyTooLarge,
        fields: { contacto: String(contact), documentType: 'OTRO' },
      },
      { url: '/api/contact/grupoContacto/carga_masiva/', name: 'grupos.xlsx', first: zip, limit: MAX_BODY_BYTES, detail: MSG.bodyTooLarge },
      { url: '/api/contact/contacto/upload_excel/', name: 'contactos.xlsx', first: zip, limit: IMPORT_MAX_FILE_BYTES, detail: IMPORT_MSG.tooLarge },
      { url: '/api/contact/contacto/upload_excel/vista-previa/', name: 'contactos.xlsx', first: zip, limit: IMPORT_MAX_FILE_BYTES, detail: IMPORT_MSG.tooLarge },
    ];
    for (const upload of uploads) {
      const { payload, headers } = chunkedMultipart(upload.name, upload.first, pastLimit(upload.limit), upload.field, upload.fields);
      const res = await t.request(t.admin, { method: 'POST', url: upload.url, payload, headers });
      expect(res.statusCode, `${upload.url} ${res.body}`).toBe(413);
      expect(res.json(), upload.url).toEqual({ detail: upload.detail });
      expect(res.headers['x-error-code'], upload.url).toBe('too_large');
    }
    expect(storedUploads()).toEqual([]);
  }, 60_000);
});

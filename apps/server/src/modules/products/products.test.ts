import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MONEY_MSG, MSG, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_MSG } from '@atiende/shared';
import { expectClosedWhileOff, useStaff, useTestApp } from '../../test/harness.js';
import { multipart } from '../imports/imports.fixtures.js';
import { productDetails, productImages, products } from '../../db/schema.js';

const t = useTestApp();
const staff = useStaff(t);

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 3)]);

let counter = 0;
function productForm(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Nevera ${counter}`,
    codigo_producto: `NEV-${Date.now().toString(36)}-${counter}`,
    categoria: 'Electrodomésticos',
    marca: 'Haceb',
    precio: '1899900.50',
    descripcion: 'Nevera no frost de 300 litros',
    detalles_producto: [{ 'diseño': 'Acero inoxidable', pais: 'Colombia', descripcion: 'Dos puertas', observaciones: 'Garantía 2 años' }],
    ...overrides,
  };
}

async function newProduct(overrides: Record<string, unknown> = {}) {
  const res = await t.call(t.admin, 'POST', '/api/productos/', productForm(overrides));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; codigo_producto: string; imagenes: { id: number; imagen: string }[] };
}

const countProducts = async () => (await t.database.db.select().from(products)).length;

function uploadImage(token: string, productId: number, filename: string, bytes: Buffer, field = 'imagen') {
  const { payload, headers } = multipart(filename, bytes, field);
  return t.request(token, { method: 'POST', url: `/api/productos/${productId}/imagenes/`, payload, headers });
}

const uploadsDir = () => t.app.config.uploadsDir;

describe('POST /productos/', () => {
  it('creates a product with its details, answering 201 with the message, with one audit entry', async () => {
    const form = productForm({ name: '  Lavadora Carga Superior  ', precio: 1250000 });
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'POST', '/api/productos/', form);
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number), name: 'Lavadora Carga Superior', codigo_producto: form.codigo_producto, categoria: 'Electrodomésticos',
      marca: 'Haceb', precio: '1250000.00', descripcion: form.descripcion, imagenes: [],
      detalles_producto: [{ id: expect.any(Number), 'diseño': 'Acero inoxidable', pais: 'Colombia', descripcion: 'Dos puertas', observaciones: 'Garantía 2 años' }],
      created_date: expect.any(String), message: PRODUCT_MSG.created,
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Producto', tipoGestion: 'Creación', objectId: body.id });
  });

  it('requires name, codigo_producto, marca, precio and descripcion, each under its field, and stores nothing', async () => {
    const before = await countProducts();
    const res = await t.call(t.admin, 'POST', '/api/productos/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: [MSG.required], codigo_producto: [MSG.required], marca: [MSG.required], precio: [MSG.required], descripcion: [MSG.required],
    });
    const blanks = await t.call(t.admin, 'POST', '/api/productos/', productForm({ name: ' ', marca: '', precio: '', descripcion: '  ' }));
    expect(blanks.json()).toEqual({ name: [MSG.required], marca: [MSG.required], precio: [MSG.required], descripcion: [MSG.required] });
    expect(await countProducts()).toBe(before);
  });

  it('takes only a numeric, non-negative precio in pesos with up to two decimals', async () => {
    for (const precio of ['abc', '12,5', '1.234', '10.999', true, [], {}, '1e5']) {
      const res = await t.call(t.admin, 'POST', '/api/productos/', productForm({ precio }));
      expect(res.statusCode, String(precio)).toBe(400);
      expect(res.json(), String(precio)).toEqual({ precio: [MONEY_MSG.invalid] });
    }
    const negative = await t.call(t.admin, 'POST', '/api/productos/', productForm({ precio: '-5' }));
    expect(negative.json()).toEqual({ precio: [PRODUCT_MSG.negativePrice] });
    const decimals = await t.call(t.admin, 'POST', '/api/productos/', productForm({ precio: ' 999999999999.99 ' }));
    expect(decimals.statusCode).toBe(201);
    expect(decimals.json().precio).toBe('999999999999.99');
    expect((await t.call(t.admin, 'POST', '/api/productos/', productForm({ precio: 0 }))).json().precio).toBe('0.00');
  });

  it('refuses wrong types, overlong texts and empty detail rows with Spanish messages', async () => {
    const before = await countProducts();
    const res = await t.call(t.admin, 'POST', '/api/productos/', productForm({
      name: 12, marca: ['x'], descripcion: 'x'.repeat(2001), categoria: { a: 1 }, detalles_producto: [{ pais: '' }],
    }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ['Debe ser un texto.'], marca: ['Debe ser un texto.'], descripcion: ['Escriba como máximo 2000 caracteres.'],
      categoria: ['Debe ser un texto.'], detalles_producto: [PRODUCT_MSG.emptyDetail],
    });
    const notList = await t.call(t.admin, 'POST', '/api/productos/', productForm({ detalles_producto: 'nada' }));
    expect(notList.json()).toEqual({ detalles_producto: ['Debe ser una lista.'] });
    const malformed = await t.callWithJsonText(t.admin, 'POST', '/api/productos/', '{"name": "x",');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: MSG.malformedJson });
    expect(await countProducts()).toBe(before);
  });

  it('refuses a codigo_producto another product has, whatever its case', async () => {
    const existing = await newProduct();
    const before = await countProducts();
    const res = await t.call(t.admin, 'POST', '/api/productos/', productForm({ codigo_producto: existing.codigo_producto.toLowerCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ codigo_producto: [PRODUCT_MSG.codeTaken] });
    expect(res.headers['x-error-code']).toBe('duplicate');
    expect(await countProducts()).toBe(before);
  });

  it('gives one winner when the same code is sent twenty times at once', async () => {
    const form = productForm();
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call(t.admin, 'POST', '/api/productos/', form)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 400).map((res) => res.json())).toEqual(
      Array.from({ length: 19 }, () => ({ codigo_producto: [PRODUCT_MSG.codeTaken] })),
    );
  });

  it.each([['Supervisor', () => staff.supervisor.token], ['Operador', () => staff.operador.token], ['Agente', () => staff.agente.token]] as const)(
    'refuses the %s with 403', async (_role, token) => {
      const res = await t.call(token(), 'POST', '/api/productos/', productForm());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.forbidden });
    },
  );

  it('lets the Administrador create, and answers 401 without a token', async () => {
    expect((await t.call(staff.administrador.token, 'POST', '/api/productos/', productForm())).statusCode).toBe(201);
    expect((await t.call(null, 'POST', '/api/productos/', productForm())).statusCode).toBe(401);
  });
});

describe('GET /productos/', () => {
  it('lists products newest first, searching by name, code or brand', async () => {
    const tag = `Zeta${Date.now().toString(36)}`;
    const first = await newProduct({ name: `${tag} Uno` });
    const second = await newProduct({ name: `${tag} Dos`, marca: 'Samsung' });
    const res = await t.call(t.admin, 'GET', `/api/productos/?search=${tag.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(2);
    expect(res.json().results.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
    const byCode = (await t.call(t.admin, 'GET', `/api/productos/?search=${encodeURIComponent(first.codigo_producto)}`)).json();
    expect(byCode.results.map((p: { id: number }) => p.id)).toEqual([first.id]);
    const paged = (await t.call(t.admin, 'GET', `/api/productos/?search=${tag}&limit=1&offset=1`)).json();
    expect(paged.results.map((p: { id: number }) => p.id)).toEqual([first.id]);
    expect(paged.previous).toContain('offset=0');
    expect((await t.call(t.admin, 'GET', '/api/productos/?search=%25_')).json().count).toBe(0);
  });

  it('gives 30 products a page and the rest on the next', async () => {
    const tag = `Lote${Date.now().toString(36)}`;
    for (let i = 0; i < 31; i += 1) await newProduct({ name: `${tag} ${i}` });
    const first = (await t.call(t.admin, 'GET', `/api/productos/?search=${tag}`)).json();
    expect(first.count).toBe(31);
    expect(first.results).toHaveLength(30);
    expect(first.next).toContain('offset=30');
    const rest = (await t.call(t.admin, 'GET', first.next)).json();
    expect(rest.results.map((p: { name: string }) => p.name)).toEqual([`${tag} 0`]);
  });

  it('shows one product with 200, 404 when missing and 400 for a bad id', async () => {
    const product = await newProduct();
    const one = await t.call(staff.administrador.token, 'GET', `/api/productos/${product.id}/`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: product.id, name: product.name });
    expect((await t.call(t.admin, 'GET', '/api/productos/999999/')).statusCode).toBe(404);
    const bad = await t.call(t.admin, 'GET', '/api/productos/abc/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id: [MSG.invalidId] });
  });

  it('is refused to roles without the store', async () => {
    for (const token of [staff.supervisor.token, staff.operador.token, staff.agente.token]) {
      expect((await t.call(token, 'GET', '/api/productos/')).statusCode).toBe(403);
    }
  });
});

describe('PUT /productos/{id}/', () => {
  it('replaces the fields and the details, with one audit entry naming the changes', async () => {
    const product = await newProduct();
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'PUT', `/api/productos/${product.id}/`, productForm({
        codigo_producto: product.codigo_producto, name: 'Nevera Grande', precio: '2100000',
        detalles_producto: [{ pais: 'México' }, { 'diseño': 'Blanco' }],
      }));
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: product.id, name: 'Nevera Grande', precio: '2100000.00', message: PRODUCT_MSG.updated,
      detalles_producto: [
        { 'diseño': '', pais: 'México', descripcion: '', observaciones: '' },
        { 'diseño': 'Blanco', pais: '', descripcion: '', observaciones: '' },
      ],
    });
    expect(await t.database.db.select().from(productDetails).where(eq(productDetails.productId, product.id))).toHaveLength(2);
    expect(written).toHaveLength(1);
    expect(written[0]!.descripcion).toContain("nombre '");
    expect(written[0]!.descripcion).toContain("→ '2100000.00'");
  });

  it('validates as on create and changes nothing on a bad form', async () => {
    const product = await newProduct();
    const other = await newProduct();
    const bad = await t.call(t.admin, 'PUT', `/api/productos/${product.id}/`, productForm({ name: '', precio: 'gratis' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ name: [MSG.required], precio: [MONEY_MSG.invalid] });
    const taken = await t.call(t.admin, 'PUT', `/api/productos/${product.id}/`, productForm({ codigo_producto: other.codigo_producto }));
    expect(taken.json()).toEqual({ codigo_producto: [PRODUCT_MSG.codeTaken] });
    const [stored] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(stored!.name).toBe(product.name);
    expect(await t.database.db.select().from(productDetails).where(eq(productDetails.productId, product.id))).toHaveLength(1);
    expect((await t.call(t.admin, 'PUT', '/api/productos/999999/', productForm())).statusCode).toBe(404);
    expect((await t.call(staff.supervisor.token, 'PUT', `/api/productos/${product.id}/`, productForm())).statusCode).toBe(403);
  });
});

describe('product images', () => {
  it('adds JPG, PNG and WEBP pictures, serves them with the token in the query, and removes one', async () => {
    const product = await newProduct();
    const added = [];
    for (const [name, bytes] of [['frente.png', PNG], ['lado.jpg', JPEG], ['atras.webp', WEBP]] as const) {
      const res = await uploadImage(t.admin, product.id, name, bytes);
      expect(res.statusCode, name).toBe(201);
      expect(res.json()).toEqual({ id: expect.any(Number), imagen: `/api/productos/imagenes/${res.json().id}/`, message: PRODUCT_MSG.imageAdded });
      added.push(res.json() as { id: number; imagen: string });
    }
    const read = (await t.call(t.admin, 'GET', `/api/productos/${product.id}/`)).json();
    expect(read.imagenes).toEqual(added.map(({ id, imagen }) => ({ id, imagen })));

    const file = await t.app.inject({ method: 'GET', url: `${added[0]!.imagen}?token=${t.admin}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: added[0]!.imagen })).statusCode).toBe(401);
    expect((await t.call(staff.agente.token, 'GET', added[0]!.imagen)).statusCode).toBe(403);

    const [row] = await t.database.db.select().from(productImages).where(eq(productImages.id, added[1]!.id));
    const stored = path.join(uploadsDir(), row!.path);
    expect(existsSync(stored)).toBe(true);
    expect((await t.call(t.admin, 'DELETE', `/api/productos/${product.id}/imagenes/${added[1]!.id}/`)).statusCode).toBe(204);
    expect(existsSync(stored)).toBe(false);
    expect((await t.call(t.admin, 'GET', `/api/productos/${product.id}/`)).json().imagenes.map((i: { id: number }) => i.id))
      .toEqual([added[0]!.id, added[2]!.id]);
    expect((await t.call(t.admin, 'DELETE', `/api/productos/${product.id}/imagenes/${added[1]!.id}/`)).statusCode).toBe(404);
    const otherProduct = await newProduct();
    expect((await t.call(t.admin, 'DELETE', `/api/productos/${otherProduct.id}/imagenes/${added[0]!.id}/`)).statusCode).toBe(404);
  });

  it('refuses a file that is not a picture, whatever its name, an empty or missing file, and stores nothing', async () => {
    const product = await newProduct();
    const folder = path.join(uploadsDir(), 'products', String(product.id));
    const html = await uploadImage(t.admin, product.id, 'foto.png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(400);
    expect(html.json()).toEqual({ imagen: [PRODUCT_MSG.imageType] });
    const svg = await uploadImage(t.admin, product.id, 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg.json()).toEqual({ imagen: [PRODUCT_MSG.imageType] });
    const empty = await uploadImage(t.admin, product.id, 'vacia.png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ imagen: [PRODUCT_MSG.imageRequired] });
    const json = await t.call(t.admin, 'POST', `/api/productos/${product.id}/imagenes/`, { imagen: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ imagen: [PRODUCT_MSG.imageRequired] });
    expect(await t.database.db.select().from(productImages).where(eq(productImages.productId, product.id))).toEqual([]);
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
  });

  it('refuses a picture over 5 MB with a Spanish 413 and a malformed upload with a Spanish 400, storing nothing', async () => {
    const product = await newProduct();
    const big = Buffer.concat([PNG, Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES)]);
    const tooLarge = await uploadImage(t.admin, product.id, 'grande.png', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: PRODUCT_MSG.imageTooLarge });
    const broken = await t.request(t.admin, {
      method: 'POST', url: `/api/productos/${product.id}/imagenes/`,
      payload: '--xyz\r\nContent-Disposition: form-data; name="imagen"; filename="a.png"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.statusCode).toBe(400);
    expect(Object.values(broken.json() as Record<string, string>)[0]).toMatch(/[áéíóúñ]|archivo/i);
    expect(await t.database.db.select().from(productImages).where(eq(productImages.productId, product.id))).toEqual([]);
  });

  it('keeps at most ten pictures a product, and only managers add or remove them', async () => {
    const product = await newProduct();
    for (let i = 0; i < 10; i += 1) expect((await uploadImage(t.admin, product.id, `f${i}.png`, PNG)).statusCode).toBe(201);
    const eleventh = await uploadImage(t.admin, product.id, 'f10.png', PNG);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json()).toEqual({ imagen: [PRODUCT_MSG.tooManyImages] });
    expect((await uploadImage(staff.supervisor.token, product.id, 'x.png', PNG)).statusCode).toBe(403);
    expect((await uploadImage(t.admin, 999999, 'x.png', PNG)).statusCode).toBe(404);
  });
});

describe('DELETE /productos/{id}/', () => {
  it('deletes the product with its images, details and files, answering 204 with one audit entry', async () => {
    const product = await newProduct();
    const image = (await uploadImage(t.admin, product.id, 'a.png', PNG)).json() as { id: number };
    const [row] = await t.database.db.select().from(productImages).where(eq(productImages.id, image.id));
    const stored = path.join(uploadsDir(), row!.path);
    expect((await t.call(staff.operador.token, 'DELETE', `/api/productos/${product.id}/`)).statusCode).toBe(403);
    const written = await t.auditsWrittenBy(async () => {
      expect((await t.call(staff.administrador.token, 'DELETE', `/api/productos/${product.id}/`)).statusCode).toBe(204);
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Producto', tipoGestion: 'Eliminación', objectId: product.id });
    expect(existsSync(stored)).toBe(false);
    expect(await t.database.db.select().from(productDetails).where(eq(productDetails.productId, product.id))).toEqual([]);
    expect((await t.call(t.admin, 'GET', `/api/productos/${product.id}/`)).statusCode).toBe(404);
    expect((await t.call(t.admin, 'DELETE', `/api/productos/${product.id}/`)).statusCode).toBe(404);
    expect((await t.call(t.admin, 'DELETE', '/api/productos/0/')).statusCode).toBe(400);
  });
});

describe("module 'Tienda'", () => {
  it('closes the product endpoints while it is off', async () => {
    const product = await newProduct();
    await expectClosedWhileOff(t, 'Tienda', [
      ['GET', '/api/productos/'],
      ['GET', `/api/productos/${product.id}/`],
      ['POST', '/api/productos/', productForm()],
      ['PUT', `/api/productos/${product.id}/`, productForm()],
      ['DELETE', `/api/productos/${product.id}/`],
    ]);
  });
});

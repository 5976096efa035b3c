import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { MSG } from '@atiende/shared';
import { useTestApp } from '../test/harness.js';
import { AppError } from '../errors.js';
import { MAX_JSON_DEPTH, parseJsonLimited, withoutNul } from './input.js';

const t = useTestApp();

/** Sends raw bytes to the listening app and returns the whole answer as text. */
async function rawHttp(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('NUL characters', () => {
  it('are removed from texts at any depth, keys included, leaving other values alone', () => {
    expect(withoutNul({ a: 'x\u0000y', list: ['\u0000', 1, null], nested: { 'k\u0000': true } }))
      .toEqual({ a: 'xy', list: ['', 1, null], nested: { k: true } });
  });

  it('never reach the database from a body or a search', async () => {
    const created = await t.call(t.admin, 'POST', '/api/roles/', { nombre: 'Rol\u0000 con NUL' });
    expect(created.statusCode).toBe(201);
    expect(created.json().nombre).toBe('Rol con NUL');
    const found = await t.call(t.admin, 'GET', '/api/roles/?search=Rol%00%20con');
    expect(found.statusCode).toBe(200);
    expect(found.json().results.map((r: { nombre: string }) => r.nombre)).toContain('Rol con NUL');
  });
});

/** `levels` arrays, one inside the other. */
const nestedArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
/** `levels` objects, one inside the other. */
const nestedObjects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('deeply nested JSON', () => {
  it('is refused with a Spanish 400 before anything walks it, with or without a session', async () => {
    for (const body of [nestedArrays(5000), nestedObjects(3000), `{"username":"a","password":"b","x":${nestedArrays(MAX_JSON_DEPTH)}}`]) {
      for (const [token, url] of [[null, '/api/auth/login/'], [t.admin, '/api/roles/']] as const) {
        const res = await t.callWithJsonText(token, 'POST', url, body);
        expect(res.statusCode, `${url} ${body.slice(0, 20)}`).toBe(400);
        expect(res.json()).toEqual({ detail: MSG.jsonTooDeep });
        expect(res.headers['x-error-code']).toBe('malformed');
      }
    }
  });

  it(`is accepted up to ${MAX_JSON_DEPTH} levels`, async () => {
    const login = await t.callWithJsonText(null, 'POST', '/api/auth/login/',
      `{"username":"nadie@atiende.co","password":"x","x":${nestedArrays(MAX_JSON_DEPTH - 1)}}`);
    expect(login.statusCode).toBe(401);
    expect(parseJsonLimited(nestedObjects(MAX_JSON_DEPTH))).toBeTypeOf('object');
  });

  it('is refused by the parse function for raw bodies, as malformed JSON is', () => {
    const refusal = (text: string) => {
      try {
        parseJsonLimited(Buffer.from(text));
      } catch (error) {
        return error instanceof AppError ? [error.statusCode, error.message] : error;
      }
      return 'accepted';
    };
    expect(refusal(nestedArrays(5000))).toEqual([400, MSG.jsonTooDeep]);
    expect(refusal(nestedObjects(MAX_JSON_DEPTH + 1))).toEqual([400, MSG.jsonTooDeep]);
    expect(refusal('{"a":')).toEqual([400, MSG.malformedJson]);
    expect(parseJsonLimited('{"entry":[{"id":"1"}]}')).toEqual({ entry: [{ id: '1' }] });
  });
});

describe('ids', () => {
  it('are decimal digits from 1 to 2147483647 in paths, queries and bodies', async () => {
    for (const id of ['0x10', '1e3', '2147483648', '1.0', '-1', '0', '+1']) {
      const res = await t.call(t.admin, 'GET', `/api/roles/${encodeURIComponent(id)}/`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toEqual({ id: [MSG.invalidId] });
    }
    const query = await t.call(t.admin, 'GET', '/api/contact/get_datos_telefono/?contact=2147483648');
    expect(query.json()).toEqual({ contact: [MSG.invalidId] });
    const body = await t.call(t.admin, 'POST', '/api/users/add_permissions_to_user/', { user: 2147483648, permissions: [] });
    expect(body.statusCode).toBe(400);
    expect(JSON.stringify(body.json())).not.toMatch(/2147483647|9007199254740991/);
    expect((await t.call(t.admin, 'GET', '/api/roles/00001/')).statusCode).not.toBe(400);
  });
});

describe('Spanish answers to what Fastify and Node refuse', () => {
  it('explains a path parameter past 500 characters', async () => {
    const res = await t.call(t.admin, 'GET', `/api/roles/${'1'.repeat(600)}/`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ detail: MSG.urlTooLong });
  });

  it('explains numbers beyond any bound without technical limits', async () => {
    const res = await t.call(t.admin, 'GET', '/api/roles/?offset=99999999999999999999');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ offset: ['El número es demasiado grande.'] });
  });

  it('answers broken multipart with 400', async () => {
    for (const [type, body] of [
      ['multipart/form-data', 'sin boundary'],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK'],
    ]) {
      const res = await t.request(t.admin, { method: 'POST', url: '/api/contact/grupoContacto/carga_masiva/', payload: body, headers: { 'content-type': type } });
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toEqual({ detail: MSG.brokenUpload });
    }
  });

  it('answers oversized headers over real HTTP with a Spanish 431', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as net.AddressInfo).port;
    const answer = await rawHttp(port, `GET /api/health/?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe(JSON.stringify({ detail: MSG.headersTooLarge }));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGuardedPath } from './access.js';
import { ADMIN, createTestApp, type TestApp } from './test/harness.js';
import { allRoutes, concrete, type Route } from './test/routes.js';

/**
 * What an attacker or a broken client sends to every route, as the SuperAdmin (who passes every permission
 * check, so the input itself is what is tested): the answer is a 4xx, never a 5xx. Sign-in routes are left out
 * (a garbage logout would end the session the test uses) and so are the live sockets, which answer only upgrades.
 */
const LEFT_OUT = (route: Route) => route.url.startsWith('/api/auth/') || route.url.startsWith('/api/docs') || route.url.startsWith('/ws/');

/** Identifiers no row can have: past PostgreSQL's integer, negative, a NUL, a float, a word. */
const HOSTILE_IDS = ['2147483648', '99999999999999999999', '-1', '%00', '1.5', 'abc'];

const NUL = 'a\u0000b';
/** Bodies of the wrong shape, with NUL characters, with identifiers past the integer range. */
const HOSTILE_JSON: string[] = [
  '[]',
  '"texto"',
  '{"a":',
  JSON.stringify({ name: NUL, nombre: NUL, first_name: NUL, descripcion: NUL, body: NUL, motivo: NUL, search: NUL, text: NUL, message: NUL }),
  JSON.stringify({
    id: 2147483648, campaign: 2147483648, contact: 99999999999999999999, template: 2147483648, campaign_broadcast: 2147483648,
    grupo_contacto_id: [2147483648], agent: 2147483648, ids: [2147483648], leads: [{ contact: 2147483648 }],
  }),
];

/** A multipart body cut short: a file part that never ends. */
const BROKEN_MULTIPART = {
  headers: { 'content-type': 'multipart/form-data; boundary=limite' },
  payload: '--limite\r\nContent-Disposition: form-data; name="file"; filename="datos.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\nPK\u0003\u0004basura',
};

let t: TestApp;
let admin: string;
let routes: Route[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN.username, ADMIN.password);
  routes = allRoutes(t.app.printRoutes({ commonPrefix: false }))
    .filter((r) => isGuardedPath(r.url) && !LEFT_OUT(r) && r.method !== 'HEAD' && r.method !== 'OPTIONS');
  expect(routes.length).toBeGreaterThan(200);
}, 300_000);
afterAll(() => t.close());

const failed = (route: Route, what: string, status: number) => `${route.method} ${route.url} (${what}) -> ${status}`;
/** Every status seen: a signed-in SuperAdmin is never refused as signed out, so the input reached the routes. */
const seen = new Set<number>();
afterAll(() => {
  expect(seen.has(401)).toBe(false);
  expect(seen).toContain(400);
  expect(seen).toContain(404);
});

describe('hostile input on every route', () => {
  it('answers identifiers no row can have with a 4xx', async () => {
    const broken: string[] = [];
    for (const route of routes.filter((r) => r.url.includes(':'))) {
      for (const id of HOSTILE_IDS) {
        const res = await t.request(admin, { method: route.method as 'GET', url: concrete(route.url, id), payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
        seen.add(res.statusCode);
        if (res.statusCode >= 500) broken.push(failed(route, id, res.statusCode));
      }
    }
    expect(broken).toEqual([]);
  }, 600_000);

  it('answers bodies of the wrong shape, with NUL characters or huge identifiers, and broken multipart with a 4xx', async () => {
    const broken: string[] = [];
    // Bodies go to routes that take them; a parameter is an id no row has, so nothing found is changed.
    for (const route of routes.filter((r) => r.method === 'POST' || r.method === 'PATCH' || r.method === 'PUT')) {
      const url = concrete(route.url, '2000000000');
      for (const [index, text] of HOSTILE_JSON.entries()) {
        const res = await t.request(admin, { method: route.method as 'POST', url, headers: { 'content-type': 'application/json' }, payload: text });
        seen.add(res.statusCode);
        if (res.statusCode >= 500) broken.push(failed(route, `json ${index}`, res.statusCode));
      }
      const res = await t.request(admin, { method: route.method as 'POST', url, ...BROKEN_MULTIPART });
      seen.add(res.statusCode);
      if (res.statusCode >= 500) broken.push(failed(route, 'multipart', res.statusCode));
    }
    expect(broken).toEqual([]);
  }, 600_000);

  it('answers NUL characters and huge numbers in the query string with a 4xx', async () => {
    const broken: string[] = [];
    const query = 'search=a%00b&limit=2147483648&offset=-1&campaign=99999999999999999999&fecha_inicio=%00&agents=1,%00';
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const res = await t.request(admin, { method: 'GET', url: `${concrete(route.url, '2000000000')}?${query}` });
      seen.add(res.statusCode);
      if (res.statusCode >= 500) broken.push(failed(route, 'query', res.statusCode));
    }
    expect(broken).toEqual([]);
  }, 600_000);
});

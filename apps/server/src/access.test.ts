import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@atiende/shared';
import { isGuardedPath } from './access.js';
import { ADMIN, createTestApp, type TestApp } from './test/harness.js';
import { allRoutes, concrete, type Route } from './test/routes.js';

/** The only routes under /api or /ws that answer without a signed-in user. */
const PUBLIC_ROUTES = [
  'POST /api/auth/login',
  'POST /api/auth/token/refresh',
  'POST /api/auth/logout',
  'POST /api/users/register',
  'GET /api/users/register',
  'HEAD /api/users/register',
  'GET /api/health',
  'HEAD /api/health',
  // Providers call the webhooks; each is guarded by its own proof (signature or secret header) instead.
  'GET /api/webhooks/whatsapp/:id',
  'HEAD /api/webhooks/whatsapp/:id',
  'POST /api/webhooks/whatsapp/:id',
  'GET /api/webhooks/messenger/:id',
  'HEAD /api/webhooks/messenger/:id',
  'POST /api/webhooks/messenger/:id',
  'POST /api/webhooks/telegram/:id',
  // A contact answers a whatsapp or general survey through its link; the unguessable token is the guard.
  'GET /api/survey/publica/:token',
  'HEAD /api/survey/publica/:token',
  'POST /api/survey/publica/:token',
  // The public contact form (¡Contáctanos!); limited per address and guarded by a honeypot field.
  'POST /api/leads/event',
];
const isPublic = (route: Route) =>
  route.url.startsWith('/api/docs') || PUBLIC_ROUTES.includes(`${route.method} ${route.url.replace(/\/$/, '')}`);

let t: TestApp;
let routes: Route[];
beforeAll(async () => {
  t = await createTestApp();
  routes = allRoutes(t.app.printRoutes({ commonPrefix: false })).filter((r) => isGuardedPath(r.url));
});
afterAll(() => t.close());

describe('route access', () => {
  it('finds the routes of the app', () => {
    expect(routes).toContainEqual({ method: 'GET', url: '/api/me' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/auth/login' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/docs/json' });
    expect(routes.length).toBeGreaterThan(15);
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const unguarded: string[] = [];
    for (const route of routes.filter((r) => !isPublic(r))) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      const refused = res.statusCode === 401 && (route.method === 'HEAD' || res.json().detail === MSG.notAuthenticated);
      if (!refused) unguarded.push(`${route.method} ${route.url} -> ${res.statusCode}`);
    }
    expect(unguarded).toEqual([]);
  });

  it('answers 401 to a forged token on every route that is not public', async () => {
    const unguarded: string[] = [];
    for (const route of routes.filter((r) => !isPublic(r))) {
      const res = await t.request('abc.def.ghi', { method: route.method as 'GET', url: concrete(route.url) });
      if (res.statusCode !== 401) unguarded.push(`${route.method} ${route.url} -> ${res.statusCode}`);
    }
    expect(unguarded).toEqual([]);
  });
});

describe('request limits and unknown paths', () => {
  it('answers 413 with a Spanish detail to a 12 MB JSON body on every route that takes one', async () => {
    const token = await t.login(ADMIN.username, ADMIN.password);
    const payload = JSON.stringify({ data: 'x'.repeat(12 * 1024 * 1024) });
    const withBody = routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    expect(withBody.length).toBeGreaterThan(3);
    const accepted: string[] = [];
    for (const route of withBody) {
      const res = await t.request(token, {
        method: route.method as 'POST', url: concrete(route.url), payload, headers: { 'content-type': 'application/json' },
      });
      if (res.statusCode !== 413 || res.json().detail !== MSG.bodyTooLarge) accepted.push(`${route.method} ${route.url} -> ${res.statusCode}`);
    }
    expect(accepted).toEqual([]);
  });

  it('answers 404 JSON with a detail for an unknown API path, signed in or not', async () => {
    const token = await t.login(ADMIN.username, ADMIN.password);
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/no-existe/' }),
      await t.request(token, { method: 'POST', url: '/api/no-existe/tampoco/', payload: {} }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ detail: MSG.routeNotFound });
    }
  });
});

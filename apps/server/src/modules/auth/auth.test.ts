import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@atiende/shared';
import { ADMIN, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function refreshCookie(res: { cookies: { name: string; value: string }[] }): string {
  const cookie = res.cookies.find((c) => c.name === 'atiende_refresh');
  if (!cookie) throw new Error('sin cookie de refresco');
  return cookie.value;
}

describe('sign-in', () => {
  it('answers the access token and sets an httpOnly SameSite refresh cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: ADMIN });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['access']);
    const cookie = res.cookies.find((c) => c.name === 'atiende_refresh')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
  });

  it('refuses wrong credentials with a Spanish detail', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username: ADMIN.username, password: 'mala' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: MSG.badCredentials });
  });

  it('reports missing fields under each field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: [MSG.required], password: [MSG.required] });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t.callWithJsonText(null, 'POST', '/api/auth/login/', '{"username": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: MSG.malformedJson });
  });

  it('throttles an account from one address after 10 failures in 15 minutes', async () => {
    const user = await t.userWithRole('Agente');
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username: user.username, password: 'x' } });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username: user.username, password: 'Clave1234*' } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: MSG.tooManyAttempts });
  });

  it('counts parallel guesses atomically, and still lets the owner in from another address', async () => {
    const user = await t.userWithRole('Agente');
    const guesses = await Promise.all(Array.from({ length: 40 }, () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username: user.username, password: 'adivina' }, remoteAddress: '198.51.100.7' })));
    const statuses = guesses.map((g) => g.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    const owner = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username: user.username, password: 'Clave1234*' }, remoteAddress: '192.0.2.44' });
    expect(owner.statusCode).toBe(200);
  });

  it('does not count successful sign-ins against an address shared by many agents', async () => {
    for (let i = 0; i < 60; i++) {
      const user = await t.userWithRole('Agente');
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username: user.username, password: 'Clave1234*' }, remoteAddress: '203.0.113.50' });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token and revokes the session when an old one is reused', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: ADMIN });
    const first = refreshCookie(login);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', cookies: { atiende_refresh: first } });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshCookie(refreshed);
    expect(second).not.toBe(first);
    const access = refreshed.json().access as string;
    expect((await t.request(access, { method: 'GET', url: '/api/me/' })).statusCode).toBe(200);

    // Past the grace for tabs refreshing together, a token presented again is taken as stolen.
    await t.database.db.execute(sql`update refresh_tokens set used_at = now() - interval '11 seconds' where used_at is not null`);
    const reuse = await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', cookies: { atiende_refresh: first } });
    expect(reuse.statusCode).toBe(401);
    const afterReuse = await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', cookies: { atiende_refresh: second } });
    expect(afterReuse.statusCode).toBe(401);
    expect((await t.request(access, { method: 'GET', url: '/api/me/' })).statusCode).toBe(401);
  });

  it('answers the same token presented twice within seconds with the same new token, as tabs refresh together', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: ADMIN });
    const first = refreshCookie(login);
    const answers = await Promise.all([1, 2, 3].map(() =>
      t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', cookies: { atiende_refresh: first } })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const successors = new Set(answers.map(refreshCookie));
    expect(successors.size).toBe(1);
    const [successor] = [...successors];
    for (const answer of answers) {
      expect((await t.request(answer.json().access as string, { method: 'GET', url: '/api/me/' })).statusCode).toBe(200);
    }
    const next = await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', cookies: { atiende_refresh: successor! } });
    expect(next.statusCode).toBe(200);
    expect(refreshCookie(next)).not.toBe(successor);
  });

  it('logout answers 205, clears the cookie and ends the session', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: ADMIN });
    const cookie = refreshCookie(login);
    const access = login.json().access as string;
    const res = await t.request(access, { method: 'POST', url: '/api/auth/logout/', cookies: { atiende_refresh: cookie } });
    expect(res.statusCode).toBe(205);
    expect(res.cookies.find((c) => c.name === 'atiende_refresh')?.value).toBe('');
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', cookies: { atiende_refresh: cookie } });
    expect(refresh.statusCode).toBe(401);
    expect((await t.request(access, { method: 'GET', url: '/api/me/' })).statusCode).toBe(401);
  });
});

describe('calls the session cookie authenticates', () => {
  const OWN = 'http://localhost';
  const signIn = async () => refreshCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: ADMIN }));
  const cookieCall = (url: string, cookie: string, headers: Record<string, string>, payload?: string) =>
    t.app.inject({ method: 'POST', url, cookies: { atiende_refresh: cookie }, headers, payload });

  it('are refused with 403 from a page of another site, by its Origin or else its Referer, and the session goes on', async () => {
    const cookie = await signIn();
    const foreign: Record<string, string>[] = [
      { origin: 'https://atacante.example', 'content-type': 'text/plain' },
      { origin: 'https://atacante.example' },
      { origin: 'null', 'content-type': 'text/plain' },
      { referer: 'https://atacante.example/pagina', 'content-type': 'text/plain' },
      { origin: 'http://localhost.atacante.example' },
    ];
    for (const url of ['/api/auth/logout/', '/api/auth/token/refresh/']) {
      for (const headers of foreign) {
        const res = await cookieCall(url, cookie, headers, headers['content-type'] ? 'x' : undefined);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json()).toEqual({ detail: MSG.foreignOrigin });
      }
    }
    const still = await cookieCall('/api/auth/token/refresh/', cookie, { origin: OWN });
    expect(still.statusCode, still.body).toBe(200);
  });

  it('are refused with 415 when they carry a body that is not JSON, even from this server', async () => {
    const cookie = await signIn();
    for (const url of ['/api/auth/logout/', '/api/auth/token/refresh/']) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const res = await cookieCall(url, cookie, { origin: OWN, 'content-type': type }, 'a=1');
        expect(res.statusCode, `${url} ${type}`).toBe(415);
        expect(res.json()).toEqual({ detail: MSG.unsupportedMedia });
      }
    }
    expect((await cookieCall('/api/auth/token/refresh/', cookie, { referer: `${OWN}/contacts` })).statusCode).toBe(200);
  });

  it('work from a page of this server, from an allowed origin, and from clients that are not pages', async () => {
    let cookie = await signIn();
    const refresh = async (headers: Record<string, string>, payload?: string) => {
      const res = await cookieCall('/api/auth/token/refresh/', cookie, headers, payload);
      expect(res.statusCode, `${JSON.stringify(headers)} ${res.body}`).toBe(200);
      cookie = refreshCookie(res);
    };
    await refresh({ origin: OWN });
    await refresh({ origin: OWN, 'content-type': 'application/json; charset=utf-8' }, '{}');
    await refresh({});
    t.app.config.allowedOrigins.push('https://crm.atiende.example');
    try {
      await refresh({ origin: 'https://crm.atiende.example' });
    } finally {
      t.app.config.allowedOrigins.pop();
    }
    const out = await cookieCall('/api/auth/logout/', cookie, { origin: OWN });
    expect(out.statusCode).toBe(205);
  });
});

describe('profile', () => {
  it('returns the profile without any password', async () => {
    const token = await t.login(ADMIN.username, ADMIN.password);
    const res = await t.request(token, { method: 'GET', url: '/api/me/' });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({ username: ADMIN.username, groups: ['SuperAdmin'], status: 'CONECTADO' });
    expect(me.modules.map((m: { name: string }) => m.name)).toContain('User');
    expect(res.body).not.toMatch(/password/i);
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/' })).statusCode).toBe(401);
    expect((await t.request('abc.def.ghi', { method: 'GET', url: '/api/me/' })).statusCode).toBe(401);
  });
});

describe('health', () => {
  it('answers ok with the database answering', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', respaldo: { ultimo: null, estado: 'pendiente', archivo: null } });
  });
});

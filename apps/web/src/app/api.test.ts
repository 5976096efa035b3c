import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type ApiModule = typeof import('./api');

/** The server as the browser's fetch sees it: every refresh hands out the next token. */
function fakeServer() {
  const seen: string[] = [];
  let issued = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    seen.push(url);
    if (url.includes('/auth/token/refresh/')) {
      issued += 1;
      return new Response(JSON.stringify({ access: `token${issued}` }), { status: 200 });
    }
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetchMock, refreshes: () => seen.filter((u) => u.includes('/auth/token/refresh/')).length, calls: () => seen.filter((u) => !u.includes('/auth/')).length };
}

/** A fresh copy of the module, as a new tab of the same browser has. */
async function openTab(): Promise<ApiModule> {
  vi.resetModules();
  return import('./api');
}

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('access token refresh', () => {
  it('gets a token once before the first calls of a page load, instead of after a burst of 401s', async () => {
    const tab = await openTab();
    await Promise.all([tab.api('/uno/'), tab.api('/dos/'), tab.api('/tres/')]);
    expect(server.refreshes()).toBe(1);
    expect(server.calls()).toBe(3);
    expect(tab.getAccessToken()).toBe('token1');
  });

  it('hands the token one tab refreshed to the other tabs, which then need no refresh of their own', async () => {
    const first = await openTab();
    const second = await openTab();
    await first.refreshAccessToken();
    await vi.waitFor(() => expect(second.getAccessToken()).toBe('token1'));
    await second.api('/lista/');
    expect(server.refreshes()).toBe(1);
  });
});

/** A token shaped like the server's: its payload carries iat and exp (seconds) on the server's clock. */
function token(iat: number, lifetimeSeconds = 900): string {
  const payload = btoa(JSON.stringify({ sub: 1, iat, exp: iat + lifetimeSeconds })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.firma`;
}

/** A server whose tokens last 15 minutes and that answers 401 to an expired one; `skewSeconds` sets its clock apart. */
function expiringServer(skewSeconds = 0) {
  const answers: { url: string; status: number }[] = [];
  const serverNow = () => Math.floor(Date.now() / 1000) + skewSeconds;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    let status = 200;
    let body: unknown = {};
    if (url.includes('/auth/token/refresh/')) body = { access: token(serverNow()) };
    else {
      const bearer = (init?.headers as Record<string, string> | undefined)?.authorization?.replace('Bearer ', '') ?? '';
      const exp = bearer ? (JSON.parse(atob(bearer.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number }).exp : 0;
      if (exp <= serverNow()) status = 401;
    }
    answers.push({ url, status });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return {
    fetchMock,
    refreshes: () => answers.filter((a) => a.url.includes('/auth/token/refresh/')).length,
    unauthorized: () => answers.filter((a) => a.status === 401).length,
  };
}

describe('an access token past its lifetime', () => {
  afterEach(() => vi.useRealTimers());

  it('is refreshed once before the calls of a tab left open, instead of after a burst of 401s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fake = expiringServer();
    vi.stubGlobal('fetch', fake.fetchMock);
    const tab = await openTab();
    await Promise.all([tab.api('/uno/'), tab.api('/dos/')]);
    expect(fake.refreshes()).toBe(1);
    vi.setSystemTime(Date.now() + 16 * 60_000);
    await Promise.all([tab.api('/uno/'), tab.api('/dos/'), tab.api('/tres/')]);
    expect(fake.unauthorized()).toBe(0);
    expect(fake.refreshes()).toBe(2);
  });

  it('is counted from when the tab received it, so a browser clock set wrong does not refresh before every call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The server's clock an hour ahead of the browser's: its iat and exp look far in the future here.
    const fake = expiringServer(3600);
    vi.stubGlobal('fetch', fake.fetchMock);
    const tab = await openTab();
    await tab.api('/uno/');
    vi.setSystemTime(Date.now() + 5 * 60_000);
    await Promise.all([tab.api('/dos/'), tab.api('/tres/')]);
    expect(fake.refreshes()).toBe(1);
    expect(fake.unauthorized()).toBe(0);
  });
});

describe('API errors', () => {
  it('carry the stable code of the x-error-code header beside the Spanish message', async () => {
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).includes('/auth/token/refresh/')) return new Response(JSON.stringify({ access: 't' }), { status: 200 });
      return new Response(JSON.stringify({ nombre: ['Ya existe un rol con este nombre.'] }), { status: 400, headers: { 'x-error-code': 'duplicate' } });
    }));
    const tab = await openTab();
    const error = await tab.api('/roles/', { method: 'POST', body: { nombre: 'X' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(tab.ApiError);
    expect((error as InstanceType<ApiModule['ApiError']>).code).toBe('duplicate');
    expect((error as InstanceType<ApiModule['ApiError']>).fields).toEqual({ nombre: ['Ya existe un rol con este nombre.'] });
  });
});

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

import { ERROR_CODE_HEADER, MSG, type ErrorCode } from '@atiende/shared';
import { clearStoredUser } from './session-store';

/**
 * An error answered by the API: `fields` holds per-field messages, `detail` a general one, and `code`
 * the stable code to react to ('duplicate', 'window_closed', 'provider_failed'…) without reading text.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly code: ErrorCode | null = null,
  ) {
    super(detailOf(body) ?? MSG.internal);
  }
  get detail(): string | undefined {
    return detailOf(this.body);
  }
  get fields(): Record<string, string[]> {
    if (!this.body || typeof this.body !== 'object' || 'detail' in this.body) return {};
    return this.body as Record<string, string[]>;
  }
}

const errorCodeOf = (res: Response) => res.headers.get(ERROR_CODE_HEADER) as ErrorCode | null;

function detailOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') return body.detail;
  return undefined;
}

let accessToken: string | null = null;
let refreshing: Promise<boolean> | null = null;
/** When this tab last received a token, from its own refresh or from another tab's. */
let tokenReceivedAt = 0;
/** When the current token stops being accepted, on this browser's clock; null when unknown. */
let tokenExpiresAt: number | null = null;
/** Refresh this long before the token's end, so that it does not lapse between the check and the call. */
const EXPIRY_MARGIN_MS = 10_000;

/**
 * The token's lifetime (exp − iat of its payload, set by the server's clock) counted from when this tab
 * received it: a browser clock set wrong does not make every token look expired.
 */
function lifetimeOf(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown; iat?: unknown };
    return typeof payload.exp === 'number' && typeof payload.iat === 'number' ? (payload.exp - payload.iat) * 1000 : null;
  } catch {
    return null;
  }
}

function receiveToken(token: string): void {
  accessToken = token;
  tokenReceivedAt = Date.now();
  const lifetime = lifetimeOf(token);
  tokenExpiresAt = lifetime === null ? null : tokenReceivedAt + lifetime;
}

/** No token yet (a page just loaded), or one that has outlived its lifetime (a tab left open). */
export function needsToken(): boolean {
  return !accessToken || (tokenExpiresAt !== null && Date.now() >= tokenExpiresAt - EXPIRY_MARGIN_MS);
}

const REFRESH_LOCK = 'atiende-refresh';
const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('atiende-session');
tabs?.addEventListener('message', (event: MessageEvent<{ access?: string }>) => {
  if (typeof event.data?.access !== 'string') return;
  receiveToken(event.data.access);
});

export function setAccessToken(token: string | null): void {
  if (token) receiveToken(token);
  else {
    accessToken = null;
    tokenExpiresAt = null;
  }
}
export function getAccessToken(): string | null {
  return accessToken;
}

async function refreshFromServer(): Promise<boolean> {
  const res = await fetch('/api/auth/token/refresh/', { method: 'POST', credentials: 'same-origin' });
  if (!res.ok) return false;
  setAccessToken(((await res.json()) as { access: string }).access);
  tabs?.postMessage({ access: accessToken });
  return true;
}

/**
 * One refresh at a time, in this tab and across the tabs of the browser: concurrent 401s wait for the
 * same rotation, and a tab that waited while another refreshed takes the token it was handed.
 */
export function refreshAccessToken(): Promise<boolean> {
  if (refreshing) return refreshing;
  const askedAt = Date.now();
  const refreshOnce = async (): Promise<boolean> => (tokenReceivedAt > askedAt && !needsToken() ? true : refreshFromServer());
  const run = (): Promise<boolean> =>
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request(REFRESH_LOCK, () => refreshOnce()).then((done) => done)
      : refreshOnce();
  const shared = run().catch(() => false).finally(() => {
    refreshing = null;
  });
  refreshing = shared;
  return shared;
}

export const RETURN_TO_KEY = 'atiende.returnTo';

function sendToLogin(): void {
  clearStoredUser();
  accessToken = null;
  const here = window.location.pathname + window.location.search;
  if (window.location.pathname !== '/login') {
    sessionStorage.setItem(RETURN_TO_KEY, here);
    window.location.assign('/login');
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Return the raw Response (downloads). */
  raw?: boolean;
  /** Do not refresh and redirect on 401 (sign-in itself). */
  anonymous?: boolean;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  return fetch(buildUrl(path, options.query), { method: options.method ?? 'GET', headers, body, credentials: 'same-origin' });
}

/** Calls the API. On a 401 it refreshes once and repeats once; if that fails, back to /login. */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  // A page just loaded has no access token yet, and a tab left open may hold an expired one: get one first
  // rather than collect a burst of 401s (one per call the screen makes) and then repeat every call.
  if (needsToken() && !options.anonymous) await refreshAccessToken();
  let res = await send(path, options);
  if (res.status === 401 && !options.anonymous) {
    if (await refreshAccessToken()) res = await send(path, options);
    if (res.status === 401) {
      sendToLogin();
      throw new ApiError(401, await res.json().catch(() => ({ detail: MSG.notAuthenticated })), errorCodeOf(res));
    }
  }
  if (!res.ok) throw new ApiError(res.status, await res.json().catch(() => ({ detail: MSG.internal })), errorCodeOf(res));
  if (options.raw) return res as T;
  if (res.status === 204 || res.status === 205) return undefined as T;
  return (await res.json()) as T;
}

/** Downloads a file answered by the API under the given name; with `postBody`, what a POST of that body answers. */
export async function download(path: string, filename: string, query?: RequestOptions['query'], postBody?: unknown): Promise<void> {
  const res = await api<Response>(path, { query, raw: true, ...(postBody === undefined ? {} : { method: 'POST', body: postBody }) });
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

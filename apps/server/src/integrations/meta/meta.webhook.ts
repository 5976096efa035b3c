import { createHmac, timingSafeEqual } from 'node:crypto';
import { ProviderError, type Provider } from '../provider-error.js';

/** True when `X-Hub-Signature-256` is the HMAC-SHA256 of the raw body with the app secret (WhatsApp and Messenger). */
export function validMetaSignature(rawBody: Buffer | string, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=') || !appSecret) return false;
  const expected = Buffer.from(createHmac('sha256', appSecret).update(rawBody).digest('hex'));
  const given = Buffer.from(header.slice('sha256='.length));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The signature header Meta sends with a body. */
export const metaSignature = (rawBody: Buffer | string, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

/** The challenge to echo for a subscription check, or null when the verify token does not match. */
export function metaChallenge(query: Record<string, unknown>, verifyToken: string): string | null {
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (query['hub.mode'] !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string' || !verifyToken) return null;
  const a = Buffer.from(token);
  const b = Buffer.from(verifyToken);
  return a.length === b.length && timingSafeEqual(a, b) ? challenge : null;
}

interface GraphErrorBody {
  error?: { message?: string; code?: number; error_subcode?: number; error_data?: { details?: string } };
}

const RATE_LIMIT_CODES = new Set([4, 80007, 130429, 131048, 131056]);

/** The Graph error envelope as one provider error: a closed 24-hour window, a rate limit, or a failure. */
export function graphError(provider: Provider, status: number, body: unknown): ProviderError {
  const error = (body as GraphErrorBody | null)?.error;
  const code = error?.code;
  const detail = `${status} ${code ?? ''}/${error?.error_subcode ?? ''} ${error?.message ?? ''} ${error?.error_data?.details ?? ''}`.trim();
  const shown = typeof code === 'number' ? String(code) : `HTTP ${status}`;
  if (code === 131047 || (code === 10 && error?.error_subcode === 2018278)) return new ProviderError(provider, 'window_closed', detail, false, undefined, shown);
  if (status === 429 || (code !== undefined && RATE_LIMIT_CODES.has(code))) return new ProviderError(provider, 'rate_limited', detail, true, undefined, shown);
  return new ProviderError(provider, 'provider_failed', detail, status >= 500, undefined, shown);
}

import { MediaUnavailable } from './channel.js';
import { ProviderError, providerFetch, type Provider } from './provider-error.js';

/** Meta's CDN, where Messenger attachments live (scontent-*.xx.fbcdn.net, lookaside.fbsbx.com, cdn.fbsbx.com…). */
const META_CDN = /(^|\.)(fbcdn\.net|fbsbx\.com)$/i;
const MAX_REDIRECTS = 3;

/** An address the server may fetch for a channel: Meta's CDN over https, or the channel's own API origin. */
export function allowedMediaUrl(address: string, apiUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:' && META_CDN.test(url.hostname)) return true;
  try {
    return url.origin === new URL(apiUrl).origin;
  } catch {
    return false;
  }
}

/**
 * GETs a file from an allowed address, following redirects only while they stay allowed; anything else
 * is MediaUnavailable, so the server never fetches where a sender points it.
 */
export async function fetchAllowedFile(provider: Provider, address: string, apiUrl: string): Promise<{ bytes: Buffer; mimeType: string | null }> {
  let current = address;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (!allowedMediaUrl(current, apiUrl)) throw new MediaUnavailable(`dirección no permitida: ${current.slice(0, 120)}`);
    const res = await providerFetch(provider, current, { redirect: 'manual' });
    if (res.status >= 300 && res.status < 400) {
      const location = res.headers.get('location');
      if (!location) break;
      current = new URL(location, current).toString();
      continue;
    }
    if (!res.ok) throw new ProviderError(provider, 'provider_failed', `descarga ${res.status}`, res.status >= 500);
    return { bytes: Buffer.from(await res.arrayBuffer()), mimeType: res.headers.get('content-type') };
  }
  throw new MediaUnavailable('demasiadas redirecciones');
}

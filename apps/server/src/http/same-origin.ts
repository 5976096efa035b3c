import type { FastifyRequest } from 'fastify';
import { MSG } from '@atiende/shared';
import { AppError, forbidden } from '../errors.js';

const JSON_CONTENT_TYPE = /^application\/json\s*(?:;|$)/i;

/** Whether an Origin or Referer names this server: the host the request reached, or an origin the configuration allows. */
function isOwnOrigin(source: string, request: FastifyRequest): boolean {
  const origin = URL.canParse(source) ? new URL(source) : null;
  if (!origin || origin.origin === 'null') return false;
  // The request's host read with the Origin's scheme, so that 'localhost:80' and http://localhost compare equal.
  const ownHost = `${origin.protocol}//${request.host}`;
  return (URL.canParse(ownHost) && new URL(ownHost).host === origin.host) || request.server.config.allowedOrigins.includes(origin.origin);
}

/**
 * Guards the calls the session cookie authenticates (refresh, sign-out). A browser attaches that cookie to a
 * request another site makes, so SameSite is not left as the only guard: the call is refused (403) when its
 * Origin, or without one its Referer, is another site, and (415) when it carries a body that is not JSON, which
 * a cross-site form or a plain fetch could send without asking first. A request with neither header does not
 * come from a page of another site.
 */
export async function sameOriginCookieCall(request: FastifyRequest): Promise<void> {
  const source = request.headers.origin ?? request.headers.referer;
  if (source !== undefined && !isOwnOrigin(source, request)) throw forbidden(MSG.foreignOrigin);
  const contentType = request.headers['content-type'];
  if (contentType !== undefined && !JSON_CONTENT_TYPE.test(contentType)) {
    throw new AppError(415, MSG.unsupportedMedia, undefined, 'unsupported_media');
  }
}

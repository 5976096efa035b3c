/**
 * Stable codes of the errors the API answers, sent in the `x-error-code` header beside the Spanish
 * message, so a client reacts to what happened without reading the text.
 */
export const ERROR_CODES = [
  'validation', 'invalid_request', 'malformed', 'unauthorized', 'forbidden', 'pending_approval', 'module_disabled',
  'not_found', 'duplicate', 'conflict', 'rate_limited', 'too_large', 'unsupported_media', 'url_too_long',
  'headers_too_large', 'unavailable', 'not_configured', 'window_closed', 'provider_failed', 'suppressed', 'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_CODE_HEADER = 'x-error-code';

/** The code a status stands for when nothing more precise is known. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'invalid_request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'too_large';
  if (status === 414) return 'url_too_long';
  if (status === 415) return 'unsupported_media';
  if (status === 429) return 'rate_limited';
  if (status === 431) return 'headers_too_large';
  if (status === 503) return 'unavailable';
  return status >= 500 ? 'internal' : 'invalid_request';
}

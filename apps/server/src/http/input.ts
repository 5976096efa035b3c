import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { ERROR_CODE_HEADER, MSG, type ErrorCode } from '@atiende/shared';
import { AppError } from '../errors.js';

const NUL = /\u0000/g;

/**
 * The value with every NUL character removed from its texts, at any depth. PostgreSQL cannot store
 * NUL in text, and no user types one: it only comes from broken or hostile clients.
 */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return value.replace(NUL, '') as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (value && typeof value === 'object' && isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [withoutNul(k), withoutNul(v)])) as T;
  }
  return value;
}

/** Objects parsed from JSON or a query string (the parser's objects inherit from a prototype-less object). */
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/**
 * How deeply a JSON body may nest arrays and objects. No form of the app goes past a handful of levels;
 * thousands of levels would overflow the stack of any recursive walk (the NUL scrub, validation).
 */
export const MAX_JSON_DEPTH = 64;

/** Whether the parsed value nests deeper than MAX_JSON_DEPTH, measured level by level, never by recursion. */
export function nestsTooDeep(value: unknown): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; ; depth += 1) {
    const containers = level.filter((item): item is object => typeof item === 'object' && item !== null);
    if (containers.length === 0) return false;
    if (depth === MAX_JSON_DEPTH) return true;
    level = containers.flatMap((container) => Object.values(container));
  }
}

const tooDeep = () => new AppError(400, MSG.jsonTooDeep, undefined, 'malformed');

/**
 * JSON text (or its bytes) parsed, refusing malformed or too deeply nested JSON with a Spanish 400, its texts without
 * NUL. For the routes that read their raw body themselves; every other JSON body gets the same from the hook below.
 */
export function parseJsonLimited(text: string | Buffer): unknown {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.isBuffer(text) ? text.toString('utf8') : text);
  } catch {
    throw new AppError(400, MSG.malformedJson, undefined, 'malformed');
  }
  if (nestsTooDeep(value)) throw tooDeep();
  return withoutNul(value);
}

/** Cleans every request's path parameters, query and JSON body before validation; a body nested too deeply is refused first. */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    request.params = withoutNul(request.params);
    request.query = withoutNul(request.query);
    if (request.body && !Buffer.isBuffer(request.body)) {
      if (nestsTooDeep(request.body)) throw tooDeep();
      request.body = withoutNul(request.body);
    }
  });
}

/** Errors Fastify raises before a route is found, answered in Spanish like every other error. */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).header(ERROR_CODE_HEADER, 'url_too_long').send({ detail: MSG.urlTooLong });
    return;
  }
  void reply.code(400).header(ERROR_CODE_HEADER, 'malformed').send({ detail: MSG.invalidUrl });
}

const CLIENT_ERRORS: Record<string, [number, string, ErrorCode]> = {
  HPE_HEADER_OVERFLOW: [431, MSG.headersTooLarge, 'headers_too_large'],
  HPE_URI_TOO_LONG: [414, MSG.urlTooLong, 'url_too_long'],
};

/** Requests Node's HTTP parser refuses (huge headers or URL, broken framing): a Spanish JSON answer, then close. */
export function clientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, detail, code] = CLIENT_ERRORS[error.code ?? ''] ?? [400, MSG.invalidInput, 'malformed'];
  const body = JSON.stringify({ detail });
  const reason = status === 431 ? 'Request Header Fields Too Large' : status === 414 ? 'URI Too Long' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n${ERROR_CODE_HEADER}: ${code}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

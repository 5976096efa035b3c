import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import {
  hasZodFastifySchemaValidationErrors, jsonSchemaTransform, serializerCompiler, validatorCompiler,
} from 'fastify-type-provider-zod';
import { codeForStatus, ERROR_CODE_HEADER, ERROR_CODES, MAX_BODY_BYTES, MSG, type ErrorCode } from '@atiende/shared';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { App } from './app.types.js';
import { AppError } from './errors.js';
import { describeCause, isDatabaseUnavailable } from './db/availability.js';
import { accessControl } from './access.js';
import { clientError, frameworkError, registerInputHygiene } from './http/input.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { redactingLogger } from './http/log-redaction.js';
import { RealtimeHub } from './realtime/hub.js';
import { startEventFanout } from './events/events.js';
import { apiModules, moduleEventListeners, socketModules } from './modules/index.js';
import { registerChannelSimulator } from './simulator/simulator.routes.js';


export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: redactingLogger(logger),
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'] : randomUUID()),
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });
  registerInputHygiene(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const hub = new RealtimeHub(database);
  app.decorate('hub', hub);
  await hub.start();
  app.addHook('onClose', () => hub.stop());
  const stopEvents = await startEventFanout(app, moduleEventListeners);
  app.addHook('onClose', () => stopEvents());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setErrorHandler(errorHandler);
  await registerSecurityHeaders(app, config.secureCookies);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_BODY_BYTES, files: 1 }, throwFileSizeLimit: true });
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_BODY_BYTES * 2 } });
  await registerDocs(app);
  await app.register(accessControl);

  await app.register(
    async (api) => {
      for (const register of apiModules) await api.register(register);
    },
    { prefix: '/api' },
  );
  for (const register of socketModules) await app.register(register);
  // The stand-in for the Graph and Bot APIs (/sim/, /api/sim/): on with the embedded database, or CHANNEL_SIMULATOR=true.
  if (config.channelSimulator) await registerChannelSimulator(app);
  await registerWebApp(app, config.webDistDir, config.channelSimulator);
  return app;
}

async function registerDocs(app: App): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Atiende API', version: '1.0.0',
        description: 'API del CRM de contact center Atiende. Toda respuesta de error lleva la cabecera x-error-code con un código estable '
          + `(${ERROR_CODES.join(', ')}) junto al mensaje en español.`,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The documentation is public by intent: mark its routes before the access check sees them.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}

/** A year: the longest a browser keeps a file; a hashed bundle never changes under its name. */
const HASHED_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/** The simulator's addresses: the stand-ins under /sim/ and the customer's page. */
const SIMULATOR_PATH = /^\/(?:sim|simulador)(?:[/?#]|$)/;
/** Precompressed copies are chosen by the server from Accept-Encoding; they are not addresses of their own. */
const isCompressedCopy = (pathname: string) => /\.(?:br|gz)$/.test(pathname);

/**
 * Serves the built browser app, with index.html for every client route. The build writes a Brotli (.br) and a
 * gzip (.gz) copy beside each file (apps/web/scripts/precompress.mjs): the one the request accepts is sent,
 * with Content-Encoding and Vary: Accept-Encoding. Hashed bundles under /assets/ are cached for a year as
 * immutable; index.html and the other unhashed files are revalidated on every use (no-cache, ETag).
 * With the simulator off, its addresses are not found rather than the app's page.
 */
async function registerWebApp(app: App, distDir: string, simulatorOn: boolean): Promise<void> {
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    // Hashed bundles are looked up on each request, so a rebuilt web app is served without a restart.
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'assets'), prefix: '/assets/', wildcard: true, index: false,
      preCompressed: true, maxAge: HASHED_MAX_AGE_MS, immutable: true,
      allowedPath: (pathname) => !isCompressedCopy(pathname),
    });
    // Unhashed files at the top (robots.txt, favicon.svg), each a route of its own, ahead of the SPA fallback.
    await app.register(fastifyStatic, {
      root: distDir, wildcard: false, index: false, decorateReply: false, preCompressed: true,
      globIgnore: ['assets/**', 'index.html', '**/*.br', '**/*.gz'],
      cacheControl: false, setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/ws');
    const isAsset = request.url.startsWith('/assets/');
    const isSimulatorOff = !simulatorOn && SIMULATOR_PATH.test(request.url);
    if (!isApi && !isAsset && !isSimulatorOff && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // Names the current bundles: always revalidated, so a new build reaches the browser on its next load.
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', distDir, { cacheControl: false });
    }
    return reply.code(404).header(ERROR_CODE_HEADER, 'not_found').send({ detail: MSG.routeNotFound });
  });
}

/** What busboy and @fastify/multipart raise for a body that is not well-formed multipart. */
function isBrokenMultipart(error: Error & { code?: string }): boolean {
  return (error.code ?? '').startsWith('FST_INVALID_MULTIPART') ||
    /^(Multipart: |Unexpected end of (form|multipart data)|Malformed part header|Part terminated early|Boundary not found)/i.test(error.message);
}

type ErrorReply = { code(n: number): ErrorReply; header(name: string, value: string): ErrorReply; send(b: unknown): unknown };

/** Answers an error: its status, the Spanish body, and the stable code in the `x-error-code` header. */
function answer(reply: ErrorReply, status: number, body: unknown, code: ErrorCode = codeForStatus(status)) {
  return reply.code(status).header(ERROR_CODE_HEADER, code).send(body);
}

/** 'Fila 3: la fecha 2026-02-31 no existe.': a problem of a list body, named by its row (counted from 1). */
export function rowProblem(index: number, message: string): string {
  return `Fila ${index + 1}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}

/** Every error a route or hook throws becomes its answer here: the one place that picks the status. */
export function errorHandler(error: FastifyError | AppError, request: { log: App['log']; body?: unknown }, reply: ErrorReply) {
  if (error instanceof AppError) return answer(reply, error.statusCode, error.body(), error.code);
  if (hasZodFastifySchemaValidationErrors(error) && Array.isArray(request.body)) {
    // A list (a batch of slots, exceptions, typifications): say which row failed and why.
    const problems = error.validation.map((issue) => {
      const row = /^\/(\d+)(\/|$)/.exec(issue.instancePath);
      const message = issue.message ?? MSG.invalidInput;
      return row ? rowProblem(Number(row[1]), message) : message;
    });
    return answer(reply, 400, { detail: [...new Set(problems)].join(' ') }, 'validation');
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').split('/')[0] || 'non_field_errors';
      (fields[field] ??= []).push(issue.message ?? MSG.invalidInput);
    }
    return answer(reply, 400, fields, 'validation');
  }
  const status = (error as FastifyError).statusCode ?? 500;
  const code = (error as FastifyError).code ?? '';
  if (status === 413 || code === 'FST_REQ_FILE_TOO_LARGE') return answer(reply, 413, { detail: MSG.bodyTooLarge });
  if (status === 415) return answer(reply, 415, { detail: MSG.unsupportedMedia });
  if (isBrokenMultipart(error)) return answer(reply, 400, { detail: MSG.brokenUpload }, 'malformed');
  if (code.startsWith('FST_ERR_CTP') || error instanceof SyntaxError) return answer(reply, 400, { detail: MSG.malformedJson }, 'malformed');
  if (status >= 400 && status < 500) return answer(reply, status, { detail: MSG.invalidInput });
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ cause: describeCause(error) }, 'database unavailable');
    return answer(reply, 503, { detail: MSG.databaseUnavailable }, 'unavailable');
  }
  request.log.error({ err: error }, 'unhandled error');
  return answer(reply, 500, { detail: MSG.internal }, 'internal');
}

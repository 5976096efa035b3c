import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccessResponse, Detail, LoginRequest, Me } from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requireUser } from '../../access.js';
import { sameOriginCookieCall } from '../../http/same-origin.js';
import { closeSession, REFRESH_TOKEN_TTL_MS, rotateRefreshToken, sessionOfRefreshToken, signIn } from './auth.service.js';
import { readMe } from './auth.me.js';
import { guardedHooks, type AvailabilityHook } from '../users/users.availability.js';

const REFRESH_COOKIE = 'atiende_refresh';
const COOKIE_PATH = '/api/auth';

function setRefreshCookie(app: App, reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.secureCookies,
    path: COOKIE_PATH,
    maxAge: REFRESH_TOKEN_TTL_MS / 1000,
  });
}

/** The sign-in tells `availability` that the user became available. */
export const authRoutes = (availability: readonly AvailabilityHook[]) => async function auth(app: App): Promise<void> {
  const hooks = guardedHooks(availability, app.log);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/auth/login/', {
    config: { access: 'public' },
    schema: { tags: ['auth'], body: LoginRequest, response: { 200: AccessResponse, 401: Detail, 429: Detail } },
  }, async (request, reply) => {
    const session = await signIn(app.db, request.body.username, request.body.password, request.ip, hooks);
    setRefreshCookie(app, reply, session.refreshToken);
    return { access: app.signAccessToken({ id: session.userId, sessionId: session.sessionId }) };
  });

  api.post('/auth/token/refresh/', {
    config: { access: 'public' },
    onRequest: sameOriginCookieCall,
    schema: {
      tags: ['auth'], response: { 200: AccessResponse, 401: Detail, 403: Detail, 415: Detail },
      description: 'Un token de acceso nuevo con la cookie de refresco, que rota. Desde un navegador, solo desde una página de este '
        + 'servidor (Origin o Referer) y sin cuerpo o con JSON.',
    },
  }, async (request, reply) => {
    try {
      const session = await rotateRefreshToken(app.db, request.cookies[REFRESH_COOKIE], app.config.tokenSecret);
      setRefreshCookie(app, reply, session.refreshToken);
      return { access: app.signAccessToken({ id: session.userId, sessionId: session.sessionId }) };
    } catch (error) {
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      throw error;
    }
  });

  api.post('/auth/logout/', {
    config: { access: 'public' },
    onRequest: sameOriginCookieCall,
    schema: {
      tags: ['auth'], response: { 403: Detail, 415: Detail },
      description: 'Cierra la sesión del token de refresco (cookie) o del token de acceso. Desde un navegador, solo desde una '
        + 'página de este servidor (Origin o Referer) y sin cuerpo o con JSON.',
    },
  }, async (request: FastifyRequest, reply) => {
    const sessionId = await sessionToClose(app, request);
    if (sessionId) await app.db.transaction((tx) => closeSession(tx, sessionId, 'logout'));
    reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
    return reply.code(205).send();
  });

  api.get('/me/', {
    config: { access: { ownAccount: 'the signed-in user reads who they are' } },
    schema: { tags: ['auth'], response: { 200: Me } },
  }, async (request) => readMe(app.db, requireUser(request.authUser)));
};

async function sessionToClose(app: App, request: FastifyRequest): Promise<number | undefined> {
  const token = request.cookies[REFRESH_COOKIE];
  if (token) {
    const sessionId = await sessionOfRefreshToken(app.db, token);
    if (sessionId) return sessionId;
  }
  const header = request.headers.authorization;
  const user = await app.authenticateToken(header?.startsWith('Bearer ') ? header.slice(7) : undefined);
  return user?.sessionId;
}

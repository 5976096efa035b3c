import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createSigner, createVerifier } from 'fast-jwt';
import { MSG, type PermissionName } from '@atiende/shared';
import { forbidden, unauthorized } from './errors.js';
import { actorOf, type AuditActor } from './modules/audits/audits.record.js';
import { loadAuthUser, type AuthUser } from './modules/auth/auth.current-user.js';

/**
 * Who may call a route:
 * - 'public': anybody;
 * - `{ permission, module? }`: a signed-in user holding the permission (SuperAdmin holds every
 *   one), with the module switched on; `{ module }` alone needs only the module;
 * - `{ anyUser: reason }`: every staff member, said explicitly and why;
 * - `{ ownAccount: reason }`: the user's own account, the only thing an account waiting for
 *   approval (signed up, no role yet) may reach;
 * - `{ superAdmin: reason }`: a SuperAdmin only, whatever permissions others hold, and why.
 */
export type Access =
  | 'public'
  | { permission: PermissionName; module?: string }
  | { module: string }
  | { anyUser: string }
  | { ownAccount: string }
  | { superAdmin: string };

/** A self-registered account that no administrator has given a role yet. */
export const isPendingApproval = (user: AuthUser) => !user.isSuperAdmin && user.roles.length === 0;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The route may carry the access token as `?token=` (links and <img> cannot send headers). */
    tokenInQuery?: boolean;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    signAccessToken(user: { id: number; sessionId: number }): string;
  }
}

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;

export function hasPermission(user: AuthUser, permission: PermissionName): boolean {
  return user.isSuperAdmin || user.permissions.has(permission);
}

export function requireUser(user: AuthUser | null): AuthUser {
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in user who makes this request, as audit entries name them. */
export function requestActor(request: FastifyRequest): AuditActor {
  return actorOf(requireUser(request.authUser));
}

/** Guards every route under /api: deny by default, as each route's `config.access` says. */
export const accessControl = fp(async (app) => {
  const sign = createSigner({ key: app.config.tokenSecret, expiresIn: ACCESS_TOKEN_TTL_MS });
  const verify = createVerifier({ key: app.config.tokenSecret, cache: true });

  app.decorate('signAccessToken', (user: { id: number; sessionId: number }) =>
    sign({ sub: String(user.id), sid: user.sessionId }),
  );
  app.decorateRequest('authUser', null);

  app.addHook('onRoute', (route) => {
    if (isGuardedPath(route.url) && !route.config?.access) {
      throw new Error(`La ruta ${route.method} ${route.url} no declara su acceso`);
    }
  });

  async function authenticate(token: string | undefined): Promise<AuthUser | null> {
    if (!token) return null;
    let payload: { sub?: string; sid?: number };
    try {
      payload = verify(token);
    } catch {
      return null;
    }
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'number') return null;
    return loadAuthUser(app.db, userId, payload.sid);
  }

  app.decorate('authenticateToken', authenticate);

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!isGuardedPath(request.url) || request.routeOptions.url === undefined) return;
    if (access === 'public') return;
    if (!access) throw forbidden();
    const header = request.headers.authorization;
    const queryAllowed = request.url.startsWith('/ws') || request.routeOptions.config?.tokenInQuery === true;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : queryAllowed ? tokenFromQuery(request.url) : undefined;
    const user = await authenticate(token);
    if (!user) throw unauthorized();
    request.authUser = user;
    if ('ownAccount' in access) return;
    if (isPendingApproval(user)) throw forbidden(MSG.pendingApproval, 'pending_approval');
    if ('superAdmin' in access && !user.isSuperAdmin) throw forbidden();
    if ('permission' in access && !hasPermission(user, access.permission)) throw forbidden();
    if ('module' in access && access.module && !user.activeModules.has(access.module)) throw forbidden(MSG.moduleDisabled, 'module_disabled');
  });
});

export function isGuardedPath(url: string): boolean {
  return url.startsWith('/api') || url.startsWith('/ws');
}

/** WebSockets cannot send headers from a browser: they carry the access token as `?token=`. */
function tokenFromQuery(url: string): string | undefined {
  const q = url.indexOf('?');
  if (q < 0) return undefined;
  return new URLSearchParams(url.slice(q + 1)).get('token') ?? undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticateToken(token: string | undefined): Promise<AuthUser | null>;
  }
}

import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Detail, FieldErrors, paged, PauseStart, PauseState, PERMISSIONS, PresenceState, SessionHistoryEntry, SessionHistoryQuery, z,
} from '@atiende/shared';
import type { App } from '../../app.js';
import { hasPermission, requireUser } from '../../access.js';
import { forbidden } from '../../errors.js';
import { pageResponse } from '../../http/paging.js';
import { countSessions, endPause, heartbeat, listSessions, startPause, type HistoryFilter } from './sessions.service.js';

export async function sessionsRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/session_history/start_pause/', {
    config: { access: { anyUser: 'each staff member pauses their own work session' } },
    schema: { tags: ['sessions'], body: PauseStart, response: { 200: PauseState, 400: z.union([Detail, FieldErrors]) } },
  }, async (request) => {
    const user = requireUser(request.authUser);
    return startPause(app.db, { id: user.id, username: user.username }, user.sessionId, request.body);
  });

  api.post('/session_history/end_pause/', {
    config: { access: { anyUser: 'each staff member ends their own pause' } },
    schema: { tags: ['sessions'], response: { 200: PauseState, 400: Detail } },
  }, async (request) => {
    const user = requireUser(request.authUser);
    return endPause(app.db, { id: user.id, username: user.username }, user.sessionId);
  });

  api.post('/session_history/heartbeat/', {
    config: { access: { anyUser: 'each open page says that its own session is still there' } },
    schema: {
      tags: ['sessions'],
      description: 'Una página abierta lo dice cada 30 s; sin latidos durante PRESENCE_TIMEOUT_SECONDS el usuario aparece DESCONECTADO.',
      response: { 200: PresenceState },
    },
  }, async (request) => {
    const user = requireUser(request.authUser);
    return heartbeat(app.db, user.id, user.sessionId);
  });

  api.get('/session_history/user_session_history/', {
    config: { access: { anyUser: 'own session history; others are filtered by permission in the query' } },
    schema: {
      tags: ['sessions'],
      description: 'Sesiones de un usuario (contact_id; sin él, las propias). Ver las de otro requiere el permiso de historial de sesiones.',
      querystring: SessionHistoryQuery,
      response: { 200: paged(SessionHistoryEntry), 403: Detail },
    },
  }, async (request) => {
    const user = requireUser(request.authUser);
    const query = request.query;
    const userId = query.contact_id || user.id;
    if (userId !== user.id && !hasPermission(user, PERMISSIONS.sessionsView)) throw forbidden();
    const filter: HistoryFilter = {
      userId, from: query.fecha_inicio || undefined, to: query.fecha_fin || undefined, limit: query.limit, offset: query.offset,
    };
    const [count, results] = await Promise.all([countSessions(app.db, filter), listSessions(app.db, filter)]);
    return pageResponse(request, query, count, results);
  });
}

import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Detail, FieldErrors, paged, PauseStart, PauseState, PERMISSIONS, PresenceState, SESSIONS_EXPORT_FILE, SessionHistoryEntry,
  SessionHistoryExportQuery, SessionHistoryQuery, z,
} from '@atiende/shared';
import { XLSX_CONTENT_TYPE } from '../../spreadsheets/cells.js';
import type { App } from '../../app.types.js';
import { hasPermission, requireUser } from '../../access.js';
import type { AuthUser } from '../auth/auth.current-user.js';
import { guardedHooks, type AvailabilityHook } from '../users/users.availability.js';
import { forbidden } from '../../errors.js';
import { attachmentDisposition } from '../../files/stored-files.js';
import { pageResponse } from '../../http/paging.js';
import { sessionsExportStream } from './sessions.export.js';
import { countSessions, endPause, heartbeat, listSessions, startPause, type HistoryFilter } from './sessions.service.js';

/** Whose history: `contact_id` (the caller's own without it); another user's needs the session history permission. */
function historyUserOf(user: AuthUser, contactId: number | '' | undefined): number {
  const userId = contactId || user.id;
  if (userId !== user.id && !hasPermission(user, PERMISSIONS.sessionsView)) throw forbidden();
  return userId;
}

/** The end of a pause and a quiet page heard again tell `availability` that the user became available. */
export const sessionsRoutes = (availability: readonly AvailabilityHook[]) => async function sessions(app: App): Promise<void> {
  const hooks = guardedHooks(availability, app.log);
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
    return endPause(app.db, { id: user.id, username: user.username }, user.sessionId, hooks);
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
    return heartbeat(app.db, user.id, user.sessionId, hooks);
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
    const query = request.query;
    const userId = historyUserOf(requireUser(request.authUser), query.contact_id);
    const filter: HistoryFilter = {
      userId, from: query.fecha_inicio || undefined, to: query.fecha_fin || undefined, limit: query.limit, offset: query.offset,
    };
    const [count, results] = await Promise.all([countSessions(app.db, filter), listSessions(app.db, filter)]);
    return pageResponse(request, query, count, results);
  });

  api.get('/session_history/user_session_history/exportar-excel/', {
    config: { access: { anyUser: 'own session history; others are filtered by permission in the query' } },
    schema: {
      tags: ['sessions'],
      description: 'Descarga HistorialConexion.xlsx: todas las sesiones del usuario (contact_id; sin él, las propias) en los días '
        + 'elegidos, con las columnas de la lista. Mismo permiso que la lista.',
      querystring: SessionHistoryExportQuery,
      response: { 200: z.any().describe('Archivo .xlsx'), 400: FieldErrors, 403: Detail },
    },
  }, async (request, reply) => {
    const query = request.query;
    const userId = historyUserOf(requireUser(request.authUser), query.contact_id);
    reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachmentDisposition(SESSIONS_EXPORT_FILE));
    return reply.send(sessionsExportStream(app.db, { userId, from: query.fecha_inicio || undefined, to: query.fecha_fin || undefined }));
  });
};

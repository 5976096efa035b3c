import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Detail, IdParam, NOTIFICATION_MSG, NotificationsPage, NotificationsQuery, NotificationsReadAll } from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requireUser } from '../../access.js';
import { pageResponse } from '../../http/paging.js';
import { errors } from '../../http/responses.js';
import { notificationTopic } from './notifications.events.js';
import { listNotifications, markAllRead, markRead } from './notifications.service.js';

const access = { anyUser: 'each user reads and marks only their own notifications' };
const tags = ['notifications'];

export async function notificationsRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/notifications/', {
    config: { access },
    schema: {
      tags, querystring: NotificationsQuery, response: { 200: NotificationsPage, ...errors },
      description: 'Las notificaciones propias, las más recientes primero, de 30 en 30, con no_leidas (todas las sin leer).',
    },
  }, async (request) => {
    const { count, unread, results } = await listNotifications(app.db, requireUser(request.authUser).id, request.query);
    return { ...pageResponse(request, request.query, count, results), no_leidas: unread };
  });

  api.post('/notifications/:id/leida/', {
    config: { access },
    schema: { tags, params: IdParam, response: { ...errors, 200: Detail, 404: Detail }, description: 'Marca una notificación propia como leída.' },
  }, async (request) => {
    await markRead(app.db, requireUser(request.authUser).id, request.params.id);
    return { detail: NOTIFICATION_MSG.read };
  });

  api.post('/notifications/leer_todas/', {
    config: { access },
    schema: { tags, response: { 200: NotificationsReadAll, ...errors }, description: 'Marca como leídas todas las notificaciones propias.' },
  }, async (request) => ({ detail: NOTIFICATION_MSG.allRead, marcadas: await markAllRead(app.db, requireUser(request.authUser).id) }));
}

/** /ws/notifications/: {type: 'notificacion', id} when one of the user's notifications arrives. */
export async function notificationsSocketRoutes(app: App): Promise<void> {
  app.get('/ws/notifications/', {
    websocket: true,
    config: { access },
    schema: { tags, description: 'WebSocket de las notificaciones propias (el token va en ?token=): {type: "notificacion", id}.' },
  }, (socket, request) => {
    app.hub.subscribe(notificationTopic(requireUser(request.authUser).id), socket);
  });
}

import { z } from './zod-spanish.js';
import { PageQuery } from './common.js';

/** What a notification is about: an SLA target a conversation missed; a supervisor took over an agent's conversation. */
export const NOTIFICATION_KINDS = ['sla_vencido', 'conversacion_tomada'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_MSG = {
  notFound: 'La notificación no existe.',
  read: 'Notificación marcada como leída.',
  allRead: 'Se marcaron todas las notificaciones como leídas.',
} as const;

/** The frame `/ws/notifications/` sends to its user when a notification arrives. */
export const NOTIFICATIONS_TOPIC_EVENT = 'notificacion';

export const NotificationRead = z.object({
  id: z.number().int(),
  tipo: z.enum(NOTIFICATION_KINDS),
  titulo: z.string(),
  mensaje: z.string(),
  /** Where the notification leads in the app (a path), or null. */
  enlace: z.string().nullable(),
  creada: z.string(),
  leida: z.boolean(),
});
export type NotificationRead = z.infer<typeof NotificationRead>;

export const NotificationsQuery = PageQuery;

export const NotificationsPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(NotificationRead),
  /** Unread notifications of the user, all of them (the bell's number). */
  no_leidas: z.number().int(),
});
export type NotificationsPage = z.infer<typeof NotificationsPage>;

export const NotificationsReadAll = z.object({ detail: z.string(), marcadas: z.number().int() });

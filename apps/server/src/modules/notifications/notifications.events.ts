import { NOTIFICATIONS_TOPIC_EVENT } from '@atiende/shared';
import { defineEventListener } from '../../events/events.js';

declare module '../../events/events.js' {
  interface DomainEvents {
    /** A notification for `user` was written. */
    'notification.new': { user: number; id: number };
  }
}

/** Hub topic of one user's notifications. */
export const notificationTopic = (user: number) => `notifications:user:${user}`;

/** Each new notification reaches, at once, the bells of its user's pages on every instance. */
export const notificationsEventListener = defineEventListener({
  types: ['notification.new'],
  start: (send) => ({
    receive(event) {
      send(notificationTopic(event.user), { type: NOTIFICATIONS_TOPIC_EVENT, id: event.id });
    },
  }),
});

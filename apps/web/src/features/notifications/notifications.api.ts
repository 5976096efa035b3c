import { useEffect, useRef } from 'react';
import { hashKey, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { NOTIFICATIONS_TOPIC_EVENT, type NotificationRead, type NotificationsPage } from '@atiende/shared';
import { client } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';
import { connectSocket } from '../../app/realtime/socket';
import { noticeType, throttledInvalidation } from '../../app/realtime/live-refresh';

/**
 * The signed-in user's own notifications, below the profile's root: they belong to whoever is signed in, and the
 * sign-out's clearing of the cache takes them with it.
 */
export const NOTIFICATIONS_KEY = [...queryKeys.me, 'notifications'] as const;

/** The newest notifications the bell reads (the server's page); the menu shows the first few of them. */
export const NOTIFICATIONS_PAGE_SIZE = 30;
export const NOTIFICATIONS_SOCKET = '/ws/notifications/';
/** How long a toast of a new notification stays. */
export const NOTIFICATION_TOAST_MS = 8_000;

const fetchNotifications = () => client.get('/notifications/', { query: { limit: NOTIFICATIONS_PAGE_SIZE, offset: 0 } });

/** The user's newest notifications and how many are unread in all (`no_leidas`). */
export function useNotifications() {
  return useQuery({ queryKey: NOTIFICATIONS_KEY, queryFn: fetchNotifications });
}

/** Marks the notification read in the cached page at once, so the bell's number drops before the server answers. */
function markedRead(page: NotificationsPage | undefined, id: number | 'all'): NotificationsPage | undefined {
  if (!page) return page;
  const marked = page.results.filter((n) => !n.leida && (id === 'all' || n.id === id)).length;
  return {
    ...page,
    results: page.results.map((n) => (id === 'all' || n.id === id ? { ...n, leida: true } : n)),
    no_leidas: id === 'all' ? 0 : Math.max(0, page.no_leidas - marked),
  };
}

async function markAndRefresh(queryClient: QueryClient, id: number | 'all', send: () => Promise<unknown>) {
  await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
  queryClient.setQueryData<NotificationsPage>(NOTIFICATIONS_KEY, (page) => markedRead(page, id));
  try {
    await send();
  } finally {
    // The server's word either way: a failed mark shows the notification unread again.
    await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  }
}

export const markNotificationRead = (queryClient: QueryClient, id: number) =>
  markAndRefresh(queryClient, id, () => client.post('/notifications/{id}/leida/', { path: { id } }));

export const markAllNotificationsRead = (queryClient: QueryClient) =>
  markAndRefresh(queryClient, 'all', () => client.post('/notifications/leer_todas/'));

/** A path inside the app ('/chat/42'); anything else (another site, '//host') is not followed. */
export function appPath(enlace: string | null): string | null {
  return enlace && /^\/(?![/\\])/.test(enlace) ? enlace : null;
}

/** The id a `{type: 'notificacion', id}` frame announces, or null for any other frame. */
export function announcedId(frame: unknown): number | null {
  if (noticeType(frame) !== NOTIFICATIONS_TOPIC_EVENT) return null;
  const id = (frame as { id?: unknown }).id;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

function toast(notification: NotificationRead | undefined) {
  notifications.show({
    id: notification ? `notificacion-${notification.id}` : undefined,
    title: notification?.titulo ?? 'Nueva notificación',
    message: notification?.mensaje ?? 'Tiene una notificación nueva.',
    color: notification?.tipo === 'sla_vencido' ? 'red' : 'blue',
    autoClose: NOTIFICATION_TOAST_MS,
  });
}

/** How long an announced notification may take to show in the list read again before it is toasted without its text. */
export const ANNOUNCED_WAIT_MS = 10_000;

/**
 * Keeps the bell live: each notice of `/ws/notifications/` reads the notifications again (a burst once a second)
 * and shows the announced one as a toast with its titulo and mensaje as soon as a read brings it. Once back after
 * a drop, they are read again for what came meanwhile.
 */
export function useNotificationsSocket(enabled = true) {
  const queryClient = useQueryClient();
  // Each notification is toasted once, however many frames name it, for as long as the bell is shown.
  const toasted = useRef(new Set<number>());
  useEffect(() => {
    if (!enabled) return;
    const refresh = throttledInvalidation((queryKey) => void queryClient.invalidateQueries({ queryKey }));
    /** Announced notifications not toasted yet, with the timer that gives up waiting for their text. */
    const waiting = new Map<number, ReturnType<typeof setTimeout>>();
    const show = (id: number, notification: NotificationRead | undefined) => {
      clearTimeout(waiting.get(id));
      waiting.delete(id);
      if (toasted.current.has(id)) return;
      toasted.current.add(id);
      toast(notification);
    };
    const showArrived = () => {
      const page = queryClient.getQueryData<NotificationsPage>(NOTIFICATIONS_KEY);
      for (const id of [...waiting.keys()]) {
        const notification = page?.results.find((n) => n.id === id);
        if (notification) show(id, notification);
      }
    };
    // Whichever read brings the notification shows it: a burst of notices cancels the reads before the last one.
    const keyHash = hashKey(NOTIFICATIONS_KEY);
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && event.query.queryHash === keyHash) showArrived();
    });
    let dropped = false;
    const socket = connectSocket(NOTIFICATIONS_SOCKET, {
      onMessage: (frame) => {
        const id = announcedId(frame);
        if (id === null || toasted.current.has(id) || waiting.has(id)) return;
        waiting.set(id, setTimeout(() => show(id, undefined), ANNOUNCED_WAIT_MS));
        refresh.add([NOTIFICATIONS_KEY]);
      },
      onOpen: () => {
        if (dropped) refresh.add([NOTIFICATIONS_KEY]);
        dropped = false;
      },
      onDrop: () => {
        dropped = true;
      },
    });
    return () => {
      unsubscribe();
      refresh.stop();
      waiting.forEach((timer) => clearTimeout(timer));
      socket.close();
    };
  }, [enabled, queryClient]);
}

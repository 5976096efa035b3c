import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../app/api.client';
import { connectSocket } from '../../app/realtime/socket';
import { queryKeys } from '../../app/query-keys';

/** How long the chat list shows its loading screen the first time the widget opens. */
export const INTERNAL_CHAT_LIST_LOADING_MS = 1500;
/** Delay before scrolling to the newest message, so images and the layout have settled. */
export const INTERNAL_CHAT_SCROLL_DELAY_MS = 100;

export const INBOX_KEY = queryKeys.internalChat.part('inbox');

/** Connected users change without a nudge, so the inbox is also refreshed now and then. */
const INBOX_REFRESH_MS = 30_000;

export const fetchInbox = () => client.get('/chat/message/get_inbox/');

/** The signed-in user's conversations and the connected users, kept live through /ws/inbox/. */
export function useInbox() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: INBOX_KEY, queryFn: fetchInbox, refetchInterval: INBOX_REFRESH_MS });

  useEffect(() => {
    const socket = connectSocket('/ws/inbox/', {
      onMessage: (data) => {
        if ((data as { type?: unknown } | null)?.type === 'inbox') void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
        else console.error('El objeto recibido no tiene el formato esperado.', data);
      },
    });
    return () => socket.close();
  }, [queryClient]);

  return query;
}

/** The signed-in user's messages containing `term` (two characters at least), newest first. */
export function useMessageSearch(term: string) {
  return useQuery({
    queryKey: queryKeys.internalChat.part('search', term),
    queryFn: () => client.get('/chat/message/buscar/', { query: { q: term } }),
    enabled: term.length >= 2,
  });
}

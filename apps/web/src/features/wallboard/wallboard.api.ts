import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';
import { connectSocket } from '../../app/realtime/socket';

/** Below the dashboard's root, like the supervision report: a gestión event that refreshes the dashboard refreshes it too. */
export const WALLBOARD_KEY = queryKeys.dashboard.part('wallboard');

/** The agents' states change without a queue notice (a pause, a sign-out): the board is read again this often anyway. */
export const WALLBOARD_REFRESH_MS = 10_000;
/** A burst of queue notices is read once, this long after the last of them… */
export const NOTICE_DEBOUNCE_MS = 500;
/** …but never later than this after the first, however long the burst lasts. */
export const NOTICE_MAX_WAIT_MS = 2_000;

/** The queue socket: each change of a queue the user may see (every queue for an elevated user). */
export const QUEUE_SOCKET = '/ws/new_conversation/';

export function useWallboard() {
  return useQuery({
    queryKey: WALLBOARD_KEY,
    queryFn: () => client.get('/supervision/wallboard/'),
    refetchInterval: WALLBOARD_REFRESH_MS,
    // A board on a wall is often a window nobody focuses: it keeps reading.
    refetchIntervalInBackground: true,
  });
}

/** 'connecting' until the socket first opens; 'reconnecting' after a drop; 'off' once the server refused it. */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'off';

/**
 * Keeps the board live from the queue socket: every notice reads the board again (debounced), and so does
 * each reconnection after a drop, for what changed meanwhile. The socket reopens by itself when it drops.
 */
export function useWallboardLive(): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let deadline: ReturnType<typeof setTimeout> | undefined;
    let dropped = false;
    const refetch = () => {
      clearTimeout(debounce);
      clearTimeout(deadline);
      debounce = undefined;
      deadline = undefined;
      void queryClient.invalidateQueries({ queryKey: WALLBOARD_KEY });
    };
    const socket = connectSocket(QUEUE_SOCKET, {
      onMessage: () => {
        clearTimeout(debounce);
        debounce = setTimeout(refetch, NOTICE_DEBOUNCE_MS);
        deadline ??= setTimeout(refetch, NOTICE_MAX_WAIT_MS);
      },
      onOpen: () => {
        setState('live');
        if (dropped) refetch();
        dropped = false;
      },
      onDrop: () => {
        dropped = true;
        setState('reconnecting');
      },
      onClose: () => setState('off'),
    });
    return () => {
      clearTimeout(debounce);
      clearTimeout(deadline);
      socket.close();
    };
  }, [queryClient]);
  return state;
}

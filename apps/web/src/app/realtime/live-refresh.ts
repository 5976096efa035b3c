import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { connectSocket } from './socket';

/** A refetch of the same data at most this often, however fast the notices come. */
export const REFETCH_EVERY_MS = 1000;

/**
 * Gathers the query keys to read again and invalidates them at most once every `everyMs`: the first notice
 * goes at once, the ones that follow within the pause wait for its end and go together.
 */
export function throttledInvalidation(invalidate: (key: QueryKey) => void, everyMs = REFETCH_EVERY_MS) {
  const pending = new Map<string, QueryKey>();
  let last = Number.NEGATIVE_INFINITY;
  let later: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    last = Date.now();
    later = null;
    const keys = [...pending.values()];
    pending.clear();
    keys.forEach(invalidate);
  };
  return {
    add(keys: readonly QueryKey[]) {
      if (keys.length === 0) return;
      for (const key of keys) pending.set(JSON.stringify(key), key);
      if (later) return;
      const wait = last + everyMs - Date.now();
      if (wait <= 0) flush();
      else later = setTimeout(flush, wait);
    },
    stop() {
      if (later) clearTimeout(later);
      later = null;
      pending.clear();
    },
  };
}

export interface LiveRefresh {
  /** What a notice of the socket makes stale (nothing for a notice of no interest here). */
  keysOf(message: unknown): readonly QueryKey[];
  /** What is read again whenever the socket (re)connects: what changed meanwhile was not announced to it. */
  onOpen: readonly QueryKey[];
  enabled?: boolean;
}

/**
 * Keeps a screen's data live from a server socket: each notice reads again what it concerns, at most once a
 * second per screen. The socket reconnects by itself and reads `onOpen` again once back.
 */
export function useLiveRefresh(path: string, { keysOf, onOpen, enabled = true }: LiveRefresh) {
  const queryClient = useQueryClient();
  // The latest handlers, without reconnecting when the screen passes new functions.
  const latest = useRef({ keysOf, onOpen });
  latest.current = { keysOf, onOpen };
  useEffect(() => {
    if (!enabled) return;
    const refresh = throttledInvalidation((queryKey) => void queryClient.invalidateQueries({ queryKey }));
    const socket = connectSocket(path, {
      onOpen: () => refresh.add(latest.current.onOpen),
      onMessage: (data) => refresh.add(latest.current.keysOf(data)),
      onDrop: () => {},
    });
    return () => {
      refresh.stop();
      socket.close();
    };
  }, [path, enabled, queryClient]);
}

/** The `type` of a socket notice, or undefined for anything else. */
export function noticeType(message: unknown): string | undefined {
  const type = (message as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : undefined;
}

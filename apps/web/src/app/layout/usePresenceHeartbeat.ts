import { useEffect } from 'react';
import { PRESENCE_HEARTBEAT_MS } from '@atiende/shared';
import { client } from '../api.client';
import { useAuth } from '../auth';

/**
 * While the app is open it tells the server so every 30 s; a closed browser stops, and after the server's
 * timeout the user shows DESCONECTADO. If the server had marked the user away, the profile is read again.
 */
export function usePresenceHeartbeat(): void {
  const { user, refreshProfile } = useAuth();
  const status = user?.status;
  useEffect(() => {
    let stopped = false;
    const beat = async () => {
      try {
        const answer = await client.post('/session_history/heartbeat/');
        if (!stopped && answer.status !== status) await refreshProfile();
      } catch {
        // A missed heartbeat is retried on the next tick; the session itself is not affected.
      }
    };
    void beat();
    const timer = setInterval(() => void beat(), PRESENCE_HEARTBEAT_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [status, refreshProfile]);
}

import { useQuery } from '@tanstack/react-query';
import type { UserRead } from '@atiende/shared';
import { api } from '../../app/api';

export const SESSION_HISTORY_PATH = '/session_history/user_session_history/';
export const SESSIONS_KEY = 'session-history';

/** The user whose history is shown, for the page title. */
export function useHistoryUser(id: number) {
  return useQuery({ queryKey: ['users', 'one', id], queryFn: () => api<UserRead>(`/users/${id}/`), retry: false });
}

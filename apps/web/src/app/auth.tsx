import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { allowsItem, viewerOf, type Me } from '@atiende/shared';
import { setAccessToken } from './api';
import { client } from './api.client';
import { queryKeys } from './query-keys';
import { clearStoredUser, getStoredUser, storeUser } from './session-store';

interface AuthContextValue {
  user: Me | null;
  login(username: string, password: string): Promise<Me>;
  logout(): Promise<void>;
  refreshProfile(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);
const ME_KEY = queryKeys.me;

async function fetchMe(): Promise<Me> {
  const me = await client.get('/me/');
  storeUser(me);
  return me;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const stored = getStoredUser();
  const { data } = useQuery({
    queryKey: ME_KEY,
    queryFn: fetchMe,
    enabled: stored !== null,
    initialData: stored ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
  });

  const login = useCallback(
    async (username: string, password: string) => {
      const { access } = await client.post('/auth/login/', { body: { username, password }, anonymous: true });
      setAccessToken(access);
      const me = await fetchMe();
      queryClient.setQueryData(ME_KEY, me);
      return me;
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      await client.post('/auth/logout/', { anonymous: true });
    } finally {
      setAccessToken(null);
      clearStoredUser();
      queryClient.clear();
    }
  }, [queryClient]);

  const refreshProfile = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ME_KEY });
  }, [queryClient]);

  const value = useMemo(
    () => ({ user: data ?? null, login, logout, refreshProfile }),
    [data, login, logout, refreshProfile],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth fuera de AuthProvider');
  return value;
}

/** The signed-in user; only for pages behind the guard. */
export function useMe(): Me {
  const { user } = useAuth();
  if (!user) throw new Error('useMe sin sesión');
  return user;
}

/** Whether the signed-in user may use a page or action of the shared registry (its permission and module). */
export function useAllows(key: string): boolean {
  return allowsItem(viewerOf(useMe()), key);
}

export function roleOf(user: Pick<Me, 'groups'> | null): string {
  return user?.groups[0] ?? '';
}

export function hasModule(user: Pick<Me, 'modules'> | null, name: string): boolean {
  return !!user && user.modules.some((m) => m.name === name);
}

export function hasPermission(user: Pick<Me, 'user_permissions' | 'groups'> | null, permission: string): boolean {
  return !!user && (user.groups.includes('SuperAdmin') || user.user_permissions.includes(permission));
}

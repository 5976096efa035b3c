import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountCreate, AccountRead, AccountSaved } from '@atiende/shared';
import { api } from '../../app/api';

export const ACCOUNTS_KEY = 'accounts';

export function useAccount(id: number) {
  return useQuery({
    queryKey: [ACCOUNTS_KEY, 'one', id],
    queryFn: () => api<AccountRead>(`/produccion/account/${id}/`),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function createAccount(body: AccountCreate): Promise<AccountSaved> {
  return api<AccountSaved>('/produccion/account/', { method: 'POST', body });
}

export function updateAccount(id: number, body: AccountCreate): Promise<AccountSaved> {
  return api<AccountSaved>(`/produccion/account/${id}/`, { method: 'PATCH', body });
}

export function useRefreshAccounts(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [ACCOUNTS_KEY] });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { client, type Body } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';

const keys = queryKeys.accounts;

export function useAccount(id: number) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: () => client.get('/produccion/account/{id}/', { path: { id } }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export const createAccount = (body: Body<'/produccion/account/', 'post'>) => client.post('/produccion/account/', { body });

export const updateAccount = (id: number, body: Body<'/produccion/account/{id}/', 'patch'>) =>
  client.patch('/produccion/account/{id}/', { path: { id }, body });

export function useRefreshAccounts(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

import { useQuery } from '@tanstack/react-query';
import { client, type Body } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';

const keys = queryKeys.users;

export function useUser(id: number) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: () => client.get('/users/{id}/', { path: { id } }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** Every staff member, for pickers, new chats and filters. */
export function useUserOptions(options: { enabled?: boolean; refetchInterval?: number } = {}) {
  return useQuery({ queryKey: keys.options(), queryFn: () => client.get('/users/FullList'), ...options });
}

/** Every role, for the role pickers (there are only a handful). */
export function useRoleOptions() {
  return useQuery({
    queryKey: queryKeys.roles.options(),
    queryFn: () => client.get('/roles/', { query: { limit: 100 } }),
    select: (page) => page.results.map((role) => ({ value: String(role.id), label: role.nombre })),
  });
}

/** Self-registered users waiting for a role. */
export function usePendingUsers(options: { enabled?: boolean; refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: keys.part('pending'),
    queryFn: () => client.get('/users/user_por_vincular/'),
    ...options,
  });
}

export const createUser = (body: Body<'/users/', 'post'>) => client.post('/users/', { body });

export const updateUser = (id: number, body: Body<'/users/{id}/', 'patch'>) =>
  client.patch('/users/{id}/', { path: { id }, body });

export const deleteUser = (id: number) => client.delete('/users/{id}/', { path: { id } });

export const changePassword = (id: number, body: Body<'/users/{id}/update_password/', 'put'>) =>
  client.put('/users/{id}/update_password/', { path: { id }, body });

/** Self-registration happens before there is a session, so it does not ask for one. */
export const registerUser = (body: Body<'/users/register/', 'post'>) =>
  client.post('/users/register/', { body, anonymous: true });

export const setUserPermissions = (id: number, permissionIds: number[]) =>
  client.patch('/users/{id}/add_permissions_to_user/', { path: { id }, body: { user_permission: permissionIds } });

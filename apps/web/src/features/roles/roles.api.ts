import { useQuery, useQueryClient } from '@tanstack/react-query';
import { client, type Body } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';

const keys = queryKeys.roles;

export function useRole(id: number) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: () => client.get('/roles/{id}/', { path: { id } }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function useVisiblePermissions() {
  return useQuery({ queryKey: queryKeys.permissions.options(), queryFn: () => client.get('/users/permissions_visible/') });
}

export const createRole = (body: Body<'/roles/', 'post'>) => client.post('/roles/', { body });

export const updateRole = (id: number, body: Body<'/roles/{id}/', 'patch'>) => client.patch('/roles/{id}/', { path: { id }, body });

export const deleteRole = (id: number) => client.delete('/roles/{id}/', { path: { id } });

/** Replaces the permissions of a role. */
export const setRolePermissions = (roleId: number, permissionIds: number[]) =>
  client.post('/users/add_permissions_to_group/', { body: { roles: roleId, permission: permissionIds } });

/** Refreshes every roles list and role after a change. */
export function useRefreshRoles(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionRead, RoleRead, RoleWrite } from '@atiende/shared';
import { api } from '../../app/api';

export const ROLES_KEY = 'roles';

export function useRole(id: number) {
  return useQuery({ queryKey: [ROLES_KEY, 'one', id], queryFn: () => api<RoleRead>(`/roles/${id}/`) });
}

export function useVisiblePermissions() {
  return useQuery({ queryKey: ['permissions', 'visible'], queryFn: () => api<PermissionRead[]>('/users/permissions_visible/') });
}

export function createRole(body: RoleWrite): Promise<RoleRead> {
  return api<RoleRead>('/roles/', { method: 'POST', body });
}

export function updateRole(id: number, body: RoleWrite): Promise<RoleRead> {
  return api<RoleRead>(`/roles/${id}/`, { method: 'PATCH', body });
}

export function deleteRole(id: number): Promise<unknown> {
  return api(`/roles/${id}/`, { method: 'DELETE' });
}

/** Replaces the permissions of a role. */
export function setRolePermissions(roleId: number, permissionIds: number[]): Promise<unknown> {
  return api('/users/add_permissions_to_group/', { method: 'POST', body: { roles: roleId, permission: permissionIds } });
}

/** Refreshes every roles list and role after a change. */
export function useRefreshRoles(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [ROLES_KEY] });
}

import { useQuery } from '@tanstack/react-query';
import type {
  Paged, PasswordChange, PendingUser, RoleRead, UserCreate, UserRead, UserRegister, UserUpdate,
} from '@atiende/shared';
import { api } from '../../app/api';

/** Root of every users query key: invalidating it refreshes the list, the pending list and each user. */
export const USERS_KEY = 'users';

export function useUser(id: number) {
  return useQuery({
    queryKey: [USERS_KEY, 'one', id],
    queryFn: () => api<UserRead>(`/users/${id}/`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Every role, for the role pickers (there are only a handful). */
export function useRoleOptions() {
  return useQuery({
    queryKey: ['roles', 'options'],
    queryFn: () => api<Paged<RoleRead>>('/roles/', { query: { limit: 100 } }),
    select: (page) => page.results.map((role) => ({ value: String(role.id), label: role.nombre })),
  });
}

export function usePendingUsers() {
  return useQuery({
    queryKey: [USERS_KEY, 'pending'],
    queryFn: () => api<PendingUser[]>('/users/user_por_vincular/'),
  });
}

/** The shape sent by the forms: roles may also be one id, which the server accepts. */
type UserCreateBody = Omit<UserCreate, 'roles'> & { roles?: number[] };

export const createUser = (body: UserCreateBody) => api<UserRead>('/users/', { method: 'POST', body });

export const updateUser = (id: number, body: Partial<Record<keyof UserUpdate, unknown>>) =>
  api<UserRead>(`/users/${id}/`, { method: 'PATCH', body });

export const deleteUser = (id: number) => api(`/users/${id}/`, { method: 'DELETE' });

export const changePassword = (id: number, body: PasswordChange) =>
  api(`/users/${id}/update_password/`, { method: 'PUT', body });

export const registerUser = (body: UserRegister) =>
  api('/users/register/', { method: 'POST', body, anonymous: true });

export const setUserPermissions = (id: number, permissionIds: number[]) =>
  api(`/users/${id}/add_permissions_to_user/`, { method: 'PATCH', body: { user_permission: permissionIds } });

import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const ChangePasswordPage = lazyPage(() => import('./ChangePasswordPage'), 'ChangePasswordPage');
const PendingUsersPage = lazyPage(() => import('./PendingUsersPage'), 'PendingUsersPage');
const RegisterPage = lazyPage(() => import('./RegisterPage'), 'RegisterPage');
const UserAddPage = lazyPage(() => import('./UserAddPage'), 'UserAddPage');
const UserEditPage = lazyPage(() => import('./UserEditPage'), 'UserEditPage');
const UserPermissionsPage = lazyPage(() => import('./UserPermissionsPage'), 'UserPermissionsPage');
const UserProfilePage = lazyPage(() => import('./UserProfilePage'), 'UserProfilePage');
const UserRoleAssignPage = lazyPage(() => import('./UserRoleAssignPage'), 'UserRoleAssignPage');
const UsersListPage = lazyPage(() => import('./UsersListPage'), 'UsersListPage');

export const usersPublicRoutes: RouteObject[] = [{ path: '/users/add_user2', element: <RegisterPage /> }];

export const usersRoutes: RouteObject[] = [
  { path: '/users', element: <UsersListPage /> },
  { path: '/users/add_user', element: <UserAddPage /> },
  { path: '/users/user_por_vincular', element: <PendingUsersPage /> },
  { path: '/users/:id/edit_user', element: <UserEditPage /> },
  { path: '/users/permission_assign/:id', element: <UserPermissionsPage /> },
  { path: '/rol/update_rol/:id', element: <UserRoleAssignPage /> },
  { path: '/userProfile', element: <UserProfilePage /> },
  { path: '/changePassword', element: <ChangePasswordPage /> },
];

import type { RouteObject } from 'react-router';
import { ChangePasswordPage } from './ChangePasswordPage';
import { PendingUsersPage } from './PendingUsersPage';
import { RegisterPage } from './RegisterPage';
import { UserAddPage } from './UserAddPage';
import { UserEditPage } from './UserEditPage';
import { UserPermissionsPage } from './UserPermissionsPage';
import { UserProfilePage } from './UserProfilePage';
import { UserRoleAssignPage } from './UserRoleAssignPage';
import { UsersListPage } from './UsersListPage';

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

import type { RouteObject } from 'react-router';
import { RolesPage } from './RolesPage';
import { RolePermissionsPage } from './RolePermissionsPage';

export const rolesRoutes: RouteObject[] = [
  { path: '/rol/add_rol', element: <RolesPage /> },
  { path: '/rol/permission_assign/:id', element: <RolePermissionsPage /> },
];

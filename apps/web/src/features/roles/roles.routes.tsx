import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const RolesPage = lazyPage(() => import('./RolesPage'), 'RolesPage');
const RolePermissionsPage = lazyPage(() => import('./RolePermissionsPage'), 'RolePermissionsPage');

export const rolesRoutes: RouteObject[] = [
  { path: '/rol/add_rol', element: <RolesPage /> },
  { path: '/rol/permission_assign/:id', element: <RolePermissionsPage /> },
];

import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const AccountsPage = lazyPage(() => import('./AccountsPage'), 'AccountsPage');
const AccountCreatePage = lazyPage(() => import('./AccountFormPage'), 'AccountCreatePage');
const AccountUpdatePage = lazyPage(() => import('./AccountFormPage'), 'AccountUpdatePage');

export const accountsRoutes: RouteObject[] = [
  { path: '/account', element: <AccountsPage /> },
  { path: '/account/create', element: <AccountCreatePage /> },
  { path: '/account/update/:id', element: <AccountUpdatePage /> },
];

import type { RouteObject } from 'react-router';
import { AccountsPage } from './AccountsPage';
import { AccountCreatePage, AccountUpdatePage } from './AccountFormPage';

export const accountsRoutes: RouteObject[] = [
  { path: '/account', element: <AccountsPage /> },
  { path: '/account/create', element: <AccountCreatePage /> },
  { path: '/account/update/:id', element: <AccountUpdatePage /> },
];

import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const CasesPage = lazyPage(() => import('./CasesPage'), 'CasesPage');
const CaseCreatePage = lazyPage(() => import('./CaseFormPage'), 'CaseCreatePage');
const CaseUpdatePage = lazyPage(() => import('./CaseFormPage'), 'CaseUpdatePage');
const CaseViewPage = lazyPage(() => import('./CaseViewPage'), 'CaseViewPage');

export const casesRoutes: RouteObject[] = [
  { path: '/casos', element: <CasesPage /> },
  { path: '/casos/create', element: <CaseCreatePage /> },
  { path: '/casos/update/:id', element: <CaseUpdatePage /> },
  { path: '/casos/view/:id', element: <CaseViewPage /> },
];

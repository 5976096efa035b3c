import type { RouteObject } from 'react-router';
import { CasesPage } from './CasesPage';
import { CaseCreatePage, CaseUpdatePage } from './CaseFormPage';
import { CaseViewPage } from './CaseViewPage';

export const casesRoutes: RouteObject[] = [
  { path: '/casos', element: <CasesPage /> },
  { path: '/casos/create', element: <CaseCreatePage /> },
  { path: '/casos/update/:id', element: <CaseUpdatePage /> },
  { path: '/casos/view/:id', element: <CaseViewPage /> },
];

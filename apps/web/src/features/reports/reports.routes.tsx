import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const SupervisionReportPage = lazyPage(() => import('./SupervisionReportPage'), 'SupervisionReportPage');
const ReportsIndexPage = lazyPage(() => import('./ReportsIndexPage'), 'ReportsIndexPage');

export const reportsRoutes: RouteObject[] = [
  { path: '/reports', element: <ReportsIndexPage /> },
  { path: '/report_supervision', element: <SupervisionReportPage /> },
];

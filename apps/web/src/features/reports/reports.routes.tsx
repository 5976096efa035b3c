import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const SupervisionReportPage = lazyPage(() => import('./SupervisionReportPage'), 'SupervisionReportPage');

export const reportsRoutes: RouteObject[] = [{ path: '/report_supervision', element: <SupervisionReportPage /> }];

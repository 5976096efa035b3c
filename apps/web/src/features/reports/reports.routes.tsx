import type { RouteObject } from 'react-router';
import { SupervisionReportPage } from './SupervisionReportPage';

export const reportsRoutes: RouteObject[] = [{ path: '/report_supervision', element: <SupervisionReportPage /> }];

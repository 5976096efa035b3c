import type { RouteObject } from 'react-router';
import { SupervisionReportPage } from './SupervisionReportPage';
import { SUPERVISION_PATH } from './reports.api';

export const reportsRoutes: RouteObject[] = [{ path: SUPERVISION_PATH, element: <SupervisionReportPage /> }];

import type { RouteObject } from 'react-router';
import { AuditsPage } from './AuditsPage';

export const auditsRoutes: RouteObject[] = [{ path: '/audits', element: <AuditsPage /> }];

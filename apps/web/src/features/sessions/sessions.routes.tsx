import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const SessionHistoryPage = lazyPage(() => import('./SessionHistoryPage'), 'SessionHistoryPage');

export const sessionsRoutes: RouteObject[] = [{ path: '/sessionList/:id', element: <SessionHistoryPage /> }];

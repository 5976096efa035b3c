import type { RouteObject } from 'react-router';
import { SessionHistoryPage } from './SessionHistoryPage';

export const sessionsRoutes: RouteObject[] = [{ path: '/sessionList/:id', element: <SessionHistoryPage /> }];

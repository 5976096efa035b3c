import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const CallRecordsPage = lazyPage(() => import('./CallRecordsPage'), 'CallRecordsPage');

export const telephonyRoutes: RouteObject[] = [
  { path: '/issabelReport', element: <CallRecordsPage /> },
];

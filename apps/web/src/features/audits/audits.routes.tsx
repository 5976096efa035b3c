import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const AuditsPage = lazyPage(() => import('./AuditsPage'), 'AuditsPage');

export const auditsRoutes: RouteObject[] = [{ path: '/audits', element: <AuditsPage /> }];

import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const MassMessagingPage = lazyPage(() => import('./MassMessagingPage'), 'MassMessagingPage');

export const massMessagingRoutes: RouteObject[] = [{ path: '/mensajeria-masiva', element: <MassMessagingPage /> }];

import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const ModulesPage = lazyPage(() => import('./ModulesPage'), 'ModulesPage');

export const modulosRoutes: RouteObject[] = [{ path: '/modules', element: <ModulesPage /> }];

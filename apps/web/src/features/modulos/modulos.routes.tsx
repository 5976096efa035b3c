import type { RouteObject } from 'react-router';
import { ModulesPage } from './ModulesPage';

export const modulosRoutes: RouteObject[] = [{ path: '/modules', element: <ModulesPage /> }];

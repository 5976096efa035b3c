import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const WallboardPage = lazyPage(() => import('./WallboardPage'), 'WallboardPage');

export const wallboardRoutes: RouteObject[] = [
  { path: '/wallboard', element: <WallboardPage /> },
];

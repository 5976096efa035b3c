import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const SimulatorPage = lazyPage(() => import('./SimulatorPage'), 'SimulatorPage');

export const simulatorRoutes: RouteObject[] = [{ path: '/simulador', element: <SimulatorPage /> }];

import type { RouteObject } from 'react-router';
import { SimulatorPage } from './SimulatorPage';

export const simulatorRoutes: RouteObject[] = [{ path: '/simulador', element: <SimulatorPage /> }];

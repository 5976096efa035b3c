import type { App } from '../app.js';
import { authRoutes } from './auth/auth.routes.js';
import { healthRoutes } from './health/health.routes.js';

/** Every API area, registered under /api. */
export const apiModules: ((app: App) => Promise<void>)[] = [healthRoutes, authRoutes];

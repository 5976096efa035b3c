import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const LandingPage = lazyPage(() => import('./LandingPage'), 'LandingPage');

/** Paths match without regard to case: /LandingPage, as the spec also writes it, shows the same page. */
export const landingPublicRoutes: RouteObject[] = [{ path: '/landingPage', element: <LandingPage /> }];

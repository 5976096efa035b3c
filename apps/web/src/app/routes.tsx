import type { RouteObject } from 'react-router';

/** Routes that need no session, besides /login. */
export const publicRoutes: RouteObject[] = [];

/** Routes inside the layout, behind the session guard. Each area appends its own. */
export const protectedRoutes: RouteObject[] = [];

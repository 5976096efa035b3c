import { Outlet, useLocation } from 'react-router';
import { routeAccess, viewerOf } from '@atiende/shared';
import { useMe } from './auth';
import { ForbiddenState } from '../ui/ForbiddenState';

/**
 * The screen of the route, or the forbidden state when the user's permissions and modules do not allow it
 * (`PAGE_ROUTES` of the shared navigation): the screen is not drawn, so none of its calls is sent.
 */
export function RouteGuard() {
  const me = useMe();
  const { pathname } = useLocation();
  const access = routeAccess(viewerOf(me), pathname, me.id);
  if (!access.allowed) return <ForbiddenState title={access.label} />;
  return <Outlet />;
}

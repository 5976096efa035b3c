import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './auth';
import { RETURN_TO_KEY } from './api';
import { lazyPage } from './lazy-page';

const PendingApprovalPage = lazyPage(() => import('../features/users/PendingApprovalPage'), 'PendingApprovalPage');

/** Pages an account waiting for approval may open: its own profile and password. */
const OWN_ACCOUNT_PATHS = ['/userProfile', '/changePassword'];

/**
 * Protected routes need a stored signed-in user; otherwise /login, remembering where the visitor was
 * going. An account without a role yet sees only its own profile and the 'pendiente de aprobación' page.
 */
export function RequireSession() {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) {
    sessionStorage.setItem(RETURN_TO_KEY, location.pathname + location.search);
    return <Navigate to="/login" replace />;
  }
  if (user.groups.length === 0 && !OWN_ACCOUNT_PATHS.includes(location.pathname)) return <PendingApprovalPage />;
  return <Outlet />;
}

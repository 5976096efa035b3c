import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './auth';
import { RETURN_TO_KEY } from './api';

/** Protected routes need a stored signed-in user; otherwise /login, remembering where the visitor was going. */
export function RequireSession() {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) {
    sessionStorage.setItem(RETURN_TO_KEY, location.pathname + location.search);
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}

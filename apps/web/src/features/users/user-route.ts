import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { NOTICE_AUTO_CLOSE_MS } from '@atiende/shared';
import { isNotFound, useRouteId } from '../../ui/route-id';
import { notifyError } from '../../ui/notices';
import { useUser } from './users.api';

/** Shows the server's reason, then goes back to /users once the notice has closed. */
export function useFailAndReturn(): (error: unknown) => void {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      notifyError(error);
      setTimeout(() => navigate('/users'), NOTICE_AUTO_CLOSE_MS);
    },
    [navigate],
  );
}

/**
 * The user named by the route's :id. A malformed id or a missing user gives `missing` (the screen shows the
 * not-found state); another failure is shown and the page returns to /users.
 */
export function useRouteUser() {
  const id = useRouteId();
  const query = useUser(id ?? 0);
  const failAndReturn = useFailAndReturn();
  const missing = id === null || isNotFound(query.error);
  useEffect(() => {
    if (query.error && !missing) failAndReturn(query.error);
  }, [query.error, missing, failAndReturn]);
  return { id, missing, ...query };
}

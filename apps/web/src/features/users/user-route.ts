import { useCallback, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MSG, NOTICE_AUTO_CLOSE_MS } from '@atiende/shared';
import { ApiError } from '../../app/api';
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

/** The user named by the route's :id. If it cannot be loaded, the reason is shown and the page returns to /users. */
export function useRouteUser() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const query = useUser(id);
  const failAndReturn = useFailAndReturn();
  useEffect(() => {
    if (!validId) failAndReturn(new ApiError(404, { detail: MSG.notFound }));
    else if (query.error) failAndReturn(query.error);
  }, [validId, query.error, failAndReturn]);
  return { id, ...query };
}

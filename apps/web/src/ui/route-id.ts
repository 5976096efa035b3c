import { useParams } from 'react-router';
import { ApiError } from '../app/api';

/** The largest id of an int4 column, as `dbId()` of the shared schemas. */
const MAX_ID = 2_147_483_647;

/** The route's `:id` when it is an id the server could hold (decimal digits, 1 … 2147483647); null otherwise. */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** The `:id` of the current route, or null when it is malformed (the screen then shows the not-found state). */
export function useRouteId(): number | null {
  return parseRouteId(useParams().id);
}

/** Whether a failed load means the record is not there (or may not be seen): the screen shows the not-found state. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || (error.status === 400 && 'id' in error.fields));
}

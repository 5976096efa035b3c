import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { withoutPages } from './list-url-state';

/**
 * A screen's filter kept in the URL query string (e.g. `?estado=ABIERTO`), so that a reload or a shared link
 * shows the same list; back and forward go through its changes. Setting it sends the screen's lists back to
 * their first page; an empty value removes it.
 */
export function useUrlParam(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback((value: string | null) => {
    setParams((current) => {
      const next = withoutPages(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  }, [name, setParams]);
  return [params.get(name), set];
}

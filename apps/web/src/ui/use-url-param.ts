import { useCallback, useContext, useMemo, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams, type SetURLSearchParams } from 'react-router';
import { withoutPages } from './list-url-state';

/**
 * `useSearchParams` for a screen, whose writes land in its own address only. A write may come late (a search
 * written once the typing pauses): when a link was followed meanwhile, the router already shows the next
 * screen's address while this screen stays mounted until the next one's code has loaded, and the write would
 * go into that address (`/contact/6?q=…`). Such a write is dropped: the screen it was for has been left.
 */
export function useScreenSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // The router's own state is where it is now; the location above is the one this screen was drawn for.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const set = useCallback<SetURLSearchParams>((next, options) => {
    if (router && router.state.location.pathname !== pathname) return;
    // The router draws a new address in a transition, so a click may come before the screen shows the last
    // change (a search written just before): a change is made to the address the router holds, not the drawn one.
    const held = router && typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next;
    setParams(held, options);
  }, [router, pathname, setParams]);
  return [params, set];
}

/**
 * A filter form whose applied values live in the address (a link or a card can open them; reload and back keep
 * them) while the form edits a draft until Consultar: `apply` writes a draft into the address, and when the
 * address changes by itself (back, forward, a link) the form shows what is applied again.
 */
export function useAddressDraft<Draft>(
  fromSearch: (search: URLSearchParams) => Draft,
  withDraft: (current: URLSearchParams, draft: Draft) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useScreenSearchParams();
  const applied = useMemo(() => fromSearch(searchParams), [fromSearch, searchParams]);
  const appliedKey = withDraft(new URLSearchParams(), applied).toString();
  const [draft, setDraft] = useState<Draft>(applied);
  const [shownKey, setShownKey] = useState(appliedKey);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setDraft(applied);
  }
  const apply = (next: Draft) => {
    const search = withDraft(searchParams, next);
    if (search.toString() !== searchParams.toString()) setSearchParams(search);
  };
  return { applied, draft, setDraft, apply, searchParams, setSearchParams };
}

/**
 * A screen's filter kept in the URL query string (e.g. `?estado=ABIERTO`), so that a reload or a shared link
 * shows the same list; back and forward go through its changes. Setting it sends the screen's lists back to
 * their first page; an empty value removes it.
 */
export function useUrlParam(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useScreenSearchParams();
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

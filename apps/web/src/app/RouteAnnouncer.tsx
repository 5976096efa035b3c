import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { APP_NAME } from './page-title';
import { PageLoader } from '../ui/PageLoader';

/** How long a new screen may take to draw its heading before it is announced without moving focus. */
const HEADING_WAIT_MS = 3000;

const visuallyHidden = {
  position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
} as const;

/** The screen's main heading: the page's h1, inside the main landmark where there is one. */
function findHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

/** Whether focus sits where the new screen put it on purpose (a field with autofocus, an open dialog). */
function focusIsPlaced(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return Boolean(active.closest('main, [role="dialog"], [role="alertdialog"]'));
}

/**
 * After each change of route (not the first load): once the new screen has drawn its h1, moves focus to it
 * (unless the screen placed focus itself) and announces the screen's title in a polite live region, so that
 * screen-reader users hear where a link took them. Wraps every route, and shows PageLoader while the chunk of a
 * public screen or of the layout loads.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let cancelled = false;
    const started = Date.now();
    let timer = 0;
    const settle = () => {
      if (cancelled) return;
      const heading = findHeading();
      if (!heading && Date.now() - started < HEADING_WAIT_MS) {
        timer = window.setTimeout(settle, 50);
        return;
      }
      if (heading && !focusIsPlaced()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: false });
      }
      const title = document.title.replace(new RegExp(`\\s*·\\s*${APP_NAME}$`), '').trim();
      // A change of text is what a live region reads; the same title twice still differs by a space.
      setMessage((previous) => (previous === title ? `${title}\u00a0` : title || heading?.textContent?.trim() || APP_NAME));
    };
    // The page sets its title in an effect: read it once the new screen has committed.
    timer = window.setTimeout(settle, 0);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [pathname]);

  return (
    <>
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer" style={visuallyHidden}>
        {message}
      </div>
    </>
  );
}

import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { notifyErrorMessage } from '../../ui/notices';

const SCHEME_ATTRIBUTE = 'data-mantine-color-scheme';

/** What the user's own choice of scheme draws: 'auto' follows the system. */
function drawnScheme(choice: MantineColorScheme): 'light' | 'dark' {
  if (choice !== 'auto') return choice;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Draws the whole app dark while the board shows, without storing it as the user's choice (another tab and the
 * next visit keep theirs), and gives back the user's scheme on leaving. The theme button of the top bar still
 * works meanwhile: Mantine then draws what the user chose, and that is what stays on leaving.
 */
export function useDarkWhileShown(): void {
  const { colorScheme } = useMantineColorScheme();
  const chosen = useRef(colorScheme);
  useEffect(() => {
    chosen.current = colorScheme;
  }, [colorScheme]);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.setAttribute(SCHEME_ATTRIBUTE, 'dark');
    return () => root.setAttribute(SCHEME_ATTRIBUTE, drawnScheme(chosen.current));
  }, []);
}

function subscribeFullscreen(listener: () => void) {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

/**
 * The Fullscreen API on one element: whether the browser offers it, whether the element fills the screen now
 * (Esc leaves it, as the browser provides), and the toggle of the page's button.
 */
export function useFullscreen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const element = useSyncExternalStore(subscribeFullscreen, () => document.fullscreenElement ?? null, () => null);
  const active = element !== null && element === ref.current;
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;

  useEffect(() => {
    const shown = ref.current;
    return () => {
      if (shown && document.fullscreenElement === shown) void document.exitFullscreen().catch(() => {});
    };
  }, []);

  const toggle = useCallback(() => {
    const shown = ref.current;
    if (!shown) return;
    if (document.fullscreenElement === shown) {
      void document.exitFullscreen().catch(() => {});
      return;
    }
    // Also from the whole page in full screen (the top bar's button): the board takes the screen over it.
    shown.requestFullscreen().catch(() => notifyErrorMessage('El navegador no permitió la pantalla completa.'));
  }, []);

  return { ref, active, supported, toggle };
}

let now = Date.now();
const tickListeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;

function subscribeTick(listener: () => void) {
  tickListeners.add(listener);
  if (!ticker) {
    now = Date.now();
    ticker = setInterval(() => {
      now = Date.now();
      tickListeners.forEach((notify) => notify());
    }, 1000);
  }
  return () => {
    tickListeners.delete(listener);
    if (tickListeners.size === 0) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
}

/** The time now, renewed every second by one clock shared by every figure that counts. */
export function useSecondTick(): number {
  return useSyncExternalStore(subscribeTick, () => now, () => now);
}

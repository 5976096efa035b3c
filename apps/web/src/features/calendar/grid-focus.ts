import { useEffect, useRef, type KeyboardEvent } from 'react';
import { dayForKey, type Day } from './calendar.dates';

/**
 * Keyboard use of a grid of days with one Tab stop (the chosen day): the arrows, Home, End, PageUp and PageDown
 * choose another day, and focus follows it once the grid shows it.
 */
export function useDayGridKeys(day: Day, weekStartsMonday: boolean, onMove: (day: Day) => void) {
  const container = useRef<HTMLTableElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    container.current?.querySelector<HTMLElement>(`[data-day="${day}"]`)?.focus();
  }, [day]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const from = event.currentTarget.dataset.day;
    const next = from ? dayForKey(event.key, from, weekStartsMonday) : null;
    if (!next) return;
    event.preventDefault();
    pending.current = true;
    onMove(next);
  };
  return { container, onKeyDown };
}

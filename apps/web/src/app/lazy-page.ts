import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The style sheets of every screen but the sign-in page (all of Mantine's components, the date pickers),
 * fetched with the first screen that needs them. Started before the screen's own chunk so that its link
 * comes first in the document, ahead of the screen's own styles.
 */
export const loadAppStyles = () => import('./app-styles');

/** Any component: the page's own props are kept by the type parameter that holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A screen loaded on its first visit, in a chunk of its own: `lazyPage(() => import('./CasesPage'), 'CasesPage')`.
 * Render it inside a Suspense boundary (the layout and the route announcer hold one, with PageLoader).
 */
export function lazyPage<K extends string, C extends AnyComponent>(
  load: () => Promise<Record<K, C>>,
  name: K,
): LazyExoticComponent<C> {
  return lazy(async () => {
    const [, module] = await Promise.all([loadAppStyles(), load()]);
    return { default: module[name] };
  });
}

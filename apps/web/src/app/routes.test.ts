import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AXE_EXEMPT, AXE_ROUTES } from '../../../../e2e/specs/axe-routes';
import { appRoutes } from './routes';

interface Found {
  path: string;
  element: unknown;
}

/** Every route of the tree that has a path, with its element. */
function routesOf(routes: RouteObject[]): Found[] {
  return routes.flatMap((route) => [
    ...(route.path ? [{ path: route.path, element: route.element }] : []),
    ...routesOf(route.children ?? []),
  ]);
}

const LAZY = Symbol.for('react.lazy');
const isLazy = (element: unknown) =>
  isValidElement(element) && (element as { type?: { $$typeof?: symbol } }).type?.$$typeof === LAZY;

const all = routesOf(appRoutes);
const paths = all.map((route) => route.path);

describe('the route table', () => {
  it('has each path once', () => {
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it('loads every screen lazily, in a chunk of its own, but the first screen of a visit', () => {
    // /login ships in the entry chunk (nothing to wait for before the sign-in form); / only redirects.
    const eager = all.filter((route) => !isLazy(route.element)).map((route) => route.path);
    expect(eager).toEqual(['/', '/login']);
  });

  it('is the list of routes the accessibility suite opens (e2e/specs/axe-routes.ts), less the exempt ones', () => {
    const audited = AXE_ROUTES.map((route) => route.path);
    const exempt = Object.keys(AXE_EXEMPT);
    // A route of the app with no axe entry: add it to AXE_ROUTES (or to AXE_EXEMPT, saying why).
    expect(paths.filter((path) => !audited.includes(path) && !exempt.includes(path)), 'routes without an axe entry').toEqual([]);
    // An axe entry for a route that no longer exists.
    expect([...audited, ...exempt].filter((path) => !paths.includes(path)), 'axe entries without a route').toEqual([]);
    expect(audited.filter((path, i) => audited.indexOf(path) !== i), 'axe entries listed twice').toEqual([]);
    expect(audited.filter((path) => exempt.includes(path)), 'both audited and exempt').toEqual([]);
  });
});

/** A route of the app: its method and its pattern (`/api/contact/contacto/:id/`). */
export interface Route {
  method: string;
  url: string;
}

/**
 * Every route of the app, read from Fastify's own route tree (`printRoutes({ commonPrefix: false })`), so that a
 * route is found however and whenever it was added. Each line of the tree is a path segment under its parent,
 * with the methods of the route that ends there in parentheses.
 */
export function allRoutes(tree: string): Route[] {
  const found: Route[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = Math.floor(match[1]!.length / 4);
    const url = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) found.push({ method, url });
  }
  return found;
}

/** A concrete path for a route pattern: each parameter `value`, wildcards filled in. */
export const concrete = (url: string, value = '1') => url.replace(/:[^/]+/g, value).replace(/\*/g, 'x');

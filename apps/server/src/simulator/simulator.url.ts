import type { Config } from '../config.js';

/** Where this server listens: enough to call itself. */
export type ServerAddress = Pick<Config, 'host' | 'port'>;

/** Addresses that mean "every interface": the server calls itself on the loopback instead. */
const ANY_INTERFACE = new Set(['', '0.0.0.0', '::', '[::]']);

/** The origin this server reaches itself on: its host (127.0.0.1 when it listens on every interface) and port. */
export function ownOrigin(server: ServerAddress): string {
  const host = ANY_INTERFACE.has(server.host) ? '127.0.0.1' : server.host;
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${server.port}`;
}

/**
 * The URL a channel's adapter calls. An api_url that is a path ('/sim/telegram') means "this server",
 * whatever port it runs on today, so it is resolved against the running server's own address; any
 * other api_url is used as it is.
 */
export function resolveApiUrl(apiUrl: string, server: ServerAddress): string {
  return apiUrl.startsWith('/') ? `${ownOrigin(server)}${apiUrl}` : apiUrl;
}

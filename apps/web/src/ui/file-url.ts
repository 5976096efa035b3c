import { getAccessToken } from '../app/api';

/** A file URL of the API that an <img> can load: links cannot send the Authorization header. */
export function withAccessToken(url: string): string {
  const token = getAccessToken();
  if (!token) return url;
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

import type { FastifyRequest } from 'fastify';
import type { Paged, PageQuery } from '@atiende/shared';

/** Builds `{count, next, previous, results}` with links that keep the request's other parameters. */
export function pageResponse<T>(request: FastifyRequest, query: PageQuery, count: number, results: T[]): Paged<T> {
  const link = (offset: number) => {
    const url = new URL(request.url, 'http://localhost');
    url.searchParams.set('limit', String(query.limit));
    url.searchParams.set('offset', String(offset));
    return `${url.pathname}${url.search}`;
  };
  const nextOffset = query.offset + query.limit;
  return {
    count,
    next: nextOffset < count ? link(nextOffset) : null,
    previous: query.offset > 0 ? link(Math.max(0, query.offset - query.limit)) : null,
    results,
  };
}

/** `%term%` for ILIKE, with the wildcard characters of the term escaped. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

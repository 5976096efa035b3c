import type { FastifyRequest } from 'fastify';
import type { Paged, PageQuery } from '@atiende/shared';

/** How a list read by keyset continues: the id the next page starts after, and whether the count was capped. */
export interface KeysetPage {
  after: number | null;
  countCapped?: boolean;
}

/**
 * Builds `{count, next, previous, results}` with links that keep the request's other parameters. A list
 * read by keyset passes `keyset`: its `next` link carries `after` (and the offset it stands for).
 */
export function pageResponse<T>(request: FastifyRequest, query: PageQuery, count: number, results: T[], keyset?: KeysetPage): Paged<T> {
  const link = (offset: number, after?: number) => {
    const url = new URL(request.url, 'http://localhost');
    url.searchParams.set('limit', String(query.limit));
    url.searchParams.set('offset', String(offset));
    if (after === undefined) url.searchParams.delete('after');
    else url.searchParams.set('after', String(after));
    return `${url.pathname}${url.search}`;
  };
  const nextOffset = query.offset + query.limit;
  const next = keyset
    ? (keyset.after !== null ? link(nextOffset, keyset.after) : null)
    : (nextOffset < count ? link(nextOffset) : null);
  return {
    count,
    ...(keyset?.countCapped ? { count_capped: true } : {}),
    next,
    previous: query.offset > 0 ? link(Math.max(0, query.offset - query.limit)) : null,
    results,
  };
}

/** `%term%` for ILIKE, with the wildcard characters of the term escaped. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

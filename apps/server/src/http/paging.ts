import type { FastifyRequest } from 'fastify';
import type { Paged, PageQuery } from '@atiende/shared';

/**
 * How a list that does not count every match continues: whether there is a next page, the id it starts
 * after when the list is read by keyset, and whether the count stopped at its cap.
 */
export interface PageContinuation {
  more: boolean;
  after?: number | null;
  countCapped?: boolean;
}

/**
 * Builds `{count, next, previous, results}` with links that keep the request's other parameters. A list
 * whose count may be capped passes `continuation`; read by keyset, its `next` link carries `after` (and
 * the offset it stands for).
 */
export function pageResponse<T>(
  request: FastifyRequest, query: PageQuery, count: number, results: T[], continuation?: PageContinuation,
): Paged<T> {
  const link = (offset: number, after?: number) => {
    const url = new URL(request.url, 'http://localhost');
    url.searchParams.set('limit', String(query.limit));
    url.searchParams.set('offset', String(offset));
    if (after === undefined) url.searchParams.delete('after');
    else url.searchParams.set('after', String(after));
    return `${url.pathname}${url.search}`;
  };
  const nextOffset = query.offset + query.limit;
  const more = continuation ? continuation.more : nextOffset < count;
  const next = more ? link(nextOffset, continuation?.after ?? undefined) : null;
  return {
    count,
    ...(continuation?.countCapped ? { count_capped: true } : {}),
    next,
    previous: query.offset > 0 ? link(Math.max(0, query.offset - query.limit)) : null,
    results,
  };
}

/** `%term%` for ILIKE, with the wildcard characters of the term escaped. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

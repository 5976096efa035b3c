import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters } from '@tanstack/react-query';

/**
 * The app's query client. An invalidation first cancels the matching fetches in flight, then refetches:
 * TanStack Query restarts a running refetch on invalidation, but joins a query's first fetch (no data yet)
 * instead of starting again (TanStack/query#8530). A search typed just before a delete would otherwise
 * show its answer read before the delete, deleted row included, until something fetched it again.
 */
export class AppQueryClient extends QueryClient {
  override async invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions): Promise<void> {
    await this.cancelQueries(filters);
    return super.invalidateQueries(filters, options);
  }
}

export function createQueryClient(): QueryClient {
  return new AppQueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

import { useQuery } from '@tanstack/react-query';
import { client } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';

/**
 * The supervision report, of one campaign or of all (null). Kept under the dashboard's key so that
 * the dashboard socket's gestión events refresh it; connection status changes are not announced, so
 * it is also read again every 30 seconds.
 */
export function useSupervisionReport(campaign: number | null) {
  return useQuery({
    queryKey: queryKeys.dashboard.part('supervision', campaign),
    queryFn: () => client.get('/contact/reporte_supervisor/', { query: campaign === null ? {} : { campaign } }),
    refetchInterval: 30_000,
  });
}

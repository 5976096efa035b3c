import { useQuery } from '@tanstack/react-query';
import type { SupervisorReport } from '@atiende/shared';
import { api } from '../../app/api';
import { DASHBOARD_KEY } from '../dashboard/dashboard.api';

export const SUPERVISION_PATH = '/report_supervision';

/**
 * The supervision report, of one campaign or of all (null). Kept under the dashboard's key so that
 * the dashboard socket's gestión events refresh it; connection status changes are not announced, so
 * it is also read again every 30 seconds.
 */
export function useSupervisionReport(campaign: number | null) {
  return useQuery({
    queryKey: [DASHBOARD_KEY, 'supervision', campaign],
    queryFn: () => api<SupervisorReport>('/contact/reporte_supervisor/', { query: { campaign } }),
    refetchInterval: 30_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { GESTIONES_EXPORT_FILE, REPORT_FILES } from '@atiende/shared';
import { client, downloadFrom } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';
import type { ReportFilters } from './report-filters';

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

// ---- the report pages: each asked only once both days of the range are chosen (see ReportFrame)

/** The filters of the reports that take only the range and agents. */
const rangeAndAgents = ({ fecha_inicio, fecha_fin, agents }: ReportFilters) => ({ fecha_inicio, fecha_fin, agents });
/** The filters of the reports of ReportQuery: the range, agents, a campaign and a channel. */
const reportQuery = ({ fecha_inicio, fecha_fin, agents, campaign, type }: ReportFilters) => ({ fecha_inicio, fecha_fin, agents, campaign, type });

export type CallDirection = 'saliente' | 'entrante';

export const reportLoaders = {
  porHora: (filters: ReportFilters) => client.get('/contact/gestiones_por_hora/', { query: filters }),
  porBot: (filters: ReportFilters) => client.get('/contact/gestiones_por_bot/', { query: filters }),
  tipificacion: (filters: ReportFilters) => client.get('/contact/gestiones_por_tipificacion/', { query: rangeAndAgents(filters) }),
  campanas: (filters: ReportFilters) => client.get('/reports/campanas/', { query: reportQuery(filters) }),
  llamadasPorHora: (filters: ReportFilters) => client.get('/reports/llamadas_por_hora/', { query: rangeAndAgents(filters) }),
  duracionLlamadas: (direccion: CallDirection) => (filters: ReportFilters) =>
    client.get('/reports/duracion_llamadas/', { query: { ...rangeAndAgents(filters), direccion } }),
  primeraAtencion: (filters: ReportFilters) => client.get('/reports/primera_atencion/', { query: reportQuery(filters) }),
  tiempoContacto: (filters: ReportFilters) => client.get('/reports/tiempo_contacto/', { query: reportQuery(filters) }),
  tiempoPorEstado: (filters: ReportFilters) => client.get('/reports/tiempo_por_estado/', { query: reportQuery(filters) }),
  sla: (filters: ReportFilters) => client.get('/reportes/sla/', { query: reportQuery(filters) }),
};

/** The gestiones behind a bar of the hourly report (the newest 200). */
export function useHourGestiones(filters: ReportFilters, hora: number | null) {
  return useQuery({
    queryKey: queryKeys.gestiones.part('report', 'porHoraDetalle', filters, hora),
    queryFn: () => client.get('/contact/gestiones_por_hora/detalle/', { query: { ...filters, hora: hora! } }),
    enabled: hora !== null,
  });
}

export const reportExports = {
  /** Gestiones.xlsx with the report's filters; `enBot` keeps one slice of 'Ingresados al Bot'. */
  gestiones: (filters: ReportFilters, enBot?: boolean) =>
    downloadFrom('/contact/gestionContacto/exportar-excel/', GESTIONES_EXPORT_FILE, {
      query: { ...filters, ...(enBot === undefined ? {} : { en_bot: String(enBot) as 'true' | 'false' }) },
    }),
  tipificacion: (filters: ReportFilters) =>
    downloadFrom('/contact/gestiones_por_tipificacion/exportar-excel/', REPORT_FILES.tipificacion, { query: rangeAndAgents(filters) }),
  campanas: (filters: ReportFilters) =>
    downloadFrom('/reports/campanas/exportar-excel/', REPORT_FILES.campanas, { query: reportQuery(filters) }),
  llamadasPorHora: (filters: ReportFilters) =>
    downloadFrom('/reports/llamadas_por_hora/exportar-excel/', REPORT_FILES.llamadasPorHora, { query: rangeAndAgents(filters) }),
  duracionLlamadas: (direccion: CallDirection) => (filters: ReportFilters) =>
    downloadFrom('/reports/duracion_llamadas/exportar-excel/', REPORT_FILES.duracionLlamadas, { query: { ...rangeAndAgents(filters), direccion } }),
  primeraAtencion: (filters: ReportFilters) =>
    downloadFrom('/reports/primera_atencion/exportar-excel/', REPORT_FILES.primeraAtencion, { query: reportQuery(filters) }),
  tiempoContacto: (filters: ReportFilters) =>
    downloadFrom('/reports/tiempo_contacto/exportar-excel/', REPORT_FILES.tiempoContacto, { query: reportQuery(filters) }),
  tiempoPorEstado: (filters: ReportFilters) =>
    downloadFrom('/reports/tiempo_por_estado/exportar-excel/', REPORT_FILES.tiempoPorEstado, { query: reportQuery(filters) }),
  sla: (filters: ReportFilters) => downloadFrom('/reportes/sla/exportar-excel/', REPORT_FILES.sla, { query: reportQuery(filters) }),
};

/** A report page's answer for the applied filters; nothing is asked while they are null (no range). */
export function useReport<D>(name: string, filters: ReportFilters | null, load: (filters: ReportFilters) => Promise<D>) {
  return useQuery({
    queryKey: queryKeys.gestiones.part('report', name, filters),
    queryFn: () => load(filters!),
    enabled: filters !== null,
  });
}

import type { CampaignReport, GestionesPorTipificacion } from '@atiende/shared';

type Campana = GestionesPorTipificacion['campanas'][number];

/** One row of the typification table: a calificación of a resultado, or a resultado without any. */
export interface TypificationRow {
  key: string;
  resultado: string;
  calificacion: string;
  total: number;
  porcentaje: number;
}

/** The typification table: each calificación with its share of its resultado; a resultado without calificaciones with its share of the campaign. */
export function typificationRows(campana: Campana): TypificationRow[] {
  return campana.resultados.flatMap((resultado) => (resultado.calificaciones.length === 0
    ? [{ key: `r${resultado.id}`, resultado: resultado.nombre, calificacion: '—', total: resultado.total, porcentaje: resultado.porcentaje }]
    : resultado.calificaciones.map((c) => ({
      key: `r${resultado.id}-c${c.id}`, resultado: resultado.nombre, calificacion: c.nombre, total: c.total, porcentaje: c.porcentaje,
    }))));
}

/** A campaign's most frequent resultados, 'Venta (12), No contesta (4)'; '—' when none. */
export function topResultados(resultados: CampaignReport['filas'][number]['resultados'], count = 3): string {
  const top = resultados.filter((r) => r.total > 0).slice(0, count);
  return top.length ? top.map((r) => `${r.nombre} (${r.total.toLocaleString('es-CO')})`).join(', ') : '—';
}

/** The order of the time-per-state report: the closed estados first, as its definition reads. */
const ESTADO_ORDER = ['FINALIZADO', 'VENCIDO', 'EN_GESTION', 'PENDIENTE'];

/** `rows` in the report's estado order; an estado outside it goes last. */
export function inEstadoOrder<T extends { estado: string }>(rows: readonly T[]): T[] {
  const rank = (row: T) => {
    const index = ESTADO_ORDER.indexOf(row.estado);
    return index === -1 ? ESTADO_ORDER.length : index;
  };
  return [...rows].sort((a, b) => rank(a) - rank(b));
}

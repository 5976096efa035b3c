import { and, inArray, sql } from 'drizzle-orm';
import type { GestionesPorTipificacion, TipificacionQuery } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { campaigns } from '../campaigns/campaigns.tables.js';
import { gestionesTipificacionDaily as rollup } from '../gestiones/gestiones.tables.js';
import { calificaciones, descripciones } from '../typification/typification.tables.js';
import { ofAgents, withinDayColumn } from './report-filters.js';
import { percentOf, type ReportSheet } from './report-workbook.js';

const NO_CAMPAIGN = 'Sin campaña';
const NO_DESCRIPCION = 'Sin calificación';

/** Names of the rows a report counted, by id: campaigns, resultados and calificaciones. */
async function namesOf(db: Db, ids: { campaigns: number[]; resultados: number[]; calificaciones: number[] }) {
  const [campaignRows, resultadoRows, calificacionRows] = await Promise.all([
    ids.campaigns.length ? db.select({ id: campaigns.id, name: campaigns.name }).from(campaigns).where(inArray(campaigns.id, ids.campaigns)) : [],
    ids.resultados.length
      ? db.select({ id: calificaciones.id, name: calificaciones.name }).from(calificaciones).where(inArray(calificaciones.id, ids.resultados))
      : [],
    ids.calificaciones.length
      ? db.select({ id: descripciones.id, name: descripciones.name }).from(descripciones).where(inArray(descripciones.id, ids.calificaciones))
      : [],
  ]);
  const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
  return { campaigns: byId(campaignRows), resultados: byId(resultadoRows), calificaciones: byId(calificacionRows) };
}

/**
 * Gestiones per campaign, resultado and calificación over the chosen days and agents, read from the daily
 * typification rollup. Resultados go most frequent first, each with its share of the campaign's typified
 * gestiones; each calificación with its share of its resultado.
 */
export async function gestionesPorTipificacion(db: Db, query: TipificacionQuery): Promise<GestionesPorTipificacion> {
  const counted = await db
    .select({
      campaign: rollup.campaignId, resultado: rollup.calificacionId, calificacion: rollup.descripcionId,
      total: sql<number>`sum(${rollup.total})::int`,
    })
    .from(rollup)
    .where(and(withinDayColumn(rollup.day, query.fecha_inicio, query.fecha_fin), ofAgents(rollup.agentId, query.agents)))
    .groupBy(rollup.campaignId, rollup.calificacionId, rollup.descripcionId);
  const names = await namesOf(db, {
    campaigns: [...new Set(counted.map((row) => row.campaign).filter((id) => id > 0))],
    resultados: [...new Set(counted.map((row) => row.resultado).filter((id) => id > 0))],
    calificaciones: [...new Set(counted.map((row) => row.calificacion).filter((id) => id > 0))],
  });

  const byCampaign = new Map<number, { sinResultado: number; resultados: Map<number, Map<number, number>> }>();
  for (const row of counted) {
    const total = Number(row.total);
    const campaign = byCampaign.get(row.campaign) ?? { sinResultado: 0, resultados: new Map() };
    byCampaign.set(row.campaign, campaign);
    // A resultado deleted since counts as not typified: there is nothing left to name it by.
    if (row.resultado === 0 || !names.resultados.has(row.resultado)) {
      campaign.sinResultado += total;
      continue;
    }
    const calificacionesOf = campaign.resultados.get(row.resultado) ?? new Map<number, number>();
    campaign.resultados.set(row.resultado, calificacionesOf);
    calificacionesOf.set(row.calificacion, (calificacionesOf.get(row.calificacion) ?? 0) + total);
  }

  const campanas = [...byCampaign.entries()].map(([id, campaign]) => {
    const resultados = [...campaign.resultados.entries()].map(([resultadoId, counts]) => {
      const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
      const calificacionesDe = [...counts.entries()]
        .filter(([calificacionId]) => calificacionId > 0 && names.calificaciones.has(calificacionId))
        .map(([calificacionId, n]) => ({ id: calificacionId, nombre: names.calificaciones.get(calificacionId)!, total: n, porcentaje: percentOf(n, total) }))
        .sort((a, b) => b.total - a.total || a.nombre.localeCompare(b.nombre, 'es'));
      return { id: resultadoId, nombre: names.resultados.get(resultadoId)!, total, porcentaje: 0, calificaciones: calificacionesDe };
    });
    const total = resultados.reduce((sum, resultado) => sum + resultado.total, 0);
    for (const resultado of resultados) resultado.porcentaje = percentOf(resultado.total, total);
    resultados.sort((a, b) => b.total - a.total || a.nombre.localeCompare(b.nombre, 'es'));
    return { id, nombre: id === 0 ? NO_CAMPAIGN : names.campaigns.get(id) ?? NO_CAMPAIGN, total, sin_resultado: campaign.sinResultado, resultados };
  });
  campanas.sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
  return { campanas, fecha_inicio: query.fecha_inicio, fecha_fin: query.fecha_fin };
}

/** The report's table for its export: one row per resultado and calificación of each campaign. */
export function typificationSheets(report: GestionesPorTipificacion): ReportSheet[] {
  const rows: ReportSheet['rows'] = [];
  for (const campana of report.campanas) {
    for (const resultado of campana.resultados) {
      const calificacionesDe = resultado.calificaciones.length > 0 ? resultado.calificaciones : [null];
      for (const calificacion of calificacionesDe) {
        rows.push([
          campana.nombre, resultado.nombre, resultado.total, resultado.porcentaje,
          calificacion?.nombre ?? NO_DESCRIPCION, calificacion?.total ?? null, calificacion?.porcentaje ?? null,
        ]);
      }
    }
    if (campana.sin_resultado > 0) rows.push([campana.nombre, 'Sin resultado', campana.sin_resultado, null, null, null, null]);
  }
  return [{
    name: 'Tipificación',
    headers: ['Campaña', 'Resultado', 'Gestiones', '% de la campaña', 'Calificación', 'Gestiones', '% del resultado'],
    rows,
  }];
}

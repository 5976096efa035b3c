import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CampaignReport, ReportQuery } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { campaigns } from '../campaigns/campaigns.tables.js';
import { gestionesDaily, gestionesTipificacionDaily as tipificacion } from '../gestiones/gestiones.tables.js';
import { calificaciones } from '../typification/typification.tables.js';
import { ofAgents, withinDayColumn } from './report-filters.js';
import { percentOf, type ReportSheet } from './report-workbook.js';

const TOP_RESULTADOS = 5;

/** The rollup conditions of a report's filters (both rollups share their key columns). */
function rollupWhere(table: typeof gestionesDaily | typeof tipificacion, query: ReportQuery) {
  return and(
    withinDayColumn(table.day, query.fecha_inicio, query.fecha_fin),
    ofAgents(table.agentId, query.agents),
    query.campaign === undefined ? undefined : eq(table.campaignId, query.campaign),
    query.type === undefined ? undefined : eq(table.type, query.type),
  );
}

type Counts = Omit<CampaignReport['totales'], 'tasa_contacto' | 'tasa_vencimiento'>;

function withRates(counts: Counts): CampaignReport['totales'] {
  return {
    ...counts,
    tasa_contacto: percentOf(counts.tipificadas, counts.gestiones),
    tasa_vencimiento: percentOf(counts.vencidas, counts.finalizadas + counts.vencidas),
  };
}

/**
 * Per campaign: gestiones created in the days by estado, how many carry a resultado (the contact rate) and
 * how many of those that ended expired; with the campaign's most frequent resultados. Read from the rollups.
 */
export async function campaignReport(db: Db, query: ReportQuery): Promise<CampaignReport> {
  const [estados, tipificadas] = await Promise.all([
    db
      .select({
        campaign: gestionesDaily.campaignId,
        gestiones: sql<number>`sum(${gestionesDaily.total})::int`,
        finalizadas: sql<number>`coalesce(sum(${gestionesDaily.total}) filter (where ${gestionesDaily.estado} = 'FINALIZADO'), 0)::int`,
        vencidas: sql<number>`coalesce(sum(${gestionesDaily.total}) filter (where ${gestionesDaily.estado} = 'VENCIDO'), 0)::int`,
      })
      .from(gestionesDaily)
      .where(rollupWhere(gestionesDaily, query))
      .groupBy(gestionesDaily.campaignId),
    db
      .select({ campaign: tipificacion.campaignId, resultado: tipificacion.calificacionId, total: sql<number>`sum(${tipificacion.total})::int` })
      .from(tipificacion)
      .where(and(rollupWhere(tipificacion, query), sql`${tipificacion.calificacionId} <> 0`))
      .groupBy(tipificacion.campaignId, tipificacion.calificacionId),
  ]);
  const campaignIds = estados.map((row) => row.campaign).filter((id) => id > 0);
  const resultadoIds = [...new Set(tipificadas.map((row) => row.resultado))];
  const [campaignNames, resultadoNames] = await Promise.all([
    campaignIds.length ? db.select({ id: campaigns.id, name: campaigns.name }).from(campaigns).where(inArray(campaigns.id, campaignIds)) : [],
    resultadoIds.length
      ? db.select({ id: calificaciones.id, name: calificaciones.name }).from(calificaciones).where(inArray(calificaciones.id, resultadoIds))
      : [],
  ]);
  const campaignName = new Map(campaignNames.map((row) => [row.id, row.name]));
  const resultadoName = new Map(resultadoNames.map((row) => [row.id, row.name]));

  const filas = estados.map((row) => {
    const gestiones = Number(row.gestiones);
    const finalizadas = Number(row.finalizadas);
    const vencidas = Number(row.vencidas);
    const resultados = tipificadas
      .filter((t) => t.campaign === row.campaign && resultadoName.has(t.resultado))
      .map((t) => ({ nombre: resultadoName.get(t.resultado)!, total: Number(t.total) }))
      .sort((a, b) => b.total - a.total || a.nombre.localeCompare(b.nombre, 'es'));
    const counts = {
      gestiones, finalizadas, vencidas, abiertas: gestiones - finalizadas - vencidas,
      tipificadas: resultados.reduce((sum, r) => sum + r.total, 0),
    };
    return {
      campaign_id: row.campaign,
      campana: row.campaign === 0 ? 'Sin campaña' : campaignName.get(row.campaign) ?? 'Sin campaña',
      ...withRates(counts),
      resultados: resultados.slice(0, TOP_RESULTADOS),
    };
  }).sort((a, b) => b.gestiones - a.gestiones || a.campana.localeCompare(b.campana, 'es'));

  const sum = (key: keyof Counts) => filas.reduce((total, fila) => total + fila[key], 0);
  const totales = withRates({
    gestiones: sum('gestiones'), finalizadas: sum('finalizadas'), vencidas: sum('vencidas'), abiertas: sum('abiertas'), tipificadas: sum('tipificadas'),
  });
  return { filas, totales };
}

export function campaignSheets(report: CampaignReport): ReportSheet[] {
  const row = (nombre: string, f: CampaignReport['totales'], resultados: string) => [
    nombre, f.gestiones, f.finalizadas, f.vencidas, f.abiertas, f.tipificadas, f.tasa_contacto, f.tasa_vencimiento, resultados,
  ];
  return [{
    name: 'Campañas',
    headers: ['Campaña', 'Gestiones', 'Finalizadas', 'Vencidas', 'Abiertas', 'Tipificadas', 'Tasa de contacto %', 'Tasa de vencimiento %', 'Principales resultados'],
    rows: [
      ...report.filas.map((fila) => row(fila.campana, fila, fila.resultados.map((r) => `${r.nombre} (${r.total})`).join(', '))),
      row('Total', report.totales, ''),
    ],
  }];
}

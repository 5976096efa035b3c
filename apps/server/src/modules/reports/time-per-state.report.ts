import { and, eq, sql } from 'drizzle-orm';
import { GESTION_ESTADO_LABELS, GESTION_ESTADOS, type GestionEstado, type ReportQuery, type TimePerState } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { gestiones } from '../gestiones/gestiones.tables.js';
import { users } from '../users/users.tables.js';
import { agentNameSql } from '../gestiones/gestiones.names.js';
import { durationStats, durationStatsSql, ofAgents, withinDays } from './report-filters.js';
import type { ReportSheet } from './report-workbook.js';

const NO_AGENT = 'Sin agente';

/**
 * How long a gestión spent in its estado: FINALIZADO from creation to finalization, VENCIDO from creation to
 * its expiry, EN_GESTION and PENDIENTE from creation until now (their age).
 */
const secondsInState = sql`extract(epoch from (case ${gestiones.estado}
  when 'FINALIZADO' then ${gestiones.fechaFinalizacion}
  when 'VENCIDO' then ${gestiones.venceAt}
  else now() end - ${gestiones.createdAt}))`;

/** Duration figures per estado of the gestiones created in the days, overall and per agent; every estado listed. */
export async function timePerState(db: Db, query: ReportQuery): Promise<TimePerState> {
  const where = and(
    withinDays(gestiones.createdAt, query.fecha_inicio, query.fecha_fin),
    ofAgents(gestiones.agentId, query.agents),
    query.campaign === undefined ? undefined : eq(gestiones.campaignId, query.campaign),
    query.type === undefined ? undefined : eq(gestiones.type, query.type),
  );
  // One scan for both tables: the totals per estado and the figures per agent and estado, as grouping sets.
  const found = await db
    .select({
      total: sql<number>`grouping(${gestiones.agentId})`, agentId: gestiones.agentId, agente: sql<string | null>`max(${agentNameSql})`, estado: gestiones.estado,
      ...durationStatsSql(secondsInState),
    })
    .from(gestiones)
    .leftJoin(users, eq(users.id, gestiones.agentId))
    .where(where)
    .groupBy(sql`grouping sets ((${gestiones.estado}), (${gestiones.agentId}, ${gestiones.estado}))`);
  const perState = found.filter((row) => Number(row.total) === 1);
  const perAgent = found.filter((row) => Number(row.total) === 0);
  const everyState = (rows: { estado: string; cantidad: unknown; promedio: unknown; p50: unknown; p90: unknown }[]) =>
    GESTION_ESTADOS.map((estado) => {
      const found = rows.find((row) => row.estado === estado);
      return { estado, ...(found ? durationStats(found) : { cantidad: 0, promedio: null, p50: null, p90: null }) };
    });
  const agents = new Map<number | null, { agente: string; rows: typeof perAgent }>();
  for (const row of perAgent) {
    const entry = agents.get(row.agentId) ?? { agente: row.agente ?? NO_AGENT, rows: [] };
    entry.rows.push(row);
    agents.set(row.agentId, entry);
  }
  return {
    estados: everyState(perState),
    agentes: [...agents.entries()]
      .map(([agentId, entry]) => ({ agent_id: agentId, agente: entry.agente, estados: everyState(entry.rows) }))
      .sort((a, b) => a.agente.localeCompare(b.agente, 'es')),
  };
}

export function timePerStateSheets(report: TimePerState): ReportSheet[] {
  const label = (estado: string) => GESTION_ESTADO_LABELS[estado as GestionEstado] ?? estado;
  const headers = ['Estado', 'Gestiones', 'Promedio (s)', 'Mediana (s)', 'P90 (s)'];
  return [
    { name: 'Por estado', headers, rows: report.estados.map((e) => [label(e.estado), e.cantidad, e.promedio, e.p50, e.p90]) },
    {
      name: 'Por agente',
      headers: ['Agente', ...headers],
      rows: report.agentes.flatMap((a) => a.estados.filter((e) => e.cantidad > 0).map((e) => [a.agente, label(e.estado), e.cantidad, e.promedio, e.p50, e.p90])),
    },
  ];
}

import { and, eq, sql, type SQL } from 'drizzle-orm';
import { GESTION_ESTADO_LABELS, GESTION_ESTADOS, type GestionEstado, type ReportQuery, type TimePerState } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { gestiones } from '../gestiones/gestiones.tables.js';
import { userNames } from '../users/users.queries.js';
import { ofAgents, withinDays } from './report-filters.js';
import { durationBucketSql, durationBucketTotalsSql, durationStatsOf, type DurationBucket } from './duration-histogram.js';
import type { ReportSheet } from './report-workbook.js';

const NO_AGENT = 'Sin agente';

/**
 * How long a gestión spent in its estado: FINALIZADO from creation to finalization, VENCIDO from creation to
 * its expiry, EN_GESTION and PENDIENTE from creation until now (their age). date_part gives a float: extract
 * would give a numeric, several times slower over a month of gestiones.
 */
const secondsInState = sql`date_part('epoch', case ${gestiones.estado}
  when 'FINALIZADO' then ${gestiones.fechaFinalizacion}
  when 'VENCIDO' then ${gestiones.venceAt}
  else now() end - ${gestiones.createdAt})`;

type Bucketed = { agentId: number | null; estado: string } & DurationBucket;

function gestionesOf(query: ReportQuery): SQL {
  return and(
    withinDays(gestiones.createdAt, query.fecha_inicio, query.fecha_fin),
    ofAgents(gestiones.agentId, query.agents),
    query.campaign === undefined ? undefined : eq(gestiones.campaignId, query.campaign),
    query.type === undefined ? undefined : eq(gestiones.type, query.type),
  )!;
}

/**
 * The gestiones created in the days counted per agent, estado and duration bucket, read from
 * gestiones_time_per_state_idx alone (an index-only scan), never the rows. The OFFSET 0 keeps the planner from
 * folding the inner select into the grouping, which would compute each gestión's seconds three times (bucket,
 * count and sum): a third of the time over a month.
 */
function bucketsOf(db: Db, query: ReportQuery): Promise<Bucketed[]> {
  const inState = sql`(select ${gestiones.agentId} as agent_id, ${gestiones.estado} as estado, ${secondsInState} as seconds
    from ${gestiones} where ${gestionesOf(query)} offset 0) as in_state`;
  const agentId = sql<number | null>`in_state.agent_id`;
  const estado = sql<string>`in_state.estado`;
  const seconds = sql`in_state.seconds`;
  const bucket = durationBucketSql(seconds);
  return db.select({ agentId, estado, bucket, ...durationBucketTotalsSql(seconds) }).from(inState).groupBy(agentId, estado, bucket);
}

/** The figures of every estado (none measured: zero and nulls) from the buckets of some gestiones. */
function everyState(buckets: readonly Bucketed[]) {
  return GESTION_ESTADOS.map((estado) => ({ estado, ...durationStatsOf(buckets.filter((b) => b.estado === estado)) }));
}

/**
 * Duration figures per estado of the gestiones created in the days, overall and per agent; every estado listed.
 * The count and the mean are exact, the median and the p90 are read from duration buckets (duration-histogram.ts).
 */
export async function timePerState(db: Db, query: ReportQuery): Promise<TimePerState> {
  const found = await bucketsOf(db, query);
  const perAgent = new Map<number | null, Bucketed[]>();
  for (const row of found) {
    const buckets = perAgent.get(row.agentId) ?? [];
    buckets.push(row);
    perAgent.set(row.agentId, buckets);
  }
  const names = await userNames(db, [...perAgent.keys()].filter((id): id is number => id !== null));
  return {
    estados: everyState(found),
    agentes: [...perAgent.entries()]
      .map(([agentId, buckets]) => ({
        agent_id: agentId,
        agente: (agentId !== null && names.get(agentId)) || NO_AGENT,
        estados: everyState(buckets),
      }))
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

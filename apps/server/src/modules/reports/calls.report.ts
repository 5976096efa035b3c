import { and, eq, sql } from 'drizzle-orm';
import {
  CALL_DISPOSITION_LABELS, TIME_ZONE, type CallDuration, type CallDurationQuery, type CallReportQuery, type CallsPerHour,
} from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { callRecords } from '../telephony/telephony.tables.js';
import { users } from '../users/users.tables.js';
import { agentNameSql } from '../gestiones/gestiones.names.js';
import { durationStats, durationStatsSql, ofAgents, withinDays } from './report-filters.js';
import type { ReportSheet } from './report-workbook.js';

const NO_AGENT = 'Sin agente';
const slotLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function callsWhere(query: CallReportQuery) {
  return and(withinDays(callRecords.calldate, query.fecha_inicio, query.fecha_fin), ofAgents(callRecords.agentId, query.agents));
}

/** The PBX's calls per hour of the Bogotá day they started in, by disposition; all 24 slots in order. */
export async function callsPerHour(db: Db, query: CallReportQuery): Promise<CallsPerHour> {
  const counted = await db
    .select({
      hour: sql<number>`extract(hour from ${callRecords.calldate} at time zone ${TIME_ZONE})::int`,
      disposition: callRecords.disposition,
      total: sql<number>`count(*)::int`,
    })
    .from(callRecords)
    .where(callsWhere(query))
    .groupBy(sql`1`, callRecords.disposition);
  const franjas = Array.from({ length: 24 }, (_, hour) => ({
    hora: slotLabel(hour), contestadas: 0, perdidas: 0, ocupadas: 0, fallidas: 0, congestion: 0, total: 0,
  }));
  const keyOf = { ANSWERED: 'contestadas', 'NO ANSWER': 'perdidas', BUSY: 'ocupadas', FAILED: 'fallidas', CONGESTION: 'congestion' } as const;
  for (const row of counted) {
    const franja = franjas[Number(row.hour)]!;
    const key = keyOf[row.disposition as keyof typeof keyOf];
    franja[key] += Number(row.total);
    franja.total += Number(row.total);
  }
  return { franjas, total: franjas.reduce((sum, franja) => sum + franja.total, 0) };
}

export function callsPerHourSheets(report: CallsPerHour): ReportSheet[] {
  const labels = CALL_DISPOSITION_LABELS;
  return [{
    name: 'Llamadas por hora',
    headers: ['Hora', labels.ANSWERED, labels['NO ANSWER'], labels.BUSY, labels.FAILED, labels.CONGESTION, 'Total'],
    rows: report.franjas.map((f) => [f.hora, f.contestadas, f.perdidas, f.ocupadas, f.fallidas, f.congestion, f.total]),
  }];
}

/**
 * Talk time (billsec, answer to hang-up) of the answered calls of one direction, overall and per agent (by
 * the call's extension), with how many calls of that direction there were in all.
 */
export async function callDuration(db: Db, query: CallDurationQuery): Promise<CallDuration> {
  const answered = sql`${callRecords.disposition} = 'ANSWERED'`;
  const talk = sql`case when ${answered} then ${callRecords.billsec} end`;
  const figures = {
    llamadas: sql<number>`count(*)::int`,
    total_segundos: sql<number>`coalesce(sum(${talk}), 0)::int`,
    ...durationStatsSql(talk),
  };
  const where = and(callsWhere(query), eq(callRecords.direction, query.direccion));
  // One scan for the summary and the agents: grouping sets.
  const found = await db
    .select({ total: sql<number>`grouping(${callRecords.agentId})`, agentId: callRecords.agentId, agente: sql<string | null>`max(${agentNameSql})`, ...figures })
    .from(callRecords)
    .leftJoin(users, eq(users.id, callRecords.agentId))
    .where(where)
    .groupBy(sql`grouping sets ((), (${callRecords.agentId}))`);
  const overall = found.find((row) => Number(row.total) === 1);
  const perAgent = found.filter((row) => Number(row.total) === 0);
  const figuresOf = (row: { llamadas: unknown; total_segundos: unknown; cantidad: unknown; promedio: unknown; p50: unknown; p90: unknown }) => ({
    llamadas: Number(row.llamadas), total_segundos: Number(row.total_segundos), ...durationStats(row),
  });
  return {
    direccion: query.direccion,
    resumen: figuresOf(overall ?? { llamadas: 0, total_segundos: 0, cantidad: 0, promedio: null, p50: null, p90: null }),
    agentes: perAgent
      .map((row) => ({ agent_id: row.agentId, agente: row.agente ?? NO_AGENT, ...figuresOf(row) }))
      .sort((a, b) => b.llamadas - a.llamadas || a.agente.localeCompare(b.agente, 'es')),
  };
}

export function callDurationSheets(report: CallDuration): ReportSheet[] {
  const row = (agente: string, f: CallDuration['resumen']) => [agente, f.llamadas, f.cantidad, f.promedio, f.p50, f.p90, f.total_segundos];
  return [{
    name: report.direccion === 'saliente' ? 'Llamadas salientes' : 'Llamadas entrantes',
    headers: ['Agente', 'Llamadas', 'Contestadas', 'Promedio (s)', 'Mediana (s)', 'P90 (s)', 'Tiempo hablado (s)'],
    rows: [...report.agentes.map((a) => row(a.agente, a)), row('Total', report.resumen)],
  }];
}

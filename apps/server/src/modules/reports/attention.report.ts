import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AttentionReport, ReportQuery } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { conversations } from '../chat/chat.tables.js';
import { users } from '../users/users.tables.js';
import { agentNameSql } from '../gestiones/gestiones.names.js';
import { durationStats, durationStatsSql, ofAgents, withinDays } from './report-filters.js';
import type { ReportSheet } from './report-workbook.js';

const NO_AGENT = 'Sin agente';

function conversationsWhere(query: ReportQuery): SQL | undefined {
  return and(
    withinDays(conversations.createdAt, query.fecha_inicio, query.fecha_fin),
    ofAgents(conversations.agentId, query.agents),
    query.campaign === undefined ? undefined : eq(conversations.campaignId, query.campaign),
    query.type === undefined ? undefined : eq(conversations.type, query.type),
  );
}

/** A duration over the conversations opened in the days: overall, per channel and per agent, in one scan (grouping sets). */
async function attentionReport(db: Db, query: ReportQuery, measure: { seconds: SQL; counted: SQL }): Promise<AttentionReport> {
  const found = await db
    .select({
      byType: sql<number>`grouping(${conversations.type})`, byAgent: sql<number>`grouping(${conversations.agentId})`,
      type: conversations.type, agentId: conversations.agentId, agente: sql<string | null>`max(${agentNameSql})`,
      conversaciones: sql<number>`count(${measure.counted})::int`, ...durationStatsSql(measure.seconds),
    })
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.agentId))
    .where(conversationsWhere(query))
    .groupBy(sql`grouping sets ((), (${conversations.type}), (${conversations.agentId}))`);
  const grouped = (byType: number, byAgent: number) => found.filter((r) => Number(r.byType) === byType && Number(r.byAgent) === byAgent);
  const [overall] = grouped(1, 1);
  const row = (clave: string, nombre: string, r: { cantidad: unknown; promedio: unknown; p50: unknown; p90: unknown }) => ({ clave, nombre, ...durationStats(r) });
  const byCount = (a: { cantidad: number; nombre: string }, b: { cantidad: number; nombre: string }) => b.cantidad - a.cantidad || a.nombre.localeCompare(b.nombre, 'es');
  return {
    resumen: { conversaciones: Number(overall?.conversaciones ?? 0), ...durationStats(overall ?? { cantidad: 0, promedio: null, p50: null, p90: null }) },
    canales: grouped(0, 1).map((r) => row(r.type!, r.type!, r)).sort(byCount),
    agentes: grouped(1, 0).map((r) => row(r.agentId === null ? '' : String(r.agentId), r.agente ?? NO_AGENT, r)).sort(byCount),
  };
}

/**
 * First-attention time: from the customer's first message to the first answer an agent sent after it (the bot
 * does not count). Conversations the company started have no first_inbound_at and are not measured.
 */
export function firstAttention(db: Db, query: ReportQuery): Promise<AttentionReport> {
  return attentionReport(db, query, {
    seconds: sql`extract(epoch from (${conversations.firstAnswerAt} - ${conversations.firstInboundAt}))`,
    counted: sql`${conversations.firstInboundAt}`,
  });
}

/**
 * Contact time: from the conversation's opening to its typification. Typifying saves the gestión and closes the
 * conversation in one transaction, so its closing time is that moment; conversations closed without one (the
 * closing time, a suppression) are counted but not measured.
 */
export function contactTime(db: Db, query: ReportQuery): Promise<AttentionReport> {
  return attentionReport(db, query, {
    seconds: sql`case when ${conversations.gestionId} is not null and not ${conversations.expired} and ${conversations.estado} = 'FINALIZADA'
      then extract(epoch from (${conversations.closedAt} - ${conversations.createdAt})) end`,
    counted: sql`${conversations.id}`,
  });
}

export function attentionSheets(report: AttentionReport, name: string): ReportSheet[] {
  const headers = (first: string) => [first, 'Medidas', 'Promedio (s)', 'Mediana (s)', 'P90 (s)'];
  const rows = (list: AttentionReport['canales']) => list.map((r) => [r.nombre, r.cantidad, r.promedio, r.p50, r.p90]);
  return [
    { name, headers: ['Conversaciones', 'Medidas', 'Promedio (s)', 'Mediana (s)', 'P90 (s)'], rows: [[report.resumen.conversaciones, report.resumen.cantidad, report.resumen.promedio, report.resumen.p50, report.resumen.p90]] },
    { name: 'Por canal', headers: headers('Canal'), rows: rows(report.canales) },
    { name: 'Por agente', headers: headers('Agente'), rows: rows(report.agentes) },
  ];
}

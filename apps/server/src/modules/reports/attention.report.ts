import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AttentionReport, ReportQuery } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { conversations } from '../chat/chat.tables.js';
import { gestiones } from '../gestiones/gestiones.tables.js';
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

/** A duration over the conversations opened in the days: overall, per channel and per agent. */
async function attentionReport(
  db: Db, query: ReportQuery, measure: { seconds: SQL; counted: SQL; withGestion: boolean },
): Promise<AttentionReport> {
  const figures = { conversaciones: sql<number>`count(${measure.counted})::int`, ...durationStatsSql(measure.seconds) };
  const where = conversationsWhere(query);
  const overallQuery = db.select(figures).from(conversations).$dynamic();
  const perChannelQuery = db.select({ clave: conversations.type, ...figures }).from(conversations).$dynamic();
  const perAgentQuery = db
    .select({ agentId: conversations.agentId, agente: agentNameSql, ...figures })
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.agentId))
    .$dynamic();
  if (measure.withGestion) {
    for (const q of [overallQuery, perChannelQuery, perAgentQuery]) q.leftJoin(gestiones, eq(gestiones.id, conversations.gestionId));
  }
  const [[overall], perChannel, perAgent] = await Promise.all([
    overallQuery.where(where),
    perChannelQuery.where(where).groupBy(conversations.type),
    perAgentQuery.where(where).groupBy(conversations.agentId, users.id),
  ]);
  const row = (clave: string, nombre: string, r: { cantidad: unknown; promedio: unknown; p50: unknown; p90: unknown }) => ({ clave, nombre, ...durationStats(r) });
  return {
    resumen: { conversaciones: Number(overall?.conversaciones ?? 0), ...durationStats(overall ?? { cantidad: 0, promedio: null, p50: null, p90: null }) },
    canales: perChannel.map((r) => row(r.clave, r.clave, r)).sort((a, b) => b.cantidad - a.cantidad || a.nombre.localeCompare(b.nombre, 'es')),
    agentes: perAgent
      .map((r) => row(r.agentId === null ? '' : String(r.agentId), r.agente ?? NO_AGENT, r))
      .sort((a, b) => b.cantidad - a.cantidad || a.nombre.localeCompare(b.nombre, 'es')),
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
    withGestion: false,
  });
}

/** Contact time: from the conversation's opening to the finalization (typification) of its gestión. */
export function contactTime(db: Db, query: ReportQuery): Promise<AttentionReport> {
  return attentionReport(db, query, {
    seconds: sql`case when ${gestiones.estado} = 'FINALIZADO'
      then extract(epoch from (${gestiones.fechaFinalizacion} - ${conversations.createdAt})) end`,
    counted: sql`${conversations.id}`,
    withGestion: true,
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

import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AttentionReport, ReportQuery } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { conversations } from '../chat/chat.tables.js';
import { userNames } from '../users/users.queries.js';
import { ofAgents, withinDays } from './report-filters.js';
import { durationBucketSql, durationBucketTotalsSql, durationStatsOf, type DurationBucket } from './duration-histogram.js';
import type { ReportSheet } from './report-workbook.js';

const NO_AGENT = 'Sin agente';

function conversationsWhere(query: ReportQuery, measured: SQL | undefined): SQL | undefined {
  return and(
    withinDays(conversations.createdAt, query.fecha_inicio, query.fecha_fin),
    ofAgents(conversations.agentId, query.agents),
    query.campaign === undefined ? undefined : eq(conversations.campaignId, query.campaign),
    query.type === undefined ? undefined : eq(conversations.type, query.type),
    measured,
  );
}

type Bucketed = { type: string; agentId: number | null } & DurationBucket;

/**
 * A duration over the conversations opened in the days: overall, per channel and per agent. The database counts
 * the conversations per channel, agent and duration bucket from one index (no row is read), and the figures are
 * merged from those buckets here.
 */
async function attentionReport(db: Db, query: ReportQuery, measure: { seconds: AnyPgColumn; applies?: SQL }): Promise<AttentionReport> {
  const bucket = durationBucketSql(measure.seconds);
  const found: Bucketed[] = await db
    .select({ type: conversations.type, agentId: conversations.agentId, bucket, ...durationBucketTotalsSql(measure.seconds) })
    .from(conversations)
    .where(conversationsWhere(query, measure.applies))
    .groupBy(conversations.type, conversations.agentId, bucket);
  const names = await userNames(db, found.map((row) => row.agentId).filter((id): id is number => id !== null));
  const row = (clave: string, nombre: string, buckets: DurationBucket[]) => ({ clave, nombre, ...durationStatsOf(buckets) });
  const byCount = (a: { cantidad: number; nombre: string }, b: { cantidad: number; nombre: string }) => b.cantidad - a.cantidad || a.nombre.localeCompare(b.nombre, 'es');
  const overall = durationStatsOf(found);
  return {
    resumen: { conversaciones: found.reduce((sum, r) => sum + Number(r.rows), 0), ...overall },
    canales: [...groupBy(found, (r) => r.type)].map(([type, buckets]) => row(type, type, buckets)).sort(byCount),
    agentes: [...groupBy(found, (r) => r.agentId)]
      .map(([agentId, buckets]) => row(agentId === null ? '' : String(agentId), (agentId !== null && names.get(agentId)) || NO_AGENT, buckets))
      .sort(byCount),
  };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * First-attention time: from the customer's first message to the first answer an agent sent after it (the bot
 * does not count). Conversations the company started have no first_inbound_at and are not measured.
 */
export function firstAttention(db: Db, query: ReportQuery): Promise<AttentionReport> {
  return attentionReport(db, query, { seconds: conversations.firstAttentionSeconds, applies: isNotNull(conversations.firstInboundAt) });
}

/**
 * Contact time: from the conversation's opening to its typification. Typifying saves the gestión and closes the
 * conversation in one transaction, so its closing time is that moment; conversations closed without one (the
 * closing time, a suppression) are counted but not measured.
 */
export function contactTime(db: Db, query: ReportQuery): Promise<AttentionReport> {
  return attentionReport(db, query, { seconds: conversations.contactSeconds });
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

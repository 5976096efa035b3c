import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE, type ReportQuery, type SlaReport } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { percentOf, type ReportSheet } from './report-workbook.js';
import { closingAnswersSql, slaStartSql } from './sla-clock.js';

interface Row {
  by_day: number;
  by_campaign: number;
  by_agent: number;
  dia: string | null;
  campaign_id: number | null;
  campana: string | null;
  agent_id: number | null;
  agente: string | null;
  conversaciones: number;
  dentro_objetivo: number;
  vencidas: number;
  pendientes: number;
  mediana: number | null;
  resolucion_dentro: number;
  resolucion_vencidas: number;
  encuestas: number;
  encuestas_top: number;
}

const NO_AGENT = 'Sin agente';

/**
 * First-response SLA compliance of the conversations opened in the range in campaigns with a first-response target
 * (the customer's, not those the company started): per Bogotá day, campaign and agent, with the totals per
 * campaign, per agent and overall in the same scan (grouping sets).
 */
export async function slaReport(db: Db, query: ReportQuery): Promise<SlaReport> {
  const filters: SQL[] = [
    sql`c.created_at >= (${query.fecha_inicio}::date)::timestamp at time zone ${TIME_ZONE}`,
    sql`c.created_at < ((${query.fecha_fin}::date + 1)::timestamp at time zone ${TIME_ZONE})`,
    sql`c.first_inbound_at is not null`,
  ];
  if (query.campaign !== undefined) filters.push(sql`c.campaign_id = ${query.campaign}`);
  if (query.agents && query.agents.length > 0) filters.push(sql`c.agent_id in ${query.agents}`);
  if (query.type !== undefined) filters.push(sql`c.type = ${query.type}`);
  // The groups are sorted in memory rather than on disk (a month of every campaign is some 80,000 rows to sort
  // twice); the day is grouped as a date, not as text, and the names are joined to the groups, not to every row.
  const found = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('work_mem', '32MB', true)`);
    return rows<Row>(tx, sql`
      with measured as (
        select (c.created_at at time zone ${TIME_ZONE})::date as dia, c.campaign_id, c.agent_id,
          ${slaStartSql} as inicio, c.first_answer_at, c.estado, c.closed_at, c.gestion_id, c.expired,
          sl.sla_primera_respuesta_min as objetivo, sl.sla_resolucion_min as objetivo_resolucion, csat.top as csat_top
        from conversations c
        join campaign_service_levels sl on sl.campaign_id = c.campaign_id and sl.sla_primera_respuesta_min is not null
        left join conversation_service_levels csl on csl.conversation_id = c.id
        left join ${closingAnswersSql} csat on csat.conversation_id = c.id
        where ${sql.join(filters, sql` and `)}
      ), judged as (
        select dia, campaign_id, agent_id,
          first_answer_at <= inicio + make_interval(mins => objetivo) as dentro,
          coalesce(first_answer_at, case when estado = 'FINALIZADA' then closed_at end, now()) > inicio + make_interval(mins => objetivo) as vencida,
          extract(epoch from first_answer_at - inicio)::float8 as respuesta,
          case when objetivo_resolucion is null then null
            when estado = 'FINALIZADA' and gestion_id is not null and not expired then closed_at <= inicio + make_interval(mins => objetivo_resolucion)
            when estado = 'FINALIZADA' or now() > inicio + make_interval(mins => objetivo_resolucion) then false end as resuelta_a_tiempo,
          csat_top
        from measured
      )
      , grouped as (
      select grouping(j.dia) as by_day, grouping(j.campaign_id) as by_campaign, grouping(j.agent_id) as by_agent,
        j.dia::text as dia, j.campaign_id, j.agent_id,
        count(*)::int as conversaciones,
        count(*) filter (where j.dentro)::int as dentro_objetivo,
        count(*) filter (where j.vencida)::int as vencidas,
        count(*) filter (where not coalesce(j.dentro, false) and not j.vencida)::int as pendientes,
        round(percentile_cont(0.5) within group (order by j.respuesta)::numeric, 1)::float8 as mediana,
        count(*) filter (where j.resuelta_a_tiempo)::int as resolucion_dentro,
        count(*) filter (where not j.resuelta_a_tiempo)::int as resolucion_vencidas,
        count(j.csat_top)::int as encuestas, count(*) filter (where j.csat_top)::int as encuestas_top
      from judged j
      group by grouping sets ((), (j.campaign_id), (j.agent_id), (j.dia, j.campaign_id, j.agent_id))
      )
      select g.*, cp.name as campana, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as agente
      from grouped g
      left join campaigns cp on cp.id = g.campaign_id
      left join users u on u.id = g.agent_id`);
  });
  const figures = (row: Row | undefined) => ({
    conversaciones: Number(row?.conversaciones ?? 0),
    dentro_objetivo: Number(row?.dentro_objetivo ?? 0),
    vencidas: Number(row?.vencidas ?? 0),
    pendientes: Number(row?.pendientes ?? 0),
    cumplimiento: row && Number(row.dentro_objetivo) + Number(row.vencidas) > 0
      ? percentOf(Number(row.dentro_objetivo), Number(row.dentro_objetivo) + Number(row.vencidas)) : null,
    mediana_primera_respuesta: row?.mediana === null || row?.mediana === undefined ? null : Number(row.mediana),
    resolucion_dentro: Number(row?.resolucion_dentro ?? 0),
    resolucion_vencidas: Number(row?.resolucion_vencidas ?? 0),
    encuestas: Number(row?.encuestas ?? 0),
    csat: row && Number(row.encuestas) > 0 ? percentOf(Number(row.encuestas_top), Number(row.encuestas)) : null,
  });
  const level = (day: number, campaign: number, agent: number) =>
    found.filter((r) => Number(r.by_day) === day && Number(r.by_campaign) === campaign && Number(r.by_agent) === agent);
  const agentName = (r: Row) => (r.agent_id === null ? NO_AGENT : r.agente ?? NO_AGENT);
  return {
    resumen: figures(level(1, 1, 1)[0]),
    campanas: level(1, 0, 1).map((r) => ({ campaign_id: r.campaign_id!, campana: r.campana ?? '', ...figures(r) }))
      .sort((a, b) => a.campana.localeCompare(b.campana, 'es')),
    agentes: level(1, 1, 0).map((r) => ({ agent_id: r.agent_id, agente: agentName(r), ...figures(r) }))
      .sort((a, b) => a.agente.localeCompare(b.agente, 'es')),
    filas: level(0, 0, 0).map((r) => ({ dia: r.dia!, campaign_id: r.campaign_id!, campana: r.campana ?? '', agent_id: r.agent_id, agente: agentName(r), ...figures(r) }))
      .sort((a, b) => a.dia.localeCompare(b.dia) || a.campana.localeCompare(b.campana, 'es') || a.agente.localeCompare(b.agente, 'es')),
  };
}

export function slaSheets(report: SlaReport): ReportSheet[] {
  const headers = ['Conversaciones', 'Dentro del objetivo', 'Vencidas', 'Pendientes', 'Cumplimiento (%)', 'Mediana primera respuesta (s)',
    'Resolución a tiempo', 'Resolución vencida', 'Encuestas respondidas', 'CSAT (%)'];
  const cells = (f: SlaReport['resumen']) => [f.conversaciones, f.dentro_objetivo, f.vencidas, f.pendientes, f.cumplimiento, f.mediana_primera_respuesta,
    f.resolucion_dentro, f.resolucion_vencidas, f.encuestas, f.csat];
  return [
    { name: 'Resumen', headers, rows: [cells(report.resumen)] },
    { name: 'Por campaña', headers: ['Campaña', ...headers], rows: report.campanas.map((c) => [c.campana, ...cells(c)]) },
    { name: 'Por agente', headers: ['Agente', ...headers], rows: report.agentes.map((a) => [a.agente, ...cells(a)]) },
    { name: 'Por día', headers: ['Día', 'Campaña', 'Agente', ...headers], rows: report.filas.map((f) => [f.dia, f.campana, f.agente, ...cells(f)]) },
  ];
}

import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE, type ReportQuery, type SlaReport } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { percentOf, type ReportSheet } from './report-workbook.js';
import { judgedConversationsSql, judgedFiguresSql, refreshSlaDaily } from './sla-daily.js';

/** One group of conversations as the database gives it: a day of the rollup, or the open ones of a day, read live. */
interface Fact {
  dia: string;
  campaign_id: number;
  agent_id: number;
  campana: string | null;
  agente: string | null;
  conversaciones: number;
  dentro_objetivo: number;
  vencidas: number;
  pendientes: number;
  resolucion_dentro: number;
  resolucion_vencidas: number;
  encuestas: number;
  encuestas_top: number;
  /** The first-response seconds, comma-separated. */
  respuestas: string;
}

const COUNTS = ['conversaciones', 'dentro_objetivo', 'vencidas', 'pendientes', 'resolucion_dentro', 'resolucion_vencidas', 'encuestas', 'encuestas_top'] as const;
type Counts = Record<(typeof COUNTS)[number], number>;

/** A group of the report being added up: its counts and the first-response seconds of its facts. */
interface Tally extends Counts {
  respuestas: Float64Array[];
}

const NO_AGENT = 'Sin agente';

/**
 * First-response SLA compliance of the conversations opened in the range in campaigns with a first-response target
 * (the customer's, not those the company started): per Bogotá day, campaign and agent, with the totals per
 * campaign, per agent and overall. Closed conversations come from the daily rollup (its marked groups in the range
 * are counted again first); open ones are judged live, since their figures still move with the clock.
 */
export async function slaReport(db: Db, query: ReportQuery): Promise<SlaReport> {
  const facts = await db.transaction(async (tx) => {
    await refreshSlaDaily(tx, { from: query.fecha_inicio, to: query.fecha_fin, campaign: query.campaign });
    return rows<Fact>(tx, factsSql(query));
  });
  return reportOf(facts);
}

function factsSql(query: ReportQuery): SQL {
  const rollup: SQL[] = [sql`d.dia between ${query.fecha_inicio}::date and ${query.fecha_fin}::date`];
  const open: SQL[] = [
    sql`c.estado <> 'FINALIZADA'`,
    sql`sl.sla_primera_respuesta_min is not null`,
    sql`c.created_at >= (${query.fecha_inicio}::date)::timestamp at time zone ${TIME_ZONE}`,
    sql`c.created_at < ((${query.fecha_fin}::date + 1)::timestamp at time zone ${TIME_ZONE})`,
  ];
  if (query.campaign !== undefined) {
    rollup.push(sql`d.campaign_id = ${query.campaign}`);
    open.push(sql`c.campaign_id = ${query.campaign}`);
  }
  if (query.agents && query.agents.length > 0) {
    rollup.push(sql`d.agent_id in ${query.agents}`);
    open.push(sql`c.agent_id in ${query.agents}`);
  }
  if (query.type !== undefined) {
    rollup.push(sql`d.type = ${query.type}`);
    open.push(sql`c.type = ${query.type}`);
  }
  return sql`
    with facts as (
      select d.dia, d.campaign_id, d.agent_id, d.conversaciones, d.dentro_objetivo, d.vencidas, d.pendientes,
        d.resolucion_dentro, d.resolucion_vencidas, d.encuestas, d.encuestas_top, d.respuestas
      from conversation_sla_daily d
      join campaign_service_levels sl on sl.campaign_id = d.campaign_id and sl.sla_primera_respuesta_min is not null
      where ${sql.join(rollup, sql` and `)}
      union all
      select dia, campaign_id, agent_id, ${judgedFiguresSql}
      from (${judgedConversationsSql(sql.join(open, sql` and `))}) j
      group by dia, campaign_id, agent_id
    )
    select f.dia::text as dia, f.campaign_id, f.agent_id, cp.name as campana,
      coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as agente,
      ${sql.raw(COUNTS.map((c) => `f.${c}`).join(', '))}, array_to_string(f.respuestas, ',') as respuestas
    from facts f
    left join campaigns cp on cp.id = f.campaign_id
    left join users u on u.id = f.agent_id`;
}

/** Adds the facts up per day, campaign and agent, per campaign, per agent and overall. */
function reportOf(facts: Fact[]): SlaReport {
  const total = emptyTally();
  const byCampaign = new Map<number, { campana: string; tally: Tally }>();
  const byAgent = new Map<number, { agente: string; tally: Tally }>();
  const byRow = new Map<string, { dia: string; campaign_id: number; campana: string; agent_id: number | null; agente: string; tally: Tally }>();
  for (const fact of facts) {
    const seconds = secondsOf(fact.respuestas);
    const campana = fact.campana ?? '';
    const agentId = Number(fact.agent_id) === 0 ? null : Number(fact.agent_id);
    const agente = agentId === null ? NO_AGENT : fact.agente ?? NO_AGENT;
    const campaign = getOrAdd(byCampaign, Number(fact.campaign_id), () => ({ campana, tally: emptyTally() }));
    const agent = getOrAdd(byAgent, agentId ?? 0, () => ({ agente, tally: emptyTally() }));
    const row = getOrAdd(byRow, `${fact.dia}|${fact.campaign_id}|${agentId ?? 0}`,
      () => ({ dia: fact.dia, campaign_id: Number(fact.campaign_id), campana, agent_id: agentId, agente, tally: emptyTally() }));
    for (const tally of [total, campaign.tally, agent.tally, row.tally]) add(tally, fact, seconds);
  }
  const collator = new Intl.Collator('es');
  return {
    resumen: figuresOf(total),
    campanas: [...byCampaign.entries()].map(([campaignId, c]) => ({ campaign_id: campaignId, campana: c.campana, ...figuresOf(c.tally) }))
      .sort((a, b) => collator.compare(a.campana, b.campana)),
    agentes: [...byAgent.entries()].map(([agentId, a]) => ({ agent_id: agentId === 0 ? null : agentId, agente: a.agente, ...figuresOf(a.tally) }))
      .sort((a, b) => collator.compare(a.agente, b.agente)),
    filas: [...byRow.values()].map(({ tally, ...key }) => ({ ...key, ...figuresOf(tally) }))
      .sort((a, b) => (a.dia < b.dia ? -1 : a.dia > b.dia ? 1 : collator.compare(a.campana, b.campana) || collator.compare(a.agente, b.agente))),
  };
}

function getOrAdd<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}

const emptyTally = (): Tally => ({ ...(Object.fromEntries(COUNTS.map((c) => [c, 0])) as Counts), respuestas: [] });

const secondsOf = (text: string | null) => (text ? Float64Array.from(text.split(','), Number) : new Float64Array(0));

function add(tally: Tally, fact: Fact, seconds: Float64Array) {
  for (const c of COUNTS) tally[c] += Number(fact[c]);
  if (seconds.length > 0) tally.respuestas.push(seconds);
}

function figuresOf(tally: Tally) {
  const judged = tally.dentro_objetivo + tally.vencidas;
  return {
    conversaciones: tally.conversaciones,
    dentro_objetivo: tally.dentro_objetivo,
    vencidas: tally.vencidas,
    pendientes: tally.pendientes,
    cumplimiento: judged > 0 ? percentOf(tally.dentro_objetivo, judged) : null,
    mediana_primera_respuesta: medianOf(tally.respuestas),
    resolucion_dentro: tally.resolucion_dentro,
    resolucion_vencidas: tally.resolucion_vencidas,
    encuestas: tally.encuestas,
    csat: tally.encuestas > 0 ? percentOf(tally.encuestas_top, tally.encuestas) : null,
  };
}

/** The median of every value of `parts`, interpolated and rounded to a tenth as percentile_cont and round(numeric) give it. */
function medianOf(parts: Float64Array[]): number | null {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  if (length === 0) return null;
  const all = new Float64Array(length);
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  all.sort();
  const position = (length - 1) / 2;
  const low = all[Math.floor(position)]!;
  const median = low + (all[Math.ceil(position)]! - low) * (position - Math.floor(position));
  return tenthAsNumeric(median);
}

/** Rounds as PostgreSQL's round(x::numeric, 1): the float read to 15 significant digits, then half away from zero. */
function tenthAsNumeric(value: number): number {
  const tenths = Number((Number(value.toPrecision(15)) * 10).toPrecision(15));
  return (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10;
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

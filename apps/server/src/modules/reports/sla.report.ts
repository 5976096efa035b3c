import type { ReportQuery, SlaReport } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { campaignNames } from '../campaigns/campaigns.members.js';
import { userNames } from '../users/users.queries.js';
import { percentOf, type ReportSheet } from './report-workbook.js';
import { refreshSlaDaily } from './sla-daily.js';
import { byRow, closedFacts, openFacts, type Fact } from './sla-facts.js';
import { medianOf, medianOfSorted } from './medians.js';

const EMPTY = new Float64Array(0);

/** A group of the report being added up: its counts, and where its first-response seconds are once read. */
class Group {
  conversaciones = 0;
  dentro_objetivo = 0;
  vencidas = 0;
  pendientes = 0;
  resolucion_dentro = 0;
  resolucion_vencidas = 0;
  encuestas = 0;
  encuestas_top = 0;
  /** How many seconds, how many are read into `values`, and how many facts it has. */
  size = 0;
  filled = 0;
  facts = 0;
  values = EMPTY;
  /** Where a row's seconds begin in the overall array (a row's facts are next to each other). */
  constructor(readonly start = 0) {}
}

/** A row of the report: a day, campaign and agent, and where its names rank for the report's order. */
interface Row {
  day: number;
  dia: string;
  campaign_id: number;
  campana: string;
  agent_id: number | null;
  agente: string;
  group: Group;
  campaignRank: number;
  agentRank: number;
}

const NO_AGENT = 'Sin agente';

/**
 * First-response SLA compliance of the conversations opened in the range in campaigns with a first-response target
 * (the customer's, not those the company started): per Bogotá day, campaign and agent, with the totals per
 * campaign, per agent and overall. Closed conversations come from the daily rollup (its marked groups in the range
 * are counted again first); open ones are judged live, since their figures still move with the clock.
 */
export async function slaReport(db: Db, query: ReportQuery): Promise<SlaReport> {
  const { facts, names } = await db.transaction(async (tx) => {
    await refreshSlaDaily(tx, { from: query.fecha_inicio, to: query.fecha_fin, campaign: query.campaign });
    const closed = await closedFacts(tx, query);
    const open = await openFacts(tx, query);
    const facts = [...closed, ...open].sort(byRow);
    return { facts, names: await namesOf(tx, facts) };
  });
  return reportOf(facts, names);
}

/** The names of the campaigns and agents of the facts, read once rather than on each of their thousands of rows. */
interface Names {
  campaigns: Map<number, string>;
  agents: Map<number, string>;
}

async function namesOf(db: Db, facts: Fact[]): Promise<Names> {
  const agentIds = facts.flatMap((f) => (f.agent_id === 0 ? [] : [f.agent_id]));
  return { campaigns: await campaignNames(db, facts.map((f) => f.campaign_id)), agents: await userNames(db, agentIds) };
}

/**
 * Adds the facts up per day, campaign and agent, per campaign, per agent and overall: first the counts and sizes,
 * then the seconds are read once into one array per group, and each median is selected from its group's array.
 */
function reportOf(facts: Fact[], names: Names): SlaReport {
  const total = new Group();
  const campaigns = new Map<number, { campana: string; group: Group }>();
  const agents = new Map<number, { agente: string; group: Group }>();
  const rows: Row[] = [];
  const campaignOf: Group[] = [];
  const agentOf: Group[] = [];
  for (const fact of facts) {
    const agentId = fact.agent_id === 0 ? null : fact.agent_id;
    let campaign = campaigns.get(fact.campaign_id);
    if (campaign === undefined) {
      campaign = { campana: names.campaigns.get(fact.campaign_id) ?? '', group: new Group() };
      campaigns.set(fact.campaign_id, campaign);
    }
    let agent = agents.get(fact.agent_id);
    if (agent === undefined) {
      agent = { agente: agentId === null ? NO_AGENT : names.agents.get(agentId) ?? NO_AGENT, group: new Group() };
      agents.set(fact.agent_id, agent);
    }
    let row = rows[rows.length - 1];
    if (!row || row.day !== fact.day || row.campaign_id !== fact.campaign_id || row.agent_id !== agentId) {
      row = { day: fact.day, dia: fact.dia, campaign_id: fact.campaign_id, campana: campaign.campana, agent_id: agentId, agente: agent.agente,
        group: new Group(total.size), campaignRank: 0, agentRank: 0 };
      rows.push(row);
    }
    count(total, fact);
    count(campaign.group, fact);
    count(agent.group, fact);
    count(row.group, fact);
    campaignOf.push(campaign.group);
    agentOf.push(agent.group);
  }
  readSeconds(facts, total, campaignOf, agentOf);

  // Names are ranked once, so thousands of rows sort by numbers rather than by collation.
  const collator = new Intl.Collator('es');
  const rankOf = (names: Iterable<string>) => new Map([...new Set(names)].sort(collator.compare).map((name, i) => [name, i]));
  const campaignRank = rankOf([...campaigns.values()].map((c) => c.campana));
  const agentRank = rankOf([...agents.values()].map((a) => a.agente));
  for (const row of rows) {
    row.campaignRank = campaignRank.get(row.campana)!;
    row.agentRank = agentRank.get(row.agente)!;
  }
  // The rows' medians first: the overall one reorders the array their seconds are read from.
  const filas = rows.map((r) => withFigures(
    { dia: r.dia, campaign_id: r.campaign_id, campana: r.campana, agent_id: r.agent_id, agente: r.agente }, r.group, r.group.facts === 1
      ? medianOfSorted(total.values, r.group.start, r.group.start + r.group.size)
      : medianOf(total.values.slice(r.group.start, r.group.start + r.group.size))));
  const order = rows.map((_, i) => i).sort((a, b) => rows[a]!.day - rows[b]!.day || rows[a]!.campaignRank - rows[b]!.campaignRank
    || rows[a]!.agentRank - rows[b]!.agentRank);
  return {
    resumen: withFigures({}, total, medianOf(total.values)),
    campanas: [...campaigns.entries()].map(([id, c]) => withFigures({ campaign_id: id, campana: c.campana }, c.group, medianOf(c.group.values)))
      .sort((a, b) => campaignRank.get(a.campana)! - campaignRank.get(b.campana)!),
    agentes: [...agents.entries()].map(([id, a]) => withFigures({ agent_id: id === 0 ? null : id, agente: a.agente }, a.group, medianOf(a.group.values)))
      .sort((a, b) => agentRank.get(a.agente)! - agentRank.get(b.agente)!),
    filas: order.map((i) => filas[i]!),
  };
}

function count(group: Group, fact: Fact) {
  group.conversaciones += fact.conversaciones;
  group.dentro_objetivo += fact.dentro_objetivo;
  group.vencidas += fact.vencidas;
  group.pendientes += fact.pendientes;
  group.resolucion_dentro += fact.resolucion_dentro;
  group.resolucion_vencidas += fact.resolucion_vencidas;
  group.encuestas += fact.encuestas;
  group.encuestas_top += fact.encuestas_top;
  group.size += fact.seconds;
  group.facts += 1;
}

/**
 * Reads every fact's seconds once, in order, into the overall array (so a row's are next to each other), and into
 * its campaign's and its agent's.
 */
function readSeconds(facts: Fact[], total: Group, campaignOf: Group[], agentOf: Group[]) {
  total.values = new Float64Array(total.size);
  for (const group of [...campaignOf, ...agentOf]) if (group.values === EMPTY && group.size > 0) group.values = new Float64Array(group.size);
  facts.forEach((fact, i) => {
    const campaign = campaignOf[i]!;
    const agent = agentOf[i]!;
    for (let k = 0, at = fact.secondsAt; k < fact.seconds; k += 1, at += 8) {
      const value = fact.packed.getFloat64(at);
      total.values[total.filled++] = value;
      campaign.values[campaign.filled++] = value;
      agent.values[agent.filled++] = value;
    }
  });
}

/** `head` with the figures of `group`, written in place (thousands of rows, no copies). */
function withFigures<T extends object>(head: T, group: Group, median: number | null) {
  const judged = group.dentro_objetivo + group.vencidas;
  return Object.assign(head, {
    conversaciones: group.conversaciones,
    dentro_objetivo: group.dentro_objetivo,
    vencidas: group.vencidas,
    pendientes: group.pendientes,
    cumplimiento: judged > 0 ? percentOf(group.dentro_objetivo, judged) : null,
    mediana_primera_respuesta: median,
    resolucion_dentro: group.resolucion_dentro,
    resolucion_vencidas: group.resolucion_vencidas,
    encuestas: group.encuestas,
    csat: group.encuestas > 0 ? percentOf(group.encuestas_top, group.encuestas) : null,
  });
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

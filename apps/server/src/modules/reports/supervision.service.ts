import { sql, type SQL } from 'drizzle-orm';
import {
  OPEN_GESTION_ESTADOS, SUPERVISION_LIST_LIMIT, TIME_ZONE, type SupervisionGestion, type SupervisionRow,
  type SupervisorReport, type UserStatus, type WaitingConversations,
} from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { contactNameSql, isoText } from '../gestiones/gestiones.names.js';
import { bogotaDay } from './gestiones.reports.js';
import { gestiones } from '../gestiones/gestiones.tables.js';
import { withinDays } from '../../db/calendar-days.js';
import { isSupervisedUser } from './dashboard.service.js';
import { percentOf } from './report-workbook.js';
import { closingAnswersSql } from './sla-clock.js';

const textList = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** Only the gestiones of `campaign` (their main campaign), or every one. */
const ofCampaign = (campaign: number | undefined) =>
  campaign === undefined ? sql`true` : sql`${gestiones.campaignId} = ${campaign}`;

interface AgentRow {
  id: number;
  full_name: string;
  status: UserStatus;
  last_login: Date | string | null;
}

/** The supervised users (of `campaign`'s Usuarios when given), by name, with their last sign-in. */
async function supervisedAgents(db: Db, campaign: number | undefined): Promise<AgentRow[]> {
  const assigned = campaign === undefined
    ? sql``
    : sql`and exists (select 1 from campaign_users cu where cu.campaign_id = ${campaign} and cu.user_id = u.id)`;
  return rows<AgentRow>(db, sql`
    select u.id, trim(u.first_name || ' ' || u.last_name) as full_name, u.status, last_session.login_time as last_login
    from users u
    left join lateral (
      select s.login_time from session_history s where s.user_id = u.id order by s.login_time desc limit 1
    ) last_session on true
    where ${isSupervisedUser(sql`u`)} ${assigned}
    order by u.first_name, u.last_name, u.id`);
}

interface AgentGestiones {
  count: number;
  newest: SupervisionGestion[];
}

interface AgentGestionRow {
  agent_id: number;
  total: number;
  id: number;
  contacto: string;
  campana: string | null;
  estado: string;
  type: string;
  created_at: Date | string;
}

/**
 * The gestiones matching `condition`, per agent: how many, and the newest few. One pass over the
 * matching rows, so `condition` must be narrow enough for an index (open ones, or today's).
 */
function gestionesPerAgent(db: Db, condition: SQL): Promise<Map<number, AgentGestiones>> {
  return newestPerAgent(db, sql`gestiones`, condition);
}

/** The same for the rows of `table` (gestiones or conversations, which share the columns read here). */
async function newestPerAgent(db: Db, table: SQL, condition: SQL): Promise<Map<number, AgentGestiones>> {
  const found = await rows<AgentGestionRow>(db, sql`
    with chosen as (
      select id, agent_id, contact_id, campaign_id, estado, type, created_at,
        row_number() over (partition by agent_id order by created_at desc, id desc) as position,
        count(*) over (partition by agent_id) as total
      from ${table}
      where agent_id is not null and ${condition}
    )
    select chosen.agent_id, chosen.total::int as total, chosen.id, campaigns.name as campana, chosen.estado, chosen.type,
      chosen.created_at,
      -- One lookup per listed row: a join could read every contact to match a few hundred rows.
      (select ${contactNameSql} from contacts where contacts.id = chosen.contact_id) as contacto
    from chosen
    left join campaigns on campaigns.id = chosen.campaign_id
    where chosen.position <= ${SUPERVISION_LIST_LIMIT}
    order by chosen.agent_id, chosen.position`);
  const byAgent = new Map<number, AgentGestiones>();
  for (const row of found) {
    const agentId = Number(row.agent_id);
    const entry = byAgent.get(agentId) ?? { count: Number(row.total), newest: [] };
    entry.newest.push({
      id: row.id, contacto: row.contacto, campana: row.campana, estado: row.estado, created_date: isoText(row.created_at), type: row.type,
    });
    byAgent.set(agentId, entry);
  }
  return byAgent;
}

/** Each agent's open gestiones (EN_GESTION or PENDIENTE). Open ones are few: they expire after the closing hours. */
function openGestiones(db: Db, campaign: number | undefined): Promise<Map<number, AgentGestiones>> {
  return gestionesPerAgent(db, sql`${gestiones.estado} in (${textList(OPEN_GESTION_ESTADOS)}) and ${ofCampaign(campaign)}`);
}

/** Each agent's gestiones created today (Bogotá) and now FINALIZADO, as the dashboard counts them. */
function gestionesFinishedToday(db: Db, campaign: number | undefined): Promise<Map<number, AgentGestiones>> {
  const today = sql.join(withinDays(gestiones.createdAt, bogotaDay()), sql` and `);
  return gestionesPerAgent(db, sql`${gestiones.estado} = 'FINALIZADO' and ${today} and ${ofCampaign(campaign)}`);
}

/**
 * The conversations waiting in each campaign's queue, counted exactly as the queues (En Espera) list them;
 * campaigns without any are left out.
 */
export async function waitingConversations(db: Db, campaign?: number): Promise<WaitingConversations[]> {
  const found = await rows<WaitingConversations>(db, sql`
    select c.campaign_id, campaigns.name as campaign, count(*)::int as total
    from conversations c
    left join campaigns on campaigns.id = c.campaign_id
    where c.estado = 'EN_ESPERA' and ${campaign === undefined ? sql`true` : sql`c.campaign_id = ${campaign}`}
    group by c.campaign_id, campaigns.name
    order by campaigns.name nulls last, c.campaign_id`);
  return found.map((w) => ({ campaign_id: w.campaign_id, campaign: w.campaign, total: Number(w.total) }));
}

/** Each agent's open conversations (EN_GESTION, as Mis Gestiones lists them): how many, and the newest few. */
function openConversations(db: Db, campaign: number | undefined): Promise<Map<number, AgentGestiones>> {
  return newestPerAgent(db, sql`conversations`, sql`estado = 'EN_GESTION' and ${campaign === undefined ? sql`true` : sql`campaign_id = ${campaign}`}`);
}

/** Each agent's CSAT today: closing surveys answered today of their conversations (of `campaign`), as a percentage. */
async function csatToday(db: Db, campaign: number | undefined): Promise<Map<number, number>> {
  const found = await rows<{ agent_id: number; answered: number; top: number }>(db, sql`
    select c.agent_id, count(*)::int as answered, count(*) filter (where answers.top)::int as top
    from ${closingAnswersSql()} answers
    join conversations c on c.id = answers.conversation_id
    where answers.answered_at >= (now() at time zone ${TIME_ZONE})::date::timestamp at time zone ${TIME_ZONE}
      and c.agent_id is not null and ${campaign === undefined ? sql`true` : sql`c.campaign_id = ${campaign}`}
    group by c.agent_id`);
  return new Map(found.map((row) => [Number(row.agent_id), percentOf(Number(row.top), Number(row.answered))]));
}

const NONE: AgentGestiones = { count: 0, newest: [] };

function supervisionRow(agent: AgentRow, open: AgentGestiones, finished: AgentGestiones, chats: AgentGestiones, csat: number | null): SupervisionRow {
  return {
    id: agent.id,
    contact_id: agent.id,
    full_name: agent.full_name,
    status: agent.status,
    gestiones_en_gestion: open.newest,
    gestiones_en_gestion_count: open.count,
    gestiones_finalizadas_hoy: finished.newest,
    gestiones_finalizadas_hoy_count: finished.count,
    conversaciones_en_gestion: chats.newest,
    conversaciones_en_gestion_count: chats.count,
    last_login: agent.last_login === null ? null : isoText(agent.last_login),
    csat_hoy: csat,
  };
}

/** The supervision report: every supervised agent with their work, and the conversations waiting per campaign. */
export async function supervisionReport(db: Db, campaign?: number): Promise<SupervisorReport> {
  const [agents, open, finished, chats, enEspera, csat] = await Promise.all([
    supervisedAgents(db, campaign),
    openGestiones(db, campaign),
    gestionesFinishedToday(db, campaign),
    openConversations(db, campaign),
    waitingConversations(db, campaign),
    csatToday(db, campaign),
  ]);
  return {
    agentes: agents.map((agent) => supervisionRow(
      agent, open.get(agent.id) ?? NONE, finished.get(agent.id) ?? NONE, chats.get(agent.id) ?? NONE, csat.get(agent.id) ?? null,
    )),
    en_espera: enEspera,
  };
}

import { sql, type SQL } from 'drizzle-orm';
import {
  CONVERSATION_GESTION_TYPES, OPEN_GESTION_ESTADOS, type AgentStatus, type DashboardFigures, type DashboardPeriods, type DayRange,
} from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { tableTotal } from '../../db/search.js';
import { campaignsOfUser } from '../campaigns/campaigns.members.js';
import type { Viewer } from '../gestiones/gestiones.filters.js';
import { bogotaDay } from './gestiones.reports.js';

/**
 * Whose figures: everyone's for who sees every agent's work ('Ver Gestiones de todos los agentes'), else the
 * viewer's own: their gestiones, their conversations, the campaigns they work in and those campaigns' contacts
 * (with the contacts assigned to them).
 */
export type DashboardScope = Viewer;
const EVERYONE: DashboardScope = { id: 0, seesAll: true };

/**
 * Contacts not deleted whose status is not DESCONECTADO: everyone's from the total kept by triggers; a
 * viewer's from the contacts of their campaigns and those assigned to them, read from those (small) sets.
 */
export async function countActiveContacts(db: Db, scope: DashboardScope = EVERYONE): Promise<number> {
  if (scope.seesAll) return tableTotal(db, 'contacts_connected');
  const [found] = await rows<{ count: number }>(db, sql`select count(*)::int as count from contacts c
    where c.id in (
      select cc.contact_id from campaign_contacts cc where cc.campaign_id in ${campaignsOfUser(scope.id)}
      union select ca.contact_id from contact_agents ca where ca.user_id = ${scope.id})
    and c.deleted_at is null and c.status <> 'DESCONECTADO'`);
  return found?.count ?? 0;
}

/** Campaigns not deleted (for an agent, those they work in). */
export async function countActiveCampaigns(db: Db, scope: DashboardScope = EVERYONE): Promise<number> {
  const [found] = await rows<{ count: number }>(db, sql`select count(*)::int as count from campaigns
    where deleted_at is null ${scope.seesAll ? sql`` : sql`and id in ${campaignsOfUser(scope.id)}`}`);
  return found?.count ?? 0;
}

/** The Bogotá days a gestiones card counts: today, this week (from Monday) or this month, up to today. */
export function bogotaPeriods(now = new Date()): DashboardPeriods {
  const today = bogotaDay(0, now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return {
    hoy: { fecha_inicio: today, fecha_fin: today },
    semana: { fecha_inicio: bogotaDay(-((weekday + 6) % 7), now), fecha_fin: today },
    mes: { fecha_inicio: `${today.slice(0, 8)}01`, fecha_fin: today },
  };
}

/** Gestiones created within `period`, read from the daily rollup. */
async function countGestionesWithin(db: Db, scope: DashboardScope, period: DayRange, estado?: string): Promise<number> {
  const [found] = await rows<{ count: number }>(db, sql`
    select coalesce(sum(total), 0)::int as count from gestiones_daily
    where day between ${period.fecha_inicio}::date and ${period.fecha_fin}::date ${estado === undefined ? sql`` : sql`and estado = ${estado}`}
      ${scope.seesAll ? sql`` : sql`and agent_id = ${scope.id}`}`);
  return Number(found?.count ?? 0);
}

/**
 * Open WhatsApp and Telegram gestiones. Read from gestiones, not the rollup: open ones are few (they
 * expire after the campaign's closing hours) and the estado index finds them without a scan.
 */
export async function countConversationsInProgress(db: Db, scope: DashboardScope = EVERYONE): Promise<number> {
  const [found] = await rows<{ count: number }>(db, sql`
    select count(*)::int as count from gestiones
    where estado in (${sql.join(OPEN_GESTION_ESTADOS.map((e) => sql`${e}`), sql`, `)})
      and type in (${sql.join(CONVERSATION_GESTION_TYPES.map((t) => sql`${t}`), sql`, `)})
      ${scope.seesAll ? sql`` : sql`and agent_id = ${scope.id}`}`);
  return Number(found?.count ?? 0);
}

export async function dashboardFigures(db: Db, scope: DashboardScope = EVERYONE): Promise<DashboardFigures> {
  // One reading of the clock: the days counted are the days the cards link to.
  const periodos = bogotaPeriods();
  const [contactos, gestiones, campaign, semana, mes, finalizadas, conversaciones] = await Promise.all([
    countActiveContacts(db, scope),
    countGestionesWithin(db, scope, periodos.hoy),
    countActiveCampaigns(db, scope),
    countGestionesWithin(db, scope, periodos.semana),
    countGestionesWithin(db, scope, periodos.mes),
    countGestionesWithin(db, scope, periodos.hoy, 'FINALIZADO'),
    countConversationsInProgress(db, scope),
  ]);
  return {
    contactos_activos: contactos,
    gestiones,
    campaign,
    gestiones_semana: semana,
    gestiones_mes: mes,
    gestiones_finalizadas_hoy: finalizadas,
    conversaciones_en_gestion: conversaciones,
    periodos,
  };
}

/** Roles whose members appear in the agents-status table and the supervision report. */
const SUPERVISED_ROLES = ['Agente', 'Operador', 'Supervisor'];

/** Whether the user row `user` (an alias of users) is active and holds a supervised role. */
export function isSupervisedUser(user: SQL): SQL {
  return sql`${user}.deleted_at is null
    and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                where ur.user_id = ${user}.id and r.nombre in (${sql.join(SUPERVISED_ROLES.map((r) => sql`${r}`), sql`, `)}))`;
}

/** Every active user of a supervised role with their connection status, by name. */
export async function agentsStatus(db: Db): Promise<AgentStatus[]> {
  const found = await rows<{ id: number; full_name: string; status: AgentStatus['status'] }>(db, sql`
    select u.id, trim(u.first_name || ' ' || u.last_name) as full_name, u.status
    from users u
    where ${isSupervisedUser(sql`u`)}
    order by u.first_name, u.last_name, u.id`);
  return found.map((a) => ({ id: a.id, full_name: a.full_name, status: a.status }));
}

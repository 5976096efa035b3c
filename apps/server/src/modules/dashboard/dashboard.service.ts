import { sql } from 'drizzle-orm';
import type { AgentStatus, DashboardFigures } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';

/** Contacts not deleted whose status is not DESCONECTADO. */
export async function countActiveContacts(db: Db): Promise<number> {
  const [found] = await rows<{ count: number }>(db, sql`
    select count(*)::int as count from contacts where deleted_at is null and status <> 'DESCONECTADO'`);
  return found?.count ?? 0;
}

/*
 * Campaigns, gestiones and conversations are not stored yet, so each figure below has nothing to
 * count and is 0. Each function is named for what it counts once its table exists.
 */

export async function countGestionesToday(_db: Db): Promise<number> {
  return 0;
}

export async function countActiveCampaigns(_db: Db): Promise<number> {
  return 0;
}

export async function countGestionesThisWeek(_db: Db): Promise<number> {
  return 0;
}

export async function countGestionesThisMonth(_db: Db): Promise<number> {
  return 0;
}

export async function countGestionesFinishedToday(_db: Db): Promise<number> {
  return 0;
}

export async function countWaitingConversations(_db: Db): Promise<number> {
  return 0;
}

export async function countConversationsInProgress(_db: Db): Promise<number> {
  return 0;
}

export async function dashboardFigures(db: Db): Promise<DashboardFigures> {
  const [contactos, gestiones, campaign, semana, mes, finalizadas, conversaciones] = await Promise.all([
    countActiveContacts(db),
    countGestionesToday(db),
    countActiveCampaigns(db),
    countGestionesThisWeek(db),
    countGestionesThisMonth(db),
    countGestionesFinishedToday(db),
    countConversationsInProgress(db),
  ]);
  return {
    contactos_activos: contactos,
    gestiones,
    campaign,
    gestiones_semana: semana,
    gestiones_mes: mes,
    gestiones_finalizadas_hoy: finalizadas,
    conversaciones_en_gestion: conversaciones,
  };
}

/** Roles whose members appear in the agents-status table. */
const SUPERVISED_ROLES = ['Agente', 'Operador', 'Supervisor'];

/** Every active user of a supervised role with their connection status, by name. */
export async function agentsStatus(db: Db): Promise<AgentStatus[]> {
  const found = await rows<{ id: number; full_name: string; status: AgentStatus['status'] }>(db, sql`
    select u.id, trim(u.first_name || ' ' || u.last_name) as full_name, u.status
    from users u
    where u.deleted_at is null
      and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                  where ur.user_id = u.id and r.nombre in (${sql.join(SUPERVISED_ROLES.map((r) => sql`${r}`), sql`, `)}))
    order by u.first_name, u.last_name, u.id`);
  return found.map((a) => ({ id: a.id, full_name: a.full_name, status: a.status }));
}

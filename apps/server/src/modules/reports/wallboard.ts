import { sql } from 'drizzle-orm';
import { TIME_ZONE, type Wallboard, type WallboardCampaign } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { closingAnswersSql, slaStartSql } from './sla-clock.js';

/** Whose campaigns a wallboard shows: every one, or those the user is in charge of (encargado). */
export type WallboardScope = { all: true } | { all: false; managerId: number };

interface Row {
  campaign_id: number;
  campaign: string;
  en_espera: number;
  espera_max_segundos: number;
  en_gestion: number;
  disponibles: number;
  en_pausa: number;
  ocupados: number;
  desconectados: number;
  pausas: { motivo: string; agentes: number }[] | null;
  sla_cumplidas: number;
  sla_incumplidas: number;
  sla_vencidas: number;
  sla_objetivo: number | null;
  csat_respondidas: number;
  csat_top: number;
}

/**
 * The wall of a contact centre, per campaign: its queue (waiting, longest wait, open), its people by state, and
 * today's first-response SLA. One statement; each part reads an index (the queues, today's conversations, the
 * campaign's people).
 */
export async function wallboard(db: Db, scope: WallboardScope): Promise<Wallboard> {
  const found = await rows<Row>(db, sql`
    with scope as (
      select id, name from campaigns
      where deleted_at is null ${scope.all ? sql`` : sql`and id in (select campaign_id from campaign_managers where user_id = ${scope.managerId})`}
    ),
    queue as (
      select campaign_id,
        count(*) filter (where estado = 'EN_ESPERA')::int as en_espera,
        coalesce(floor(extract(epoch from now() - min(coalesce(waiting_since, created_at)) filter (where estado = 'EN_ESPERA'))), 0)::int as espera_max,
        count(*) filter (where estado = 'EN_GESTION')::int as en_gestion
      from conversations where estado in ('EN_ESPERA', 'EN_GESTION') and campaign_id in (select id from scope)
      group by campaign_id
    ),
    people as (
      select cu.campaign_id, u.status, pause.reason,
        (select count(*) from conversations o where o.estado = 'EN_GESTION' and o.agent_id = u.id)
          >= coalesce(sl.capacidad_agente, 5)
        or exists (select 1 from phone_calls pc where pc.user_id = u.id and pc.state in ('marcando', 'timbrando', 'contestada')) as busy
      from campaign_users cu
      join users u on u.id = cu.user_id and u.deleted_at is null
      left join campaign_service_levels sl on sl.campaign_id = cu.campaign_id
      left join lateral (
        select p.reason from session_pauses p where p.user_id = u.id and p.end_time is null order by p.start_time desc limit 1
      ) pause on u.status = 'PAUSA'
      where cu.campaign_id in (select id from scope)
    ),
    staff as (
      select campaign_id,
        count(*) filter (where status = 'CONECTADO' and not busy)::int as disponibles,
        count(*) filter (where status = 'PAUSA')::int as en_pausa,
        count(*) filter (where status = 'CONECTADO' and busy)::int as ocupados,
        count(*) filter (where status not in ('CONECTADO', 'PAUSA'))::int as desconectados
      from people group by campaign_id
    ),
    pauses as (
      select campaign_id, json_agg(json_build_object('motivo', motivo, 'agentes', agentes) order by agentes desc, motivo) as pausas
      from (select campaign_id, coalesce(reason, 'Sin motivo') as motivo, count(*)::int as agentes from people where status = 'PAUSA' group by 1, 2) by_reason
      group by campaign_id
    ),
    today as (
      select c.campaign_id, sl.sla_primera_respuesta_min as objetivo, c.estado, c.first_answer_at, ${slaStartSql} as inicio
      from conversations c
      join campaign_service_levels sl on sl.campaign_id = c.campaign_id and sl.sla_primera_respuesta_min is not null
      left join conversation_service_levels csl on csl.conversation_id = c.id
      where c.created_at >= (now() at time zone ${TIME_ZONE})::date::timestamp at time zone ${TIME_ZONE}
        and c.first_inbound_at is not null and c.campaign_id in (select id from scope)
    ),
    csat as (
      select c.campaign_id, count(*)::int as respondidas, count(*) filter (where answers.top)::int as top
      from ${closingAnswersSql()} answers
      join conversations c on c.id = answers.conversation_id
      where answers.answered_at >= (now() at time zone ${TIME_ZONE})::date::timestamp at time zone ${TIME_ZONE}
        and c.campaign_id in (select id from scope)
      group by c.campaign_id
    ),
    sla as (
      select campaign_id,
        count(*) filter (where first_answer_at <= inicio + make_interval(mins => objetivo))::int as cumplidas,
        count(*) filter (where coalesce(first_answer_at, now()) > inicio + make_interval(mins => objetivo))::int as incumplidas,
        count(*) filter (where first_answer_at is null and estado in ('EN_ESPERA', 'EN_GESTION')
          and now() > inicio + make_interval(mins => objetivo))::int as vencidas
      from today group by campaign_id
    )
    select scope.id as campaign_id, scope.name as campaign,
      coalesce(queue.en_espera, 0) as en_espera, coalesce(queue.espera_max, 0) as espera_max_segundos, coalesce(queue.en_gestion, 0) as en_gestion,
      coalesce(staff.disponibles, 0) as disponibles, coalesce(staff.en_pausa, 0) as en_pausa,
      coalesce(staff.ocupados, 0) as ocupados, coalesce(staff.desconectados, 0) as desconectados, pauses.pausas,
      coalesce(sla.cumplidas, 0) as sla_cumplidas, coalesce(sla.incumplidas, 0) as sla_incumplidas, coalesce(sla.vencidas, 0) as sla_vencidas,
      (select sla_primera_respuesta_min from campaign_service_levels where campaign_id = scope.id) as sla_objetivo,
      coalesce(csat.respondidas, 0) as csat_respondidas, coalesce(csat.top, 0) as csat_top
    from scope
    left join queue on queue.campaign_id = scope.id
    left join staff on staff.campaign_id = scope.id
    left join pauses on pauses.campaign_id = scope.id
    left join sla on sla.campaign_id = scope.id
    left join csat on csat.campaign_id = scope.id
    order by coalesce(queue.en_espera, 0) desc, scope.name, scope.id`);
  return { campaigns: found.map(toWallboardCampaign) };
}

function toWallboardCampaign(row: Row): WallboardCampaign {
  const decided = Number(row.sla_cumplidas) + Number(row.sla_incumplidas);
  return {
    campaign_id: row.campaign_id,
    campaign: row.campaign,
    en_espera: Number(row.en_espera),
    espera_max_segundos: Number(row.espera_max_segundos),
    en_gestion: Number(row.en_gestion),
    agentes: {
      disponibles: Number(row.disponibles), en_pausa: Number(row.en_pausa), ocupados: Number(row.ocupados), desconectados: Number(row.desconectados),
    },
    pausas: row.pausas ?? [],
    sla_cumplimiento_hoy: row.sla_objetivo === null || decided === 0 ? null : Math.round((Number(row.sla_cumplidas) / decided) * 1000) / 1000,
    sla_vencidas: Number(row.sla_vencidas),
    csat_hoy: Number(row.csat_respondidas) === 0 ? null : Math.round((Number(row.csat_top) / Number(row.csat_respondidas)) * 1000) / 1000,
  };
}

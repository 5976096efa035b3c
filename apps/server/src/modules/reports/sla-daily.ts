import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { closingAnswersSql, slaStartSql } from './sla-clock.js';

/**
 * The conversations the customer opened that `where` selects (over `c`, conversations, and `sl`, their campaign's
 * service levels), one row each with its SLA judged against the campaign's targets: `dentro` and `vencida` for the
 * first response, `respuesta` (seconds to the first answer), `resuelta_a_tiempo` for the resolution, and `csat_top`
 * (null without an answered closing survey). The rules are those of slaOf in service-levels.sla.ts.
 */
export function judgedConversationsSql(where: SQL): SQL {
  return sql`
    select dia, campaign_id, agent_id, type,
      first_answer_at <= inicio + make_interval(mins => objetivo) as dentro,
      coalesce(first_answer_at, case when estado = 'FINALIZADA' then closed_at end, now()) > inicio + make_interval(mins => objetivo) as vencida,
      extract(epoch from first_answer_at - inicio)::float8 as respuesta,
      case when objetivo_resolucion is null then null
        when estado = 'FINALIZADA' and gestion_id is not null and not expired then closed_at <= inicio + make_interval(mins => objetivo_resolucion)
        when estado = 'FINALIZADA' or now() > inicio + make_interval(mins => objetivo_resolucion) then false end as resuelta_a_tiempo,
      csat_top
    from (
      select (c.created_at at time zone ${TIME_ZONE})::date as dia, c.campaign_id, coalesce(c.agent_id, 0) as agent_id, c.type,
        ${slaStartSql} as inicio, c.first_answer_at, c.estado, c.closed_at, c.gestion_id, c.expired,
        sl.sla_primera_respuesta_min as objetivo, sl.sla_resolucion_min as objetivo_resolucion, csat.top as csat_top
      from conversations c
      left join campaign_service_levels sl on sl.campaign_id = c.campaign_id
      left join conversation_service_levels csl on csl.conversation_id = c.id
      left join lateral (
        select answer.top from ${closingAnswersSql(sql`cs.conversation_id = c.id`)} answer
      ) csat on true
      where c.first_inbound_at is not null and c.campaign_id is not null and ${where}
    ) measured`;
}

/** The figures of a group of judged conversations, in the rollup's columns; `respuestas` ascending, packed float8. */
export const judgedFiguresSql = sql`
  count(*)::int as conversaciones,
  count(*) filter (where dentro)::int as dentro_objetivo,
  count(*) filter (where vencida)::int as vencidas,
  count(*) filter (where not coalesce(dentro, false) and not vencida)::int as pendientes,
  count(*) filter (where resuelta_a_tiempo)::int as resolucion_dentro,
  count(*) filter (where not resuelta_a_tiempo)::int as resolucion_vencidas,
  count(csat_top)::int as encuestas,
  count(*) filter (where csat_top)::int as encuestas_top,
  coalesce(string_agg(float8send(respuesta), ''::bytea order by respuesta) filter (where respuesta is not null), ''::bytea) as respuestas`;

/** Bogotá midnight of a date, as a timestamp to compare with created_at. */
const bogotaMidnight = (day: SQL) => sql`((${day})::timestamp at time zone ${TIME_ZONE})`;

/** Refreshes of the rollup wait for each other, so a group is never counted twice at once. */
const REFRESH_LOCK = sql`hashtext('atiende.conversation_sla_daily')`;

export interface RollupScope {
  /** Days from and to (inclusive, YYYY-MM-DD); without them, every marked day. */
  from?: string;
  to?: string;
  campaign?: number;
  /** At most this many groups (day and campaign), the newest days first. */
  limit?: number;
}

/**
 * Counts again the marked groups of the rollup within `scope`, in the caller's transaction; returns how many
 * groups it counted. The marks are taken before the conversations are read, and each statement reads what was
 * committed when it began, so a change committed meanwhile is either counted here or leaves a mark for later.
 */
export async function refreshSlaDaily(tx: Db, scope: RollupScope = {}): Promise<number> {
  const filters: SQL[] = [sql`true`];
  if (scope.from !== undefined) filters.push(sql`dia >= ${scope.from}::date`);
  if (scope.to !== undefined) filters.push(sql`dia <= ${scope.to}::date`);
  if (scope.campaign !== undefined) filters.push(sql`campaign_id = ${scope.campaign}`);
  const where = sql.join(filters, sql` and `);
  const [pending] = await rows<{ any: boolean }>(tx, sql`select exists (select 1 from conversation_sla_stale where ${where}) as any`);
  if (!pending?.any) return 0;
  await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
  const limit = scope.limit === undefined ? sql`` : sql`limit ${scope.limit}`;
  const claimed = await rows<{ dia: string; campaign_id: number }>(tx, sql`
    with picked as (
      select distinct dia, campaign_id from conversation_sla_stale where ${where} order by dia desc, campaign_id ${limit}
    ), taken as (
      delete from conversation_sla_stale s using picked p where s.dia = p.dia and s.campaign_id = p.campaign_id returning s.dia, s.campaign_id
    )
    select distinct dia::text as dia, campaign_id from taken`);
  if (claimed.length === 0) return 0;
  const groups = sql`(select * from jsonb_to_recordset(${JSON.stringify(claimed)}::jsonb) as g(dia date, campaign_id integer))`;
  await tx.execute(sql`delete from conversation_sla_daily d using ${groups} g where d.dia = g.dia and d.campaign_id = g.campaign_id`);
  // Each marked day is read once (the conversations of its campaigns), not once per campaign.
  await tx.execute(sql`
    insert into conversation_sla_daily (dia, campaign_id, agent_id, type, conversaciones, dentro_objetivo, vencidas, pendientes,
      resolucion_dentro, resolucion_vencidas, encuestas, encuestas_top, respuestas)
    select j.dia, j.campaign_id, j.agent_id, j.type, ${judgedFiguresSql}
    from (select distinct dia from ${groups} g) d
    cross join lateral (${judgedConversationsSql(sql`c.estado = 'FINALIZADA'
      and c.created_at >= ${bogotaMidnight(sql`d.dia`)} and c.created_at < ${bogotaMidnight(sql`d.dia + 1`)}
      and c.campaign_id in (select g.campaign_id from ${groups} g where g.dia = d.dia)`)}) j
    group by j.dia, j.campaign_id, j.agent_id, j.type`);
  return claimed.length;
}

/** Every marked group, in transactions of `batch` groups, so the report finds the rollup current. */
export async function refreshAllSlaDaily(db: Db, batch = 50): Promise<number> {
  let total = 0;
  for (;;) {
    const counted = await db.transaction((tx) => refreshSlaDaily(tx, { limit: batch }));
    total += counted;
    if (counted < batch) return total;
  }
}

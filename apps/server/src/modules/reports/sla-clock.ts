import { sql, type SQL } from 'drizzle-orm';

/**
 * When a conversation's SLA clocks start, as SQL over `c` (conversations) and `csl` (conversation_service_levels):
 * the customer's first message, or the opening after it when it came while the campaign was closed and nobody had
 * answered before. The same rule as slaOf in service-levels.sla.ts, which the lists use.
 */
export const slaStartSql = sql`case when csl.fuera_horario_hasta > c.first_inbound_at
  and (c.first_answer_at is null or c.first_answer_at >= csl.fuera_horario_hasta) then csl.fuera_horario_hasta else c.first_inbound_at end`;

/**
 * The answered closing surveys (those `where` picks, over `cs`, closing_surveys), one row per conversation:
 * `conversation_id`, `answered_at` and `top` (the first single-choice question answered with its first option, the
 * best one as surveys list them). CSAT is the share of `top` among them.
 */
export function closingAnswersSql(where: SQL = sql`true`): SQL {
  return sql`(
    select cs.conversation_id, r.created_at as answered_at, coalesce(a.options[1] = 1, false) as top
    from closing_surveys cs
    join survey_responses r on r.survey_id = cs.survey_id and r.gestion_id = cs.gestion_id
    join lateral (
      select q.id from survey_questions q where q.survey_id = cs.survey_id and q.question_type_id = 1 order by q.number limit 1
    ) first_choice on true
    join survey_answers a on a.response_id = r.id and a.question_id = first_choice.id
    where ${where}
  )`;
}

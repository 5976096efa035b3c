import { sql } from 'drizzle-orm';

/**
 * When a conversation's SLA clocks start, as SQL over `c` (conversations) and `csl` (conversation_service_levels):
 * the customer's first message, or the opening after it when it came while the campaign was closed and nobody had
 * answered before. The same rule as slaOf in service-levels.sla.ts, which the lists use.
 */
export const slaStartSql = sql`case when csl.fuera_horario_hasta > c.first_inbound_at
  and (c.first_answer_at is null or c.first_answer_at >= csl.fuera_horario_hasta) then csl.fuera_horario_hasta else c.first_inbound_at end`;

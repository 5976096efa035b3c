import { bigserial, customType, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { CHAT_CHANNEL_TYPES } from '@atiende/shared';
import { allowedValues } from '../../db/allowed-values.js';

/** Float8 values packed as PostgreSQL's float8send writes each (8 bytes, big-endian), read back without parsing text. */
const packedFloat8 = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The SLA report's daily rollup of the closed conversations the customer opened, per Bogotá day, campaign, agent
 * (0: none) and channel type, judged against the campaign's targets when the group was last counted. Open
 * conversations are not in it: their figures still move with the clock, so the report reads them live.
 */
export const conversationSlaDaily = pgTable(
  'conversation_sla_daily',
  {
    dia: date('dia', { mode: 'string' }).notNull(),
    campaignId: integer('campaign_id').notNull(),
    agentId: integer('agent_id').notNull().default(0),
    type: text('type').notNull(),
    conversaciones: integer('conversaciones').notNull(),
    dentroObjetivo: integer('dentro_objetivo').notNull(),
    vencidas: integer('vencidas').notNull(),
    pendientes: integer('pendientes').notNull(),
    resolucionDentro: integer('resolucion_dentro').notNull(),
    resolucionVencidas: integer('resolucion_vencidas').notNull(),
    encuestas: integer('encuestas').notNull(),
    encuestasTop: integer('encuestas_top').notNull(),
    /** Seconds from the clock's start to the first answer of each answered conversation, ascending: the medians. */
    respuestas: packedFloat8('respuestas').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dia, t.campaignId, t.agentId, t.type] }),
    allowedValues('conversation_sla_daily_type_check', t.type, CHAT_CHANNEL_TYPES),
  ],
);

/**
 * Groups of the rollup to count again, written by triggers (migration 0056) when a closed conversation, its
 * out-of-hours start, its closing survey's answer or its campaign's targets change. A mark is only ever inserted,
 * never merged into another, so a change committed while a group is being counted leaves its own mark behind.
 */
export const conversationSlaStale = pgTable(
  'conversation_sla_stale',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dia: date('dia', { mode: 'string' }).notNull(),
    campaignId: integer('campaign_id').notNull(),
  },
  (t) => [index('conversation_sla_stale_group_idx').on(t.dia, t.campaignId)],
);

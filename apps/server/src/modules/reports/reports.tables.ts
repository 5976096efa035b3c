import { sql } from 'drizzle-orm';
import { bigserial, customType, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { CHAT_CHANNEL_TYPES } from '@atiende/shared';
import { allowedValues } from '../../db/allowed-values.js';

/** Values packed as PostgreSQL's int4send and float8send write them (big-endian), read back without parsing text. */
const packed = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The whole numbers of a group of the rollup, in the order its packed form (`paquete`) writes them, 4 bytes each:
 * the day as days since 2000-01-01, the ids, the counts, and last how many first-response seconds follow.
 */
export const SLA_PACKED_NUMBERS = [`dia - date '2000-01-01'`, 'campaign_id', 'agent_id', 'conversaciones', 'dentro_objetivo', 'vencidas',
  'pendientes', 'resolucion_dentro', 'resolucion_vencidas', 'encuestas', 'encuestas_top', 'octet_length(respuestas) / 8'] as const;

/** A group's packed form, over a row with the rollup's columns: its numbers, then its seconds. */
export const slaPackedSql = () => sql.raw(`${SLA_PACKED_NUMBERS.map((n) => `int4send(${n})`).join(' || ')} || respuestas`);

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
    respuestas: packed('respuestas').notNull(),
    /** The group packed (see slaPackedSql): the report reads a month's thousands of groups as one value. */
    paquete: packed('paquete').notNull().generatedAlwaysAs(slaPackedSql),
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

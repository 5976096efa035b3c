import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE, type ReportQuery } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { SLA_PACKED_NUMBERS, slaPackedSql } from './reports.tables.js';
import { judgedConversationsSql, judgedFiguresSql } from './sla-daily.js';

/** One group of conversations the SLA report adds up: a group of the daily rollup, or the open conversations of a day, judged live. */
export interface Fact {
  /** Days since 2000-01-01, and the same day as YYYY-MM-DD. */
  day: number;
  dia: string;
  campaign_id: number;
  /** 0: no agent. */
  agent_id: number;
  conversaciones: number;
  dentro_objetivo: number;
  vencidas: number;
  pendientes: number;
  resolucion_dentro: number;
  resolucion_vencidas: number;
  encuestas: number;
  encuestas_top: number;
  /** How many first-response seconds the group has, and where in `packed` they begin: ascending, big-endian float8. */
  seconds: number;
  secondsAt: number;
  packed: DataView;
}

const PACKED_HEAD_BYTES = SLA_PACKED_NUMBERS.length * 4;
const DAY_ZERO = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;

/**
 * A month of every campaign is thousands of groups: they come back as one value, each group in its packed form
 * (see slaPackedSql), which costs a fraction of reading as many rows. In no order: they are sorted here.
 */
async function packedFacts(db: Db, packedGroups: SQL): Promise<Fact[]> {
  const [result] = await rows<{ packed: Uint8Array }>(db, sql`select coalesce(string_agg(paquete, ''::bytea), ''::bytea) as packed
    from (${packedGroups}) g`);
  return unpack(result!.packed);
}

function unpack(bytes: Uint8Array): Fact[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const days = new Map<number, string>();
  const facts: Fact[] = [];
  for (let at = 0; at < bytes.byteLength;) {
    const number = (i: number) => view.getInt32(at + i * 4);
    const day = number(0);
    let dia = days.get(day);
    if (dia === undefined) {
      dia = new Date(DAY_ZERO + day * DAY_MS).toISOString().slice(0, 10);
      days.set(day, dia);
    }
    const seconds = number(11);
    const start = at + PACKED_HEAD_BYTES;
    facts.push({
      day, dia, campaign_id: number(1), agent_id: number(2), conversaciones: number(3), dentro_objetivo: number(4), vencidas: number(5),
      pendientes: number(6), resolucion_dentro: number(7), resolucion_vencidas: number(8), encuestas: number(9), encuestas_top: number(10),
      seconds, secondsAt: start, packed: view,
    });
    at = start + seconds * 8;
  }
  return facts;
}

/** The filters of the query over the rollup (`d`) or over conversations (`c`). */
function filtersOf(query: ReportQuery, table: 'd' | 'c'): SQL[] {
  const column = (name: string) => sql.raw(`${table}.${name}`);
  const filters: SQL[] = [];
  if (query.campaign !== undefined) filters.push(sql`${column('campaign_id')} = ${query.campaign}`);
  if (query.agents && query.agents.length > 0) filters.push(sql`${column('agent_id')} in ${query.agents}`);
  if (query.type !== undefined) filters.push(sql`${column('type')} = ${query.type}`);
  return filters;
}

/** The rollup's groups of the range in campaigns with a first-response target. */
export function closedFacts(db: Db, query: ReportQuery): Promise<Fact[]> {
  const where = [sql`d.dia between ${query.fecha_inicio}::date and ${query.fecha_fin}::date`, ...filtersOf(query, 'd')];
  return packedFacts(db, sql`
    select d.paquete from conversation_sla_daily d
    where ${sql.join(where, sql` and `)}
      and exists (select 1 from campaign_service_levels sl where sl.campaign_id = d.campaign_id and sl.sla_primera_respuesta_min is not null)`);
}

/** The open conversations of the range, judged now and grouped as the rollup's groups; none read when none is open. */
export async function openFacts(db: Db, query: ReportQuery): Promise<Fact[]> {
  const where = sql.join([
    sql`c.estado <> 'FINALIZADA'`,
    sql`c.created_at >= (${query.fecha_inicio}::date)::timestamp at time zone ${TIME_ZONE}`,
    sql`c.created_at < ((${query.fecha_fin}::date + 1)::timestamp at time zone ${TIME_ZONE})`,
    ...filtersOf(query, 'c'),
  ], sql` and `);
  const [open] = await rows<{ any: boolean }>(db, sql`select exists (select 1 from conversations c where ${where}) as any`);
  if (!open?.any) return [];
  return packedFacts(db, sql`
    select ${slaPackedSql()} as paquete from (
      select dia, campaign_id, agent_id, ${judgedFiguresSql}
      from (${judgedConversationsSql(sql`sl.sla_primera_respuesta_min is not null and ${where}`)}) j
      group by dia, campaign_id, agent_id
    ) f`);
}

/** The report's order of facts: day, campaign, agent. */
export function byRow(a: Fact, b: Fact): number {
  return a.day - b.day || a.campaign_id - b.campaign_id || a.agent_id - b.agent_id;
}

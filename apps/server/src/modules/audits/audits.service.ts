import { and, desc, or, sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP, type AuditEntry, type AuditQuery } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { withinDays } from '../../db/calendar-days.js';
import { cappedCount, containsFolded } from '../../db/search.js';
import { foldedText, orderingBy } from '../../db/ordering.js';
import { audits } from './audits.tables.js';

export interface AuditFilter {
  search: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
  /** The last id of the previous page (the `after` of a `next` link): the page starts there, not at `offset`. */
  after?: number;
  ordering?: AuditQuery['ordering'];
}

const auditSortKeys = { created_date: audits.createdDate, content_type: foldedText(audits.contentType), user: foldedText(audits.username) };

/** The same expression as the trigram index `audits_search_trgm_idx`, so that the index serves the search. */
const searchableText = sql`(${audits.username} || ' ' || ${audits.estado} || ' ' || ${audits.contentType} || ' ' || ${audits.tipoGestion} || ' ' || ${audits.descripcion})`;

function auditConditions(filter: AuditFilter): SQL | undefined {
  return and(
    filter.search ? containsFolded(searchableText, filter.search) : undefined,
    ...withinDays(audits.createdDate, filter.from, filter.to),
  );
}

/**
 * The history only grows: its count stops at COUNT_CAP (answered with `count_capped`), and a page is read
 * with one row more to know whether another follows.
 */
export async function countAudits(db: Db, filter: AuditFilter): Promise<{ count: number; countCapped: boolean }> {
  const found = await cappedCount(db, sql`${audits}`, auditConditions(filter), COUNT_CAP);
  return { count: Math.min(found, COUNT_CAP), countCapped: found > COUNT_CAP };
}

/** Entries after the entry `id` in the history's order (created_date desc, id desc). */
function olderThanEntry(id: number): SQL {
  const at = sql`(select ${audits.createdDate} from ${audits} where ${audits.id} = ${id})`;
  return and(sql`${audits.createdDate} <= ${at}`, or(sql`${audits.createdDate} < ${at}`, sql`${audits.id} < ${id}`))!;
}

export async function listAudits(db: Db, filter: AuditFilter): Promise<{ more: boolean; results: AuditEntry[] }> {
  // A sorted history pages by offset: `after` follows the default order only.
  const keyset = filter.after !== undefined && filter.ordering === undefined;
  const rowsRead = await db
    .select()
    .from(audits)
    .where(and(auditConditions(filter), keyset ? olderThanEntry(filter.after!) : undefined))
    .orderBy(...orderingBy(filter.ordering, auditSortKeys, audits.id, [desc(audits.createdDate), desc(audits.id)]))
    .limit(filter.limit + 1)
    .offset(keyset ? 0 : filter.offset);
  const results = rowsRead.slice(0, filter.limit).map((a) => ({
    id: a.id,
    created_date: a.createdDate.toISOString(),
    content_type: a.contentType,
    tipo_gestion: a.tipoGestion,
    estado: a.estado,
    descripcion: a.descripcion,
    user: a.username,
  }));
  return { more: rowsRead.length > filter.limit, results };
}

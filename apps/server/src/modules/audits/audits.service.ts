import { and, desc, sql, type SQL } from 'drizzle-orm';
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

export async function listAudits(db: Db, filter: AuditFilter): Promise<{ more: boolean; results: AuditEntry[] }> {
  const rowsRead = await db
    .select()
    .from(audits)
    .where(auditConditions(filter))
    .orderBy(...orderingBy(filter.ordering, auditSortKeys, audits.id, [desc(audits.createdDate), desc(audits.id)]))
    .limit(filter.limit + 1)
    .offset(filter.offset);
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

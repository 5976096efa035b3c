import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { likePattern } from '../../http/paging.js';
import { withinDays } from '../../db/calendar-days.js';
import { audits } from './audits.tables.js';

export interface AuditFilter {
  search: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/** The same expression as the trigram index `audits_search_trgm_idx`, so that the index serves the search. */
const searchableText = sql`(${audits.username} || ' ' || ${audits.estado} || ' ' || ${audits.contentType} || ' ' || ${audits.tipoGestion} || ' ' || ${audits.descripcion})`;

function auditConditions(filter: AuditFilter): SQL | undefined {
  return and(
    filter.search ? sql`${searchableText} ilike ${likePattern(filter.search)}` : undefined,
    ...withinDays(audits.createdDate, filter.from, filter.to),
  );
}

export async function countAudits(db: Db, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(audits).where(auditConditions(filter));
  return row?.count ?? 0;
}

export async function listAudits(db: Db, filter: AuditFilter): Promise<AuditEntry[]> {
  const found = await db
    .select()
    .from(audits)
    .where(auditConditions(filter))
    .orderBy(desc(audits.createdDate), desc(audits.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return found.map((a) => ({
    id: a.id,
    created_date: a.createdDate.toISOString(),
    content_type: a.contentType,
    tipo_gestion: a.tipoGestion,
    estado: a.estado,
    descripcion: a.descripcion,
    user: a.username,
  }));
}

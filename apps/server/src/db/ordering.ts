import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Ordering } from '@atiende/shared';
import { folded } from './folded.js';

/** What a list sorts by for each of its sortable fields: a column, or an expression such as `foldedText(...)`. */
export type SortKeys<F extends string> = Record<F, AnyColumn | SQL>;

/** Text as a list sorts it: without case or accents, so 'Álvarez' comes next to 'alvarez'. */
export const foldedText = (column: AnyColumn | SQL): SQL => folded(sql`${column}`);

/**
 * The ORDER BY of a list asked for `ordering` (a field, `-` in front for descending): that field, then the id
 * in the same direction, so that rows with equal values keep one order from page to page and the descending
 * order is the ascending one reversed (an index on (key, id) serves both). Without `ordering`, `byDefault`.
 */
export function orderingBy<F extends string>(
  ordering: Ordering<F> | undefined, keys: SortKeys<F>, id: AnyColumn, byDefault: SQL[],
): SQL[] {
  if (!ordering) return byDefault;
  const descending = ordering.startsWith('-');
  const field = (descending ? ordering.slice(1) : ordering) as F;
  const direction = descending ? desc : asc;
  return [direction(keys[field]), direction(id)];
}

/** The sentence of a list's OpenAPI description about `ordering`. */
export const orderingNote = (fields: readonly string[]): string =>
  `Con ordering (${fields.join(', ')}; '-' delante para descendente) ordena por ese campo y luego por id.`;

import { sql, type SQL } from 'drizzle-orm';

/** Text as searches compare it: lower case and without accents (`fold_text`, immutable so it can be indexed). */
export const folded = (text: SQL): SQL => sql`fold_text(${text})`;

/** A search term folded the way `fold_text` folds the searched text. */
export function foldTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase();
}

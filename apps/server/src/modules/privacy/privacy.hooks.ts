import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PRIVACY_MSG } from '@atiende/shared';
import type { Db } from '../../db/client.js';

/*
 * What a suppression (Ley 1581) asks of each module that keeps rows about a contact: the values that name the
 * person inside its texts, and what it does with its rows, inside the suppression's transaction. Each module
 * declares its hook in `<area>.privacy.ts`; `modules/index.ts` collects them, and the privacy module knows no
 * other module's tables. (The person's export reads across areas, so it lives in modules/reports/.)
 */

/** What one module's part of a suppression knows and gives back. */
export interface SuppressionStep {
  contactId: number;
  /** The person's names, document, phones and e-mails, longest first, to blank inside texts that name them. */
  oldValues: string[];
  now: Date;
  /** Stored files (relative to the uploads folder) the module's rows held; deleted from disk after the commit. */
  files: string[];
}

export interface PersonalDataHook {
  /** Each table of the module that refers to a contact, and what a suppression does with its rows. */
  plan: Record<string, string>;
  /** Values in the module's rows that name the person (phones, e-mails, chat addresses), read before anything changes. */
  namesOf?(tx: Db, contactId: number): Promise<(string | null)[]>;
  /** Removes or blanks the person in the module's rows. */
  suppress?(tx: Db, step: SuppressionStep): Promise<void>;
}

export const SUPPRESSED = PRIVACY_MSG.suppressedValue;

/** A text column that held something reads 'Suprimido'; one that was empty or null stays so. */
export const suppressedText = (column: AnyPgColumn) => sql`case when coalesce(${column}, '') = '' then ${column} else ${SUPPRESSED} end`;

/** `text` with every one of `values` replaced by 'Suprimido', in the order given (longest first). */
export function withoutValues(text: SQL, values: string[]): SQL {
  return values.reduce((expression, value) => sql`replace(${expression}, ${value}, ${SUPPRESSED})`, text);
}

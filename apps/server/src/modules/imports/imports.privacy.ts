import { eq, sql } from 'drizzle-orm';
import { withoutValues, type PersonalDataHook } from '../privacy/privacy.hooks.js';
import { importJobRows } from './imports.tables.js';

/** Imports keep their counts; the row as it was read from the file goes. */
export const importsPrivacy: PersonalDataHook = {
  plan: {},
  async suppress(tx, { contactId, oldValues }) {
    await tx.update(importJobRows).set({ data: null, reason: withoutValues(sql`${importJobRows.reason}`, oldValues) })
      .where(eq(importJobRows.contactId, contactId));
  },
};

import { and, eq, ne, sql } from 'drizzle-orm';
import { withoutValues, type PersonalDataHook } from '../privacy/privacy.hooks.js';
import { audits } from './audits.tables.js';

/** The contact's timeline: entries keep what happened, not the values that named the person. */
export const auditsPrivacy: PersonalDataHook = {
  plan: { audits: 'se conservan sin los valores que nombraban a la persona' },
  async suppress(tx, { contactId, oldValues }) {
    if (oldValues.length === 0) return;
    await tx.update(audits).set({ descripcion: withoutValues(sql`${audits.descripcion}`, oldValues) })
      .where(and(eq(audits.contactId, contactId), ne(audits.descripcion, withoutValues(sql`${audits.descripcion}`, oldValues))));
  },
};

import { eq, sql } from 'drizzle-orm';
import { SUPPRESSED, type PersonalDataHook } from '../privacy/privacy.hooks.js';
import { leads } from './leads.tables.js';

export const leadsPrivacy: PersonalDataHook = {
  plan: { leads: 'se conservan con estado, campaña, agente y fechas; observaciones quedan Suprimido y los datos del formulario se borran' },
  async suppress(tx, { contactId }) {
    await tx.update(leads).set({
      observaciones: sql`case when ${leads.observaciones} = '' then '' else ${SUPPRESSED} end`, metadata: {},
    }).where(eq(leads.contactId, contactId));
  },
};

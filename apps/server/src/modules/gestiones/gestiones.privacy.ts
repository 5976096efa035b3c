import { eq, sql } from 'drizzle-orm';
import { SUPPRESSED, suppressedText, type PersonalDataHook } from '../privacy/privacy.hooks.js';
import { gestiones } from './gestiones.tables.js';

/** Gestiones keep their results, campaigns, agents and dates; their free texts go. */
export const gestionesPrivacy: PersonalDataHook = {
  plan: { gestiones: 'se conservan con resultado, campaña, agente y fechas; observaciones, teléfono, ciudad y placa quedan Suprimido' },
  async suppress(tx, { contactId }) {
    await tx.update(gestiones).set({
      observaciones: sql`case when ${gestiones.observaciones} = '' then '' else ${SUPPRESSED} end`,
      phone: suppressedText(gestiones.phone),
      ciudad: suppressedText(gestiones.ciudad),
      placa: suppressedText(gestiones.placa),
    }).where(eq(gestiones.contactId, contactId));
  },
};

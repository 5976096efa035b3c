import { eq } from 'drizzle-orm';
import { SUPPRESSED, type PersonalDataHook } from '../privacy/privacy.hooks.js';
import { broadcastRecipients } from './broadcasts.tables.js';

export const broadcastsPrivacy: PersonalDataHook = {
  plan: { broadcast_recipients: 'se conservan para las cuentas de la difusión; nombre, teléfono, texto y variables quedan Suprimido o vacíos' },
  async suppress(tx, { contactId }) {
    await tx.update(broadcastRecipients).set({ nombre: SUPPRESSED, phone: SUPPRESSED, text: null, variables: null })
      .where(eq(broadcastRecipients.contactId, contactId));
  },
};

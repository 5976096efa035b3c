import { eq, sql } from 'drizzle-orm';
import { SUPPRESSED, type PersonalDataHook } from '../privacy/privacy.hooks.js';
import { callRecords, phoneCalls } from './telephony.tables.js';

/**
 * Calls keep their date, direction, state, duration and agent (reports add up); the customer's number reads
 * 'Suprimido' and the record no longer points at its recording. The audio itself lives on the PBX, which the CRM
 * reads and never writes: deleting it there is the PBX administrator's part (docs/decisions.md, 'Telephony').
 */
export const telephonyPrivacy: PersonalDataHook = {
  plan: {
    call_records: 'se conservan con fecha, dirección, estado, duración y agente; el número del cliente queda Suprimido y se quita el enlace a la grabación',
    phone_calls: 'se conservan con estado y fechas; el número marcado queda Suprimido',
  },
  async suppress(tx, { contactId }) {
    await tx.update(callRecords).set({
      src: sql`case when ${callRecords.direction} = 'entrante' then ${SUPPRESSED} else ${callRecords.src} end`,
      dst: sql`case when ${callRecords.direction} = 'saliente' then ${SUPPRESSED} else ${callRecords.dst} end`,
      recordingfile: '',
    }).where(eq(callRecords.contactId, contactId));
    await tx.update(phoneCalls).set({ number: SUPPRESSED }).where(eq(phoneCalls.contactId, contactId));
  },
};

import { countNaming, moveMembership, type ContactMergeHook } from '../contacts/contacts.merge-hooks.js';
import { caseClients } from './cases.tables.js';

/** A merge makes the survivor a client of the absorbed contact's cases. */
export const casesContactMerge: ContactMergeHook = {
  counts: { cases: (db, id) => countNaming(db, caseClients, caseClients.contactId, id) },
  move: (tx, step) => moveMembership(tx, caseClients, caseClients.contactId, [caseClients.caseId], step),
};

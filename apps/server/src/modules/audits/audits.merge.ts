import { movePointer, type ContactMergeHook } from '../contacts/contacts.merge-hooks.js';
import { audits } from './audits.tables.js';

/** A merge shows the absorbed contact's history on the survivor's timeline from then on. */
export const auditsContactMerge: ContactMergeHook = {
  move: (tx, step) => movePointer(tx, audits, audits.contactId, step),
};

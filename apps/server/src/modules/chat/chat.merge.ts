import { countNaming, movePointer, type ContactMergeHook } from '../contacts/contacts.merge-hooks.js';
import { conversations } from './chat.tables.js';

/** A merge gives the absorbed contact's conversations to the survivor. */
export const chatContactMerge: ContactMergeHook = {
  counts: { conversations: (db, id) => countNaming(db, conversations, conversations.contactId, id) },
  move: (tx, step) => movePointer(tx, conversations, conversations.contactId, step),
};

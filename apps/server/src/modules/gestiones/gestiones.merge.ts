import { countNaming, movePointer, type ContactMergeHook } from '../contacts/contacts.merge-hooks.js';
import { gestiones } from './gestiones.tables.js';

/** A merge gives the absorbed contact's gestiones to the survivor. */
export const gestionesContactMerge: ContactMergeHook = {
  counts: { gestiones: (db, id) => countNaming(db, gestiones, gestiones.contactId, id) },
  move: (tx, step) => movePointer(tx, gestiones, gestiones.contactId, step),
};

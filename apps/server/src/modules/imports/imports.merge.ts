import { movePointer, type ContactMergeHook } from '../contacts/contacts.merge-hooks.js';
import { importJobRows } from './imports.tables.js';

/** A merge points the import rows that made or updated the absorbed contact at the survivor. */
export const importsContactMerge: ContactMergeHook = {
  move: (tx, step) => movePointer(tx, importJobRows, importJobRows.contactId, step),
};

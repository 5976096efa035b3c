import { countNaming, movePointer, type ContactMergeHook } from '../contacts/contacts.merge-hooks.js';
import { surveyResponses } from './surveys.tables.js';

/** A merge gives the absorbed contact's survey answers to the survivor. */
export const surveysContactMerge: ContactMergeHook = {
  counts: { surveys: (db, id) => countNaming(db, surveyResponses, surveyResponses.contactId, id) },
  move: (tx, step) => movePointer(tx, surveyResponses, surveyResponses.contactId, step),
};

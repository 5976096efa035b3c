import { countNaming, moveMembership, type ContactMergeHook } from '../contacts/contacts.merge-hooks.js';
import { projectContacts, taskContacts } from './tasks.tables.js';

/** A merge gives the survivor the absorbed contact's projects and tasks. */
export const tasksContactMerge: ContactMergeHook = {
  counts: { tasks: (db, id) => countNaming(db, taskContacts, taskContacts.contactId, id) },
  async move(tx, step) {
    await moveMembership(tx, projectContacts, projectContacts.contactId, [projectContacts.projectId], step);
    await moveMembership(tx, taskContacts, taskContacts.contactId, [taskContacts.taskId], step);
  },
};

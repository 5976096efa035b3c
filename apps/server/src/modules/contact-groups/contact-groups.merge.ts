import { countNaming, moveMembership, type ContactMergeHook } from '../contacts/contacts.merge-hooks.js';
import { contactGroupMembers } from './contact-groups.tables.js';

/** A merge puts the survivor in the absorbed contact's groups it was not in yet. */
export const contactGroupsContactMerge: ContactMergeHook = {
  counts: { groups: (db, id) => countNaming(db, contactGroupMembers, contactGroupMembers.contactId, id) },
  move: (tx, step) => moveMembership(tx, contactGroupMembers, contactGroupMembers.contactId, [contactGroupMembers.groupId], step),
};

import { countNaming, moveMembership, type ContactMergeHook } from '../contacts/contacts.merge-hooks.js';
import { campaignContacts } from './campaigns.tables.js';

/** A merge puts the survivor in the absorbed contact's campaigns it was not in yet. */
export const campaignsContactMerge: ContactMergeHook = {
  counts: { campaigns: (db, id) => countNaming(db, campaignContacts, campaignContacts.contactId, id) },
  move: (tx, step) => moveMembership(tx, campaignContacts, campaignContacts.contactId, [campaignContacts.campaignId, campaignContacts.createdAt], step),
};

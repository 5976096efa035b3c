import { eq, or } from 'drizzle-orm';
import { CONTACT_MSG, PRIVACY_MSG } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../errors.js';
import { SUPPRESSED, type PersonalDataHook } from '../privacy/privacy.hooks.js';
import { companyPeople, contactRelations, contacts } from './contacts.tables.js';

/**
 * Locks a contact for its suppression and answers the values that name the person (names, document, e-mail,
 * phone, address). 404 when it does not exist; 400 when it was suppressed already. A deleted contact still holds
 * the person's data: it can be suppressed too.
 */
export async function lockContactToSuppress(tx: Db, contactId: number): Promise<(string | null)[]> {
  const [contact] = await tx.select().from(contacts).where(eq(contacts.id, contactId)).for('update');
  if (!contact) throw notFound(CONTACT_MSG.contactNotFound);
  if (contact.suppressedAt) throw badRequest(PRIVACY_MSG.alreadySuppressed, 'suppressed');
  return [
    `${contact.firstName} ${contact.lastName}`.trim(), contact.firstName, contact.lastName, contact.razonSocial, contact.documentNumber,
    contact.email, contact.phone, contact.phoneDigits, contact.address,
  ];
}

/** Whether the contact exists (deleted or not), for the audit of an export. */
export async function contactExists(db: Db, contactId: number): Promise<boolean> {
  const [contact] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, contactId));
  return contact !== undefined;
}

/** The contact row: names and document read 'Suprimido'; everything else personal is emptied; its relations go. */
export const contactsPrivacy: PersonalDataHook = {
  plan: {
    contact_agents: 'se conservan: quién atiende al contacto',
    company_people: 'se borran',
    contact_relations: 'se borran, en ambos sentidos',
  },
  async suppress(tx, { contactId, now }) {
    const [contact] = await tx.select().from(contacts).where(eq(contacts.id, contactId));
    await tx.update(contacts).set({
      firstName: SUPPRESSED,
      lastName: '',
      razonSocial: contact!.razonSocial === null ? null : SUPPRESSED,
      actividad: contact!.actividad === null ? null : SUPPRESSED,
      webSite: null,
      documentNumber: contact!.documentNumber ? SUPPRESSED : null,
      // Every suppressed contact reads 'Suprimido': none of them holds a live document number.
      duplicateDocument: true,
      birthdate: null, city: null, gender: null, address: null, email: null, phone: null, phoneDigits: null, phoneUnparsed: false,
      image: null, userId: null, suppressedAt: now, updatedAt: now,
    }).where(eq(contacts.id, contactId));
    await tx.delete(contactRelations).where(or(eq(contactRelations.contactId, contactId), eq(contactRelations.destinatarioId, contactId)));
    await tx.delete(companyPeople).where(or(eq(companyPeople.companyId, contactId), eq(companyPeople.personId, contactId)));
  },
};

import { eq } from 'drizzle-orm';
import type { PersonalDataHook } from '../privacy/privacy.hooks.js';
import { contactData, contactDocuments, resumes } from './contact-data.tables.js';

/** Phones, e-mails, addresses and social networks, documents (with their files) and the resume are deleted. */
export const contactDataPrivacy: PersonalDataHook = {
  plan: {
    contact_data: 'se borran: teléfonos, correos, direcciones y redes sociales',
    contact_documents: 'se borran, con sus archivos',
    resumes: 'se borran, con su experiencia, educación y conocimientos',
  },
  async namesOf(tx, contactId) {
    const data = await tx.select({ value: contactData.value1 }).from(contactData).where(eq(contactData.contactId, contactId));
    return data.map((d) => d.value);
  },
  async suppress(tx, { contactId, files }) {
    await tx.delete(contactData).where(eq(contactData.contactId, contactId));
    const documents = await tx.delete(contactDocuments).where(eq(contactDocuments.contactId, contactId)).returning({ path: contactDocuments.filePath });
    files.push(...documents.map((d) => d.path));
    await tx.delete(resumes).where(eq(resumes.contactId, contactId));
  },
};

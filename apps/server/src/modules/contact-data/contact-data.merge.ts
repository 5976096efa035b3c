import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { countNaming, movePointer, type ContactMergeHook } from '../contacts/contacts.merge-hooks.js';
import { contactData, contactDocuments, resumeEducation, resumeExperience, resumeKnowledge, resumes } from './contact-data.tables.js';

/** How two values of a tipo are compared: phones by their digits, the rest without case or surrounding spaces. */
const comparable = (value: SQL | PgColumn, tipo: SQL | PgColumn) =>
  sql`case when ${tipo} = 'Telefono' then regexp_replace(${value}, '[^0-9]', '', 'g') else lower(trim(${value})) end`;

/** Phones, e-mails, addresses and networks: those the survivor already has are dropped, the others move. */
async function moveContactData(tx: Db, survivorId: number, otherId: number): Promise<void> {
  await tx.execute(sql`delete from ${contactData} o where o.contact_id = ${otherId} and exists (
    select 1 from ${contactData} s where s.contact_id = ${survivorId} and s.tipo = o.tipo
      and ${comparable(sql`s.value_1`, sql`s.tipo`)} = ${comparable(sql`o.value_1`, sql`o.tipo`)})`);
  await tx.update(contactData).set({ contactId: survivorId }).where(eq(contactData.contactId, otherId));
}

/**
 * One hoja de vida per contact: with two, the chosen one keeps its header and receives the other's
 * experience, education and knowledge.
 */
async function moveResume(tx: Db, survivorId: number, otherId: number, choice: 'survivor' | 'other'): Promise<void> {
  const found = await tx.select({ id: resumes.id, contactId: resumes.contactId }).from(resumes).where(inArray(resumes.contactId, [survivorId, otherId]));
  const mine = found.find((r) => r.contactId === survivorId);
  const theirs = found.find((r) => r.contactId === otherId);
  if (!theirs) return;
  if (mine) {
    const [kept, dropped] = choice === 'other' ? [theirs, mine] : [mine, theirs];
    for (const table of [resumeExperience, resumeEducation, resumeKnowledge]) {
      await tx.update(table).set({ resumeId: kept.id }).where(eq(table.resumeId, dropped.id));
    }
    await tx.delete(resumes).where(eq(resumes.id, dropped.id));
    if (kept === mine) return;
  }
  await tx.update(resumes).set({ contactId: survivorId }).where(eq(resumes.id, theirs.id));
}

/** A merge gives the survivor the absorbed contact's documents, the contact data it lacks and its hoja de vida (as chosen). */
export const contactDataContactMerge: ContactMergeHook = {
  counts: {
    documents: (db, id) => countNaming(db, contactDocuments, contactDocuments.contactId, id),
    contact_data: (db, id) => countNaming(db, contactData, contactData.contactId, id),
  },
  move: async (tx, step) => {
    await movePointer(tx, contactDocuments, contactDocuments.contactId, step);
    await moveContactData(tx, step.survivorId, step.otherId);
    await moveResume(tx, step.survivorId, step.otherId, step.keep.resume ?? 'survivor');
  },
};

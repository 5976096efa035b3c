import { CONTACT_MSG, PRIVACY_MSG, type SuppressResult } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { emit } from '../../events/events.js';
import { enqueue } from '../../jobs/jobs.runner.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { contactExists, lockContactToSuppress } from '../contacts/contacts.privacy.js';
import { SUPPRESSED, type PersonalDataHook, type SuppressionStep } from './privacy.hooks.js';

/** The audit entries of exports and suppressions. */
export const PERSONAL_DATA_CONTENT_TYPE = 'Datos personales';

/** Old values shorter than this are not searched for in texts (a two-letter name would blank unrelated words). */
const MIN_REPLACED_LENGTH = 3;

/** The folder under uploads holding a contact's photo and documents. */
export const contactFolder = (contactId: number) => `contacts/${contactId}`;

/** The payload of the job that deletes a suppressed person's files from disk. */
export interface FilesToDelete {
  /** Stored files, relative to the uploads folder. */
  files: string[];
  /** Whole folders, relative to the uploads folder. */
  folders: string[];
}

/**
 * Every table whose rows refer to a contact, and what a suppression does with them, from every module's hook. A
 * table added later that refers to contacts needs its module's hook to say what happens to it (privacy.test.ts
 * compares this with the database's foreign keys).
 */
export function suppressionPlan(hooks: readonly PersonalDataHook[]): Record<string, string> {
  return Object.assign({}, ...hooks.map((hook) => hook.plan));
}

/** Who the person was, longest first, to find their names, document, phones and e-mails inside texts written about them. */
function namingValues(values: (string | null)[]): string[] {
  const unique = [...new Set(values.map((v) => v?.trim() ?? '').filter((v) => v.length >= MIN_REPLACED_LENGTH && v !== SUPPRESSED))];
  return unique.sort((a, b) => b.length - a.length);
}

/**
 * Suppression (Ley 1581, art. 8 e; art. 15): removes the person behind a contact, in one transaction, each
 * module doing its part through its hook (`<area>.privacy.ts`). Names, the document, the free texts about them
 * (gestiones' observations, cases, open survey answers) become 'Suprimido'; phones, e-mails, addresses, social
 * networks, documents, resume and relations are deleted; every chat message of theirs loses its body, caption,
 * file and location, and their open conversations close under the address 'Suprimido', so a new message from
 * the same number or chat starts a new, unrelated contact. Texts that name them (audit entries on their timeline,
 * case names) lose those values. What reports count stays: the contact row, its gestiones with their results,
 * campaigns, agents and dates, groups and campaigns it belongs to, conversations and message counts.
 * The files (photo, documents, chat media, signatures and pictures of their cases) are deleted from disk
 * by the job `privacy.files` queued in the same transaction. The audit entry keeps the motivo and none
 * of the suppressed values. It cannot be undone; a second suppression answers 400.
 */
export async function suppressContact(
  db: Db, hooks: readonly PersonalDataHook[], actor: AuditActor, contactId: number, motivo: string,
): Promise<SuppressResult> {
  return db.transaction(async (tx) => {
    const contactValues = await lockContactToSuppress(tx, contactId);
    const values = [...contactValues];
    for (const hook of hooks) values.push(...(await hook.namesOf?.(tx, contactId) ?? []));
    const step: SuppressionStep = { contactId, oldValues: namingValues(values), now: new Date(), files: [] };
    for (const hook of hooks) await hook.suppress?.(tx, step);

    const job: FilesToDelete = { files: [...new Set(step.files)], folders: [contactFolder(contactId)] };
    await enqueue(tx, 'privacy.files', job);
    await emit(tx, { type: 'contact.updated', id: contactId });
    await recordAudit(tx, actor, {
      contentType: PERSONAL_DATA_CONTENT_TYPE, action: 'Supresión', objectId: contactId, contactId,
      descripcion: `Se suprimieron los datos personales del contacto ${contactId}. Motivo: ${motivo}`,
    });
    return { detail: PRIVACY_MSG.suppressed, suprimido: step.now.toISOString(), archivos: job.files.length };
  });
}

/** Records a download of a person's data, by whom, before it is sent. */
export async function recordPersonalDataExport(db: Db, actor: AuditActor, contactId: number): Promise<void> {
  if (!(await contactExists(db, contactId))) throw notFound(CONTACT_MSG.contactNotFound);
  await recordAudit(db, actor, {
    contentType: PERSONAL_DATA_CONTENT_TYPE, action: 'Exportación', objectId: contactId, contactId,
    descripcion: `Se exportaron los datos personales del contacto ${contactId}`,
  });
}

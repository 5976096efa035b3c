import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  COMPANY_DOCUMENT_TYPES, COMPANY_TYPE, CONTACT_MSG, DOCUMENT_TYPES, PERSON_TYPE, PRIVACY_MSG,
  type AgentsAssign, type ContactCreate, type ContactCreatePerson, type ContactLinkUpdate,
  type ContactRead, type ContactUpdate, type DuplicateContact, type PersonRef, type RelationCreate, type WhatsappNumber,
} from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, fieldError, notFound, taken } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { hashPassword } from '../auth/auth.passwords.js';
import { contactDataOfTipo } from '../contact-data/contact-data.queries.js';
import { isUniqueViolation, violatedUniqueIndex } from '../../db/errors.js';
import { isUsernameTaken, usersWithRoles } from '../users/users.queries.js';
import { insertRolelessUser } from '../users/users.service.js';
import {
  applyContactUpdate, contactAgentsOf, contactFullName, contactRelationsOf, findActiveContact, findDuplicate, insertContact,
  loadContactRead, lockDuplicateKeys, type ContactFields, type DuplicateMatch,
} from './contacts.writes.js';
import { companyPeople, contactAgents, contactRelations, contacts } from './contacts.tables.js';
import { lockListOwner } from '../../db/locks.js';
import { answerOfUpdate, recordAuthorization } from './contacts.authorization.js';
import { emit } from '../../events/events.js';

const CONTENT_TYPE = 'Contacto';

/** Roles whose members may attend contacts as agents. */
export const AGENT_ROLES = ['Agente', 'Operador', 'Supervisor'];

/** 400 answered when the contact being created already exists; the browser offers to link or create anyway. */
export class DuplicateContactError extends AppError {
  constructor(readonly match: DuplicateMatch) {
    super(400, CONTACT_MSG.duplicate, undefined, 'duplicate');
  }
  override body(): DuplicateContact {
    return { detail: CONTACT_MSG.duplicate, duplicate: true, contact_id: this.match.contactId, fields: this.match.fields };
  }
}

const isPersonForm = (input: ContactCreate): input is ContactCreatePerson => input.contactType !== COMPANY_TYPE;

/** The person form's e-mail: `username` (labelled Correo Electrónico) or `email`. */
const personEmail = (input: { username?: string | null; email?: string | null }) => input.username ?? input.email ?? null;

function personFields(input: ContactCreatePerson | ContactLinkUpdate): ContactFields {
  return {
    first_name: input.first_name,
    last_name: input.last_name,
    email: personEmail(input),
    phone: input.phone,
    birthdate: input.birthdate ?? undefined,
    city: input.city ?? undefined,
    gender: input.gender ?? undefined,
    address: input.address ?? undefined,
  };
}

function createFields(input: ContactCreate): ContactFields {
  if (isPersonForm(input)) {
    return {
      ...personFields(input),
      contactType: PERSON_TYPE,
      documentType: input.documentType ?? null,
      documentNumber: input.documentNumber ?? null,
    };
  }
  return {
    contactType: COMPANY_TYPE,
    razon_social: input.razon_social,
    actividad: input.actividad,
    web_site: input.web_site ?? null,
    documentType: input.documentType ?? COMPANY_DOCUMENT_TYPES[0],
    documentNumber: input.documentNumber,
    email: input.email,
    phone: input.phone,
    address: input.address ?? null,
    city: input.city ?? null,
  };
}

/** Active contacts among `ids`; an unknown one is a field error on `field`. */
async function assertContactsExist(db: Db, ids: number[], field: string): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db.select({ id: contacts.id }).from(contacts).where(and(inArray(contacts.id, unique), isNull(contacts.deletedAt)));
  const missing = unique.find((id) => !found.some((c) => c.id === id));
  if (missing !== undefined) throw fieldError(field, CONTACT_MSG.unknownContact(missing));
}

async function assertCompanyPeople(db: Db, companyId: number | null, personIds: number[]): Promise<void> {
  if (companyId !== null && personIds.includes(companyId)) throw fieldError('persona_contacto', CONTACT_MSG.selfRelation);
  await assertContactsExist(db, personIds, 'persona_contacto');
}

async function replaceCompanyPeople(tx: Db, companyId: number, personIds: number[]): Promise<void> {
  await lockListOwner(tx, contacts.id, companyId);
  await tx.delete(companyPeople).where(eq(companyPeople.companyId, companyId));
  const unique = [...new Set(personIds)];
  if (unique.length > 0) await tx.insert(companyPeople).values(unique.map((personId) => ({ companyId, personId })));
}

async function assertLoginEmailFree(db: Db, email: string | null): Promise<void> {
  if (!email) throw fieldError('username', CONTACT_MSG.required);
  if (await isUsernameTaken(db, email)) throw taken('username', CONTACT_MSG.emailTakenByUser);
}

/** Creates the login user (without a role) of a contact whose form asked for one. */
async function insertLoginUser(tx: Db, fields: ContactFields, passwordHash: string): Promise<number> {
  const documentType = (DOCUMENT_TYPES as readonly string[]).includes(fields.documentType ?? '') ? fields.documentType : null;
  return insertRolelessUser(tx, {
    username: fields.email!,
    email: fields.email!,
    passwordHash,
    firstName: fields.first_name ?? '',
    lastName: fields.last_name ?? '',
    contactType: PERSON_TYPE,
    documentType,
    documentNumber: documentType ? fields.documentNumber ?? null : null,
    gender: fields.gender ?? null,
    birthDate: fields.birthdate ?? null,
    city: fields.city ?? null,
  });
}

/** Runs a write that may hit the unique username index, reporting a race like a taken e-mail. */
const DOCUMENT_INDEX = 'contacts_document_uq';

/**
 * Runs a write whose uniqueness the database guards: a document number taken meanwhile by another
 * request is `onDocumentTaken()`, a login e-mail taken meanwhile is a field error.
 */
async function withUniqueKeys<T>(write: () => Promise<T>, onDocumentTaken: () => Promise<never>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueIndex(error) === DOCUMENT_INDEX) return onDocumentTaken();
    if (isUniqueViolation(error)) throw taken('username', CONTACT_MSG.emailTakenByUser);
    throw error;
  }
}

const documentTaken = async (): Promise<never> => {
  throw taken('documentNumber', CONTACT_MSG.documentTaken);
};

const wantsLogin = (input: ContactCreate | ContactLinkUpdate): input is (ContactCreatePerson | ContactLinkUpdate) & { password: string } =>
  'createUser' in input && input.createUser === true && typeof input.password === 'string';

async function assertNoDuplicate(tx: Db, fields: ContactFields): Promise<void> {
  const match = await findDuplicate(tx, fields);
  if (match) throw new DuplicateContactError(match);
}

/** Creates a person or company. Without `allowDuplicate`, an existing match is a DuplicateContactError. */
export async function createContact(db: Db, actor: AuditActor, input: ContactCreate, allowDuplicate: boolean): Promise<ContactRead> {
  const fields = createFields(input);
  const personIds = isPersonForm(input) ? [] : input.persona_contacto ?? [];
  await assertCompanyPeople(db, null, personIds);
  const login = wantsLogin(input);
  if (login) await assertLoginEmailFree(db, fields.email ?? null);
  const passwordHash = login ? await hashPassword(input.password) : null;

  // The unique index stays the last word on document numbers (a writer that takes no key lock, a contact
  // flagged as a legacy duplicate): the loser gets the answer it would have got a moment later.
  const duplicateFound = async (): Promise<never> => {
    const match = allowDuplicate ? null : await findDuplicate(db, { documentNumber: fields.documentNumber });
    if (match) throw new DuplicateContactError(match);
    return documentTaken();
  };
  const id = await withUniqueKeys(() => db.transaction(async (tx) => {
    await lockDuplicateKeys(tx, fields);
    if (!allowDuplicate) await assertNoDuplicate(tx, fields);
    const userId = passwordHash ? await insertLoginUser(tx, fields, passwordHash) : null;
    const contactId = await insertContact(tx, { ...fields, user_id: userId }, actor);
    if (personIds.length > 0) await replaceCompanyPeople(tx, contactId, personIds);
    await emit(tx, { type: 'contact.created', id: contactId });
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Creación', objectId: contactId, contactId, descripcion: `Se creó el contacto ${describeFields(fields)}`,
    });
    return contactId;
  }), duplicateFound);
  return loadContactRead(db, id);
}

function describeFields(fields: ContactFields): string {
  const name = fields.contactType === COMPANY_TYPE ? fields.razon_social ?? '' : `${fields.first_name ?? ''} ${fields.last_name ?? ''}`.trim();
  return fields.documentNumber ? `${name} (${fields.documentNumber})` : name;
}

/** The "Reemplazar" choice: the person form overwrites the existing contact, whose document stays. */
export async function linkAndUpdateContact(db: Db, actor: AuditActor, input: ContactLinkUpdate): Promise<ContactRead> {
  const [existing] = await db.select().from(contacts).where(and(eq(contacts.id, input.contact_id), isNull(contacts.deletedAt)));
  if (!existing) throw fieldError('contact_id', CONTACT_MSG.unknownContact(input.contact_id));
  const fields = personFields(input);
  const login = wantsLogin(input) && existing.userId === null;
  if (login) await assertLoginEmailFree(db, fields.email ?? null);
  const passwordHash = login ? await hashPassword(input.password!) : null;

  await withUniqueKeys(() => db.transaction(async (tx) => {
    await lockDuplicateKeys(tx, fields);
    const userId = passwordHash
      ? await insertLoginUser(tx, { ...fields, documentType: existing.documentType, documentNumber: existing.documentNumber }, passwordHash)
      : undefined;
    await applyContactUpdate(tx, existing.id, { ...fields, user_id: userId });
    await emit(tx, { type: 'contact.updated', id: existing.id });
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Actualización', objectId: existing.id, contactId: existing.id,
      descripcion: `Se actualizó el contacto ${contactFullName(existing)} con el formulario de creación`,
    });
  }), documentTaken);
  return loadContactRead(db, existing.id);
}

function updateFields(input: ContactUpdate): ContactFields {
  const email = input.username !== undefined ? input.username : input.email;
  return {
    first_name: input.first_name,
    last_name: input.last_name,
    razon_social: input.razon_social,
    actividad: input.actividad,
    web_site: input.web_site,
    documentType: input.documentType,
    documentNumber: input.documentNumber,
    birthdate: input.birthdate,
    city: input.city,
    gender: input.gender,
    address: input.address,
    email,
    phone: input.phone,
  };
}

/** A contact whose personal data was suppressed keeps only what reports count: nothing of it can be edited. */
export function assertNotSuppressed(row: { suppressedAt: Date | null }): void {
  if (row.suppressedAt) throw badRequest(PRIVACY_MSG.suppressedNoEdit, 'suppressed');
}

export async function updateContact(db: Db, actor: AuditActor, id: number, input: ContactUpdate): Promise<ContactRead> {
  const existing = await findActiveContact(db, id);
  assertNotSuppressed(existing);
  const { autorizacion_datos: authorization, ...profile } = input;
  const fields = updateFields(profile);
  if (input.persona_contacto !== undefined) await assertCompanyPeople(db, id, input.persona_contacto);

  await withUniqueKeys(() => db.transaction(async (tx) => {
    await lockDuplicateKeys(tx, fields);
    if (fields.documentNumber && (await findDuplicate(tx, { documentNumber: fields.documentNumber }, id))) await documentTaken();
    await applyContactUpdate(tx, id, fields);
    if (input.persona_contacto !== undefined) await replaceCompanyPeople(tx, id, input.persona_contacto);
    // The authorization writes its own audit entry (estado and medio); the profile's entry lists the other fields.
    if (authorization && !(await recordAuthorization(tx, id, answerOfUpdate(authorization), actor))) await suppressedMeanwhile();
    await emit(tx, { type: 'contact.updated', id });
    if (!authorization || Object.keys(profile).length > 0) {
      await recordAudit(tx, actor, {
        contentType: CONTENT_TYPE, action: 'Actualización', objectId: id, contactId: id,
        descripcion: `Se actualizó el contacto ${contactFullName(existing)}: ${Object.keys(profile).join(', ') || 'sin cambios'}`,
      });
    }
  }), documentTaken);
  return loadContactRead(db, id);
}

const suppressedMeanwhile = async (): Promise<never> => {
  throw badRequest(PRIVACY_MSG.suppressedNoEdit, 'suppressed');
};

/** Soft delete: the row stays for the history of its gestiones. */
export async function deleteContact(db: Db, actor: AuditActor, id: number): Promise<void> {
  const existing = await findActiveContact(db, id);
  await db.transaction(async (tx) => {
    await tx.update(contacts).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(contacts.id, id));
    await emit(tx, { type: 'contact.deleted', id });
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Eliminación', objectId: id, contactId: id, descripcion: `Se eliminó el contacto ${contactFullName(existing)}`,
    });
  });
}

export async function createRelations(db: Db, actor: AuditActor, id: number, input: RelationCreate): Promise<ContactRead['relaciones']> {
  const contact = await findActiveContact(db, id);
  if (input.some((r) => r.destinatario === id)) throw fieldError('destinatario', CONTACT_MSG.selfRelation);
  await assertContactsExist(db, input.map((r) => r.destinatario), 'destinatario');
  await db.transaction(async (tx) => {
    await tx
      .insert(contactRelations)
      .values(input.map((r) => ({ contactId: id, destinatarioId: r.destinatario, tipoRelacion: r.tipo_relacion })))
      .onConflictDoNothing();
    await recordAudit(tx, actor, {
      contentType: 'Relación de contacto', action: 'Creación', objectId: id, contactId: id,
      descripcion: `Se agregaron relaciones al contacto ${contactFullName(contact)}: ${input.map((r) => `${r.tipo_relacion} ${r.destinatario}`).join(', ')}`,
    });
  });
  return contactRelationsOf(db, id);
}

export async function deleteRelation(db: Db, actor: AuditActor, id: number, relationId: number): Promise<void> {
  const contact = await findActiveContact(db, id);
  const [relation] = await db
    .select({ id: contactRelations.id, tipo: contactRelations.tipoRelacion })
    .from(contactRelations)
    .where(and(eq(contactRelations.id, relationId), eq(contactRelations.contactId, id)));
  if (!relation) throw notFound();
  await db.transaction(async (tx) => {
    await tx.delete(contactRelations).where(eq(contactRelations.id, relationId));
    await recordAudit(tx, actor, {
      contentType: 'Relación de contacto', action: 'Eliminación', objectId: id, contactId: id,
      descripcion: `Se eliminó la relación ${relation.tipo} del contacto ${contactFullName(contact)}`,
    });
  });
}

/** Active users holding one of AGENT_ROLES, by name. */
export async function assignableAgents(db: Db, onlyIds?: number[]): Promise<PersonRef[]> {
  if (onlyIds && onlyIds.length === 0) return [];
  const found = await usersWithRoles(db, AGENT_ROLES, onlyIds);
  return found.map((u) => ({ id: u.id, get_full_name: `${u.firstName} ${u.lastName}`.trim() || u.username }));
}

export async function agentsOfContact(db: Db, id: number): Promise<PersonRef[]> {
  await findActiveContact(db, id);
  return contactAgentsOf(db, id);
}

/** Replaces the agents who attend the contact. */
export async function assignAgents(db: Db, actor: AuditActor, id: number, input: AgentsAssign): Promise<PersonRef[]> {
  const contact = await findActiveContact(db, id);
  const wanted = [...new Set(input.agents)];
  const allowed = await assignableAgents(db, wanted);
  const refused = wanted.find((userId) => !allowed.some((a) => a.id === userId));
  if (refused !== undefined) throw fieldError('agents', CONTACT_MSG.notAgent(refused));
  await db.transaction(async (tx) => {
    await lockListOwner(tx, contacts.id, id);
    await tx.delete(contactAgents).where(eq(contactAgents.contactId, id));
    if (wanted.length > 0) await tx.insert(contactAgents).values(wanted.map((userId) => ({ contactId: id, userId })));
    await recordAudit(tx, actor, {
      contentType: 'Agentes del contacto', action: 'Actualización', objectId: id, contactId: id,
      descripcion: `Se asignaron los agentes del contacto ${contactFullName(contact)}: ${allowed.map((a) => a.get_full_name).join(', ') || 'ninguno'}`,
    });
  });
  return contactAgentsOf(db, id);
}

export async function whatsappNumbers(db: Db, id: number): Promise<WhatsappNumber[]> {
  await findActiveContact(db, id);
  const found = await contactDataOfTipo(db, id, 'Telefono');
  return found.map((d) => ({ id: d.id, telefono: d.value1, label: d.label }));
}

import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_GROUP_COLOR, GROUP_COLORS, GROUP_MSG, type GroupColor, type GroupCreate, type GroupOption,
  type GroupRead, type GroupUpdate, type GroupUploadError, type GroupUploadResult, type GroupListQuery, type SortedContactsQuery,
} from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { fieldError, notFound, taken } from '../../errors.js';
import { containsFolded } from '../../db/search.js';
import { foldedText, orderingBy } from '../../db/ordering.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import {
  activeContactIds, isActiveContactSql, oldestContactIdsByDocument, oldestContactIdsByEmail,
} from '../contacts/contacts.queries.js';
import {
  contactFullName, findActiveContact, groupsByContact, listContacts, type ContactPage, type GroupTag,
} from '../contacts/contacts.writes.js';
import { isUniqueViolation } from '../../db/errors.js';
import { contactGroupMembers, contactGroups } from './contact-groups.tables.js';
import { addContactsToGroup } from './contact-groups.queries.js';
import type { GroupUploadRow } from './contact-groups.upload.js';

const CONTENT_TYPE = 'Grupo de Contactos';
/** Changes made from the contact's side are recorded against the contact. */
const CONTACT_CONTENT_TYPE = 'Contacto';
const GROUP_OPTIONS_LIMIT = 1000;

type GroupRow = typeof contactGroups.$inferSelect;

function toColor(value: string): GroupColor {
  return (GROUP_COLORS as readonly string[]).includes(value) ? (value as GroupColor) : DEFAULT_GROUP_COLOR;
}

/**
 * Active (not deleted) members of each group, counted for a whole page in one statement so the
 * database joins the contacts once rather than once per group.
 */
async function activeMemberCounts(db: Db, groupIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (groupIds.length === 0) return counts;
  const found = await db
    .select({ groupId: contactGroupMembers.groupId, count: sql<number>`count(*)::int` })
    .from(contactGroupMembers)
    .where(and(inArray(contactGroupMembers.groupId, groupIds), isActiveContactSql(contactGroupMembers.contactId)))
    .groupBy(contactGroupMembers.groupId);
  for (const row of found) counts.set(row.groupId, Number(row.count));
  return counts;
}

async function toGroupReads(db: Db, groups: GroupRow[]): Promise<GroupRead[]> {
  const counts = await activeMemberCounts(db, groups.map((g) => g.id));
  return groups.map((g) => ({ id: g.id, name: g.name, etiqueta: toColor(g.etiqueta), contacts_count: counts.get(g.id) ?? 0 }));
}

const byName = [asc(sql`lower(${contactGroups.name})`), asc(contactGroups.id)];

export async function listGroups(db: Db, query: GroupListQuery): Promise<{ count: number; results: GroupRead[] }> {
  const where = query.search ? containsFolded(sql`${contactGroups.name}`, query.search) : undefined;
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(contactGroups).where(where);
  const page = await db.select().from(contactGroups).where(where)
    .orderBy(...orderingBy(query.ordering, { name: foldedText(contactGroups.name) }, contactGroups.id, byName))
    .limit(query.limit).offset(query.offset);
  return { count: total?.count ?? 0, results: await toGroupReads(db, page) };
}

export async function listGroupOptions(db: Db, search: string): Promise<GroupOption[]> {
  const found = await db
    .select({ id: contactGroups.id, name: contactGroups.name, etiqueta: contactGroups.etiqueta })
    .from(contactGroups)
    .where(search ? containsFolded(sql`${contactGroups.name}`, search) : undefined)
    .orderBy(...byName)
    .limit(GROUP_OPTIONS_LIMIT);
  return found.map((g) => ({ id: g.id, name: g.name, etiqueta: toColor(g.etiqueta) }));
}

async function findGroup(db: Db, id: number): Promise<GroupRow> {
  const [group] = await db.select().from(contactGroups).where(eq(contactGroups.id, id));
  if (!group) throw notFound();
  return group;
}

export async function getGroup(db: Db, id: number): Promise<GroupRead> {
  const [read] = await toGroupReads(db, [await findGroup(db, id)]);
  return read!;
}

async function assertNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  const [holder] = await db
    .select({ id: contactGroups.id })
    .from(contactGroups)
    .where(and(sql`lower(${contactGroups.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(contactGroups.id, exceptId)));
  if (holder) throw taken('name', GROUP_MSG.nameTaken);
}

/** Two simultaneous requests may both pass the name check: the unique index decides. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken('name', GROUP_MSG.nameTaken);
    throw error;
  }
}

/** Refuses with a field error the ids that are not active contacts (the request schema caps the list). */
async function assertContactsExist(db: Db, ids: number[], field: string): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await activeContactIds(db, unique);
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) throw fieldError(field, GROUP_MSG.unknownContacts(missing.slice(0, 20)));
  return unique;
}

/** Adds members, leaving existing ones as they are; returns how many were new. */
async function insertMembers(tx: Db, groupId: number, contactIds: number[]): Promise<number> {
  return (await addContactsToGroup(tx, groupId, contactIds)).length;
}

export async function createGroup(db: Db, actor: AuditActor, input: GroupCreate): Promise<GroupRead> {
  await assertNameFree(db, input.name);
  const members = await assertContactsExist(db, input.contacts, 'contacts');
  const id = await withUniqueName(() => db.transaction(async (tx) => {
    const [created] = await tx.insert(contactGroups).values({ name: input.name, etiqueta: input.etiqueta }).returning({ id: contactGroups.id });
    const added = await insertMembers(tx, created!.id, members);
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Creación', objectId: created!.id,
      descripcion: `Se creó el grupo ${input.name} (${input.etiqueta}) con ${added} contactos`,
    });
    return created!.id;
  }));
  return getGroup(db, id);
}

export async function updateGroup(db: Db, actor: AuditActor, id: number, input: GroupUpdate): Promise<GroupRead> {
  const group = await findGroup(db, id);
  if (input.name !== undefined) await assertNameFree(db, input.name, id);
  const changes = { name: input.name ?? group.name, etiqueta: input.etiqueta ?? group.etiqueta };
  await withUniqueName(() => db.transaction(async (tx) => {
    await tx.update(contactGroups).set(changes).where(eq(contactGroups.id, id));
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Actualización', objectId: id,
      descripcion: `Se actualizó el grupo ${group.name} (${group.etiqueta}) a ${changes.name} (${changes.etiqueta})`,
    });
  }));
  return getGroup(db, id);
}

/** Deleting a group takes its contacts out of it; the contacts stay. */
export async function deleteGroup(db: Db, actor: AuditActor, id: number): Promise<void> {
  const group = await findGroup(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(contactGroups).where(eq(contactGroups.id, id));
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Eliminación', objectId: id, descripcion: `Se eliminó el grupo ${group.name}`,
    });
  });
}

export async function listGroupMembers(db: Db, groupId: number, query: SortedContactsQuery): Promise<ContactPage> {
  await findGroup(db, groupId);
  return listContacts(db, query, { groupId });
}

async function activeMembersOf(db: Db, groupId: number): Promise<number> {
  return (await activeMemberCounts(db, [groupId])).get(groupId) ?? 0;
}

/** Returns how many of the contacts were not members before. */
export async function addGroupMembers(db: Db, actor: AuditActor, groupId: number, contactIds: number[]): Promise<number> {
  const group = await findGroup(db, groupId);
  const members = await assertContactsExist(db, contactIds, 'contacts');
  return db.transaction(async (tx) => {
    const added = await insertMembers(tx, groupId, members);
    if (added > 0) {
      await recordAudit(tx, actor, {
        contentType: CONTENT_TYPE, action: 'Actualización', objectId: groupId,
        descripcion: `Se agregaron ${added} contactos al grupo ${group.name}`,
      });
    }
    return added;
  });
}

/** Returns how many contacts remain in the group. Ids that were not members are ignored. */
export async function removeGroupMembers(db: Db, actor: AuditActor, groupId: number, contactIds: number[]): Promise<number> {
  const group = await findGroup(db, groupId);
  const unique = [...new Set(contactIds)];
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(contactGroupMembers)
      .where(and(eq(contactGroupMembers.groupId, groupId), inArray(contactGroupMembers.contactId, unique)))
      .returning({ contactId: contactGroupMembers.contactId });
    const removed = deleted.length;
    if (removed > 0) {
      await recordAudit(tx, actor, {
        contentType: CONTENT_TYPE, action: 'Actualización', objectId: groupId,
        descripcion: `Se removieron ${removed} contactos del grupo ${group.name}`,
      });
    }
    return activeMembersOf(tx, groupId);
  });
}

// ---------------------------------------------------------------------------------------------
// The contact side: one contact into several groups, or out of them.

/** The groups `ids` (at least one, as the request schema requires); unknown ids are a field error. */
async function findGroups(db: Db, ids: number[]): Promise<GroupRow[]> {
  const unique = [...new Set(ids)];
  const found = await db.select().from(contactGroups).where(inArray(contactGroups.id, unique));
  const foundIds = new Set(found.map((g) => g.id));
  const missing = unique.filter((id) => !foundIds.has(id));
  if (missing.length > 0) throw fieldError('grupo', GROUP_MSG.unknownGroups(missing.slice(0, 20)));
  return found;
}

async function groupTagsOf(db: Db, contactId: number): Promise<GroupTag[]> {
  return (await groupsByContact(db, [contactId])).get(contactId) ?? [];
}

const groupNames = (groups: GroupRow[]) => groups.map((g) => g.name).join(', ');

export async function addContactToGroups(db: Db, actor: AuditActor, contactId: number, groupIds: number[]): Promise<GroupTag[]> {
  const contact = contactFullName(await findActiveContact(db, contactId));
  const groups = await findGroups(db, groupIds);
  await db.transaction(async (tx) => {
    await tx.insert(contactGroupMembers).values(groups.map((g) => ({ groupId: g.id, contactId }))).onConflictDoNothing();
    await recordAudit(tx, actor, {
      contentType: CONTACT_CONTENT_TYPE, action: 'Actualización', objectId: contactId, contactId,
      descripcion: `Se agregó el contacto ${contact} a los grupos: ${groupNames(groups)}`,
    });
  });
  return groupTagsOf(db, contactId);
}

export async function removeContactFromGroups(db: Db, actor: AuditActor, contactId: number, groupIds: number[]): Promise<GroupTag[]> {
  const contact = contactFullName(await findActiveContact(db, contactId));
  const groups = await findGroups(db, groupIds);
  await db.transaction(async (tx) => {
    await tx
      .delete(contactGroupMembers)
      .where(and(eq(contactGroupMembers.contactId, contactId), inArray(contactGroupMembers.groupId, groups.map((g) => g.id))));
    await recordAudit(tx, actor, {
      contentType: CONTACT_CONTENT_TYPE, action: 'Actualización', objectId: contactId, contactId,
      descripcion: `Se removió el contacto ${contact} de los grupos: ${groupNames(groups)}`,
    });
  });
  return groupTagsOf(db, contactId);
}

// ---------------------------------------------------------------------------------------------
// Excel upload: each row puts one contact (by document or e-mail) into one group, created if missing.

/**
 * The lookups below send each list as one array parameter: one statement whatever the number of rows,
 * which the planner can serve with a single hash join.
 */
const textArray = (values: string[]): SQL => sql`${sql.param(values)}::text[]`;

/** Oldest active contact for each document number. */
const contactsByDocument = oldestContactIdsByDocument;

/** Oldest active contact for each e-mail, compared without case. */
const contactsByEmail = oldestContactIdsByEmail;

interface EnsuredGroups {
  idByName: Map<string, number>;
  nameById: Map<number, string>;
  created: Set<number>;
}

/**
 * Creates the groups that do not exist yet and returns the id of every name. Names are matched the way
 * the unique index compares them, lower() in the database.
 */
async function ensureGroups(tx: Db, names: string[]): Promise<EnsuredGroups> {
  const ensured: EnsuredGroups = { idByName: new Map(), nameById: new Map(), created: new Set() };
  if (names.length === 0) return ensured;
  const inserted = await rows<{ id: number }>(tx, sql`
    insert into ${contactGroups} (name, etiqueta)
    select v.name, ${DEFAULT_GROUP_COLOR} from unnest(${textArray(names)}) as v(name)
    where not exists (select 1 from ${contactGroups} g where lower(g.name) = lower(v.name))
    on conflict do nothing
    returning id`);
  for (const row of inserted) ensured.created.add(Number(row.id));
  const matches = await rows<{ input: string; id: number; name: string }>(tx, sql`
    select v.name as input, g.id, g.name
    from unnest(${textArray(names)}) as v(name)
    join ${contactGroups} g on lower(g.name) = lower(v.name)`);
  for (const m of matches) {
    ensured.idByName.set(m.input, Number(m.id));
    ensured.nameById.set(Number(m.id), m.name);
  }
  return ensured;
}

interface ResolvedRow {
  fila: number;
  group: string;
  contactId: number;
}

const MAX_GROUP_NAME = 150;

function rowProblem(row: GroupUploadRow): string | null {
  if (!row.group) return GROUP_MSG.rowWithoutGroup;
  if (row.group.length > MAX_GROUP_NAME) return GROUP_MSG.groupNameTooLong;
  if (!row.document && !row.email) return GROUP_MSG.rowWithoutContactKey;
  return null;
}

/** Finds each row's contact by its document, or by its e-mail when the document is empty. */
async function resolveRows(db: Db, uploadRows: GroupUploadRow[]): Promise<{ resolved: ResolvedRow[]; errores: GroupUploadError[] }> {
  const errores: GroupUploadError[] = [];
  const candidates = uploadRows.filter((row) => {
    const problem = rowProblem(row);
    if (problem) errores.push({ fila: row.fila, motivo: problem });
    return !problem;
  });
  const byDocument = await contactsByDocument(db, [...new Set(candidates.filter((r) => r.document).map((r) => r.document))]);
  const byEmail = await contactsByEmail(db, [...new Set(candidates.filter((r) => !r.document).map((r) => r.email))]);
  const resolved: ResolvedRow[] = [];
  for (const row of candidates) {
    const contactId = row.document ? byDocument.get(row.document) : byEmail.get(row.email);
    if (contactId !== undefined) {
      resolved.push({ fila: row.fila, group: row.group, contactId });
    } else {
      errores.push({
        fila: row.fila,
        motivo: row.document ? GROUP_MSG.contactNotFoundByDocument(row.document) : GROUP_MSG.contactNotFoundByEmail(row.email),
      });
    }
  }
  errores.sort((a, b) => a.fila - b.fila);
  return { resolved, errores };
}

/** Memberships to add, one per (group, contact) pair. */
function pairsByGroup(resolved: ResolvedRow[], idByName: Map<string, number>): Map<number, Set<number>> {
  const byGroup = new Map<number, Set<number>>();
  for (const row of resolved) {
    const groupId = idByName.get(row.group)!;
    const members = byGroup.get(groupId) ?? new Set<number>();
    members.add(row.contactId);
    byGroup.set(groupId, members);
  }
  return byGroup;
}

/**
 * Applies the rows whose contact exists and lists the others in `errores`; the whole upload is one
 * transaction, with one audit entry per group it created or changed.
 */
export async function uploadGroups(db: Db, actor: AuditActor, uploadRows: GroupUploadRow[]): Promise<GroupUploadResult> {
  return db.transaction(async (tx) => {
    const { resolved, errores } = await resolveRows(tx, uploadRows);
    const { idByName, nameById, created } = await ensureGroups(tx, [...new Set(resolved.map((r) => r.group))]);
    const byGroup = pairsByGroup(resolved, idByName);
    let added = 0;
    for (const [groupId, members] of byGroup) {
      const addedHere = await insertMembers(tx, groupId, [...members]);
      added += addedHere;
      const name = nameById.get(groupId);
      if (created.has(groupId)) {
        await recordAudit(tx, actor, {
          contentType: CONTENT_TYPE, action: 'Creación', objectId: groupId,
          descripcion: `Se creó el grupo ${name} por carga masiva con ${addedHere} contactos`,
        });
      } else if (addedHere > 0) {
        await recordAudit(tx, actor, {
          contentType: CONTENT_TYPE, action: 'Actualización', objectId: groupId,
          descripcion: `Se agregaron ${addedHere} contactos al grupo ${name} por carga masiva`,
        });
      }
    }
    return { resultado: GROUP_MSG.uploadResult(added, byGroup.size), errores };
  });
}

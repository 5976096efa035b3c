import { asc, eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import { isAnyOf } from '../../db/search.js';
import { preparedOn } from '../../db/prepared.js';
import { rows, type Db } from '../../db/client.js';
import { contactGroupMembers, contactGroups } from './contact-groups.tables.js';

/** A subquery: the ids of the contacts in any of the groups `groupIds` (a subquery of group ids), for another module's where. */
export function memberIdsOfGroups(groupIds: SQL): SQL {
  return sql`(select ${contactGroupMembers.contactId} from ${contactGroupMembers} where ${contactGroupMembers.groupId} in ${groupIds})`;
}

/** The groups among `ids` with their names and colour labels, by name. */
export async function groupsByName(db: Db, ids: readonly number[]): Promise<{ id: number; name: string; etiqueta: string }[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  return db.select({ id: contactGroups.id, name: contactGroups.name, etiqueta: contactGroups.etiqueta }).from(contactGroups)
    .where(inArray(contactGroups.id, wanted)).orderBy(asc(contactGroups.name));
}

/** Those among `ids` that are groups, locked (key share) until the transaction ends so that none is deleted meanwhile. */
export async function lockExistingGroups(tx: Db, ids: readonly number[]): Promise<Set<number>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set();
  const found = await tx.select({ id: contactGroups.id }).from(contactGroups).where(inArray(contactGroups.id, wanted)).for('key share');
  return new Set(found.map((group) => group.id));
}

/** Those among `ids` that are groups. */
export async function existingGroupIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set();
  const found = await db.select({ id: contactGroups.id }).from(contactGroups).where(inArray(contactGroups.id, wanted));
  return new Set(found.map((group) => group.id));
}

/** Adds the contacts to the group, skipping those already in it, in the caller's transaction; answers the ids added. */
export async function addContactsToGroup(tx: Db, groupId: number, contactIds: readonly number[]): Promise<number[]> {
  if (contactIds.length === 0) return [];
  const inserted = await rows<{ contact_id: number }>(tx, sql`
    insert into ${contactGroupMembers} (group_id, contact_id)
    select ${groupId}, v.id from unnest(${sql.param([...contactIds])}::int[]) as v(id)
    on conflict do nothing
    returning contact_id`);
  return inserted.map((row) => Number(row.contact_id));
}

/** Condition that contact `contactId` is in group `groupId`, for another module's where (one statement). */
export function isGroupMemberSql(groupId: number, contactId: Column): SQL {
  return sql`exists (select 1 from ${contactGroupMembers} where ${contactGroupMembers.groupId} = ${groupId} and ${contactGroupMembers.contactId} = ${contactId})`;
}

/** The groups of some contacts (`ids`), by group name. */
const groupsOf = preparedOn((db) => db
  .select({ contactId: contactGroupMembers.contactId, id: contactGroups.id, name: contactGroups.name, etiqueta: contactGroups.etiqueta })
  .from(contactGroupMembers)
  .innerJoin(contactGroups, eq(contactGroups.id, contactGroupMembers.groupId))
  .where(isAnyOf(contactGroupMembers.contactId, sql.placeholder('ids')))
  .orderBy(asc(contactGroups.name), asc(contactGroups.id))
  .prepare('contact_groups_of'));

/** The groups of each of `contactIds` as [id, name, colour label], by group name. */
export async function groupsByContact(db: Db, contactIds: number[]): Promise<Map<number, [number, string, string][]>> {
  const byContact = new Map<number, [number, string, string][]>();
  if (contactIds.length === 0) return byContact;
  const found = await groupsOf(db).execute({ ids: contactIds });
  for (const row of found) {
    const list = byContact.get(row.contactId) ?? [];
    list.push([row.id, row.name, row.etiqueta]);
    byContact.set(row.contactId, list);
  }
  return byContact;
}

/** The id of each existing group among `names`, keyed by lower-case name. */
export async function groupIdsByLowerName(db: Db, names: readonly string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(names.map((n) => n.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const found = await rows<{ name: string; id: number }>(db, sql`
    select lower(g.name) as name, g.id
    from jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb) as v(name)
    join ${contactGroups} g on lower(g.name) = v.name`);
  return new Map(found.map((g) => [g.name, Number(g.id)]));
}

/** Adds each contact to its group, skipping pairs already there, in the caller's transaction (one statement). */
export async function addMemberships(tx: Db, members: readonly { group_id: number; contact_id: number }[]): Promise<void> {
  if (members.length === 0) return;
  await tx.execute(sql`
    insert into ${contactGroupMembers} (group_id, contact_id)
    select v.group_id, v.contact_id from jsonb_to_recordset(${JSON.stringify(members)}::jsonb) as v(group_id int, contact_id int)
    on conflict do nothing`);
}

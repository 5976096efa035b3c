import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  CAMPAIGN_MSG, type CampaignCreate, type CampaignOption, type CampaignRead, type CampaignUpdate, type CampaignListQuery,
  type PersonRef,
} from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { badRequest, fieldError, notFound, taken } from '../../errors.js';
import { containsFolded } from '../../db/search.js';
import { foldedText, orderingBy } from '../../db/ordering.js';
import { checkServiceLevelsChange, saveServiceLevels, serviceLevelsOf } from '../service-levels/service-levels.settings.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { accountExists } from '../accounts/accounts.queries.js';
import { activeContactIds, isActiveContactSql } from '../contacts/contacts.queries.js';
import { activeUserIds, isActiveUserSql, usersByName } from '../users/users.queries.js';
import { isUniqueViolation } from '../../db/errors.js';
import { campaignContacts, campaignManagers, campaignUsers, campaigns } from './campaigns.tables.js';
import { lockListOwner } from '../../db/locks.js';

export const CAMPAIGN_CONTENT_TYPE = 'Campaña';
const OPTIONS_LIMIT = 1000;

type CampaignRow = typeof campaigns.$inferSelect;
/** The two staff lists of a campaign share one shape: campaign id and user id. */
type StaffTable = typeof campaignManagers | typeof campaignUsers;

const userFullName = (u: { firstName: string; lastName: string; username: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.username;

/** The active staff of each campaign in `campaignIds`, by name. */
async function staffByCampaign(db: Db, table: StaffTable, campaignIds: number[]): Promise<Map<number, PersonRef[]>> {
  const byCampaign = new Map<number, PersonRef[]>();
  if (campaignIds.length === 0) return byCampaign;
  const links = await db.select({ campaignId: table.campaignId, userId: table.userId }).from(table)
    .where(inArray(table.campaignId, campaignIds));
  const campaignsOf = new Map<number, number[]>();
  for (const link of links) campaignsOf.set(link.userId, [...(campaignsOf.get(link.userId) ?? []), link.campaignId]);
  for (const user of await usersByName(db, links.map((link) => link.userId))) {
    for (const campaignId of campaignsOf.get(user.id) ?? []) {
      byCampaign.set(campaignId, [...(byCampaign.get(campaignId) ?? []), { id: user.id, get_full_name: userFullName(user) }]);
    }
  }
  return byCampaign;
}

/** Active (not deleted) contacts of each campaign. */
async function contactCounts(db: Db, campaignIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (campaignIds.length === 0) return counts;
  const found = await db
    .select({ campaignId: campaignContacts.campaignId, count: sql<number>`count(*)::int` })
    .from(campaignContacts)
    .where(and(inArray(campaignContacts.campaignId, campaignIds), isActiveContactSql(campaignContacts.contactId)))
    .groupBy(campaignContacts.campaignId);
  for (const row of found) counts.set(row.campaignId, Number(row.count));
  return counts;
}

async function toCampaignReads(db: Db, campaignRows: CampaignRow[]): Promise<CampaignRead[]> {
  const ids = campaignRows.map((c) => c.id);
  const [managers, staff, counts, serviceLevels] = await Promise.all([
    staffByCampaign(db, campaignManagers, ids),
    staffByCampaign(db, campaignUsers, ids),
    contactCounts(db, ids),
    serviceLevelsOf(db, ids),
  ]);
  return campaignRows.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    encargado: managers.get(c.id) ?? [],
    users: staff.get(c.id) ?? [],
    account: c.accountId,
    closing_hours: c.closingHours,
    contacts_count: counts.get(c.id) ?? 0,
    autorizacion_datos: c.autorizacionDatos,
    ...serviceLevels.get(c.id)!,
  }));
}

/** The same expression as the trigram index campaigns_search_trgm_idx, so the search uses it. */
const searchText = sql`(${campaigns.name} || ' ' || ${campaigns.description})`;
const notDeleted = isNull(campaigns.deletedAt);

/** Newest first, so a campaign just created shows on the first page. */
export async function listCampaigns(db: Db, query: CampaignListQuery): Promise<{ count: number; results: CampaignRead[] }> {
  const term = query.search.replace(/\u0000/g, '').trim();
  const where = and(notDeleted, term ? containsFolded(searchText, term) : undefined);
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(campaigns).where(where);
  const page = await db.select().from(campaigns).where(where)
    .orderBy(...orderingBy(query.ordering, { name: foldedText(campaigns.name) }, campaigns.id, [desc(campaigns.id)]))
    .limit(query.limit).offset(query.offset);
  return { count: total?.count ?? 0, results: await toCampaignReads(db, page) };
}

/** Every campaign for selects, by name. */
export async function campaignOptions(db: Db): Promise<CampaignOption[]> {
  return db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(notDeleted)
    .orderBy(asc(sql`lower(${campaigns.name})`), asc(campaigns.id))
    .limit(OPTIONS_LIMIT);
}

/** The campaign `id` unless deleted, or a 404. */
export async function findCampaign(db: Db, id: number): Promise<CampaignRow> {
  const [campaign] = await db.select().from(campaigns).where(and(eq(campaigns.id, id), notDeleted));
  if (!campaign) throw notFound(CAMPAIGN_MSG.campaignNotFound);
  return campaign;
}

export async function getCampaign(db: Db, id: number): Promise<CampaignRead> {
  const [read] = await toCampaignReads(db, [await findCampaign(db, id)]);
  return read!;
}

async function assertNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  const [holder] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(notDeleted, sql`lower(${campaigns.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(campaigns.id, exceptId)));
  if (holder) throw taken('name', CAMPAIGN_MSG.nameTaken);
}

/** Two simultaneous requests may both pass the name check: the unique index decides. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken('name', CAMPAIGN_MSG.nameTaken);
    throw error;
  }
}

async function assertAccountExists(db: Db, accountId: number | null | undefined): Promise<void> {
  if (accountId === null || accountId === undefined) return;
  if (!(await accountExists(db, accountId))) throw fieldError('account', CAMPAIGN_MSG.unknownAccount);
}

/** The ids, without repeats, after refusing under `field` those that are not active users. */
async function assertUsersExist(db: Db, ids: number[], field: string): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await activeUserIds(db, unique);
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) throw fieldError(field, CAMPAIGN_MSG.unknownUsers(missing.slice(0, 20)));
  return unique;
}

/** The ids, without repeats, after refusing under `field` those that are not active contacts. */
async function assertContactsExist(db: Db, ids: number[], field: string): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await activeContactIds(db, unique);
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) throw fieldError(field, CAMPAIGN_MSG.unknownContacts(missing.slice(0, 20)));
  return unique;
}

/** Adds the users to a staff list, leaving those already in it; returns how many were new. */
async function insertStaff(tx: Db, table: StaffTable, campaignId: number, userIds: number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const inserted = await tx
    .insert(table)
    .values(userIds.map((userId) => ({ campaignId, userId })))
    .onConflictDoNothing()
    .returning({ userId: table.userId });
  return inserted.length;
}

export async function createCampaign(db: Db, actor: AuditActor, input: CampaignCreate): Promise<CampaignRead> {
  const name = input.name.trim();
  await assertNameFree(db, name);
  const managers = await assertUsersExist(db, input.encargado, 'encargado');
  await assertAccountExists(db, input.account);
  const id = await withUniqueName(() => db.transaction(async (tx) => {
    const [created] = await tx
      .insert(campaigns)
      .values({
        name, description: input.description.trim(), accountId: input.account ?? null, closingHours: input.closing_hours,
        autorizacionDatos: input.autorizacion_datos,
      })
      .returning({ id: campaigns.id });
    await insertStaff(tx, campaignManagers, created!.id, managers);
    await saveServiceLevels(tx, created!.id, input);
    await recordAudit(tx, actor, {
      contentType: CAMPAIGN_CONTENT_TYPE, action: 'Creación', objectId: created!.id,
      descripcion: `Se creó la campaña ${name} con ${managers.length} encargados`,
    });
    return created!.id;
  }));
  return getCampaign(db, id);
}

function describeChanges(current: CampaignRow, changes: Partial<typeof campaigns.$inferInsert>, serviceLevels: string[] = []): string {
  const labels: [keyof typeof changes & keyof CampaignRow, string][] = [
    ['name', 'nombre'], ['description', 'descripción'], ['accountId', 'cuenta'], ['closingHours', 'cierre de gestión'],
  ];
  // The authorization text is long: the entry says it changed, not what it says.
  const authorization = changes.autorizacionDatos !== undefined && changes.autorizacionDatos !== current.autorizacionDatos
    ? ['texto de autorización de datos'] : [];
  const changed = labels
    .filter(([key]) => changes[key] !== undefined && changes[key] !== current[key])
    .map(([key, label]) => `${label} '${current[key] ?? ''}' → '${changes[key] ?? ''}'`)
    .concat(authorization, serviceLevels);
  return changed.length > 0 ? changed.join(', ') : 'sin cambios';
}

export async function updateCampaign(db: Db, actor: AuditActor, id: number, input: CampaignUpdate): Promise<CampaignRead> {
  const current = await findCampaign(db, id);
  const name = input.name?.trim();
  if (name !== undefined) await assertNameFree(db, name, id);
  await assertAccountExists(db, input.account);
  await checkServiceLevelsChange(db, id, input);
  const changes: Partial<typeof campaigns.$inferInsert> = {
    name,
    description: input.description?.trim(),
    accountId: input.account,
    closingHours: input.closing_hours,
    autorizacionDatos: input.autorizacion_datos,
  };
  await withUniqueName(() => db.transaction(async (tx) => {
    await tx.update(campaigns).set({ ...changes, updatedAt: new Date() }).where(eq(campaigns.id, id));
    const serviceLevels = await saveServiceLevels(tx, id, input);
    await recordAudit(tx, actor, {
      contentType: CAMPAIGN_CONTENT_TYPE, action: 'Actualización', objectId: id,
      descripcion: `Se actualizó la campaña ${current.name}: ${describeChanges(current, changes, serviceLevels)}`,
    });
  }));
  return getCampaign(db, id);
}

/** A deleted campaign keeps its rows (gestiones refer to it) but leaves every list. */
export async function deleteCampaign(db: Db, actor: AuditActor, id: number): Promise<void> {
  const campaign = await findCampaign(db, id);
  await db.transaction(async (tx) => {
    await tx.update(campaigns).set({ deletedAt: new Date() }).where(eq(campaigns.id, id));
    await recordAudit(tx, actor, {
      contentType: CAMPAIGN_CONTENT_TYPE, action: 'Eliminación', objectId: id, descripcion: `Se eliminó la campaña ${campaign.name}`,
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Encargados and users

const STAFF = {
  encargados: { table: campaignManagers, label: 'encargados' },
  users: { table: campaignUsers, label: 'usuarios' },
} as const;
export type StaffKind = keyof typeof STAFF;

export async function staffOf(db: Db, kind: StaffKind, campaignId: number): Promise<PersonRef[]> {
  await findCampaign(db, campaignId);
  return (await staffByCampaign(db, STAFF[kind].table, [campaignId])).get(campaignId) ?? [];
}

export async function addStaff(db: Db, actor: AuditActor, kind: StaffKind, campaignId: number, userIds: number[]): Promise<PersonRef[]> {
  const campaign = await findCampaign(db, campaignId);
  const { table, label } = STAFF[kind];
  const toAdd = await assertUsersExist(db, userIds, 'contact');
  await db.transaction(async (tx) => {
    const added = await insertStaff(tx, table, campaignId, toAdd);
    if (added > 0) {
      await recordAudit(tx, actor, {
        contentType: CAMPAIGN_CONTENT_TYPE, action: 'Actualización', objectId: campaignId,
        descripcion: `Se agregaron ${added} ${label} a la campaña ${campaign.name}`,
      });
    }
  });
  return staffOf(db, kind, campaignId);
}

/** Ids that are not in the list are ignored; the last encargado may not be removed. */
export async function removeStaff(db: Db, actor: AuditActor, kind: StaffKind, campaignId: number, userIds: number[]): Promise<PersonRef[]> {
  const campaign = await findCampaign(db, campaignId);
  const { table, label } = STAFF[kind];
  const unique = [...new Set(userIds)];
  await db.transaction(async (tx) => {
    // Two removals at once must not both see the other's encargado as the one left.
    await lockListOwner(tx, campaigns.id, campaignId);
    const removed = await tx
      .delete(table)
      .where(and(eq(table.campaignId, campaignId), inArray(table.userId, unique)))
      .returning({ userId: table.userId });
    if (kind === 'encargados' && removed.length > 0) await assertSomeManagerLeft(tx, campaignId);
    if (removed.length > 0) {
      await recordAudit(tx, actor, {
        contentType: CAMPAIGN_CONTENT_TYPE, action: 'Actualización', objectId: campaignId,
        descripcion: `Se removieron ${removed.length} ${label} de la campaña ${campaign.name}`,
      });
    }
  });
  return staffOf(db, kind, campaignId);
}

async function assertSomeManagerLeft(tx: Db, campaignId: number): Promise<void> {
  const [left] = await tx.select({ count: sql<number>`count(*)::int` }).from(campaignManagers)
    .where(and(eq(campaignManagers.campaignId, campaignId), isActiveUserSql(campaignManagers.userId)));
  if ((left?.count ?? 0) === 0) throw badRequest(CAMPAIGN_MSG.lastEncargado);
}

// ---------------------------------------------------------------------------------------------
// Contacts

/** Returns how many of the contacts were not in the campaign before. */
export async function assignContacts(db: Db, actor: AuditActor, campaignId: number, contactIds: number[]): Promise<number> {
  const campaign = await findCampaign(db, campaignId);
  const toAssign = await assertContactsExist(db, contactIds, 'contact');
  return db.transaction(async (tx) => {
    const inserted = await rows<{ contact_id: number }>(tx, sql`
      insert into ${campaignContacts} (campaign_id, contact_id)
      select ${campaignId}, v.id from unnest(${sql.param(toAssign)}::int[]) as v(id)
      on conflict do nothing
      returning contact_id`);
    if (inserted.length > 0) {
      await recordAudit(tx, actor, {
        contentType: CAMPAIGN_CONTENT_TYPE, action: 'Actualización', objectId: campaignId,
        // One contact (the contact card's 'Asignar a Campaña'): the entry shows on its activity timeline too.
        contactId: inserted.length === 1 ? Number(inserted[0]!.contact_id) : undefined,
        descripcion: `Se asignaron ${inserted.length} contactos a la campaña ${campaign.name}`,
      });
    }
    return inserted.length;
  });
}

/** Returns how many contacts left the campaign; ids that were not in it are ignored. */
export async function removeContacts(db: Db, actor: AuditActor, campaignId: number, contactIds: number[]): Promise<number> {
  const campaign = await findCampaign(db, campaignId);
  const unique = [...new Set(contactIds)];
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(campaignContacts)
      .where(and(eq(campaignContacts.campaignId, campaignId), inArray(campaignContacts.contactId, unique)))
      .returning({ contactId: campaignContacts.contactId });
    if (removed.length > 0) {
      await recordAudit(tx, actor, {
        contentType: CAMPAIGN_CONTENT_TYPE, action: 'Actualización', objectId: campaignId,
        contactId: removed.length === 1 ? removed[0]!.contactId : undefined,
        descripcion: `Se removieron ${removed.length} contactos de la campaña ${campaign.name}`,
      });
    }
    return removed.length;
  });
}

import { and, asc, eq, inArray, isNull, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { campaignContacts, campaignManagers, campaignUsers, campaigns } from './campaigns.tables.js';

/** Whether `id` is a campaign not deleted. */
export async function isLiveCampaign(db: Db, id: number): Promise<boolean> {
  const [found] = await db.select({ id: campaigns.id }).from(campaigns).where(and(eq(campaigns.id, id), isNull(campaigns.deletedAt)));
  return found !== undefined;
}

/** Whether the user works the campaign, as agent ('Usuarios') or as encargado. */
export async function isCampaignMember(db: Db, campaignId: number, userId: number): Promise<boolean> {
  const [member] = await db.select({ one: sql<number>`1` }).from(campaignUsers)
    .where(and(eq(campaignUsers.campaignId, campaignId), eq(campaignUsers.userId, userId)))
    .union(db.select({ one: sql<number>`1` }).from(campaignManagers)
      .where(and(eq(campaignManagers.campaignId, campaignId), eq(campaignManagers.userId, userId))));
  return member !== undefined;
}

/** The campaigns not deleted with their names, by id. */
export async function liveCampaignNames(db: Db): Promise<{ id: number; name: string }[]> {
  return db.select({ id: campaigns.id, name: campaigns.name }).from(campaigns).where(isNull(campaigns.deletedAt)).orderBy(asc(campaigns.id));
}

/** The campaigns not deleted among `ids`, with their names, by id. */
export async function liveCampaignsAmong(db: Db, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  return db.select({ id: campaigns.id, name: campaigns.name }).from(campaigns)
    .where(and(inArray(campaigns.id, wanted), isNull(campaigns.deletedAt))).orderBy(asc(campaigns.id));
}

/** The campaigns among `ids` (only live ones when `liveOnly`) with their names and data-processing authorization texts. */
export async function campaignAuthorizations(db: Db, ids: readonly number[], liveOnly: boolean) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  return db.select({ id: campaigns.id, name: campaigns.name, authorization: campaigns.autorizacionDatos }).from(campaigns)
    .where(and(inArray(campaigns.id, wanted), liveOnly ? isNull(campaigns.deletedAt) : undefined));
}

/** Those among `ids` that are campaigns not deleted. */
export async function liveCampaignIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  return new Set((await liveCampaignsAmong(db, ids)).map((campaign) => campaign.id));
}

/** The live campaigns (all, or `onlyId` alone) with their names, by name then id. */
export async function liveCampaignsByName(db: Db, onlyId?: number): Promise<{ id: number; name: string }[]> {
  return db.select({ id: campaigns.id, name: campaigns.name }).from(campaigns)
    .where(and(isNull(campaigns.deletedAt), onlyId === undefined ? undefined : eq(campaigns.id, onlyId)))
    .orderBy(asc(campaigns.name), asc(campaigns.id));
}

/**
 * A scalar subquery: the name of campaign `campaignId` while it is not deleted (null once deleted), for another
 * module's select, where (`is not null`: the campaign is live), search or order. One statement; meant for small tables.
 */
export function liveCampaignNameSql(campaignId: Column): SQL<string | null> {
  return sql<string | null>`(select c.name from ${campaigns} c where c.id = ${campaignId} and c.deleted_at is null)`;
}

/** The closing hours of each live campaign among `ids` (hours an open gestión of it stays open). */
export async function liveCampaignClosingHours(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const found = await db.select({ id: campaigns.id, closingHours: campaigns.closingHours }).from(campaigns)
    .where(and(inArray(campaigns.id, wanted), isNull(campaigns.deletedAt)));
  return new Map(found.map((campaign) => [campaign.id, campaign.closingHours]));
}

/**
 * Left-joins each row's campaign (`campaignId`; deleted ones too) to another module's select, whose fields may then
 * read joinedCampaignNameSql: one statement, a page of rows joined to their campaigns by the primary key.
 */
export function leftJoinCampaign<T extends PgSelect>(query: T, campaignId: Column): T {
  // A join adds no field to a partial select (the caller's fields read it): the rows keep their type.
  return query.leftJoin(campaigns, eq(campaigns.id, campaignId)) as unknown as T;
}

/** The name of the campaign leftJoinCampaign joined beside a row; null when the row has none. */
export const joinedCampaignNameSql: SQL<string | null> = sql<string | null>`${campaigns.name}`;

/** The campaigns among `ids`, deleted ones included, with their names, by name then id. */
export async function campaignsByName(db: Db, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  return db.select({ id: campaigns.id, name: campaigns.name }).from(campaigns)
    .where(inArray(campaigns.id, wanted)).orderBy(asc(campaigns.name), asc(campaigns.id));
}

/** Condition that contact `contactId` is in campaign `campaignId` and the campaign is live, for another module's where. */
export function isInLiveCampaignSql(campaignId: number, contactId: Column): SQL {
  return sql`exists (select 1 from ${campaignContacts} join ${campaigns} on ${campaigns.id} = ${campaignContacts.campaignId} and ${campaigns.deletedAt} is null
           where ${campaignContacts.campaignId} = ${campaignId} and ${campaignContacts.contactId} = ${contactId})`;
}

/** The live campaigns a contact belongs to, by name (case aside) then id. */
export async function liveCampaignsOfContact(db: Db, contactId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaignContacts)
    .innerJoin(campaigns, and(eq(campaigns.id, campaignContacts.campaignId), isNull(campaigns.deletedAt)))
    .where(eq(campaignContacts.contactId, contactId))
    .orderBy(asc(sql`lower(${campaigns.name})`), asc(campaigns.id));
}

import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { CHAT_MSG, type ChannelCreate, type ChannelRead, type ChannelUpdate, type ChatChannelType } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, fieldErrors, notFound, taken } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { campaignNames } from '../campaigns/campaigns.members.js';
import { liveCampaignIds } from '../campaigns/campaigns.queries.js';
import { providerOf } from '../../integrations/registry.js';
import type { ChannelClient } from '../../integrations/channel.js';
import { resolveApiUrl, type ServerAddress } from '../../simulator/simulator.url.js';
import { maskSecret, openSecrets, sealSecrets } from './channels.secrets.js';
import { channels, conversations } from './chat.tables.js';

const CONTENT_TYPE = 'Canal';

type ChannelRow = typeof channels.$inferSelect;

/** A channel as the adapters need it: every config value, secrets in clear. */
export interface ChannelSettings {
  id: number;
  nombre: string;
  tipo: ChatChannelType;
  campaignId: number;
  bot: ChannelRow['bot'];
  config: Record<string, string>;
}

export const webhookPath = (tipo: ChatChannelType, id: number) => `/api/webhooks/${providerOf(tipo).webhookSegment}/${id}/`;

/** Splits a config into what may be shown and the secrets, which are sealed. */
function splitConfig(key: Buffer, tipo: ChatChannelType, config: Record<string, string | undefined>) {
  const { secretFields: secretNames, defaultApiUrl } = providerOf(tipo).config;
  const open: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(config)) {
    if (value === undefined) continue;
    if (secretNames.includes(name)) secrets[name] = value;
    else open[name] = value;
  }
  open.api_url ||= defaultApiUrl;
  return { config: open, secrets: sealSecrets(key, secrets) };
}

function toChannelRead(key: Buffer, row: ChannelRow, campaignName: string): ChannelRead {
  const tipo = row.tipo as ChatChannelType;
  const masked = Object.fromEntries(Object.entries(openSecrets(key, row.secrets)).map(([name, value]) => [name, maskSecret(value)]));
  return {
    id: row.id,
    nombre: row.nombre,
    tipo,
    campaign: row.campaignId,
    campaign_name: campaignName,
    config: { ...row.config, ...masked },
    bot: row.bot ?? null,
    webhook_url: webhookPath(tipo, row.id),
    created_date: row.createdAt.toISOString(),
  };
}

const live = isNull(channels.deletedAt);

/** Channels with the names of their campaigns (asked of campaigns once for all). */
async function withCampaignNames(db: Db, found: ChannelRow[]): Promise<{ channel: ChannelRow; campaignName: string }[]> {
  const names = await campaignNames(db, found.map((channel) => channel.campaignId));
  return found.map((channel) => ({ channel, campaignName: names.get(channel.campaignId) ?? '' }));
}

async function channelWithCampaign(db: Db, id: number) {
  const [found] = await withCampaignNames(db, await db.select().from(channels).where(and(eq(channels.id, id), live)));
  if (!found) throw notFound(CHAT_MSG.channelNotFound);
  return found;
}

export async function listChannels(db: Db, key: Buffer): Promise<ChannelRead[]> {
  const rows = await withCampaignNames(db, await db.select().from(channels).where(live).orderBy(asc(channels.nombre)));
  return rows.map((row) => toChannelRead(key, row.channel, row.campaignName));
}

export async function getChannel(db: Db, key: Buffer, id: number): Promise<ChannelRead> {
  const found = await channelWithCampaign(db, id);
  return toChannelRead(key, found.channel, found.campaignName);
}

/** The channel with its secrets in clear, for the webhooks and the adapters; null when it does not exist. */
export async function channelSettings(db: Db, key: Buffer, id: number): Promise<ChannelSettings | null> {
  const [row] = await db.select().from(channels).where(and(eq(channels.id, id), live));
  if (!row) return null;
  return {
    id: row.id, nombre: row.nombre, tipo: row.tipo as ChatChannelType, campaignId: row.campaignId, bot: row.bot ?? null,
    config: { ...row.config, ...openSecrets(key, row.secrets) },
  };
}

/**
 * What the webhooks read on every delivery, kept for a few seconds so a burst of deliveries neither reads
 * the channel nor decrypts its secrets each time. A change made here is seen at once; one made through
 * another instance within CACHE_MS (recorded in docs/decisions.md).
 */
const CACHE_MS = 5_000;
const cachedSettings = new WeakMap<Db, Map<number, { at: number; settings: Promise<ChannelSettings | null> }>>();

export function cachedChannelSettings(db: Db, key: Buffer, id: number): Promise<ChannelSettings | null> {
  let cache = cachedSettings.get(db);
  if (!cache) cachedSettings.set(db, (cache = new Map()));
  const hit = cache.get(id);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.settings;
  const settings = channelSettings(db, key, id);
  cache.set(id, { at: Date.now(), settings });
  settings.catch(() => cache.delete(id));
  return settings;
}

function forgetChannel(db: Db, id: number): void {
  cachedSettings.get(db)?.delete(id);
}

async function assertCampaigns(db: Db, ids: number[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const found = await liveCampaignIds(db, ids);
  if (found.size !== new Set(ids).size) throw fieldErrors({ [field]: ['La campaña no existe.'] });
}

const nameTaken = () => taken('nombre', 'Ya existe un canal con ese nombre.');

export async function createChannel(db: Db, key: Buffer, actor: AuditActor, input: ChannelCreate): Promise<ChannelRead> {
  await assertCampaigns(db, [input.campaign], 'campaign');
  await assertCampaigns(db, input.bot?.campaigns ?? [], 'bot');
  const { config, secrets } = splitConfig(key, input.tipo, input.config);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(channels)
        .values({ nombre: input.nombre, tipo: input.tipo, campaignId: input.campaign, config, secrets, bot: input.bot ?? null })
        .returning({ id: channels.id });
      await recordAudit(tx, actor, {
        contentType: CONTENT_TYPE, action: 'Creación', objectId: row!.id, descripcion: `Se creó el canal ${input.tipo} ${input.nombre}`,
      });
      return row!.id;
    });
    return await getChannel(db, key, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Secrets not sent keep their stored value; the rest of the config is replaced by what is sent, checked whole. */
export async function updateChannel(db: Db, key: Buffer, actor: AuditActor, id: number, input: ChannelUpdate): Promise<ChannelRead> {
  const current = await channelSettings(db, key, id);
  if (!current) throw notFound(CHAT_MSG.channelNotFound);
  if (input.campaign !== undefined) await assertCampaigns(db, [input.campaign], 'campaign');
  if (input.bot) await assertCampaigns(db, input.bot.campaigns, 'bot');
  let sealed: { config: Record<string, string>; secrets: string } | undefined;
  if (input.config) {
    const sent = Object.fromEntries(Object.entries(input.config).filter(([, value]) => value !== ''));
    const merged = providerOf(current.tipo).config.schema.safeParse({ ...current.config, ...sent });
    if (!merged.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of merged.error.issues) (fields[`config.${String(issue.path[0])}`] ??= []).push(issue.message);
      throw fieldErrors(fields);
    }
    sealed = splitConfig(key, current.tipo, merged.data);
  }
  try {
    await db.transaction(async (tx) => {
      await tx.update(channels).set({
        ...(input.nombre !== undefined && { nombre: input.nombre }),
        ...(input.campaign !== undefined && { campaignId: input.campaign }),
        ...(input.bot !== undefined && { bot: input.bot }),
        ...(sealed && { config: sealed.config, secrets: sealed.secrets }),
        updatedAt: new Date(),
      }).where(eq(channels.id, id));
      forgetChannel(db, id);
      await recordAudit(tx, actor, {
        contentType: CONTENT_TYPE, action: 'Actualización', objectId: id,
        descripcion: `Se actualizó el canal ${current.nombre}${sealed ? ' (configuración)' : ''}`,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return getChannel(db, key, id);
}

/** A channel with open conversations stays: closing them first keeps every customer answered. */
export async function deleteChannel(db: Db, key: Buffer, actor: AuditActor, id: number): Promise<void> {
  const current = await channelSettings(db, key, id);
  if (!current) throw notFound(CHAT_MSG.channelNotFound);
  await db.transaction(async (tx) => {
    const [open] = await tx.select({ id: conversations.id }).from(conversations)
      .where(and(eq(conversations.channelId, id), sql`${conversations.estado} <> 'FINALIZADA'`)).limit(1);
    if (open) throw new AppError(409, CHAT_MSG.channelInUse, undefined, 'conflict');
    await tx.update(channels).set({ deletedAt: new Date() }).where(eq(channels.id, id));
    forgetChannel(db, id);
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Eliminación', objectId: id, descripcion: `Se eliminó el canal ${current.tipo} ${current.nombre}`,
    });
  });
}

/**
 * The provider's client of a channel. A simulator api_url is a path ('/sim/telegram'), resolved here against
 * this server's own address, so the channel keeps working whatever port the server runs on.
 */
export function channelClient(channel: ChannelSettings, server: ServerAddress): ChannelClient {
  const apiUrl = channel.config.api_url;
  const config = apiUrl ? { ...channel.config, api_url: resolveApiUrl(apiUrl, server) } : channel.config;
  return providerOf(channel.tipo).client(config);
}

import { timingSafeEqual } from 'node:crypto';
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { App } from '../app.types.js';
import { channelSettings, type ChannelSettings } from '../modules/chat/channels.service.js';
import { channels } from '../modules/chat/chat.tables.js';

export type SimChannelType = 'WhatsApp' | 'Telegram';

/** Where the stand-ins are served; a channel's api_url points at one of them to be simulated. */
export const SIM_WHATSAPP_PREFIX = '/sim/whatsapp';
export const SIM_TELEGRAM_PREFIX = '/sim/telegram';
export const SIM_GRAPH_VERSION = 'v21.0';

const SIM_PATH: Record<SimChannelType, RegExp> = {
  WhatsApp: /^\/sim\/whatsapp\/v\d+\.\d+$/,
  Telegram: /^\/sim\/telegram$/,
};

/**
 * True when the api_url is the simulator's: the path alone ('/sim/telegram', which means this server on
 * whatever port it runs), or a full URL whose path is. Only the path is compared: the server may reach
 * itself by another name (127.0.0.1, a service name) than the one people browse to. No trailing slash:
 * the adapters append '/<path>' to it.
 */
export function isSimulatorUrl(tipo: SimChannelType, apiUrl: string | undefined): boolean {
  if (!apiUrl) return false;
  try {
    return SIM_PATH[tipo].test(new URL(apiUrl, 'http://localhost').pathname);
  } catch {
    return false;
  }
}

/** The api_url a channel needs to be simulated by this server: a path, so that it keeps working when the port changes. */
export const SIMULATOR_API_URLS: Record<SimChannelType, string> = {
  WhatsApp: `${SIM_WHATSAPP_PREFIX}/${SIM_GRAPH_VERSION}`,
  Telegram: SIM_TELEGRAM_PREFIX,
};

/** The live WhatsApp and Telegram channels whose api_url points at the simulator, secrets in clear, by name. */
export async function simulatedChannels(app: App, tipos: SimChannelType[] = ['WhatsApp', 'Telegram']): Promise<ChannelSettings[]> {
  const rows = await app.db.select({ id: channels.id, tipo: channels.tipo, config: channels.config }).from(channels)
    .where(and(isNull(channels.deletedAt), inArray(channels.tipo, tipos)))
    .orderBy(asc(channels.nombre));
  const found: ChannelSettings[] = [];
  for (const row of rows) {
    if (!isSimulatorUrl(row.tipo as SimChannelType, row.config.api_url)) continue;
    const settings = await channelSettings(app.db, app.config.channelSecretsKey, row.id);
    if (settings) found.push(settings);
  }
  return found;
}

/** One simulated channel by id, or null when it does not exist, is of another type or is not simulated. */
export async function simulatedChannel(app: App, id: number): Promise<ChannelSettings | null> {
  const channel = await channelSettings(app.db, app.config.channelSecretsKey, id);
  if (!channel || (channel.tipo !== 'WhatsApp' && channel.tipo !== 'Telegram')) return null;
  return isSimulatorUrl(channel.tipo, channel.config.api_url) ? channel : null;
}

/** Compares a credential in constant time; an empty one never matches. */
export function sameSecret(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The simulated channels of the type whose config field `field` holds this credential. */
export async function channelsWithSecret(app: App, tipo: SimChannelType, field: string, secret: string | undefined): Promise<ChannelSettings[]> {
  if (!secret) return [];
  return (await simulatedChannels(app, [tipo])).filter((channel) => sameSecret(secret, channel.config[field]));
}

import type { App } from '../app.types.js';
import { webhookPath, type ChannelSettings } from '../modules/chat/channels.service.js';
import type { SimMessage } from './simulator.types.js';
import { ownOrigin } from './simulator.url.js';
import { WebhookRefused, deliverToWebhook } from './simulator.webhook.js';

/** Where a bot's updates go when it has a webhook (setWebhook). */
export interface SimWebhook {
  url: string;
  secretToken: string | null;
  maxConnections: number;
  allowedUpdates: string[] | null;
}

/** An update waiting for the bot, with the customer's message it carries. */
export interface PendingUpdate {
  update: { update_id: number; message: Record<string, unknown> };
  message: SimMessage;
}

interface BotState {
  /** undefined: never changed, so the webhook the channel was installed with; null: deleted (getUpdates mode). */
  webhook: SimWebhook | null | undefined;
  updates: PendingUpdate[];
  lastError: { at: Date; message: string } | null;
  /** Ends the getUpdates call that is waiting, if any. */
  endPoll: ((end: PollEnd) => void) | null;
}

/** How a waiting getUpdates ends: an update came, its time ran out, or Telegram's conflict description. */
export type PollEnd = { kind: 'update' } | { kind: 'timeout' } | { kind: 'conflict'; description: string };

/** Telegram keeps undelivered updates for a day; the simulator keeps the last ones. */
const MAX_PENDING_UPDATES = 1_000;

export const POLL_CONFLICTS = {
  webhookActive: "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
  otherPoll: 'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
  webhookSet: 'Conflict: terminated by setWebhook request',
};

/** The webhook a channel is installed with: its own route on this server, with its secret. */
export function installedWebhook(app: App, channel: ChannelSettings): SimWebhook {
  return {
    url: `${ownOrigin(app.config)}${webhookPath('Telegram', channel.id)}`,
    secretToken: channel.config.webhook_secret || null,
    maxConnections: 40,
    allowedUpdates: null,
  };
}

/**
 * The simulated bots' side of Telegram: each bot's webhook and the updates waiting for getUpdates while
 * it has none. Kept in memory, per process: after a restart every bot has its channel's webhook again.
 */
export class SimTelegramBots {
  private readonly bots = new Map<number, BotState>();

  private bot(channelId: number): BotState {
    let found = this.bots.get(channelId);
    if (!found) this.bots.set(channelId, (found = { webhook: undefined, updates: [], lastError: null, endPoll: null }));
    return found;
  }

  webhook(app: App, channel: ChannelSettings): SimWebhook | null {
    const { webhook } = this.bot(channel.id);
    return webhook === undefined ? installedWebhook(app, channel) : webhook;
  }

  /** setWebhook (null: deleteWebhook). A getUpdates still waiting ends in a conflict, as on Telegram. */
  setWebhook(channelId: number, webhook: SimWebhook | null, dropPendingUpdates: boolean): void {
    const bot = this.bot(channelId);
    bot.webhook = webhook;
    bot.lastError = null;
    if (dropPendingUpdates) bot.updates = [];
    if (webhook) this.endPoll(bot, { kind: 'conflict', description: POLL_CONFLICTS.webhookSet });
  }

  lastError(channelId: number): { at: Date; message: string } | null {
    return this.bot(channelId).lastError;
  }

  recordError(channelId: number, message: string): void {
    this.bot(channelId).lastError = { at: new Date(), message };
  }

  pending(channelId: number): readonly PendingUpdate[] {
    return this.bot(channelId).updates;
  }

  queue(channelId: number, pending: PendingUpdate): void {
    const bot = this.bot(channelId);
    bot.updates.push(pending);
    if (bot.updates.length > MAX_PENDING_UPDATES) bot.updates.shift();
    this.endPoll(bot, { kind: 'update' });
  }

  /** Forgets the first waiting update once it reached the bot's webhook. */
  delivered(channelId: number): void {
    this.bot(channelId).updates.shift();
  }

  /** getUpdates' offset: every update before it is confirmed and forgotten; a negative one keeps only the last -offset. */
  confirm(channelId: number, offset: number): void {
    const bot = this.bot(channelId);
    bot.updates = offset < 0 ? bot.updates.slice(offset) : bot.updates.filter((pending) => pending.update.update_id >= offset);
  }

  /** A new getUpdates ends the one still waiting in a conflict: only one bot instance may poll. */
  startPoll(channelId: number): void {
    this.endPoll(this.bot(channelId), { kind: 'conflict', description: POLL_CONFLICTS.otherPoll });
  }

  /** Waits for an update, at most `timeoutMs`; `abort` (the client went away) ends the wait quietly. */
  waitForUpdate(channelId: number, timeoutMs: number, abort: AbortSignal): Promise<PollEnd> {
    const bot = this.bot(channelId);
    return new Promise((resolve) => {
      const end = (result: PollEnd) => {
        clearTimeout(timer);
        abort.removeEventListener('abort', onAbort);
        if (bot.endPoll === end) bot.endPoll = null;
        resolve(result);
      };
      const onAbort = () => end({ kind: 'timeout' });
      const timer = setTimeout(() => end({ kind: 'timeout' }), timeoutMs);
      abort.addEventListener('abort', onAbort);
      bot.endPoll = end;
    });
  }

  private endPoll(bot: BotState, end: PollEnd): void {
    bot.endPoll?.(end);
  }
}

/**
 * Hands an update to the bot as Telegram does: posted to its webhook with the secret token header, or,
 * without a webhook, kept for getUpdates. A webhook that refuses it is remembered for getWebhookInfo.
 */
export async function deliverTelegramUpdate(app: App, bots: SimTelegramBots, channel: ChannelSettings, pending: PendingUpdate): Promise<'delivered' | 'queued'> {
  const webhook = bots.webhook(app, channel);
  if (!webhook) {
    bots.queue(channel.id, pending);
    return 'queued';
  }
  try {
    await deliverToWebhook(app, channel, JSON.stringify(pending.update), webhook.secretToken ? { 'x-telegram-bot-api-secret-token': webhook.secretToken } : {});
    return 'delivered';
  } catch (error) {
    if (error instanceof WebhookRefused) bots.recordError(channel.id, `Wrong response from the webhook: ${error.webhookStatus}`);
    throw error;
  }
}

/** A new webhook receives the updates that waited for getUpdates, in order, until one is refused. */
export async function flushPendingUpdates(app: App, bots: SimTelegramBots, channel: ChannelSettings): Promise<void> {
  if (!bots.webhook(app, channel)) return;
  for (let next = bots.pending(channel.id)[0]; next; next = bots.pending(channel.id)[0]) {
    try {
      await deliverTelegramUpdate(app, bots, channel, next);
    } catch {
      return;
    }
    next.message.status = 'delivered';
    bots.delivered(channel.id);
  }
}

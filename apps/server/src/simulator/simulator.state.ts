import { createHash, randomBytes, randomInt } from 'node:crypto';
import { SimTelegramBots } from './simulator.telegram-bots.js';
import type { SimConversation, SimFile, SimMessage, SimTemplate } from './simulator.types.js';

/** Bounds that keep a long-running server's memory in check: the oldest goes first. */
const MAX_CONVERSATIONS = 2_000;
const MAX_MESSAGES = 500;
const MAX_FILE_BYTES = 200 * 1024 * 1024;
/** Telegram message ids count seconds from here, so ids do not repeat after a restart. */
const MESSAGE_ID_EPOCH = 1_700_000_000;

const keyOf = (channelId: number, address: string) => `${channelId}:${address}`;

/**
 * The simulator's memory, per process: conversations as the customers see them, files, and the ids it
 * hands out. Nothing here is stored: a restart starts an empty phone, as a new device would.
 */
export class SimulatorState {
  private readonly conversations = new Map<string, SimConversation>();
  private readonly files = new Map<string, SimFile>();
  private fileBytes = 0;
  private lastUpdateId = 0;
  private lastMessageId = 0;
  /** The Telegram bots' webhooks and the updates waiting for getUpdates. */
  readonly telegramBots = new SimTelegramBots();
  /** Templates submitted to the simulated business accounts, by account, name and language. */
  private readonly templates = new Map<string, SimTemplate>();
  /** How long Meta's simulated review takes before it approves a template. */
  templateReviewMs = 1_000;

  template(wabaId: string, name: string, language: string): SimTemplate | undefined {
    return this.templates.get(`${wabaId}:${name}:${language}`);
  }

  addTemplate(template: SimTemplate): SimTemplate {
    this.templates.set(`${template.wabaId}:${template.name}:${template.language}`, template);
    if (this.templates.size > MAX_CONVERSATIONS) this.templates.delete(this.templates.keys().next().value!);
    return template;
  }

  templatesOf(wabaId: string): SimTemplate[] {
    return [...this.templates.values()].filter((template) => template.wabaId === wabaId);
  }

  conversation(channelId: number, address: string): SimConversation | undefined {
    return this.conversations.get(keyOf(channelId, address));
  }

  /** The conversation of the address, created (with `name`) on first use. */
  openConversation(channelId: number, address: string, name = ''): SimConversation {
    const key = keyOf(channelId, address);
    let found = this.conversations.get(key);
    if (!found) {
      found = { channelId, address, name, graphConversationId: randomBytes(16).toString('hex'), lastCustomerAt: null, messages: [] };
      this.conversations.set(key, found);
      if (this.conversations.size > MAX_CONVERSATIONS) this.conversations.delete(this.conversations.keys().next().value!);
    }
    if (name) found.name = name;
    return found;
  }

  addMessage(conversation: SimConversation, message: SimMessage): SimMessage {
    conversation.messages.push(message);
    if (conversation.messages.length > MAX_MESSAGES) conversation.messages.shift();
    if (message.from === 'customer') conversation.lastCustomerAt = message.at;
    return message;
  }

  /** Takes back a message that never reached the business. */
  removeMessage(conversation: SimConversation, id: string): void {
    conversation.messages = conversation.messages.filter((message) => message.id !== id);
    conversation.lastCustomerAt = conversation.messages.filter((message) => message.from === 'customer').at(-1)?.at ?? null;
  }

  /** A message of the channel by its provider id, with the conversation that holds it. */
  findMessage(channelId: number, id: string): { conversation: SimConversation; message: SimMessage } | undefined {
    for (const conversation of this.conversations.values()) {
      if (conversation.channelId !== channelId) continue;
      const message = conversation.messages.find((m) => m.id === id);
      if (message) return { conversation, message };
    }
    return undefined;
  }

  addFile(file: Omit<SimFile, 'sha256'>): SimFile {
    const stored = { ...file, sha256: createHash('sha256').update(file.bytes).digest('base64') };
    this.files.set(stored.id, stored);
    this.fileBytes += stored.bytes.length;
    for (const [id, old] of this.files) {
      if (this.fileBytes <= MAX_FILE_BYTES || id === stored.id) break;
      this.files.delete(id);
      this.fileBytes -= old.bytes.length;
    }
    return stored;
  }

  file(id: string): SimFile | undefined {
    return this.files.get(id);
  }

  deleteFile(id: string): void {
    const file = this.files.get(id);
    if (!file) return;
    this.files.delete(id);
    this.fileBytes -= file.bytes.length;
  }

  fileByPath(channelId: number, path: string): SimFile | undefined {
    for (const file of this.files.values()) if (file.channelId === channelId && file.path === path) return file;
    return undefined;
  }

  /** Telegram update ids only grow, across restarts too: the server keeps each one once. */
  nextUpdateId(): number {
    this.lastUpdateId = Math.max(this.lastUpdateId + 1, Date.now());
    return this.lastUpdateId;
  }

  /** Telegram message ids of the simulated bots, in another range than the update ids (both end up as provider ids). */
  nextMessageId(): number {
    this.lastMessageId = Math.max(this.lastMessageId + 1, Math.floor(Date.now() / 1000) - MESSAGE_ID_EPOCH);
    return this.lastMessageId;
  }
}

/** A wamid as Graph writes them: 'wamid.' and base64. */
export const newWamid = () => `wamid.${randomBytes(30).toString('base64')}`;

/** A Graph template id: a long number, as text. */
export const newTemplateId = () => `${randomInt(100_000_000, 999_999_999)}${randomInt(1_000_000, 9_999_999)}`;

/** A Graph media id: a long number, as text. */
export const newMediaId = () => `${randomInt(100_000_000, 999_999_999)}${randomInt(1_000_000, 9_999_999)}`;

/** A Telegram file_id. */
export const newTelegramFileId = () => `BQACAgEAAx${randomBytes(30).toString('base64url')}`;

/** Telegram's file_unique_id: the same for the same bytes. */
export const telegramUniqueId = (file: SimFile) => `AgAD${file.sha256.replace(/[^A-Za-z0-9]/g, '').slice(0, 12)}`;

export const unixSeconds = (at: Date = new Date()) => Math.floor(at.getTime() / 1000);

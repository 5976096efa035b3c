import { sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_TOPIC, type DashboardEvent } from '@atiende/shared';
import type { App } from '../app.js';
import type { Db } from '../db/client.js';

/** What services announce when data others look at changes. */
export type DomainEvent =
  | { type: 'gestion.created' | 'gestion.updated'; id: number }
  | { type: 'gestion.expired'; count: number }
  | { type: 'contact.created' | 'contact.updated' | 'contact.deleted'; id: number }
  | ChatEvent;

/**
 * A change in the customer chat. These are not coalesced: an agent waits for each message, so every
 * one goes out at once to the sockets of the conversation (by address), of its queue and of its agent.
 */
export type ChatEvent =
  | { type: 'chat.message'; conversation: number; address: string; campaign: number | null; agent: number | null; message: number; created: boolean }
  /** `reason`: why a send failed, in Spanish with the provider's code. */
  | { type: 'chat.status'; conversation: number; address: string; message: number; status: string; reason?: string | null }
  | { type: 'chat.conversation'; conversation: number; address: string; campaign: number | null; agent: number | null; previousAgent: number | null; estado: string }
  | { type: 'chat.shortcuts'; campaign: number };

/** Hub topics of the chat: one conversation's messages (by its id), a campaign's queue, an agent's own list. */
export const chatTopics = {
  conversation: (id: number) => `chat:conversation:${id}`,
  queue: (campaign: number | null) => `chat:queue:${campaign ?? 0}`,
  /** Every queue, for whoever sees all of them. */
  allQueues: 'chat:queue:all',
  agent: (agent: number) => `chat:agent:${agent}`,
};

/** Where a chat event goes: the conversation always; the queue and the agents' lists when they are affected. */
export function chatDestinations(event: ChatEvent): string[] {
  if (event.type === 'chat.shortcuts') return [chatTopics.queue(event.campaign), chatTopics.allQueues];
  const topics = [chatTopics.conversation(event.conversation)];
  if (event.type === 'chat.status') return topics;
  topics.push(chatTopics.queue(event.campaign), chatTopics.allQueues);
  if (event.agent) topics.push(chatTopics.agent(event.agent));
  if (event.type === 'chat.conversation' && event.previousAgent && event.previousAgent !== event.agent) {
    topics.push(chatTopics.agent(event.previousAgent));
  }
  return topics;
}

const isChatEvent = (event: DomainEvent): event is ChatEvent => event.type.startsWith('chat.');

const CHANNEL = 'atiende_domain';
/** Changes within this window reach each browser as one message. */
export const COALESCE_MS = 500;

/**
 * Announces a change from inside the transaction that makes it: PostgreSQL delivers the notice only
 * when that transaction commits, and drops it when it rolls back, so nobody hears of a change that
 * did not happen. Every instance receives it and tells its own sockets.
 */
export async function emit(tx: Db, event: DomainEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
}

/**
 * `emit` as part of a statement that makes the change, for a path that cannot spend a round trip on it:
 * `event` is SQL building the event's JSON from what the statement wrote (its ids), sent at commit as `emit` does.
 */
export function notifying(event: SQL): SQL {
  return sql`pg_notify(${CHANNEL}, (${event})::text)`;
}

/** Several events in one statement, for work done in batches. */
export async function emitAll(tx: Db, events: DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  const payloads = JSON.stringify(events.map((event) => JSON.stringify(event)));
  await tx.execute(sql`select pg_notify(${CHANNEL}, payload) from json_array_elements_text(${payloads}::json) as payload`);
}

interface Tally {
  creadas: number;
  actualizadas: number;
  vencidas: number;
  contactos: number;
}

const emptyTally = (): Tally => ({ creadas: 0, actualizadas: 0, vencidas: 0, contactos: 0 });

function add(tally: Tally, event: DomainEvent): void {
  if (event.type === 'gestion.created') tally.creadas += 1;
  else if (event.type === 'gestion.updated') tally.actualizadas += 1;
  else if (event.type === 'gestion.expired') tally.vencidas += event.count;
  else if (event.type.startsWith('contact.')) tally.contactos += 1;
}

/** The dashboard messages a window of changes becomes: at most one per kind. */
export function dashboardMessages(tally: Tally): DashboardEvent[] {
  const messages: DashboardEvent[] = [];
  if (tally.creadas + tally.actualizadas + tally.vencidas > 0) {
    messages.push({ type: 'gestion', creadas: tally.creadas, actualizadas: tally.actualizadas, vencidas: tally.vencidas });
  }
  if (tally.contactos > 0) messages.push({ type: 'contactos', cambios: tally.contactos });
  return messages;
}

/**
 * Listens to the domain events of every instance and tells this instance's dashboards, coalescing a
 * burst (200 changes a second) into one message per kind and window. Returns a function that stops it.
 */
export async function startEventFanout(app: App): Promise<() => Promise<void>> {
  let tally = emptyTally();
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    timer = null;
    const messages = dashboardMessages(tally);
    tally = emptyTally();
    for (const message of messages) app.hub.sendLocal(DASHBOARD_TOPIC, message);
  };
  const unlisten = await app.database.listen(CHANNEL, (payload) => {
    let event: DomainEvent;
    try {
      event = JSON.parse(payload) as DomainEvent;
    } catch {
      return;
    }
    if (isChatEvent(event)) {
      for (const topic of chatDestinations(event)) app.hub.sendLocal(topic, event);
      return;
    }
    add(tally, event);
    timer ??= setTimeout(flush, COALESCE_MS);
  });
  return async () => {
    if (timer) clearTimeout(timer);
    await unlisten();
  };
}

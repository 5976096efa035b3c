import { sql, type SQL } from 'drizzle-orm';
import type { App } from '../app.types.js';
import type { Db } from '../db/client.js';

/**
 * What each kind of domain event carries besides its type, by type ('area.change'). Each module adds the
 * events it announces in its `<area>.events.ts` (`declare module '…/events/events.js'`), next to the
 * listener that tells the sockets about them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

export type EventType = keyof DomainEvents & string;

/** One announced change: `{ type, ...its fields }`. */
export type DomainEvent<K extends EventType = EventType> = K extends EventType ? { type: K } & DomainEvents[K] : never;

/** How one instance passes events on: `send` reaches the sockets of a hub topic on this instance. */
export type SendToTopic = (topic: string, message: unknown) => void;

/** A module's listener: which events it wants and what it does with them on each instance. */
export interface EventListener<K extends EventType = EventType> {
  types: readonly K[];
  start(send: SendToTopic): EventReceiver<K>;
}

export interface EventReceiver<K extends EventType = EventType> {
  receive(event: DomainEvent<K>): void;
  /** Drops what it holds (a coalescing window) when the instance stops. */
  stop?(): void;
}

export const defineEventListener = <K extends EventType>(listener: EventListener<K>): EventListener<K> => listener;

const CHANNEL = 'atiende_domain';

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

/**
 * Listens to the domain events of every instance and hands each to the modules' listeners that want its
 * type, which tell this instance's sockets. Returns a function that stops it.
 */
export async function startEventFanout(app: App, listeners: readonly EventListener[]): Promise<() => Promise<void>> {
  const send: SendToTopic = (topic, message) => app.hub.sendLocal(topic, message);
  const receivers = new Map<string, EventReceiver[]>();
  const started = listeners.map((listener) => {
    const receiver = listener.start(send);
    for (const type of listener.types) receivers.set(type, [...(receivers.get(type) ?? []), receiver]);
    return receiver;
  });
  const unlisten = await app.database.listen(CHANNEL, (payload) => {
    let event: DomainEvent;
    try {
      event = JSON.parse(payload) as DomainEvent;
    } catch {
      return;
    }
    for (const receiver of receivers.get(event.type) ?? []) receiver.receive(event);
  });
  return async () => {
    for (const receiver of started) receiver.stop?.();
    await unlisten();
  };
}

/**
 * Hands `handle` the events of `types` from every instance, for work one instance does itself rather
 * than telling sockets (the instance holding a connection to an outside system). Returns how to stop.
 */
export function listenToEvents<K extends EventType>(app: App, types: readonly K[], handle: (event: DomainEvent<K>) => void): Promise<() => Promise<void>> {
  const wanted = new Set<string>(types);
  return app.database.listen(CHANNEL, (payload) => {
    let event: DomainEvent;
    try {
      event = JSON.parse(payload) as DomainEvent;
    } catch {
      return;
    }
    if (wanted.has(event.type)) handle(event as DomainEvent<K>);
  });
}

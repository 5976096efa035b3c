import type { WebSocket } from 'ws';
import type { Database } from '../db/client.js';
import { notify } from '../db/client.js';

const CHANNEL = 'atiende_events';

export interface RealtimeEvent {
  topic: string;
  data: unknown;
}

/**
 * Turns an event into what one socket receives (undefined sends nothing). Lets each socket shape
 * the same event for its own user; events reach a socket in the order they were published.
 */
export type Adapter = (data: unknown) => unknown | Promise<unknown>;

interface Subscription {
  adapt: Adapter | undefined;
  pending: Promise<void>;
}

/**
 * Delivers events to the sockets subscribed to a topic on every server instance: each event goes
 * through PostgreSQL NOTIFY and every instance delivers it to its own sockets.
 */
export class RealtimeHub {
  private readonly sockets = new Map<string, Map<WebSocket, Subscription>>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(CHANNEL, (payload) => this.deliver(payload));
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    for (const subscribers of this.sockets.values()) for (const socket of subscribers.keys()) socket.close(1001);
    this.sockets.clear();
  }

  subscribe(topic: string, socket: WebSocket, adapt?: Adapter): void {
    let subscribers = this.sockets.get(topic);
    if (!subscribers) this.sockets.set(topic, (subscribers = new Map()));
    subscribers.set(socket, { adapt, pending: Promise.resolve() });
    socket.on('close', () => {
      subscribers.delete(socket);
      if (subscribers.size === 0) this.sockets.delete(topic);
    });
  }

  async publish(topic: string, data: unknown): Promise<void> {
    await notify(this.database.db, CHANNEL, JSON.stringify({ topic, data } satisfies RealtimeEvent));
  }

  /** Sends to this instance's sockets only, for events every instance already receives on its own. */
  sendLocal(topic: string, data: unknown): void {
    this.deliverEvent({ topic, data });
  }

  private deliver(payload: string): void {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(payload) as RealtimeEvent;
    } catch {
      return;
    }
    this.deliverEvent(event);
  }

  private deliverEvent(event: RealtimeEvent): void {
    const text = JSON.stringify(event.data);
    for (const [socket, subscription] of this.sockets.get(event.topic) ?? []) {
      if (!subscription.adapt) {
        if (socket.readyState === socket.OPEN) socket.send(text);
        continue;
      }
      const adapt = subscription.adapt;
      subscription.pending = subscription.pending.then(async () => {
        const data = await adapt(event.data);
        if (data !== undefined && socket.readyState === socket.OPEN) socket.send(JSON.stringify(data));
      }).catch(() => undefined);
    }
  }
}

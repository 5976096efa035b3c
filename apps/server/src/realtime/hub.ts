import type { WebSocket } from 'ws';
import type { Database } from '../db/client.js';
import { notify } from '../db/client.js';

const CHANNEL = 'atiende_events';

export interface RealtimeEvent {
  topic: string;
  data: unknown;
}

/**
 * Delivers events to the sockets subscribed to a topic on every server instance: each event goes
 * through PostgreSQL NOTIFY and every instance delivers it to its own sockets.
 */
export class RealtimeHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(CHANNEL, (payload) => this.deliver(payload));
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001);
    this.sockets.clear();
  }

  subscribe(topic: string, socket: WebSocket): void {
    let set = this.sockets.get(topic);
    if (!set) this.sockets.set(topic, (set = new Set()));
    set.add(socket);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(topic);
    });
  }

  async publish(topic: string, data: unknown): Promise<void> {
    await notify(this.database.db, CHANNEL, JSON.stringify({ topic, data } satisfies RealtimeEvent));
  }

  private deliver(payload: string): void {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(payload) as RealtimeEvent;
    } catch {
      return;
    }
    const text = JSON.stringify(event.data);
    for (const socket of this.sockets.get(event.topic) ?? []) {
      if (socket.readyState === socket.OPEN) socket.send(text);
    }
  }
}

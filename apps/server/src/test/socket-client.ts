import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import type { App } from '../app.types.js';

/** Starts `app` on a free local port and returns the ws:// address to connect sockets to. */
export async function listen(app: App): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface SocketClient {
  socket: WebSocket;
  /** The next frame the server sends, parsed. */
  next<T = unknown>(): Promise<T>;
  send(data: unknown): void;
  /** Takes every frame received so far and not yet read. */
  drain<T = unknown>(): T[];
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens a socket and collects what it receives; resolves once the upgrade is answered. */
export function connectSocket(base: string, pathAndQuery: string): Promise<SocketClient> {
  const socket = new WebSocket(base + pathAndQuery);
  const frames: unknown[] = [];
  const waiting: ((frame: unknown) => void)[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as unknown;
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  const client: SocketClient = {
    socket,
    closed,
    send: (data) => socket.send(typeof data === 'string' ? data : JSON.stringify(data)),
    drain: <T>() => frames.splice(0) as T[],
    next<T>() {
      if (frames.length > 0) return Promise.resolve(frames.shift() as T);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no llegó ningún mensaje')), 5000);
        waiting.push((frame) => {
          clearTimeout(timer);
          resolve(frame as T);
        });
      });
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_req, res) => {
      socket.terminate();
      reject(new Error(`HTTP ${res.statusCode}`));
    });
    socket.once('error', reject);
  });
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.hoisted(() => ({ token: 'viejo' as string | null, refreshes: 0, refreshWorks: true }));
vi.mock('../api', () => ({
  getAccessToken: () => auth.token,
  needsToken: () => !auth.token,
  refreshAccessToken: async () => {
    auth.refreshes += 1;
    if (auth.refreshWorks) auth.token = `nuevo${auth.refreshes}`;
    return auth.refreshWorks;
  },
}));

import { connectSocket, RECONNECT_FIRST_MS, RECONNECT_MAX_MS } from './socket';
import { FakeSocket } from './fake-socket.test-support';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('chat sockets', () => {
  beforeEach(() => {
    FakeSocket.created = [];
    Object.assign(auth, { token: 'viejo', refreshes: 0, refreshWorks: true });
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('carries the access token and hands over parsed frames', async () => {
    const frames: unknown[] = [];
    connectSocket('/ws/inbox/', { onMessage: (data) => frames.push(data) });
    await settle();
    const socket = FakeSocket.created[0]!;
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/ws\/inbox\/\?token=viejo$/);
    socket.onmessage?.({ data: '{"type":"inbox"}' });
    socket.onmessage?.({ data: 'no es json' });
    expect(frames).toEqual([{ type: 'inbox' }]);
  });

  it('refreshes the token and reconnects once after a 1006 close', async () => {
    const onClose = vi.fn();
    connectSocket('/ws/chat/1/2/', { onMessage: () => {}, onClose });
    await settle();
    FakeSocket.created[0]!.drop(1006);
    await settle();
    expect(auth.refreshes).toBe(1);
    expect(FakeSocket.created).toHaveLength(2);
    expect(FakeSocket.created[1]!.url).toContain('token=nuevo1');
    FakeSocket.created[1]!.drop(1006);
    await settle();
    expect(FakeSocket.created).toHaveLength(2);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('does not reconnect on other closes, when the refresh fails, or after closing it', async () => {
    const first = vi.fn();
    connectSocket('/ws/chat/1/9/', { onMessage: () => {}, onClose: first });
    await settle();
    FakeSocket.created[0]!.drop(4404);
    expect(first).toHaveBeenCalledOnce();

    auth.refreshWorks = false;
    const second = vi.fn();
    connectSocket('/ws/chat/1/2/', { onMessage: () => {}, onClose: second });
    await settle();
    FakeSocket.created[1]!.drop(1006);
    await settle();
    expect(second).toHaveBeenCalledOnce();

    const third = connectSocket('/ws/chat/1/3/', { onMessage: () => {} });
    await settle();
    third.close();
    FakeSocket.created[2]!.drop(1006);
    await settle();
    expect(FakeSocket.created).toHaveLength(3);
  });

  it('gets a token before connecting when there is none', async () => {
    auth.token = null;
    connectSocket('/ws/inbox/', { onMessage: () => {} });
    await settle();
    expect(auth.refreshes).toBe(1);
    expect(FakeSocket.created[0]!.url).toContain('token=nuevo1');
  });

  it('sends JSON only on an open socket, otherwise it only logs', async () => {
    const connection = connectSocket('/ws/chat/1/2/', { onMessage: () => {} });
    await settle();
    expect(connection.send({ message: 'hola' })).toBe(false);
    expect(console.error).toHaveBeenCalledWith('No hay conexión WebSocket activa.');
    FakeSocket.created[0]!.open();
    expect(connection.send({ message: 'hola' })).toBe(true);
    expect(FakeSocket.created[0]!.sent).toEqual(['{"message":"hola"}']);
  });
});

describe('sockets that keep reconnecting', () => {
  beforeEach(() => {
    FakeSocket.created = [];
    Object.assign(auth, { token: 'viejo', refreshes: 0, refreshWorks: true });
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reports the drop, reopens after growing pauses and says when it is back', async () => {
    const onDrop = vi.fn();
    const onOpen = vi.fn();
    const onClose = vi.fn();
    connectSocket('/ws/en_gestion_conversation/', { onMessage: () => {}, onDrop, onOpen, onClose });
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.created[0]!.open();
    FakeSocket.created[0]!.drop(1001);
    expect(onDrop).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(RECONNECT_FIRST_MS);
    expect(FakeSocket.created).toHaveLength(2);
    FakeSocket.created[1]!.drop(1001);
    await vi.advanceTimersByTimeAsync(RECONNECT_FIRST_MS);
    expect(FakeSocket.created).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(RECONNECT_FIRST_MS);
    expect(FakeSocket.created).toHaveLength(3);
    FakeSocket.created[2]!.open();
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not try again when the server refuses the socket', async () => {
    const onDrop = vi.fn();
    const onClose = vi.fn();
    connectSocket('/ws/whatsapp/573001234567/?conversation=8', { onMessage: () => {}, onDrop, onClose });
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.created[0]!.drop(4404);
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    expect(FakeSocket.created).toHaveLength(1);
    expect(onDrop).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('puts the token after a query the path already has, and stops trying once closed', async () => {
    const connection = connectSocket('/ws/whatsapp/573001234567/?conversation=8', { onMessage: () => {}, onDrop: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.created[0]!.url).toMatch(/\/ws\/whatsapp\/573001234567\/\?conversation=8&token=viejo$/);
    FakeSocket.created[0]!.drop(1001);
    connection.close();
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    expect(FakeSocket.created).toHaveLength(1);
  });
});

import { getAccessToken, needsToken, refreshAccessToken } from '../api';

/** What the browser reports when the server refused the upgrade (an expired token answers 401). */
const ABNORMAL_CLOSURE = 1006;

export interface SocketHandlers {
  onMessage(data: unknown): void;
  onOpen?(): void;
  /** The socket closed and will not come back by itself. */
  onClose?(event: CloseEvent): void;
  /**
   * The connection dropped. With this handler the socket never gives up: it reopens after growing pauses
   * (up to RECONNECT_MAX_MS) and calls onOpen once back, so the caller can read again what it missed.
   */
  onDrop?(): void;
}

/** Close codes from this one up are the server's refusals (4401, 4404), not a lost connection. */
const SERVER_REFUSAL = 4000;

/** The first pause before reopening a dropped socket; each failed attempt doubles it, up to the maximum. */
export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_MAX_MS = 15_000;

export interface SocketConnection {
  /** Sends JSON; false (and a log line) when the socket is not open. */
  send(data: unknown): boolean;
  close(): void;
}

function socketUrl(path: string, token: string | null): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const query = token ? `${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : '';
  return `${scheme}://${window.location.host}${path}${query}`;
}

/**
 * Opens a socket authenticated with the access token. A 1006 close is taken as an expired token:
 * the token is refreshed and the socket reopened, once per successful connection.
 */
export function connectSocket(path: string, handlers: SocketHandlers): SocketConnection {
  let socket: WebSocket | null = null;
  let closedByUs = false;
  let retried = false;
  let pause = RECONNECT_FIRST_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const reopenLater = () => {
    timer = setTimeout(() => void open(), pause);
    pause = Math.min(pause * 2, RECONNECT_MAX_MS);
  };

  const open = async () => {
    if (needsToken()) await refreshAccessToken();
    if (closedByUs) return;
    const current = new WebSocket(socketUrl(path, getAccessToken()));
    socket = current;
    current.onopen = () => {
      retried = false;
      pause = RECONNECT_FIRST_MS;
      handlers.onOpen?.();
    };
    current.onmessage = (event: MessageEvent) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch (error) {
        console.error('El mensaje recibido no es un JSON válido.', error);
        return;
      }
      handlers.onMessage(data);
    };
    current.onerror = (event) => console.error('Error en la conexión WebSocket.', event);
    current.onclose = (event) => {
      if (closedByUs) return;
      // 4000 and above: the server refused this socket (a conversation one may not see); trying again will not help.
      if (event.code >= SERVER_REFUSAL) {
        handlers.onClose?.(event);
        return;
      }
      handlers.onDrop?.();
      if (event.code === ABNORMAL_CLOSURE && !retried) {
        retried = true;
        void refreshAccessToken().then((refreshed) => {
          if (closedByUs) return;
          if (refreshed) void open();
          else if (handlers.onDrop) reopenLater();
          else handlers.onClose?.(event);
        });
        return;
      }
      if (handlers.onDrop) reopenLater();
      else handlers.onClose?.(event);
    };
  };
  void open();

  return {
    send(data) {
      if (socket?.readyState !== WebSocket.OPEN) {
        console.error('No hay conexión WebSocket activa.');
        return false;
      }
      socket.send(JSON.stringify(data));
      return true;
    },
    close() {
      closedByUs = true;
      clearTimeout(timer);
      socket?.close();
    },
  };
}

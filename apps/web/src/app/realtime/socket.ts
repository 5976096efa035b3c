import { getAccessToken, needsToken, refreshAccessToken } from '../api';

/** What the browser reports when the server refused the upgrade (an expired token answers 401). */
const ABNORMAL_CLOSURE = 1006;

export interface SocketHandlers {
  onMessage(data: unknown): void;
  onOpen?(): void;
  /** The socket closed and will not come back by itself. */
  onClose?(event: CloseEvent): void;
}

export interface SocketConnection {
  /** Sends JSON; false (and a log line) when the socket is not open. */
  send(data: unknown): boolean;
  close(): void;
}

function socketUrl(path: string, token: string | null): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
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

  const open = async () => {
    if (needsToken()) await refreshAccessToken();
    if (closedByUs) return;
    const current = new WebSocket(socketUrl(path, getAccessToken()));
    socket = current;
    current.onopen = () => {
      retried = false;
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
      if (event.code === ABNORMAL_CLOSURE && !retried) {
        retried = true;
        void refreshAccessToken().then((refreshed) => {
          if (closedByUs) return;
          if (refreshed) void open();
          else handlers.onClose?.(event);
        });
        return;
      }
      handlers.onClose?.(event);
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
      socket?.close();
    },
  };
}

/**
 * The browser's WebSocket as the tests drive it (`vi.stubGlobal('WebSocket', FakeSocket)`): each socket the app opens
 * is kept in `FakeSocket.created`, and the test opens it, sends it frames and drops it.
 */
export class FakeSocket {
  static OPEN = 1;
  static created: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.created.push(this);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** A frame from the server, as JSON. */
  frame(data: object) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
}

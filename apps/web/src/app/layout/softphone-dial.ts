/**
 * Click-to-call from a page (a lead's or a contact's phone): the page asks, the softphone of the layout opens and
 * places the call, showing its state, timer and Colgar like a call dialled by hand.
 */
export interface DialRequest {
  /** What the softphone shows: the national number of a Colombian phone, else every digit. */
  shown: string;
  /** What the PBX dials: the softphone's prefix and the national number, or the international digits. */
  dialed: string;
  /** The contact called, so the finished call opens its typification. */
  contacto?: number;
}

type Dialer = (request: DialRequest) => Promise<boolean>;

let dialer: Dialer | null = null;

/** The softphone takes the requests while it is mounted; answers how to let go. */
export function registerDialer(next: Dialer): () => void {
  dialer = next;
  return () => {
    if (dialer === next) dialer = null;
  };
}

/** Asks the softphone to call; resolves whether the call started (false also when there is no softphone). */
export function dial(request: DialRequest): Promise<boolean> {
  return dialer ? dialer(request) : Promise.resolve(false);
}

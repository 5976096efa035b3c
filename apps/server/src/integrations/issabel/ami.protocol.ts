/** One AMI packet: keys as sent (first one Action, Response or Event), values in order; keys may repeat. */
export type AmiPacket = [string, string][];

const END = '\r\n\r\n';

/** A line break inside a key or value would end the packet early and start another one of the sender's choosing. */
const LINE_BREAK = /[\r\n]/;

export function serializePacket(packet: AmiPacket): string {
  for (const [key, value] of packet) {
    if (LINE_BREAK.test(key) || LINE_BREAK.test(value)) throw new Error(`AMI: salto de línea en el campo ${JSON.stringify(key)}`);
  }
  return packet.map(([key, value]) => `${key}: ${value}\r\n`).join('') + '\r\n';
}

/** The value of a key, case-insensitive (field names differ between Asterisk versions). */
export function field(packet: AmiPacket, key: string): string | undefined {
  const lower = key.toLowerCase();
  return packet.find(([k]) => k.toLowerCase() === lower)?.[1];
}

/**
 * Splits a TCP stream into packets: `Key: Value` lines ending with an empty line. The banner line
 * (`Asterisk Call Manager/…`) comes first, on its own, and is handed to `onBanner`.
 */
export class AmiParser {
  private buffer = '';
  private bannerSeen = false;
  constructor(private readonly onPacket: (packet: AmiPacket) => void, private readonly onBanner: (line: string) => void = () => {}) {}

  push(chunk: string): void {
    this.buffer += chunk;
    if (!this.bannerSeen) {
      const newline = this.buffer.indexOf('\r\n');
      if (newline < 0) return;
      const first = this.buffer.slice(0, newline);
      if (!first.includes(':')) {
        this.onBanner(first);
        this.buffer = this.buffer.slice(newline + 2);
      }
      this.bannerSeen = true;
    }
    for (let end = this.buffer.indexOf(END); end >= 0; end = this.buffer.indexOf(END)) {
      const text = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + END.length);
      const packet = text.split('\r\n').filter(Boolean).map((line): [string, string] => {
        const colon = line.indexOf(':');
        return colon < 0 ? [line, ''] : [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
      });
      if (packet.length > 0) this.onPacket(packet);
    }
  }
}

/** A received packet as a map of lower-cased keys; a key sent several times keeps every value, in order. */
export type AmiMessage = Record<string, string | string[]>;

export function toMessage(packet: AmiPacket): AmiMessage {
  const message: AmiMessage = {};
  for (const [key, value] of packet) {
    const lower = key.toLowerCase();
    const earlier = message[lower];
    message[lower] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return message;
}

/** The (first) value of a key of a message, case-insensitive. */
export function valueOf(message: AmiMessage, key: string): string | undefined {
  const value = message[key.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

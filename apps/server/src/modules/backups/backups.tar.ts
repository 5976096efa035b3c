import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

/**
 * A small POSIX tar (ustar, with pax headers for long names and large sizes) writer and reader, both streaming:
 * each entry's size is known before its bytes are written, so nothing larger than one entry of the database is
 * ever held in memory, and a stored file is copied from disk as it is read.
 */

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);
/** The largest size an ustar header holds in its 11 octal digits. */
const USTAR_MAX_SIZE = 0o77777777777;

/** The archive ended before its end-of-archive marker, or holds something this reader does not write. */
export class TarError extends Error {}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, mtime: Date, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(type === 'x' ? 0o644 : 0o640, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(Math.min(size, USTAR_MAX_SIZE), 12), 124, 'ascii');
  block.write(octal(Math.max(0, Math.floor(mtime.getTime() / 1000)), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\u000000', 257, 'binary');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

/** One pax record: `<length> <key>=<value>\n`, the length counting itself. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length = String(length).length + Buffer.byteLength(body);
  return `${length}${body}`;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Resolves when `out` can take more, or rejects once it was closed or failed. */
async function drained(out: Writable): Promise<void> {
  if (out.destroyed) throw new TarError('El destino del respaldo se cerró.');
  const stop = new AbortController();
  try {
    await Promise.race([
      once(out, 'drain', { signal: stop.signal }),
      once(out, 'close', { signal: stop.signal }).then(() => {
        throw new TarError('El destino del respaldo se cerró.');
      }),
    ]);
  } finally {
    stop.abort();
  }
}

/** Writes tar entries into `out`, waiting whenever it asks to (backpressure). */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(bytes: Buffer): Promise<void> {
    if (bytes.length === 0) return;
    if (this.out.destroyed) throw new TarError('El destino del respaldo se cerró.');
    if (!this.out.write(bytes)) await drained(this.out);
  }

  private async head(name: string, size: number, mtime: Date): Promise<void> {
    const long = Buffer.byteLength(name) > 100 || /[^\x20-\x7e]/.test(name);
    if (long || size > USTAR_MAX_SIZE) {
      const records = Buffer.from((long ? paxRecord('path', name) : '') + (size > USTAR_MAX_SIZE ? paxRecord('size', String(size)) : ''));
      await this.write(header('PaxHeader', records.length, mtime, 'x'));
      await this.write(records);
      await this.write(Buffer.alloc(padding(records.length)));
    }
    await this.write(header(long ? asciiName(name) : name, size, mtime, '0'));
  }

  /** An entry whose bytes are in hand. */
  async add(name: string, data: Buffer, mtime = new Date()): Promise<void> {
    await this.head(name, data.length, mtime);
    await this.write(data);
    await this.write(Buffer.alloc(padding(data.length)));
  }

  /**
   * An entry of exactly `size` bytes read from `source` (a stored file). A file that grew while it was read is cut
   * at `size`, one that shrank is filled with zeros, so the archive stays readable; returns whether it was whole.
   */
  async addStream(name: string, size: number, source: Readable, mtime = new Date()): Promise<boolean> {
    await this.head(name, size, mtime);
    let written = 0;
    for await (const chunk of source as AsyncIterable<Buffer>) {
      const part = chunk.subarray(0, Math.max(0, size - written));
      await this.write(part);
      written += part.length;
      if (written >= size) break;
    }
    source.destroy();
    const whole = written === size;
    while (written < size) {
      const fill = Buffer.alloc(Math.min(64 * 1024, size - written));
      await this.write(fill);
      written += fill.length;
    }
    await this.write(Buffer.alloc(padding(size)));
    return whole;
  }

  /** The two zero blocks that end an archive. */
  async end(): Promise<void> {
    await this.write(ZEROS);
  }
}

/** The ustar name field's stand-in for a name given in full by its pax header. */
function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '_').slice(-100);
}

/** Reads exact byte counts from a stream of chunks. */
class ByteReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private ended = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(wanted: number): Promise<void> {
    while (this.buffered < wanted && !this.ended) {
      const next = await this.source.next();
      if (next.done) this.ended = true;
      else if (next.value.length > 0) {
        this.chunks.push(next.value);
        this.buffered += next.value.length;
      }
    }
  }

  private take(count: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const taken = all.subarray(0, count);
    const rest = all.subarray(count);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    return taken;
  }

  /** Exactly `count` bytes, or null when the stream ended before any byte. */
  async exactly(count: number): Promise<Buffer | null> {
    await this.fill(count);
    if (this.buffered === 0 && this.ended) return null;
    if (this.buffered < count) throw new TarError('El archivo está incompleto: termina a mitad de una entrada.');
    return this.take(count);
  }

  /** At most `count` bytes, at least one. */
  async some(count: number): Promise<Buffer> {
    await this.fill(1);
    if (this.buffered === 0) throw new TarError('El archivo está incompleto: termina a mitad de una entrada.');
    return this.take(Math.min(count, this.buffered));
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes, a chunk at a time; read them (or not) before asking for the next entry. */
  chunks(): AsyncGenerator<Buffer>;
  /** The whole entry; refused past `limit` bytes. */
  buffer(limit: number): Promise<Buffer>;
}

function parseOctal(field: Buffer): number {
  // Base-256 (GNU) for very large numbers: the high bit of the first byte is set.
  if (field[0]! & 0x80) {
    let value = 0;
    for (let i = 1; i < field.length; i += 1) value = value * 256 + field[i]!;
    return value;
  }
  const text = field.toString('ascii').replace(/\0.*$/s, '').trim();
  return text === '' ? 0 : parseInt(text, 8);
}

function cString(field: Buffer): string {
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? field.length : end).toString('utf8');
}

function parsePax(data: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    if (space < 0) break;
    const length = Number(data.subarray(at, space).toString('ascii'));
    if (!Number.isInteger(length) || length <= 0) throw new TarError('El archivo tiene una cabecera pax dañada.');
    const record = data.subarray(space + 1, at + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    if (equals > 0) records[record.slice(0, equals)] = record.slice(equals + 1);
    at += length;
  }
  return records;
}

/** The regular-file entries of a tar stream, in order; fails on a truncated archive or a damaged header. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  let pax: Record<string, string> = {};
  let longName: string | null = null;
  for (;;) {
    const block = await reader.exactly(BLOCK);
    if (!block) throw new TarError('El archivo está incompleto: falta el final del archivo tar.');
    if (block.every((byte) => byte === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
    if (sum !== parseOctal(block.subarray(148, 156))) throw new TarError('No es un archivo tar válido (suma de control de una cabecera).');
    const type = String.fromCharCode(block[156]!);
    const prefix = cString(block.subarray(345, 500));
    const baseName = cString(block.subarray(0, 100));
    const name = pax.path ?? longName ?? (prefix ? `${prefix}/${baseName}` : baseName);
    const size = pax.size !== undefined ? Number(pax.size) : parseOctal(block.subarray(124, 136));
    pax = {};
    longName = null;
    let left = size;
    const consume = async function* (): AsyncGenerator<Buffer> {
      while (left > 0) {
        const chunk = await reader.some(left);
        left -= chunk.length;
        yield chunk;
      }
    };
    const finish = async () => {
      for await (const chunk of consume()) void chunk;
      const pad = padding(size);
      if (pad > 0 && !(await reader.exactly(pad))) throw new TarError('El archivo está incompleto: termina a mitad de una entrada.');
    };
    const readAll = async (limit: number) => {
      if (size > limit) throw new TarError(`La entrada ${name} del archivo es demasiado grande.`);
      const parts: Buffer[] = [];
      for await (const chunk of consume()) parts.push(chunk);
      return Buffer.concat(parts);
    };
    if (type === 'x') pax = parsePax(await readAll(1024 * 1024));
    else if (type === 'L') longName = cString(await readAll(1024 * 1024));
    else if (type === '0' || type === '\0' || type === '7') {
      yield { name, size, chunks: consume, buffer: readAll };
    }
    await finish();
  }
}

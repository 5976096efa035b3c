import { createReadStream } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { CALL_RECORDS_MSG } from '@atiende/shared';
import { hasRecording } from './telephony.call-records.js';

/** Recording formats the PBX writes, by extension (lower case), and how they are served. */
const MIME_TYPES: Record<string, string> = { wav: 'audio/wav', gsm: 'audio/gsm', mp3: 'audio/mpeg' };

const isRecordingExtension = (file: string) => Object.hasOwn(MIME_TYPES, path.extname(file).slice(1).toLowerCase());

export const recordingMimeType = (file: string) => (isRecordingExtension(file) ? MIME_TYPES[path.extname(file).slice(1).toLowerCase()]! : 'application/octet-stream');

/** A name the resolver refuses outright: NUL, a '..' segment, or more than a path can hold. */
const isHostile = (name: string) => name.includes('\u0000') || name.length > 1024 || name.split(/[\\/]/).includes('..');

/** `real` lies inside `base` (both real paths). */
const isInside = (base: string, real: string) => real.startsWith(base.endsWith(path.sep) ? base : base + path.sep);

/** The YYYY/MM/DD folder of a file named `…-YYYYMMDD-HHMMSS-…`: the first 8-digit token starting with 2. */
export function dayFolderOf(name: string): string | null {
  const token = path.basename(name).split(/[-.]/).find((part) => /^2\d{7}$/.test(part));
  return token ? path.join(token.slice(0, 4), token.slice(4, 6), token.slice(6, 8)) : null;
}

/** The real path of `candidate` when it is a file inside `base`, else null (a link out of the base is refused). */
async function fileInside(base: string, candidate: string): Promise<string | null> {
  const real = await realpath(candidate).catch(() => null);
  if (!real || !isInside(base, real)) return null;
  const info = await stat(real).catch(() => null);
  return info?.isFile() ? real : null;
}

/** A file of the folder of `candidate` named as it is plus a known recording extension (the CDR may omit it). */
async function withExtension(base: string, candidate: string): Promise<string | null> {
  const folder = path.dirname(candidate);
  const stem = `${path.basename(candidate)}.`;
  const entries = await readdir(folder).catch(() => [] as string[]);
  for (const entry of entries.sort()) {
    if (entry.startsWith(stem) && isRecordingExtension(entry)) {
      const found = await fileInside(base, path.join(folder, entry));
      if (found) return found;
    }
  }
  return null;
}

/**
 * Finds a recording the way Issabel's monitoring module does: an absolute path only when it lies under the base
 * folder; else base + name; else base + YYYY/MM/DD (from the name's date) + name; and when the name has no extension,
 * a file of that name with one. '' and 'deleted' are no recording; a name with NUL or '..', or whose real path leaves
 * the base (a symbolic link), is refused. Returns the file's real path or null.
 */
export async function resolveRecording(baseDir: string, recordingfile: string): Promise<string | null> {
  const name = recordingfile.trim();
  if (!hasRecording(name) || isHostile(name)) return null;
  const base = await realpath(baseDir).catch(() => null);
  if (!base) return null;
  const underBase = (candidate: string) => isInside(base, path.resolve(candidate)) || isInside(path.resolve(baseDir), path.resolve(candidate));
  const candidates: string[] = [];
  if (path.isAbsolute(name)) {
    candidates.push(name);
  } else {
    candidates.push(path.join(base, name));
    const day = dayFolderOf(name);
    if (day) candidates.push(path.join(base, day, path.basename(name)));
  }
  for (const candidate of candidates) {
    if (!underBase(candidate)) continue;
    const found = await fileInside(base, candidate);
    if (found) return found;
  }
  // The uniqueid's dot makes '.9' look like an extension: a name without a known recording extension is globbed.
  if (!isRecordingExtension(name)) {
    for (const candidate of candidates) {
      if (!underBase(candidate)) continue;
      const found = await withExtension(base, candidate);
      if (found) return found;
    }
  }
  return null;
}

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * The one byte range a `Range` header asks of a file of `size` bytes: null to send the whole file (no header, one
 * that is not `bytes=`, several ranges or a malformed one, which RFC 9110 lets a server ignore), 'unsatisfiable'
 * when it starts past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** Streams a recording with Range support: 200 whole, 206 a part, 416 a range past the end. */
export async function sendRecording(reply: FastifyReply, file: string, rangeHeader: string | undefined) {
  const info = await stat(file);
  const range = parseRange(rangeHeader, info.size);
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', recordingMimeType(file))
    .header('content-disposition', `inline; filename="${path.basename(file).replace(/[^\w.-]/g, '_')}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=600');
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${info.size}`).header('content-type', 'application/json; charset=utf-8')
      .send({ detail: CALL_RECORDS_MSG.rangeNotSatisfiable });
  }
  if (range === null) return reply.header('content-length', info.size).send(createReadStream(file));
  return reply.code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(createReadStream(file, { start: range.start, end: range.end }));
}

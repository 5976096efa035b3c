import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CHAT_MAX_FILE_BYTES, CHAT_MSG } from '@atiende/shared';

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
const DEFAULT_FILENAME = 'archivo';
const MAX_FILENAME_LENGTH = 200;

/** Types served inline; anything else (HTML and SVG included) downloads as plain bytes. */
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.webm': 'audio/webm',
  '.m4a': 'audio/mp4',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.zip': 'application/zip',
};

export type Decoded = { bytes: Buffer } | { error: string };

/** Decodes a file sent as base64 or as a data URL, refusing it before decoding when it is too large. */
export function decodeFile(input: string): Decoded {
  const comma = input.indexOf(',');
  const encoded = (input.startsWith('data:') ? input.slice(comma + 1) : input).replace(/\s+/g, '');
  if (!BASE64.test(encoded) || encoded.length % 4 === 1) return { error: CHAT_MSG.invalidFile };
  const padding = encoded.endsWith('==') ? 2 : encoded.endsWith('=') ? 1 : 0;
  const size = Math.floor((encoded.length * 3) / 4) - padding;
  if (size > CHAT_MAX_FILE_BYTES) return { error: CHAT_MSG.fileTooLarge };
  if (size <= 0) return { error: CHAT_MSG.emptyFile };
  return { bytes: Buffer.from(encoded, 'base64') };
}

/** The last path segment without control or reserved characters, so it is safe to show and to send in a header. */
export function sanitizeFilename(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const chars = Array.from(clean);
  return (chars.length > MAX_FILENAME_LENGTH ? chars.slice(-MAX_FILENAME_LENGTH).join('') : clean) || DEFAULT_FILENAME;
}

function safeExtension(filename: string): string {
  const ext = path.extname(filename).toLowerCase();
  return /^\.[a-z0-9]{1,10}$/.test(ext) ? ext : '';
}

/** Writes the bytes under `<uploadsDir>/chat/<year>/` with a random name; returns the path relative to uploadsDir. */
export async function storeChatFile(uploadsDir: string, year: string, filename: string, bytes: Buffer): Promise<string> {
  const relative = path.posix.join('chat', year, `${randomUUID()}${safeExtension(filename)}`);
  const absolute = path.join(uploadsDir, relative);
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, bytes);
  return relative;
}

/** The absolute path of a stored file, or null when the stored path points outside the uploads folder. */
export function storedFilePath(uploadsDir: string, relative: string): string | null {
  const root = path.resolve(uploadsDir);
  const absolute = path.resolve(root, relative);
  return absolute.startsWith(root + path.sep) ? absolute : null;
}

export function contentTypeOf(filename: string): string {
  return CONTENT_TYPES[path.extname(filename).toLowerCase()] ?? 'application/octet-stream';
}

/** `inline` with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
export function inlineDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

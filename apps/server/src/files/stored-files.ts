import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const DEFAULT_FILENAME = 'archivo';
const MAX_FILENAME_LENGTH = 200;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

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

/** The base64 text of a file sent as base64 or as a data URL, or null when it is not valid base64. */
export function base64Payload(input: string): string | null {
  const encoded = (input.startsWith('data:') ? input.slice(input.indexOf(',') + 1) : input).replace(/\s+/g, '');
  return BASE64.test(encoded) && encoded.length % 4 !== 1 ? encoded : null;
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

/** The file's extension when it is a plain short one, else ''. */
export function safeExtension(filename: string): string {
  const ext = path.extname(filename).toLowerCase();
  return /^\.[a-z0-9]{1,10}$/.test(ext) ? ext : '';
}

/** Writes the bytes as `<folder>/<uuid><extension>` under uploadsDir; returns that relative path. */
export async function storeFile(uploadsDir: string, folder: string, extension: string, bytes: Buffer): Promise<string> {
  const relative = path.posix.join(folder, `${randomUUID()}${extension}`);
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

/** Removes a stored file; a file already gone is not an error. */
export async function removeStoredFile(uploadsDir: string, relative: string): Promise<void> {
  const absolute = storedFilePath(uploadsDir, relative);
  if (absolute) await rm(absolute, { force: true });
}

export function contentTypeOf(filename: string): string {
  return CONTENT_TYPES[path.extname(filename).toLowerCase()] ?? 'application/octet-stream';
}

function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return encoded === filename ? `${kind}; filename="${filename}"` : `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** `inline` with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
export const inlineDisposition = (filename: string) => contentDisposition('inline', filename);

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
export const attachmentDisposition = (filename: string) => contentDisposition('attachment', filename);

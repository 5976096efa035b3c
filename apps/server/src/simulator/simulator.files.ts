import type { FastifyReply } from 'fastify';
import { attachmentDisposition, inlineDisposition, sanitizeFilename } from '../files/stored-files.js';

/** Width and height of a PNG, JPEG or GIF, as Telegram reports them for photos; zeros for anything else. */
export function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.length >= 10 && bytes.toString('latin1', 0, 3) === 'GIF') return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    // JPEG: walk the segments up to a start-of-frame marker (C0–CF but C4, C8 and CC), which holds the size.
    let at = 2;
    while (at + 9 < bytes.length && bytes[at] === 0xff) {
      const marker = bytes[at + 1]!;
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
      }
      at += 2 + bytes.readUInt16BE(at + 2);
    }
  }
  return { width: 0, height: 0 };
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp', 'image/gif': '.gif', 'application/pdf': '.pdf',
  'audio/ogg': '.oga', 'audio/mpeg': '.mp3', 'video/mp4': '.mp4',
};

/** The type of an image by its first bytes (Telegram serves photos by what they are, not by what the upload claimed). */
function imageTypeOf(bytes: Buffer): string | null {
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x89504e47) return 'image/png';
  if (bytes.length >= 3 && bytes.toString('latin1', 0, 3) === 'GIF') return 'image/gif';
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  return null;
}

/**
 * The type an uploaded file is kept with: an image's by its bytes; else the one the upload declared,
 * unless it is the generic one clients send (grammY sends every file as application/octet-stream), which
 * its extension then replaces.
 */
export function uploadedType(bytes: Buffer, filename: string, declared: string): string {
  const image = imageTypeOf(bytes);
  if (image) return image;
  const type = declared.split(';')[0]!.trim().toLowerCase();
  if (type && type !== 'application/octet-stream') return type;
  const extension = extensionOf(filename, '');
  return Object.entries(EXTENSIONS).find(([, known]) => known === extension)?.[0] ?? 'application/octet-stream';
}

/** The extension a file goes by: its name's, else its type's, else none. */
export function extensionOf(filename: string | null, mimeType: string): string {
  const own = /\.([a-z0-9]{1,10})$/i.exec(filename ?? '')?.[0];
  return own?.toLowerCase() ?? EXTENSIONS[mimeType] ?? '';
}

/** Types a browser may show inline; anything else is sent as plain bytes to download. */
const INLINE_TYPES = /^(image\/(jpeg|png|gif|webp)|application\/pdf|audio\/[\w.+-]+|video\/[\w.+-]+)$/;

/**
 * Sends bytes somebody uploaded so that the browser can never run them as part of the app: only
 * images, PDF, audio and video keep their type; nosniff and a sandbox policy go with every answer.
 */
export function sendBytes(reply: FastifyReply, bytes: Buffer, mimeType: string, filename: string | null) {
  const inline = INLINE_TYPES.test(mimeType);
  const name = sanitizeFilename(filename);
  return reply
    .header('content-type', inline ? mimeType : 'application/octet-stream')
    .header('content-length', bytes.length)
    .header('content-disposition', inline ? inlineDisposition(name) : attachmentDisposition(name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .send(bytes);
}

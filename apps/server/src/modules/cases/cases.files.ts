import { CASE_IMAGE_MAX_BYTES, CASE_MSG, CASE_SIGNATURE_MAX_BYTES } from '@atiende/shared';
import { fieldError } from '../../errors.js';
import { base64Payload, storeFile } from '../../files/stored-files.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
/** The IEND chunk that closes every PNG: length 0, type, and its fixed CRC. */
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const MAX_SIGNATURE_SIDE = 4000;

export interface CheckedImage {
  bytes: Buffer;
  extension: '.png' | '.jpg';
  mimeType: 'image/png' | 'image/jpeg';
}

function decode(input: string): Buffer | null {
  const encoded = base64Payload(input);
  return encoded === null ? null : Buffer.from(encoded, 'base64');
}

/**
 * A whole PNG: the signature, an IHDR chunk first with a sane width and height, and the IEND chunk
 * last, so a truncated upload or another file renamed is refused.
 */
export function isCompletePng(bytes: Buffer): boolean {
  if (bytes.length < PNG_SIGNATURE.length + 25 + PNG_END.length) return false;
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  const headerLength = bytes.readUInt32BE(8);
  if (headerLength !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return false;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width < 1 || height < 1 || width > MAX_SIGNATURE_SIDE || height > MAX_SIGNATURE_SIDE) return false;
  return bytes.subarray(bytes.length - PNG_END.length).equals(PNG_END);
}

/** The drawn signature: a real PNG of at most 512 KB, judged by its bytes, not by what it claims. */
export function checkSignature(input: string): Buffer {
  const bytes = decode(input);
  if (!bytes) throw fieldError('firma', CASE_MSG.invalidSignature);
  if (bytes.length > CASE_SIGNATURE_MAX_BYTES) throw fieldError('firma', CASE_MSG.signatureTooLarge);
  if (!isCompletePng(bytes)) throw fieldError('firma', CASE_MSG.invalidSignature);
  return bytes;
}

/** A photo of the case: PNG or JPEG by its first bytes, at most 5 MB. */
export function checkCaseImage(input: string): CheckedImage {
  const bytes = decode(input);
  if (!bytes || bytes.length === 0) throw fieldError('images', CASE_MSG.invalidImage);
  if (bytes.length > CASE_IMAGE_MAX_BYTES) throw fieldError('images', CASE_MSG.imageTooLarge);
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return { bytes, extension: '.png', mimeType: 'image/png' };
  if (bytes.subarray(0, 3).equals(JPEG_SIGNATURE)) return { bytes, extension: '.jpg', mimeType: 'image/jpeg' };
  throw fieldError('images', CASE_MSG.invalidImage);
}

/** Writes a file of a case as `cases/<caseId>/<uuid><ext>` under uploadsDir; returns that relative path. */
export function storeCaseFile(uploadsDir: string, caseId: number, extension: string, bytes: Buffer): Promise<string> {
  return storeFile(uploadsDir, `cases/${caseId}`, extension, bytes);
}

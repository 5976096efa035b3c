import { PRODUCT_MSG } from '@atiende/shared';
import { fieldError } from '../../errors.js';

/** The picture types a product accepts, recognised by their first bytes, not by the name sent. */
const IMAGE_TYPES: { extension: string; mimeType: string; matches(bytes: Buffer): boolean }[] = [
  { extension: '.jpg', mimeType: 'image/jpeg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { extension: '.png', mimeType: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { extension: '.webp', mimeType: 'image/webp', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

export interface CheckedImage {
  extension: string;
  mimeType: string;
}

/** Accepts JPG, PNG and WEBP pictures by their content; anything else is refused under `imagen`. */
export function checkProductImage(bytes: Buffer): CheckedImage {
  const type = IMAGE_TYPES.find((candidate) => candidate.matches(bytes));
  if (!type) throw fieldError('imagen', PRODUCT_MSG.imageType);
  return { extension: type.extension, mimeType: type.mimeType };
}

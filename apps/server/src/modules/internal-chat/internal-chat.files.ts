import { INTERNAL_CHAT_MAX_FILE_BYTES, INTERNAL_CHAT_MSG } from '@atiende/shared';
import { base64Payload, safeExtension, storeFile } from '../../files/stored-files.js';

export type Decoded = { bytes: Buffer } | { error: string };

/** Decodes a file sent as base64 or as a data URL, refusing it before decoding when it is too large. */
export function decodeFile(input: string): Decoded {
  const encoded = base64Payload(input);
  if (encoded === null) return { error: INTERNAL_CHAT_MSG.invalidFile };
  const padding = encoded.endsWith('==') ? 2 : encoded.endsWith('=') ? 1 : 0;
  const size = Math.floor((encoded.length * 3) / 4) - padding;
  if (size > INTERNAL_CHAT_MAX_FILE_BYTES) return { error: INTERNAL_CHAT_MSG.fileTooLarge };
  if (size <= 0) return { error: INTERNAL_CHAT_MSG.emptyFile };
  return { bytes: Buffer.from(encoded, 'base64') };
}

/** Writes the bytes under `<uploadsDir>/chat/<year>/` with a random name; returns the path relative to uploadsDir. */
export function storeInternalChatFile(uploadsDir: string, year: string, filename: string, bytes: Buffer): Promise<string> {
  return storeFile(uploadsDir, `chat/${year}`, safeExtension(filename), bytes);
}

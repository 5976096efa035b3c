import { CHAT_MSG, DOCUMENT_MSG, type ChatMessageType } from '@atiende/shared';
import { badRequest } from '../../errors.js';
import { safeExtension } from '../../files/stored-files.js';
import { checkDocumentFile } from '../contact-data/documents.files.js';

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');
/** ISO media (MP4, M4A, 3GP, MOV): a size and 'ftyp'. */
const isoMedia = (b: Buffer) => ascii(b, 4, 8) === 'ftyp';
const matroska = (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));

/** Images, audio and video the chat sends, recognised by their first bytes, not by the name or type declared. */
const MEDIA_SIGNATURES: { kind: ChatMessageType; mimeType: string; matches(bytes: Buffer): boolean }[] = [
  { kind: 'image', mimeType: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { kind: 'image', mimeType: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { kind: 'image', mimeType: 'image/gif', matches: (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a' },
  { kind: 'image', mimeType: 'image/webp', matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
  { kind: 'audio', mimeType: 'audio/ogg', matches: (b) => ascii(b, 0, 4) === 'OggS' },
  { kind: 'audio', mimeType: 'audio/mpeg', matches: (b) => ascii(b, 0, 3) === 'ID3' || (b[0] === 0xff && (b[1]! & 0xe6) === 0xe2) },
  { kind: 'audio', mimeType: 'audio/aac', matches: (b) => b[0] === 0xff && (b[1]! & 0xf6) === 0xf0 },
  { kind: 'audio', mimeType: 'audio/wav', matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE' },
  { kind: 'audio', mimeType: 'audio/amr', matches: (b) => ascii(b, 0, 5) === '#!AMR' },
];

/** The declared family (image/audio/video) must match the bytes; ISO media and WebM take the family declared. */
function mediaType(bytes: Buffer, family: 'image' | 'audio' | 'video', declared: string) {
  if ((family === 'audio' || family === 'video') && (isoMedia(bytes) || matroska(bytes))) {
    return { kind: family as ChatMessageType, mimeType: declared };
  }
  const found = MEDIA_SIGNATURES.find((candidate) => candidate.matches(bytes));
  return found && found.kind === family ? { kind: found.kind, mimeType: found.mimeType } : null;
}

/**
 * The message type and MIME type of an agent's upload (§2.2: images, audio, video, .pdf, .doc, .docx),
 * checked on its content: HTML named .png is refused, never stored as an image.
 */
export function chatFileKind(bytes: Buffer, declaredMime: string, filename: string): { kind: ChatMessageType; mimeType: string } {
  const mime = declaredMime.toLowerCase().split(';')[0]!.trim();
  const family = /^(image|audio|video)\//.exec(mime)?.[1] as 'image' | 'audio' | 'video' | undefined;
  if (family && !mime.includes('svg')) {
    const type = mediaType(bytes, family, mime);
    if (!type) throw badRequest(DOCUMENT_MSG.contentMismatch, 'unsupported_media');
    return type;
  }
  if (!['.pdf', '.doc', '.docx'].includes(safeExtension(filename))) throw badRequest(CHAT_MSG.unsupportedFile, 'unsupported_media');
  return { kind: 'document', mimeType: checkDocumentFile(filename, bytes).mimeType };
}

import path from 'node:path';
import { DOCUMENT_MSG } from '@atiende/shared';
import { badRequest } from '../../errors.js';
import { base64Payload, storeFile } from '../../files/stored-files.js';

/** What the first bytes of a file say it is. */
type FileKind = 'pdf' | 'png' | 'jpeg' | 'ooxml' | 'ole';

interface AllowedType {
  kind: FileKind;
  mimeType: string;
  /** For Office Open XML files: the folder the ZIP must hold (word/ or xl/). */
  ooxmlFolder?: string;
}

const DOCUMENT_TYPES: Record<string, AllowedType> = {
  '.pdf': { kind: 'pdf', mimeType: 'application/pdf' },
  '.png': { kind: 'png', mimeType: 'image/png' },
  '.jpg': { kind: 'jpeg', mimeType: 'image/jpeg' },
  '.jpeg': { kind: 'jpeg', mimeType: 'image/jpeg' },
  '.doc': { kind: 'ole', mimeType: 'application/msword' },
  '.xls': { kind: 'ole', mimeType: 'application/vnd.ms-excel' },
  '.docx': {
    kind: 'ooxml', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ooxmlFolder: 'word/',
  },
  '.xlsx': {
    kind: 'ooxml', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ooxmlFolder: 'xl/',
  },
};

const PHOTO_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg']);

const SIGNATURES: [FileKind, number[]][] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46]], // %PDF
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['ooxml', [0x50, 0x4b, 0x03, 0x04]], // ZIP
  ['ole', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
];

function detectKind(bytes: Buffer): FileKind | null {
  for (const [kind, signature] of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte)) return kind;
  }
  return null;
}

/** A ZIP stores its entry names uncompressed, so an Office file shows its content types and main folder as plain text. */
function isOfficeOpenXml(bytes: Buffer, folder: string): boolean {
  return bytes.includes('[Content_Types].xml') && bytes.includes(folder);
}

export interface CheckedFile {
  extension: string;
  mimeType: string;
}

/** Accepts the file only when its extension is allowed and its bytes really are of that type. */
function checkFile(filename: string, bytes: Buffer, allowed: Record<string, AllowedType>, typeMessage: string): CheckedFile {
  const extension = path.extname(filename).toLowerCase();
  const type = allowed[extension];
  if (!type) throw badRequest(typeMessage);
  const matches = detectKind(bytes) === type.kind && (!type.ooxmlFolder || isOfficeOpenXml(bytes, type.ooxmlFolder));
  if (!matches) throw badRequest(DOCUMENT_MSG.contentMismatch);
  return { extension, mimeType: type.mimeType };
}

export function checkDocumentFile(filename: string, bytes: Buffer): CheckedFile {
  return checkFile(filename, bytes, DOCUMENT_TYPES, DOCUMENT_MSG.invalidFileType);
}

export function checkPhotoFile(filename: string, bytes: Buffer): CheckedFile {
  const photoTypes = Object.fromEntries(Object.entries(DOCUMENT_TYPES).filter(([ext]) => PHOTO_EXTENSIONS.has(ext)));
  return checkFile(filename, bytes, photoTypes, DOCUMENT_MSG.invalidPhotoType);
}

/** Decodes a file sent as base64 or as a data URL (its size is bounded by the request's body limit). */
export function decodeBase64File(input: string): Buffer {
  const encoded = base64Payload(input);
  if (encoded === null) throw badRequest(DOCUMENT_MSG.invalidBase64);
  return Buffer.from(encoded, 'base64');
}

/** Writes the bytes as `contacts/<contactId>/<uuid><ext>` under uploadsDir; returns that relative path. */
export function storeContactFile(uploadsDir: string, contactId: number, extension: string, bytes: Buffer): Promise<string> {
  return storeFile(uploadsDir, `contacts/${contactId}`, extension, bytes);
}

/** The extension of a file sent without a name, from its content. */
export function extensionFromContent(bytes: Buffer): string {
  const kind = detectKind(bytes);
  if (kind === 'pdf') return '.pdf';
  if (kind === 'png') return '.png';
  if (kind === 'jpeg') return '.jpg';
  if (kind === 'ooxml') return bytes.includes('word/') ? '.docx' : '.xlsx';
  if (kind === 'ole') return bytes.includes(Buffer.from('WordDocument', 'utf16le')) ? '.doc' : '.xls';
  return '';
}

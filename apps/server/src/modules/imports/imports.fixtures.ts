import { normalizeHeader } from '../../spreadsheets/cells.js';
import { Readable } from 'node:stream';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { CONTACT_SHEET_COLUMNS, type ContactSheetKey } from '@atiende/shared';

/** Files the import and export tests send and read back. */

export const HEADERS = CONTACT_SHEET_COLUMNS.map((c) => c.header);

export type SheetInput = Partial<Record<ContactSheetKey, string | number | Date>>;

/** An .xlsx with the given header row and rows (ExcelJS's normal writer, shared strings like Excel). */
export async function xlsxOf(rows: SheetInput[], headers: string[] = HEADERS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contactos');
  sheet.addRow(headers);
  const keyOf = new Map<string, ContactSheetKey>(CONTACT_SHEET_COLUMNS.map((c) => [normalizeHeader(c.header), c.key]));
  for (const row of rows) sheet.addRow(headers.map((h) => row[keyOf.get(normalizeHeader(h)) as ContactSheetKey] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of the first worksheet as arrays of cell values (index 0 is column A). */
export async function readXlsx(bytes: Buffer): Promise<{ rows: unknown[][]; sheet: ExcelJS.Worksheet }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { rows, sheet };
}

/** The rows of the first sheet of a downloaded workbook. */
export async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  return (await readXlsx(bytes)).rows;
}

/** A multipart/form-data body with one file field, after the text `fields` given. */
export function multipart(filename: string, content: Buffer, field = 'file', fields: Record<string, string> = {}) {
  const boundary = `----atiende${Math.random().toString(16).slice(2)}`;
  const texts = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const head = Buffer.from(
    texts +
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The size of the pieces a socket usually hands over; every upload limit is a multiple of it. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The same body as `multipart`, streamed: the file arrives in 64 KB pieces after `firstBytes`, zeros
 * up to `size`. A limit that is a multiple of 64 KB then falls exactly between two pieces, as it does
 * over a real connection.
 */
export function chunkedMultipart(filename: string, firstBytes: Buffer, size: number, field = 'file', fields: Record<string, string> = {}) {
  const { payload, headers } = multipart(filename, Buffer.alloc(0), field, fields);
  const tailStart = payload.lastIndexOf('\r\n--');
  const pieces = [payload.subarray(0, tailStart)];
  for (let sent = 0; sent < size; sent += CHUNK_BYTES) {
    const piece = Buffer.alloc(Math.min(CHUNK_BYTES, size - sent));
    if (sent === 0) firstBytes.copy(piece);
    pieces.push(piece);
  }
  pieces.push(payload.subarray(tailStart));
  return { payload: Readable.from(pieces), headers };
}

interface ZipPart {
  name: string;
  compressed: Buffer;
  crc: number;
  size: number;
  /** What the zip headers claim the size is. */
  declaredSize?: number;
}

export function zipPart(name: string, content: string | Buffer): ZipPart {
  const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return { name, compressed: deflateRawSync(data), crc: crc32(data), size: data.length };
}

/** A part of `bytes` zero bytes, compressed as it streams (a few hundred kilobytes for hundreds of megabytes). */
export async function zeroPart(name: string, bytes: number): Promise<ZipPart> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const block = Buffer.alloc(1024 * 1024);
  let crc = 0;
  for (let written = 0; written < bytes; written += block.length) {
    const piece = block.subarray(0, Math.min(block.length, bytes - written));
    crc = crc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  await new Promise((resolve) => deflate.end(resolve));
  return { name, compressed: Buffer.concat(chunks), crc, size: bytes };
}

/** A zip written by hand, so a test can make its headers lie. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const size = part.declaredSize ?? part.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc >>> 0, 16);
    central.writeUInt32LE(part.compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.compressed);
    centrals.push(central, name);
    offset += 30 + name.length + part.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The minimal parts of a workbook around a given first worksheet. */
export function workbookParts(sheet: ZipPart): ZipPart[] {
  return [
    zipPart('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    zipPart('xl/workbook.xml', '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="H" sheetId="1" r:id="rId1" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"/></sheets></workbook>'),
    zipPart('xl/_rels/workbook.xml.rels', '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>'),
    sheet,
  ];
}

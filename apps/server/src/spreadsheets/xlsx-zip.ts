import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { crc32, createInflateRaw } from 'node:zlib';
import { IMPORT_MAX_ROWS, IMPORT_MAX_UNCOMPRESSED_BYTES, IMPORT_MSG } from '@atiende/shared';
import { badRequest } from '../errors.js';

/**
 * An uploaded .xlsx is a zip. Before anything reads it as a spreadsheet we check its magic bytes, read
 * its central directory and inflate every entry once without keeping it, so that a zip bomb (hundreds
 * of megabytes packed in a few kilobytes, or sizes that lie) is refused with a 400. The spreadsheet
 * reader is then fed only the parts it needs, rebuilt from those measured entries.
 */

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_DIRECTORY_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_MARKER = 0xffffffff;
const MAX_COMMENT = 0xffff;
const MAX_ENTRIES = 10_000;
const STORED = 0;
const DEFLATED = 8;

/** Worksheets as ExcelJS names them; the first one in the file is the one imported. */
const WORKSHEET_PATH = /^xl\/worksheets\/sheet\d+[.]xml$/;
const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const STYLES = 'xl/styles.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const EMPTY_SHARED_STRINGS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';

export type FileKind = 'xlsx' | 'xls' | 'other';

export interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's compressed bytes start in the file. */
  dataStart: number;
}

export interface Workbook {
  entries: ZipEntry[];
  firstSheet: ZipEntry;
}

export async function detectFileKind(filePath: string): Promise<FileKind> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, 8, 0);
    if (bytesRead >= 4 && head.subarray(0, 4).equals(ZIP_MAGIC)) return 'xlsx';
    if (bytesRead === 8 && head.equals(OLE_MAGIC)) return 'xls';
    return 'other';
  } finally {
    await handle.close();
  }
}

/** The entries of an .xlsx and its first worksheet; a 400 when the zip is not a workbook. */
export async function openWorkbook(filePath: string): Promise<Workbook> {
  const entries = await readEntries(filePath);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has(WORKBOOK) || !names.has(WORKBOOK_RELS)) throw badRequest(IMPORT_MSG.notSpreadsheet);
  const firstSheet = [...entries].sort((a, b) => a.dataStart - b.dataStart).find((e) => WORKSHEET_PATH.test(e.name));
  if (!firstSheet) throw badRequest(IMPORT_MSG.noWorksheet);
  return { entries, firstSheet };
}

/**
 * Inflates every entry once, refusing the file when the total passes `maxUncompressedBytes` or an
 * entry's real size differs from the declared one; returns the rows of the first worksheet (header
 * included), refusing more than `maxRows` data rows.
 */
export async function checkWorkbookSize(
  filePath: string,
  workbook: Workbook,
  limits = { maxUncompressedBytes: IMPORT_MAX_UNCOMPRESSED_BYTES, maxRows: IMPORT_MAX_ROWS },
): Promise<{ rows: number }> {
  const declared = workbook.entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > limits.maxUncompressedBytes) throw badRequest(IMPORT_MSG.zipBomb);
  let inflated = 0;
  let rows = 0;
  for (const entry of workbook.entries) {
    const counter = entry === workbook.firstSheet ? new RowCounter(limits.maxRows) : null;
    const size = await inflatedSize(filePath, entry, limits.maxUncompressedBytes - inflated, counter);
    if (size !== entry.uncompressedSize) throw badRequest(IMPORT_MSG.zipBomb);
    inflated += size;
    if (counter) rows = counter.rows;
  }
  return { rows };
}

/**
 * A zip stream with only the parts the streaming reader needs, in the order that lets it parse the
 * worksheet as it arrives (relationships, workbook, styles and shared strings first), each with a
 * local header rebuilt from the measured sizes. Without this order ExcelJS copies worksheets to
 * temporary files first.
 */
export function workbookPartsStream(filePath: string, workbook: Workbook): Readable {
  const byName = new Map(workbook.entries.map((e) => [e.name, e]));
  const parts: (ZipEntry | Buffer)[] = [];
  for (const name of [WORKBOOK_RELS, WORKBOOK, STYLES]) {
    const entry = byName.get(name);
    if (entry) parts.push(entry);
  }
  parts.push(byName.get(SHARED_STRINGS) ?? Buffer.from(EMPTY_SHARED_STRINGS));
  parts.push(workbook.firstSheet);
  return Readable.from(zipParts(filePath, parts));
}

async function* zipParts(filePath: string, parts: (ZipEntry | Buffer)[]): AsyncGenerator<Buffer> {
  for (const part of parts) {
    if (Buffer.isBuffer(part)) {
      yield localHeader({ name: SHARED_STRINGS, method: STORED, crc: crc32(part), compressedSize: part.length, uncompressedSize: part.length });
      yield part;
      continue;
    }
    yield localHeader(part);
    if (part.compressedSize === 0) continue;
    const data = createReadStream(filePath, { start: part.dataStart, end: part.dataStart + part.compressedSize - 1 });
    try {
      for await (const chunk of data) yield chunk as Buffer;
    } finally {
      data.destroy();
    }
  }
}

function localHeader(entry: Omit<ZipEntry, 'dataStart'>): Buffer {
  const name = Buffer.from(entry.name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0x800, 6); // UTF-8 names; sizes known, so no data descriptor
  header.writeUInt16LE(entry.method, 8);
  header.writeUInt32LE(entry.crc >>> 0, 14);
  header.writeUInt32LE(entry.compressedSize, 18);
  header.writeUInt32LE(entry.uncompressedSize, 22);
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, name]);
}

async function readEntries(filePath: string): Promise<ZipEntry[]> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, 22 + MAX_COMMENT);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    const eocd = tail.lastIndexOf(END_OF_DIRECTORY_SIGNATURE);
    if (eocd < 0 || eocd + 22 > tail.length) throw badRequest(IMPORT_MSG.notSpreadsheet);
    const count = tail.readUInt16LE(eocd + 10);
    const directorySize = tail.readUInt32LE(eocd + 12);
    const directoryOffset = tail.readUInt32LE(eocd + 16);
    // Zip64 is only needed beyond 4 GB: far past any limit here.
    if (count === 0xffff || directorySize === ZIP64_MARKER || directoryOffset === ZIP64_MARKER) throw badRequest(IMPORT_MSG.zipBomb);
    if (count > MAX_ENTRIES || directoryOffset + directorySize > size) throw badRequest(IMPORT_MSG.notSpreadsheet);
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    const entries = parseCentralDirectory(directory, count);
    for (const entry of entries) {
      entry.dataStart = await locateData(handle, entry.dataStart);
      if (entry.dataStart + entry.compressedSize > directoryOffset) throw badRequest(IMPORT_MSG.notSpreadsheet);
    }
    return entries;
  } finally {
    await handle.close();
  }
}

/** Entries with `dataStart` holding the local header's offset until `locateData` resolves it. */
function parseCentralDirectory(directory: Buffer, count: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_ENTRY) throw badRequest(IMPORT_MSG.notSpreadsheet);
    const flags = directory.readUInt16LE(at + 8);
    const nameLength = directory.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: directory.readUInt16LE(at + 10),
      crc: directory.readUInt32LE(at + 16),
      compressedSize: directory.readUInt32LE(at + 20),
      uncompressedSize: directory.readUInt32LE(at + 24),
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      dataStart: directory.readUInt32LE(at + 42),
    };
    if ([entry.compressedSize, entry.uncompressedSize, entry.dataStart].includes(ZIP64_MARKER)) throw badRequest(IMPORT_MSG.zipBomb);
    if (entry.method !== STORED && entry.method !== DEFLATED) throw badRequest(IMPORT_MSG.notSpreadsheet);
    if (flags & 0x1) throw badRequest(IMPORT_MSG.notSpreadsheet); // encrypted
    entries.push(entry);
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return entries;
}

async function locateData(handle: FileHandle, localHeaderOffset: number): Promise<number> {
  const header = Buffer.alloc(30);
  const { bytesRead } = await handle.read(header, 0, 30, localHeaderOffset);
  if (bytesRead < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) throw badRequest(IMPORT_MSG.notSpreadsheet);
  return localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
}

/** Inflates one entry without keeping it, stopping as soon as it passes `budget` bytes. */
async function inflatedSize(filePath: string, entry: ZipEntry, budget: number, counter: RowCounter | null): Promise<number> {
  if (entry.compressedSize === 0) return 0;
  const raw = createReadStream(filePath, { start: entry.dataStart, end: entry.dataStart + entry.compressedSize - 1 });
  const source: Readable = entry.method === DEFLATED ? raw.pipe(createInflateRaw()) : raw;
  let total = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > budget) throw badRequest(IMPORT_MSG.zipBomb);
      counter?.feed(chunk);
    }
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw badRequest(IMPORT_MSG.notSpreadsheet);
  } finally {
    raw.destroy();
    source.destroy();
  }
  return total;
}

/** Counts `<row` elements of a worksheet's XML as it streams by. */
class RowCounter {
  rows = 0;
  private carry = Buffer.alloc(0);
  constructor(private readonly maxDataRows: number) {}

  feed(chunk: Buffer): void {
    const text = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    let at = text.indexOf('<row');
    let cut = Math.max(0, text.length - 4);
    while (at >= 0) {
      if (at + 4 >= text.length) {
        cut = at;
        break;
      }
      if (isTagEnd(text[at + 4]!)) {
        this.rows += 1;
        if (this.rows - 1 > this.maxDataRows) throw badRequest(IMPORT_MSG.tooManyRows);
      }
      at = text.indexOf('<row', at + 4);
    }
    // The bytes that may be the start of a tag cut by the chunk boundary.
    this.carry = Buffer.from(text.subarray(cut));
  }
}

const isTagEnd = (byte: number) => byte === 0x20 || byte === 0x3e || byte === 0x2f || byte === 0x09 || byte === 0x0a || byte === 0x0d;

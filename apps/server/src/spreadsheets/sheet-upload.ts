import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import { IMPORT_MSG } from '@atiende/shared';
import { AppError, badRequest } from '../errors.js';
import { wholeFile } from '../http/multipart.js';
import { cellText, normalizeHeader } from './cells.js';
import { worksheetRows, type RawRow } from './worksheet-rows.js';
import { checkWorkbookSize, detectFileKind, openWorkbook } from './xlsx-zip.js';

/** The Spanish answers of one upload: each reader says them in its own words. */
export interface SheetMessages {
  notSpreadsheet: string;
  oldExcel: string;
  missingColumns: (names: string) => string;
  empty: string;
  tooManyRows: (max: number) => string;
}

export interface SheetColumn {
  header: string;
  required?: boolean;
  /** Other headers that name the same column ('Template' for 'Plantilla'). */
  aliases?: string[];
}

/** One data row: its number as Excel shows it, and the text of each column by key ('' when empty). */
export interface SheetRow<K extends string> {
  fila: number;
  values: Record<K, string>;
}

const HEADER_ROW = 1;

/** The one file of a multipart request, whole in memory (the multipart limit bounds it); 400 when there is none. */
export async function uploadedSpreadsheet(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(IMPORT_MSG.fileRequired);
  const part = await request.file();
  if (!part) throw badRequest(IMPORT_MSG.fileRequired);
  const bytes = await wholeFile(part);
  if (bytes.length === 0) throw badRequest(IMPORT_MSG.fileRequired);
  return bytes;
}

export interface SheetLimits<K extends string> {
  maxRows: number;
  /** Columns of which the sheet must have at least one (each optional on its own). */
  oneOf?: K[];
}

/**
 * Reads the first worksheet of an uploaded .xlsx held in memory, through a temporary file (see `readSheetFile`).
 */
export async function readUploadedSheet<K extends string>(
  file: Buffer, columns: Record<K, SheetColumn>, limits: SheetLimits<K>, messages: SheetMessages,
): Promise<SheetRow<K>[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atiende-hoja-'));
  try {
    const filePath = path.join(dir, 'hoja.xlsx');
    await writeFile(filePath, file);
    return await readSheetFile(filePath, columns, limits, messages);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Reads the first worksheet of an .xlsx file, finding each column by its header (case, accents and spaces aside).
 * A small compressed file may hold a huge sheet, so the zip is measured before it is parsed and reading stops
 * past `maxRows`. Dates come as 'YYYY-MM-DD' (with ' HH:MM' when they carry a time), numbers as their digits.
 */
export async function readSheetFile<K extends string>(
  filePath: string, columns: Record<K, SheetColumn>, limits: SheetLimits<K>, messages: SheetMessages,
): Promise<SheetRow<K>[]> {
  const kind = await detectFileKind(filePath);
  if (kind === 'xls') throw badRequest(messages.oldExcel);
  if (kind !== 'xlsx') throw badRequest(messages.notSpreadsheet);
  try {
    const workbook = await openWorkbook(filePath);
    await checkWorkbookSize(filePath, workbook);
    const rows = await readRows(worksheetRows(filePath), columns, limits, messages);
    if (rows.length === 0) throw badRequest(messages.empty);
    return rows;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(messages.notSpreadsheet);
  }
}

async function readRows<K extends string>(
  worksheet: AsyncIterable<RawRow>, columns: Record<K, SheetColumn>, { maxRows, oneOf = [] }: SheetLimits<K>, messages: SheetMessages,
): Promise<SheetRow<K>[]> {
  let positions: Record<K, number | null> | null = null;
  const rows: SheetRow<K>[] = [];
  for await (const row of worksheet) {
    if (row.number > maxRows + HEADER_ROW) throw badRequest(messages.tooManyRows(maxRows));
    if (!positions) {
      if (row.number !== HEADER_ROW) break;
      positions = findColumns(row, columns, oneOf, messages);
      continue;
    }
    const values = Object.fromEntries(Object.entries(positions).map(([key, column]) =>
      [key, column === null ? '' : cellText(row.cells[column as number])])) as Record<K, string>;
    if (Object.values(values).some((value) => value !== '')) rows.push({ fila: row.number, values });
  }
  if (!positions) throw badRequest(messages.missingColumns(requiredHeaders(columns).join(', ')));
  return rows;
}

const requiredHeaders = (columns: Record<string, SheetColumn>) => Object.values(columns).filter((c) => c.required).map((c) => c.header);

function findColumns<K extends string>(header: RawRow, columns: Record<K, SheetColumn>, oneOf: K[], messages: SheetMessages): Record<K, number | null> {
  const found = new Map<string, number>();
  header.cells.forEach((cell, column) => {
    const name = normalizeHeader(cellText(cell));
    if (name !== '' && !found.has(name)) found.set(name, column);
  });
  const positionOf = (column: SheetColumn) =>
    [column.header, ...(column.aliases ?? [])].map((name) => found.get(normalizeHeader(name))).find((at) => at !== undefined) ?? null;
  const positions = Object.fromEntries((Object.entries(columns) as [K, SheetColumn][])
    .map(([key, column]) => [key, positionOf(column)])) as Record<K, number | null>;
  const missing = (Object.entries(columns) as [K, SheetColumn][]).filter(([key, column]) => column.required && positions[key] === null);
  if (missing.length > 0) throw badRequest(messages.missingColumns(missing.map(([, column]) => column.header).join(', ')));
  if (oneOf.length > 0 && oneOf.every((key) => positions[key] === null)) {
    throw badRequest(messages.missingColumns(oneOf.map((key) => columns[key].header).join(' o ')));
  }
  return positions;
}

/** A workbook with one sheet: the headers in bold and frozen, then the example rows. */
export async function sheetTemplate(sheetName: string, headers: string[], examples: (string | number)[][] = []): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({ header, width: 24 }));
  sheet.getRow(1).font = { bold: true };
  for (const example of examples) sheet.addRow(example);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** An upload refused for what its rows say: the detail and one line per problem ('Fila 3: …'), nothing written. */
export class SheetRowsRefused extends AppError {
  constructor(detail: string, readonly errores: string[]) {
    super(400, detail, undefined, 'validation');
  }
  override body(): Record<string, unknown> {
    return { detail: this.message, errores: this.errores };
  }
}

import ExcelJS from 'exceljs';
import {
  CONTACT_SHEET_COLUMNS, IMPORT_MSG, type ContactSheetKey, type ContactSheetRow,
} from '@atiende/shared';
import { badRequest } from '../../errors.js';
import { openWorkbook, workbookPartsStream } from '../../spreadsheets/xlsx-zip.js';

/** The spreadsheet side of contacts: headers, cell text, and how a value is written so no formula runs. */

export const SHEET_HEADERS = CONTACT_SHEET_COLUMNS.map((c) => c.header);

/** Header text compared without case, accents or extra spaces. */
export function normalizeHeader(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const KEY_BY_HEADER = new Map(CONTACT_SHEET_COLUMNS.map((c) => [normalizeHeader(c.header), c.key]));

/** Column number (1-based, as ExcelJS gives them) of each template column. */
export type ColumnMap = Map<number, ContactSheetKey>;

/** Maps a header row onto the template columns; a 400 naming the missing, unknown or repeated ones. */
export function matchHeader(cells: unknown[]): ColumnMap {
  const columns: ColumnMap = new Map();
  const seen = new Set<ContactSheetKey>();
  const unknown: string[] = [];
  const repeated: string[] = [];
  cells.forEach((cell, column) => {
    const text = cellText(cell);
    if (!text) return;
    const key = KEY_BY_HEADER.get(normalizeHeader(text));
    if (!key) unknown.push(text);
    else if (seen.has(key)) repeated.push(text);
    else {
      seen.add(key);
      columns.set(column, key);
    }
  });
  const missing = CONTACT_SHEET_COLUMNS.filter((c) => !seen.has(c.key)).map((c) => c.header);
  if (missing.length > 0) throw badRequest(IMPORT_MSG.missingColumns(missing));
  if (unknown.length > 0) throw badRequest(IMPORT_MSG.unknownColumns(unknown));
  if (repeated.length > 0) throw badRequest(IMPORT_MSG.repeatedColumns(repeated));
  return columns;
}

/** Characters that make a spreadsheet read a cell as a formula (or that hide one: tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that no spreadsheet evaluates: a formula-like value gets a leading apostrophe. */
export function safeCellText(value: string | null | undefined): string {
  if (!value) return '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The inverse of `safeCellText`, so that an exported file imports back unchanged. */
function unescapeCellText(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The text of a cell whatever ExcelJS made of it (shared string, rich text, number, date, formula result). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return unescapeCellText(value.trim());
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'VERDADERO' : 'FALSO';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoDate(value);
  if (typeof value === 'object') {
    const cell = value as { richText?: { text?: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(cell.richText)) return cellText(cell.richText.map((r) => r.text ?? '').join(''));
    if ('result' in cell) return cellText(cell.result);
    if ('text' in cell) return cellText(cell.text);
  }
  return '';
}

export interface SheetRow {
  /** The row's number in the spreadsheet (the header is row 1 in a template). */
  number: number;
  values: ContactSheetRow;
}

const READER_OPTIONS = { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', entries: 'ignore' } as const;

/** Raw rows of the first worksheet, streamed: memory stays flat whatever the number of rows. */
async function* worksheetRows(filePath: string): AsyncGenerator<{ number: number; cells: unknown[] }> {
  const workbook = await openWorkbook(filePath);
  const input = workbookPartsStream(filePath, workbook);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, READER_OPTIONS);
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        yield { number: row.number, cells: row.values as unknown[] };
      }
      return;
    }
  } finally {
    input.destroy();
  }
}

const isBlankRow = (cells: unknown[]) => cells.every((cell) => cellText(cell) === '');

/** The header row (the first row with any text) of the first worksheet, matched to the template. */
export async function readHeader(filePath: string): Promise<ColumnMap> {
  for await (const row of worksheetRows(filePath)) {
    if (!isBlankRow(row.cells)) return matchHeader(row.cells);
  }
  throw badRequest(IMPORT_MSG.noRows);
}

function emptySheetRow(): ContactSheetRow {
  return Object.fromEntries(CONTACT_SHEET_COLUMNS.map((c) => [c.key, ''])) as ContactSheetRow;
}

/** The data rows below the header, as text by column, skipping blank rows. */
export async function* readContactRows(filePath: string): AsyncGenerator<SheetRow> {
  let columns: ColumnMap | null = null;
  for await (const row of worksheetRows(filePath)) {
    if (isBlankRow(row.cells)) continue;
    if (!columns) {
      columns = matchHeader(row.cells);
      continue;
    }
    const values = emptySheetRow();
    for (const [column, key] of columns) values[key] = cellText(row.cells[column]);
    yield { number: row.number, values };
  }
}

/** A row's values keyed by the template headers, as the result lists and downloads show them. */
export function rowDataByHeader(values: ContactSheetRow): Record<string, string> {
  return Object.fromEntries(CONTACT_SHEET_COLUMNS.map((c) => [c.header, values[c.key]]));
}

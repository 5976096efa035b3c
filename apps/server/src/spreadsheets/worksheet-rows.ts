import ExcelJS from 'exceljs';
import { cellText } from './cells.js';
import { openWorkbook, workbookPartsStream } from './xlsx-zip.js';

/** A row of the first worksheet as ExcelJS gives it: its number and its values (index 1 is column A). */
export interface RawRow {
  number: number;
  cells: unknown[];
}

const READER_OPTIONS = { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', entries: 'ignore' } as const;

/**
 * The rows of an .xlsx file's first worksheet, streamed from the zip: memory stays flat whatever the number of
 * rows, and a reader that stops early (a row limit, a preview) closes the file. Every spreadsheet the server
 * reads goes through here; what a row means is up to the reader.
 */
export async function* worksheetRows(filePath: string): AsyncGenerator<RawRow> {
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

/** The texts of a row, index 0 being column A: `width` of them, or up to its last non-blank cell. */
export function rowTexts(cells: unknown[], width?: number): string[] {
  // ExcelJS leaves holes for blank cells: every column gets its text ('' for a hole).
  const texts = Array.from({ length: Math.max(0, cells.length - 1) }, (_, i) => cellText(cells[i + 1]));
  if (width !== undefined) return Array.from({ length: width }, (_, i) => texts[i] ?? '');
  let last = texts.length;
  while (last > 0 && texts[last - 1] === '') last -= 1;
  return texts.slice(0, last);
}

export const isBlankRow = (cells: unknown[]) => cells.every((cell) => cellText(cell) === '');

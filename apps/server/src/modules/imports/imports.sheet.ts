import {
  CONTACT_SHEET_COLUMNS, IMPORT_MAX_COLUMNS, IMPORT_MSG, IMPORT_PREVIEW_ROWS, columnLetter, mappingProblems, suggestMapping,
  type ContactSheetKey, type ContactSheetRow, type ImportMapping, type ImportPreview,
} from '@atiende/shared';
import { badRequest } from '../../errors.js';
import { cellText } from '../../spreadsheets/cells.js';
import { isBlankRow, rowTexts, worksheetRows } from '../../spreadsheets/worksheet-rows.js';

/** The spreadsheet side of contacts: header, column mapping, cell text, and how a value is written so no formula runs. */

/** The header row: the text of each column up to its last non-blank cell (index 0 is column A). */
export interface SheetHeader {
  number: number;
  cells: string[];
}

/** How a column is named to people: its header, or 'Columna C' when the header cell is blank. */
export function columnName(header: SheetHeader, index: number): string {
  return header.cells[index] || `Columna ${columnLetter(index)}`;
}

/**
 * The field of each column of `header`: the mapping sent (by column position), or, without one, the
 * one suggested by the headers. A 400 when it names columns the file does not have, gives a field to
 * two columns, or leaves out the name or every field that identifies a contact.
 */
export function resolveMapping(header: SheetHeader, sent: ImportMapping | undefined): (ContactSheetKey | null)[] {
  if (header.cells.length > IMPORT_MAX_COLUMNS) throw badRequest(IMPORT_MSG.tooManyColumns);
  if (sent && sent.slice(header.cells.length).some((field) => field !== null)) {
    throw badRequest(IMPORT_MSG.mappingTooWide(header.cells.length));
  }
  const mapping = sent
    ? header.cells.map((_, i) => sent[i] ?? null)
    : suggestMapping(header.cells);
  const problems = mappingProblems(mapping, header.cells.map((_, i) => columnName(header, i)));
  if (problems.length > 0) throw badRequest(problems.join(' '));
  return mapping;
}


export interface SheetRow {
  /** The row's number in the spreadsheet (the header is row 1 in a template). */
  number: number;
  values: ContactSheetRow;
}

/** The header row (the first row with any text) of the first worksheet. */
export async function readHeader(filePath: string): Promise<SheetHeader> {
  for await (const row of worksheetRows(filePath)) {
    if (!isBlankRow(row.cells)) return { number: row.number, cells: rowTexts(row.cells) };
  }
  throw badRequest(IMPORT_MSG.noRows);
}

/** The header, the suggested field of each column and the first data rows, for the mapping step. */
export async function readPreview(filePath: string, filename: string, totalRows: number): Promise<ImportPreview> {
  let header: SheetHeader | null = null;
  const rows: ImportPreview['rows'] = [];
  for await (const row of worksheetRows(filePath)) {
    if (isBlankRow(row.cells)) continue;
    if (!header) {
      header = { number: row.number, cells: rowTexts(row.cells) };
      if (header.cells.length > IMPORT_MAX_COLUMNS) throw badRequest(IMPORT_MSG.tooManyColumns);
      continue;
    }
    rows.push({ row_number: row.number, cells: rowTexts(row.cells, header.cells.length) });
    if (rows.length >= IMPORT_PREVIEW_ROWS) break;
  }
  if (!header || rows.length === 0) throw badRequest(IMPORT_MSG.noRows);
  const suggested = suggestMapping(header.cells);
  return {
    filename,
    total_rows: totalRows,
    columns: header.cells.map((text, index) => ({ index, letter: columnLetter(index), header: text, field: suggested[index] ?? null })),
    rows,
  };
}

function emptySheetRow(): ContactSheetRow {
  return Object.fromEntries(CONTACT_SHEET_COLUMNS.map((c) => [c.key, ''])) as ContactSheetRow;
}

/** The data rows below the header, as text by field through the job's mapping, skipping blank rows. */
export async function* readContactRows(filePath: string, mapping: readonly (ContactSheetKey | null)[]): AsyncGenerator<SheetRow> {
  let headerSeen = false;
  for await (const row of worksheetRows(filePath)) {
    if (isBlankRow(row.cells)) continue;
    if (!headerSeen) {
      headerSeen = true;
      continue;
    }
    const values = emptySheetRow();
    mapping.forEach((key, index) => {
      if (key) values[key] = cellText(row.cells[index + 1]);
    });
    yield { number: row.number, values };
  }
}

/** A row's values keyed by the template headers, as the result lists and downloads show them. */
export function rowDataByHeader(values: ContactSheetRow): Record<string, string> {
  return Object.fromEntries(CONTACT_SHEET_COLUMNS.map((c) => [c.header, values[c.key]]));
}

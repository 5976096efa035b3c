import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { GROUP_MSG, GROUP_UPLOAD_COLUMNS, GROUP_UPLOAD_MAX_ROWS } from '@atiende/shared';
import { AppError, badRequest } from '../../errors.js';
import { checkWorkbookSize, openWorkbook, workbookPartsStream } from '../../spreadsheets/xlsx-zip.js';

/** One data row of the groups spreadsheet; `fila` is its row number as Excel shows it. */
export interface GroupUploadRow {
  fila: number;
  group: string;
  document: string;
  email: string;
}

const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const HEADER_ROW = 1;

interface Columns {
  group: number;
  document: number | null;
  email: number | null;
}

/**
 * Reads the first worksheet of an .xlsx file. A small compressed file may hold a huge sheet, so the zip
 * is measured before it is parsed (the real uncompressed size of every entry), the streaming reader
 * gets only the parts it needs in an order it can parse without temporary files, and reading stops
 * past GROUP_UPLOAD_MAX_ROWS rows.
 */
export async function readGroupSheet(file: Buffer): Promise<GroupUploadRow[]> {
  assertXlsxSignature(file);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atiende-grupos-'));
  try {
    const filePath = path.join(dir, 'grupos.xlsx');
    await writeFile(filePath, file);
    const workbook = await openWorkbook(filePath);
    await checkWorkbookSize(filePath, workbook);
    return await readFirstSheet(workbookPartsStream(filePath, workbook));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(GROUP_MSG.notSpreadsheet);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The old binary .xls format cannot be read by the spreadsheet library; everything else must be a zip. */
function assertXlsxSignature(file: Buffer): void {
  if (file.subarray(0, 4).equals(OLE2_SIGNATURE)) throw badRequest(GROUP_MSG.oldExcelFormat);
  if (!file.subarray(0, 4).equals(ZIP_SIGNATURE)) throw badRequest(GROUP_MSG.notSpreadsheet);
}

async function readFirstSheet(input: Readable): Promise<GroupUploadRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    entries: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore', worksheets: 'emit',
  });
  for await (const worksheet of reader) {
    return readRows(worksheet as AsyncIterable<ExcelJS.Row>);
  }
  throw badRequest(GROUP_MSG.notSpreadsheet);
}

async function readRows(worksheet: AsyncIterable<ExcelJS.Row>): Promise<GroupUploadRow[]> {
  let columns: Columns | null = null;
  const result: GroupUploadRow[] = [];
  for await (const row of worksheet) {
    if (row.number > GROUP_UPLOAD_MAX_ROWS + HEADER_ROW) throw badRequest(GROUP_MSG.tooManyRows);
    if (!columns) {
      if (row.number !== HEADER_ROW) break;
      columns = findColumns(row);
      continue;
    }
    const data = {
      fila: row.number,
      group: cellText(row, columns.group),
      document: columns.document ? cellText(row, columns.document).replace(/[\s.]/g, '') : '',
      email: columns.email ? cellText(row, columns.email).toLowerCase() : '',
    };
    if (data.group || data.document || data.email) result.push(data);
  }
  if (!columns) throw badRequest(GROUP_MSG.missingColumns);
  return result;
}

function findColumns(header: ExcelJS.Row): Columns {
  const positions = new Map<string, number>();
  header.eachCell((cell, column) => {
    const name = normalizeHeader(cell.text);
    if (!positions.has(name)) positions.set(name, column);
  });
  const group = positions.get(normalizeHeader(GROUP_UPLOAD_COLUMNS.group));
  const document = positions.get(normalizeHeader(GROUP_UPLOAD_COLUMNS.document)) ?? null;
  const email = positions.get(normalizeHeader(GROUP_UPLOAD_COLUMNS.email)) ?? null;
  if (!group || (!document && !email)) throw badRequest(GROUP_MSG.missingColumns);
  return { group, document, email };
}

/** 'Grupo', ' GRUPO ' and 'grupó' name the same column. */
function normalizeHeader(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();
}

function cellText(row: ExcelJS.Row, column: number): string {
  return row.getCell(column).text.trim();
}

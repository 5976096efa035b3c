import ExcelJS from 'exceljs';
import { safeCellText } from '../../spreadsheets/cells.js';

/** One sheet of a report's export: its column headers and rows, as the screen's table shows them. */
export interface ReportSheet {
  name: string;
  headers: string[];
  rows: (string | number | null)[][];
}

const COLUMN_WIDTH = 22;

/** A report's tables as an .xlsx file: one sheet per table, a bold frozen header row, text made safe for Excel. */
export async function reportWorkbook(sheets: ReportSheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const table of sheets) {
    const sheet = workbook.addWorksheet(table.name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = table.headers.map((header) => ({ header, width: COLUMN_WIDTH }));
    sheet.getRow(1).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row.map((cell) => (typeof cell === 'string' ? safeCellText(cell) : cell ?? '')));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A share as a percentage with one decimal; 0 when there is no whole. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0;
}

import { GROUP_MSG, GROUP_UPLOAD_COLUMNS, GROUP_UPLOAD_MAX_ROWS } from '@atiende/shared';
import { readUploadedSheet, type SheetMessages } from '../../spreadsheets/sheet-upload.js';

/** One data row of the groups spreadsheet; `fila` is its row number as Excel shows it. */
export interface GroupUploadRow {
  fila: number;
  group: string;
  document: string;
  email: string;
}

const COLUMNS = {
  group: { header: GROUP_UPLOAD_COLUMNS.group, required: true },
  document: { header: GROUP_UPLOAD_COLUMNS.document },
  email: { header: GROUP_UPLOAD_COLUMNS.email },
};

const MESSAGES: SheetMessages = {
  notSpreadsheet: GROUP_MSG.notSpreadsheet,
  oldExcel: GROUP_MSG.oldExcelFormat,
  missingColumns: () => GROUP_MSG.missingColumns,
  empty: GROUP_MSG.noRows,
  tooManyRows: () => GROUP_MSG.tooManyRows,
};

/** The rows of the groups spreadsheet: Grupo, and Documento or Email (or both), the document without spaces or dots. */
export async function readGroupSheet(file: Buffer): Promise<GroupUploadRow[]> {
  const rows = await readUploadedSheet<keyof typeof COLUMNS>(file, COLUMNS, { maxRows: GROUP_UPLOAD_MAX_ROWS, oneOf: ['document', 'email'] }, MESSAGES);
  return rows.map(({ fila, values }) => ({
    fila, group: values.group, document: values.document.replace(/[\s.]/g, ''), email: values.email.toLowerCase(),
  }));
}

import type { PassThrough } from 'node:stream';
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { CONTACT_SHEET_COLUMNS, IMPORT_OUTCOME_LABELS, type ContactSheetKey, type ImportOutcome } from '@atiende/shared';
import { safeCellText } from '../../spreadsheets/cells.js';
import type { Db } from '../../db/client.js';
import { drained, newStreamingSheet, streamed } from '../../spreadsheets/xlsx-stream.js';
import { groupsByContact } from '../contacts/contacts.writes.js';
import { contactsNewestFirst } from '../contacts/contacts.queries.js';
import { importJobRows } from './imports.tables.js';

/**
 * Spreadsheets the server writes: the contacts export, the empty template and an import's result.
 * The two large ones stream, read in keyset batches (see http/xlsx-stream.ts).
 */

const EXPORT_BATCH = 2_000;
const COLUMN_WIDTH = 22;

type SheetValues = Record<ContactSheetKey, string>;

const SHEET_HEADERS = CONTACT_SHEET_COLUMNS.map((c) => c.header);

/** Contactos.xlsx: the contacts `filter` keeps (the list's search, or a selection), newest first. */
export function contactsExportStream(db: Db, filter: SQL): PassThrough {
  return streamed(async (output) => {
    const { workbook, sheet } = newStreamingSheet(output, 'Contactos', SHEET_HEADERS);
    let lastId: number | null = null;
    for (;;) {
      const page = await contactsNewestFirst(db, filter, lastId, EXPORT_BATCH);
      if (page.length === 0) break;
      const groups = await groupsByContact(db, page.map((c) => c.id));
      for (const contact of page) {
        const values: SheetValues = {
          contactType: contact.contactType,
          firstName: contact.firstName,
          lastName: contact.lastName,
          razonSocial: contact.razonSocial ?? '',
          documentType: contact.documentType ?? '',
          documentNumber: contact.documentNumber ?? '',
          email: contact.email ?? '',
          phone: contact.phone ?? '',
          city: contact.city ?? '',
          address: contact.address ?? '',
          gender: contact.gender ?? '',
          birthdate: contact.birthdate ?? '',
          actividad: contact.actividad ?? '',
          webSite: contact.webSite ?? '',
          groups: (groups.get(contact.id) ?? []).map(([, name]) => name).join(', '),
        };
        sheet.addRow(CONTACT_SHEET_COLUMNS.map((c) => safeCellText(values[c.key]))).commit();
      }
      lastId = page[page.length - 1]!.id;
      if (!(await drained(sheet, output))) return;
      if (page.length < EXPORT_BATCH) break;
    }
    sheet.commit();
    await workbook.commit();
  });
}

const RESULT_HEADERS = ['Fila', 'Resultado', 'Motivo', 'Contacto', ...SHEET_HEADERS];

/** The per-row result of an import: row number, outcome, reason, contact id and the row as it was read. */
export function importResultStream(db: Db, jobId: number): PassThrough {
  return streamed(async (output) => {
    const { workbook, sheet } = newStreamingSheet(output, 'Resultado', RESULT_HEADERS);
    let lastId = 0;
    for (;;) {
      const page = await db
        .select()
        .from(importJobRows)
        .where(and(eq(importJobRows.jobId, jobId), gt(importJobRows.id, lastId)))
        .orderBy(asc(importJobRows.id))
        .limit(EXPORT_BATCH);
      for (const row of page) {
        const data = (row.data ?? {}) as Record<string, string>;
        sheet.addRow([
          row.rowNumber,
          IMPORT_OUTCOME_LABELS[row.outcome as ImportOutcome] ?? row.outcome,
          safeCellText(row.reason),
          row.contactId ?? '',
          ...SHEET_HEADERS.map((header) => safeCellText(data[header] ?? '')),
        ]).commit();
      }
      if (!(await drained(sheet, output))) return;
      if (page.length < EXPORT_BATCH) break;
      lastId = page[page.length - 1]!.id;
    }
    sheet.commit();
    await workbook.commit();
  });
}

/** The empty template: the export's headers and nothing else. */
export async function contactsTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contactos', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = SHEET_HEADERS.map((header) => ({ header, width: COLUMN_WIDTH }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

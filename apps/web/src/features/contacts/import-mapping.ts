import {
  CONTACT_SHEET_COLUMNS, CONTACT_SHEET_LABELS, IMPORT_MSG, mappingProblems,
  type ContactSheetKey, type ImportJobRead, type ImportPreview, type ImportPreviewColumn,
} from '@atiende/shared';

/** The field each column of the file is imported as (null: not imported), by column position. */
export type ColumnMapping = (ContactSheetKey | null)[];

/** The select's value for 'No importar' (a select needs a string). */
export const NOT_IMPORTED = 'no-importar';

export const FIELD_OPTIONS = [
  { value: NOT_IMPORTED, label: 'No importar' },
  ...CONTACT_SHEET_COLUMNS.map((c) => ({ value: c.key as string, label: c.header as string })),
];

/** The mapping the server suggested from the headers. */
export const suggestedMapping = (preview: ImportPreview): ColumnMapping => preview.columns.map((c) => c.field);

/** How a column is named to people: its header, or 'Columna C' when the header cell is blank. */
export const columnTitle = (column: Pick<ImportPreviewColumn, 'header' | 'letter'>) => column.header || `Columna ${column.letter}`;

/** The select's value of a mapped field. */
export const selectValue = (field: ContactSheetKey | null) => field ?? NOT_IMPORTED;

/** The mapping with `index` set to the chosen select value. */
export function withField(mapping: ColumnMapping, index: number, value: string | null): ColumnMapping {
  const field = !value || value === NOT_IMPORTED ? null : (value as ContactSheetKey);
  return mapping.map((current, i) => (i === index ? field : current));
}

/** What keeps the mapping from being imported, worded as the server words it. */
export const problemsOf = (preview: ImportPreview, mapping: ColumnMapping) => mappingProblems(mapping, preview.columns.map(columnTitle));

/** The first values of a column in the preview rows, for recognising what it holds. */
export function examplesOf(preview: ImportPreview, index: number, count = 3): string[] {
  return preview.rows.map((row) => row.cells[index] ?? '').filter((value) => value !== '').slice(0, count);
}

/** The preview rows as they will be imported: one column per mapped field, titled by the field. */
export function mappedPreview(preview: ImportPreview, mapping: ColumnMapping): { headers: string[]; rows: { key: number; cells: string[] }[] } {
  const columns = mapping.flatMap((field, index) => (field ? [{ field, index }] : []));
  return {
    headers: columns.map((c) => CONTACT_SHEET_LABELS[c.field]),
    rows: preview.rows.map((row) => ({ key: row.row_number, cells: columns.map((c) => row.cells[c.index] ?? '') })),
  };
}

/** Rows of a finished import that were not written (rejected or repeated in the file). */
export const rowsLeftOut = (job: Pick<ImportJobRead, 'rejected_rows' | 'duplicate_rows'>) => job.rejected_rows + job.duplicate_rows;

/**
 * The notice at the end of an import: the spec's 'Archivo importado correctamente.' only when every row
 * was written; otherwise how many rows were left out.
 */
export function finishedNotice(job: Pick<ImportJobRead, 'rejected_rows' | 'duplicate_rows'>): { ok: boolean; message: string } {
  if (rowsLeftOut(job) === 0) return { ok: true, message: IMPORT_MSG.imported };
  return { ok: false, message: IMPORT_MSG.importedWithProblems(job.rejected_rows, job.duplicate_rows) };
}

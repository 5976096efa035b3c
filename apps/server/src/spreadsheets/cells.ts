// What every spreadsheet read or written here shares: how a header, a cell and a written value are treated.

/** The content type of an .xlsx answer. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A header or choice compared without case, accents or extra spaces: 'Teléfono', ' TELEFONO ' and 'telefóno' are one. */
export function normalizeHeader(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
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

/** A date as 'YYYY-MM-DD', with ' HH:MM' when it carries a time of day (Excel keeps no zone: read as UTC). */
function dateText(date: Date): string {
  const iso = date.toISOString();
  const time = iso.slice(11, 16);
  return time === '00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${time}`;
}

/** The text of a cell whatever ExcelJS made of it (shared string, rich text, hyperlink, number, date, formula result). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return unescapeCellText(value.replace(/\u0000/g, '').trim());
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'VERDADERO' : 'FALSO';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dateText(value);
  if (typeof value === 'object') {
    const cell = value as { richText?: { text?: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(cell.richText)) return cellText(cell.richText.map((r) => r.text ?? '').join(''));
    if ('result' in cell) return cellText(cell.result);
    if ('text' in cell) return cellText(cell.text);
  }
  return '';
}

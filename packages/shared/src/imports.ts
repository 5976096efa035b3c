import { z } from './zod-spanish.js';
import { MSG } from './messages.js';
import { PageQuery } from './common.js';

/** Limits of the contacts spreadsheet upload. */
export const IMPORT_MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Sum of the uncompressed sizes of the entries of an .xlsx (a zip): above it the file is refused as a zip bomb. */
export const IMPORT_MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;

/** Columns of the contacts spreadsheet, in order: the export, the template and the import share them. */
export const CONTACT_SHEET_COLUMNS = [
  { key: 'contactType', header: 'Tipo de contacto' },
  { key: 'firstName', header: 'Nombres' },
  { key: 'lastName', header: 'Apellidos' },
  { key: 'razonSocial', header: 'Razón social' },
  { key: 'documentType', header: 'Tipo de documento' },
  { key: 'documentNumber', header: 'Número de documento' },
  { key: 'email', header: 'Email' },
  { key: 'phone', header: 'Teléfono' },
  { key: 'city', header: 'Ciudad' },
  { key: 'address', header: 'Dirección' },
  { key: 'gender', header: 'Género' },
  { key: 'birthdate', header: 'Fecha de nacimiento' },
  { key: 'actividad', header: 'Actividad' },
  { key: 'webSite', header: 'Sitio web' },
  { key: 'groups', header: 'Grupos' },
] as const;
export type ContactSheetKey = (typeof CONTACT_SHEET_COLUMNS)[number]['key'];
/** One spreadsheet row as text, keyed by column header. */
export type ContactSheetRow = Record<ContactSheetKey, string>;
export const CONTACT_SHEET_KEYS = CONTACT_SHEET_COLUMNS.map((c) => c.key) as [ContactSheetKey, ...ContactSheetKey[]];
export const CONTACT_SHEET_LABELS = Object.fromEntries(CONTACT_SHEET_COLUMNS.map((c) => [c.key, c.header])) as Record<ContactSheetKey, string>;

/**
 * Column mapping. A file's columns are matched to the template's fields by their header, compared
 * without accents, case, spaces or punctuation, also under the names people commonly give them; the
 * person importing can change each column's field or leave it out. Only what identifies a contact
 * and names it is required (see `mappingProblems`).
 */
export const CONTACT_FIELD_SYNONYMS: Record<ContactSheetKey, readonly string[]> = {
  contactType: ['Tipo de contacto', 'Tipo contacto', 'Tipo de cliente'],
  firstName: ['Nombres', 'Nombre', 'Primer nombre', 'Nombre completo', 'Nombres y apellidos'],
  lastName: ['Apellidos', 'Apellido', 'Primer apellido'],
  razonSocial: ['Razón social', 'Empresa', 'Nombre de la empresa'],
  documentType: ['Tipo de documento', 'Tipo documento', 'Tipo de identificación', 'Tipo doc'],
  documentNumber: [
    'Número de documento', 'Documento', 'Cédula', 'CC', 'C.C.', 'Número de cédula', 'No. documento', 'Nro documento',
    'Identificación', 'Número de identificación', 'NIT',
  ],
  email: ['Email', 'E-mail', 'Correo', 'Correo electrónico', 'Mail'],
  phone: ['Teléfono', 'Celular', 'Móvil', 'Número de teléfono', 'Número de celular', 'Tel', 'Teléfono celular', 'WhatsApp'],
  city: ['Ciudad', 'Municipio'],
  address: ['Dirección', 'Domicilio'],
  gender: ['Género', 'Sexo'],
  birthdate: ['Fecha de nacimiento', 'Fecha nacimiento', 'Nacimiento', 'Cumpleaños'],
  actividad: ['Actividad', 'Actividad económica', 'Sector'],
  webSite: ['Sitio web', 'Página web', 'Web'],
  groups: ['Grupos', 'Grupo'],
};

/** A header as it is compared: without accents, case, spaces or punctuation ('E-mail' and 'email' are one). */
export function headerKey(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

const FIELD_BY_HEADER = new Map<string, ContactSheetKey>(
  (Object.entries(CONTACT_FIELD_SYNONYMS) as [ContactSheetKey, readonly string[]][])
    .flatMap(([key, names]) => names.map((name) => [headerKey(name), key] as [string, ContactSheetKey])),
);

/** The field a header stands for, or null when it is not one people use for a contact field. */
export function fieldOfHeader(header: string): ContactSheetKey | null {
  return FIELD_BY_HEADER.get(headerKey(header)) ?? null;
}

/** The field of each column by its header; a field a column already took is not given to a later one. */
export function suggestMapping(headers: readonly string[]): (ContactSheetKey | null)[] {
  const taken = new Set<ContactSheetKey>();
  return headers.map((header) => {
    const field = fieldOfHeader(header);
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** 'A', 'B', … 'Z', 'AA', … as spreadsheets name columns (0 is A). */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** Fields that identify a contact: a row is matched to an existing contact by them. */
export const IMPORT_KEY_FIELDS = ['documentNumber', 'email', 'phone'] as const satisfies readonly ContactSheetKey[];
/** Fields that name a contact: Nombres for a person, Razón social for a company. */
export const IMPORT_NAME_FIELDS = ['firstName', 'razonSocial'] as const satisfies readonly ContactSheetKey[];

/**
 * What is wrong with a mapping, in Spanish: a field given to two columns, no column for the name, no
 * column that identifies the contact. `columnNames` are the columns as the person sees them.
 */
export function mappingProblems(mapping: readonly (ContactSheetKey | null)[], columnNames: readonly string[]): string[] {
  const problems: string[] = [];
  const columnsOf = new Map<ContactSheetKey, string[]>();
  mapping.forEach((field, index) => {
    if (!field) return;
    columnsOf.set(field, [...(columnsOf.get(field) ?? []), columnNames[index] ?? columnLetter(index)]);
  });
  for (const [field, columns] of columnsOf) {
    if (columns.length > 1) problems.push(IMPORT_MSG.mappingRepeated(CONTACT_SHEET_LABELS[field], columns));
  }
  if (!IMPORT_NAME_FIELDS.some((field) => columnsOf.has(field))) problems.push(IMPORT_MSG.mappingNoName);
  if (!IMPORT_KEY_FIELDS.some((field) => columnsOf.has(field))) problems.push(IMPORT_MSG.mappingNoKey);
  return problems;
}

/** Rows shown in the preview of a file, below its header. */
export const IMPORT_PREVIEW_ROWS = 5;
/** Columns a file may have (a header wider than this is refused). */
export const IMPORT_MAX_COLUMNS = 100;

export const CONTACTS_EXPORT_FILENAME = 'Contactos.xlsx';
export const CONTACTS_TEMPLATE_FILENAME = 'Plantilla-Contactos.xlsx';

/** What an import job loads; contacts are the only kind so far. */
export const IMPORT_KINDS = ['contacts'] as const;
export const IMPORT_STATUSES = ['PENDIENTE', 'PROCESANDO', 'COMPLETADO', 'FALLIDO'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
/** 'duplicate': the row repeats a contact an earlier row of the same file already brought (the first one wins). */
export const IMPORT_OUTCOMES = ['created', 'updated', 'rejected', 'duplicate'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];
export const IMPORT_OUTCOME_LABELS: Record<ImportOutcome, string> = {
  created: 'Creado',
  updated: 'Actualizado',
  rejected: 'Rechazado',
  duplicate: 'Duplicado en el archivo',
};

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
const thousands = (n: number) => n.toLocaleString('es-CO');

export const IMPORT_MSG = {
  /** Spec §5: the upload needs a file. */
  fileRequired: 'Por favor, selecciona un archivo.',
  /** Spec §8: shown when the import has finished. */
  imported: 'Archivo importado correctamente.',
  accepted: 'Archivo recibido. La importación de contactos está en proceso.',
  /** Shown when the import ended with rows left out, instead of 'Archivo importado correctamente.'. */
  importedWithProblems: (rejected: number, duplicates: number) =>
    `Importación terminada con filas sin importar: ${rejected} ${rejected === 1 ? 'rechazada' : 'rechazadas'} y ` +
    `${duplicates} ${duplicates === 1 ? 'duplicada' : 'duplicadas'} en el archivo.`,
  wrongExtension: 'Solo se admiten libros de Excel (.xlsx).',
  /** The file picker's note: old binary workbooks cannot be read. */
  xlsHint: 'Los archivos .xls (Excel 97-2003) no se pueden leer: ábralos en Excel y use «Guardar como» → «Libro de Excel (.xlsx)».',
  notSpreadsheet: 'El archivo no es una hoja de cálculo de Excel (.xlsx) válida.',
  oldExcelFormat:
    'El archivo está en el formato antiguo de Excel (.xls), que no se puede leer. Ábralo en Excel y guárdelo como "Libro de Excel (.xlsx)"; luego súbalo de nuevo.',
  tooLarge: `El archivo supera el tamaño máximo de ${megabytes(IMPORT_MAX_FILE_BYTES)}.`,
  zipBomb: `El archivo descomprimido supera el máximo de ${megabytes(IMPORT_MAX_UNCOMPRESSED_BYTES)}; no se puede procesar.`,
  tooManyRows: `El archivo supera el máximo de ${thousands(IMPORT_MAX_ROWS)} filas.`,
  noWorksheet: 'El archivo no contiene ninguna hoja de cálculo.',
  noRows: 'El archivo no tiene filas de contactos debajo de los encabezados.',
  tooManyColumns: `El archivo tiene más de ${IMPORT_MAX_COLUMNS} columnas.`,
  mappingRepeated: (field: string, columns: string[]) => `El campo «${field}» está asignado a más de una columna: ${columns.join(', ')}.`,
  mappingNoName: 'Asigne una columna a Nombres (o a Razón social, para empresas).',
  mappingNoKey: 'Asigne una columna a Número de documento, Email o Teléfono: con ellos se identifica cada contacto.',
  mappingInvalid: 'La asignación de columnas no es válida.',
  mappingTooWide: (columns: number) => `La asignación de columnas tiene más columnas que el archivo (${columns}).`,
  jobNotFound: 'La importación no existe.',
  unreadable: 'No se pudo leer el archivo durante la importación.',
  auditSummary: (filename: string, created: number, updated: number, rejected: number, duplicates: number) =>
    `Importación de contactos desde ${filename}: ${created} creados, ${updated} actualizados, ${rejected} rechazados, ` +
    `${duplicates} duplicados en el archivo.`,
  auditFailed: (filename: string, error: string) => `Importación de contactos desde ${filename} fallida: ${error}`,
  // Reasons a row is rejected.
  rowInvalidContactType: "Tipo de contacto no válido: use 'PERSONA NATURAL' o 'EMPRESA'.",
  rowFirstNameRequired: 'Nombres es obligatorio para crear una persona.',
  rowRazonSocialRequired: 'Razón social es obligatoria para crear una empresa.',
  rowActividadRequired: 'Actividad es obligatoria para crear una empresa.',
  rowNoKey: 'La fila debe tener Número de documento, Email o Teléfono.',
  rowInvalidDocumentType: 'Tipo de documento no válido: use CEDULA, PASAPORTE, CEDULA_EXTRANJERIA, NIT u OTRO.',
  rowInvalidDocumentNumber: 'Número de documento no válido: solo admite números.',
  rowInvalidEmail: (value: string) => `Email no válido: ${value}.`,
  rowInvalidPhone: (value: string) => `El número de teléfono no es válido: ${value}.`,
  rowDuplicateInFile: (row: number) => `Duplicado en el archivo (fila ${row})`,
  rowUnknownGroup: (name: string) => `El grupo «${name}» no existe.`,
  rowInvalidGender: 'Género no válido: use Masculino, Femenino u Otro.',
  rowInvalidDate: 'Fecha de nacimiento no válida: use AAAA-MM-DD o DD/MM/AAAA.',
  rowInvalidWebSite: 'Sitio web no válido.',
  rowTooLong: (column: string, max: number) => `${column} supera los ${max} caracteres.`,
  rowGroupTooLong: 'Un nombre de grupo supera los 150 caracteres.',
  rowNotSaved: 'No se pudo guardar la fila.',
  jobFailed: 'La importación falló.',
} as const;

export const ImportAccepted = z.object({ job_id: z.number().int(), status: z.enum(IMPORT_STATUSES), message: z.string() });
export type ImportAccepted = z.infer<typeof ImportAccepted>;

export const ImportJobRead = z.object({
  id: z.number().int(),
  /** True while an import whose worker stopped is picked up again. */
  reanudando: z.boolean(),
  status: z.enum(IMPORT_STATUSES),
  filename: z.string(),
  total_rows: z.number().int().nullable(),
  processed_rows: z.number().int(),
  created_rows: z.number().int(),
  updated_rows: z.number().int(),
  rejected_rows: z.number().int(),
  /** Rows that repeat an earlier row of the same file. */
  duplicate_rows: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportJobRead = z.infer<typeof ImportJobRead>;

export const ImportRowRead = z.object({
  row_number: z.number().int(),
  outcome: z.enum(IMPORT_OUTCOMES),
  reason: z.string(),
  contact_id: z.number().int().nullable(),
  data: z.record(z.string(), z.string()).nullable(),
});
export type ImportRowRead = z.infer<typeof ImportRowRead>;

export const ImportRowsQuery = PageQuery.extend({
  outcome: z.enum(IMPORT_OUTCOMES, { error: MSG.invalidInput }).optional(),
});
export type ImportRowsQuery = z.infer<typeof ImportRowsQuery>;

export const ContactsExportQuery = z.object({ search: z.string().trim().max(200).optional().default('') });
export type ContactsExportQuery = z.infer<typeof ContactsExportQuery>;

/** The field each column of the file is imported as (null: 'No importar'), by column position. */
export const ImportMapping = z.array(z.enum(CONTACT_SHEET_KEYS, { error: MSG.invalidInput }).nullable()).max(IMPORT_MAX_COLUMNS);
export type ImportMapping = z.infer<typeof ImportMapping>;

export const ImportPreviewColumn = z.object({
  index: z.number().int(),
  /** The column's letter in the spreadsheet (A, B, …). */
  letter: z.string(),
  /** The header cell's text ('' when blank). */
  header: z.string(),
  /** The field suggested for it, or null. */
  field: z.enum(CONTACT_SHEET_KEYS).nullable(),
});
export type ImportPreviewColumn = z.infer<typeof ImportPreviewColumn>;

/** The header and first rows of an uploaded file, read by the same reader as the import. */
export const ImportPreview = z.object({
  filename: z.string(),
  /** Data rows below the header. */
  total_rows: z.number().int(),
  columns: z.array(ImportPreviewColumn),
  /** The first rows, one text per column. */
  rows: z.array(z.object({ row_number: z.number().int(), cells: z.array(z.string()) })),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

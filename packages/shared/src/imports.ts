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

export const CONTACTS_EXPORT_FILENAME = 'Contactos.xlsx';
export const CONTACTS_TEMPLATE_FILENAME = 'Plantilla-Contactos.xlsx';

/** What an import job loads; contacts are the only kind so far. */
export const IMPORT_KINDS = ['contacts'] as const;
export const IMPORT_STATUSES = ['PENDIENTE', 'PROCESANDO', 'COMPLETADO', 'FALLIDO'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_OUTCOMES = ['created', 'updated', 'rejected'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];
export const IMPORT_OUTCOME_LABELS: Record<ImportOutcome, string> = {
  created: 'Creado',
  updated: 'Actualizado',
  rejected: 'Rechazado',
};

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
const thousands = (n: number) => n.toLocaleString('es-CO');

export const IMPORT_MSG = {
  /** Spec §5: the upload needs a file. */
  fileRequired: 'Por favor, selecciona un archivo.',
  /** Spec §8: shown when the import has finished. */
  imported: 'Archivo importado correctamente.',
  accepted: 'Archivo recibido. La importación de contactos está en proceso.',
  wrongExtension: 'Solo se admiten archivos de Excel (.xlsx o .xls).',
  notSpreadsheet: 'El archivo no es una hoja de cálculo de Excel (.xlsx) válida.',
  oldExcelFormat:
    'El archivo está en el formato antiguo de Excel (.xls), que no se puede leer. Ábralo en Excel y guárdelo como "Libro de Excel (.xlsx)"; luego súbalo de nuevo.',
  tooLarge: `El archivo supera el tamaño máximo de ${megabytes(IMPORT_MAX_FILE_BYTES)}.`,
  zipBomb: `El archivo descomprimido supera el máximo de ${megabytes(IMPORT_MAX_UNCOMPRESSED_BYTES)}; no se puede procesar.`,
  tooManyRows: `El archivo supera el máximo de ${thousands(IMPORT_MAX_ROWS)} filas.`,
  noWorksheet: 'El archivo no contiene ninguna hoja de cálculo.',
  noRows: 'El archivo no tiene filas de contactos debajo de los encabezados.',
  missingColumns: (columns: string[]) => `Faltan columnas de la plantilla: ${columns.join(', ')}. Descargue la plantilla y use sus encabezados en la primera fila.`,
  unknownColumns: (columns: string[]) => `Columnas que no pertenecen a la plantilla: ${columns.join(', ')}.`,
  repeatedColumns: (columns: string[]) => `Columnas repetidas: ${columns.join(', ')}.`,
  jobNotFound: 'La importación no existe.',
  unreadable: 'No se pudo leer el archivo durante la importación.',
  auditSummary: (filename: string, created: number, updated: number, rejected: number) =>
    `Importación de contactos desde ${filename}: ${created} creados, ${updated} actualizados, ${rejected} rechazados.`,
  auditFailed: (filename: string, error: string) => `Importación de contactos desde ${filename} fallida: ${error}`,
  // Reasons a row is rejected.
  rowInvalidContactType: "Tipo de contacto no válido: use 'PERSONA NATURAL' o 'EMPRESA'.",
  rowFirstNameRequired: 'Nombres es obligatorio para crear una persona.',
  rowLastNameRequired: 'Apellidos es obligatorio para crear una persona.',
  rowRazonSocialRequired: 'Razón social es obligatoria para crear una empresa.',
  rowActividadRequired: 'Actividad es obligatoria para crear una empresa.',
  rowNoKey: 'La fila debe tener Número de documento, Email o Teléfono.',
  rowInvalidDocumentType: 'Tipo de documento no válido: use CEDULA, PASAPORTE, CEDULA_EXTRANJERIA, NIT u OTRO.',
  rowInvalidDocumentNumber: 'Número de documento no válido: solo admite números.',
  rowInvalidEmail: (value: string) => `Email no válido: ${value}.`,
  rowInvalidPhone: (value: string) => `Teléfono no válido: ${value}.`,
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

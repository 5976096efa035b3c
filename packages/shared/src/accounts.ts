import { z } from './zod-spanish.js';
import { MSG } from './messages.js';
import { dbId, requiredText, sortedPageQuery } from './common.js';

export const ACCOUNT_DOCUMENT_TYPES = ['CEDULA', 'PASAPORTE', 'CEDULA_EXTRANJERIA', 'NIT', 'OTRO'] as const;
export type AccountDocumentType = (typeof ACCOUNT_DOCUMENT_TYPES)[number];
export const ACCOUNT_DOCUMENT_TYPE_LABELS: Record<AccountDocumentType, string> = {
  CEDULA: 'Cédula',
  PASAPORTE: 'Pasaporte',
  CEDULA_EXTRANJERIA: 'Cédula de extranjería',
  NIT: 'NIT',
  OTRO: 'Otro',
};

export const ACCOUNT_MSG = {
  created: 'Se ha agregado con éxito',
  updated: 'Se ha Actualizado con éxito',
  documentTaken: 'Ya existe una cuenta con este número de documento.',
  invalidDocumentType: 'Seleccione un tipo de documento válido.',
} as const;

/** Required text made only of digits; an empty value reads as missing, not as non-numeric. */
const requiredDigits = (max: number) =>
  z.string().trim().min(1, { error: MSG.required, abort: true }).max(max).regex(/^\d+$/, MSG.numericOnly);

const documentType = () =>
  z.enum(ACCOUNT_DOCUMENT_TYPES, {
    error: (issue) => (issue.input === undefined || issue.input === null ? MSG.required : ACCOUNT_MSG.invalidDocumentType),
  });

export const AccountIdParam = z.object({ id: dbId() });

export const AccountRead = z.object({
  id: z.number().int(),
  name: z.string(),
  documentType: z.enum(ACCOUNT_DOCUMENT_TYPES),
  documentNumber: z.string(),
  address: z.string(),
  phone: z.string(),
  city: z.string(),
});
export type AccountRead = z.infer<typeof AccountRead>;

export const AccountSaved = AccountRead.extend({ message: z.string() });
export type AccountSaved = z.infer<typeof AccountSaved>;

/** Every field of an account is required. */
export const AccountCreate = z.object({
  name: requiredText(200),
  documentType: documentType(),
  documentNumber: requiredDigits(30),
  address: requiredText(300),
  phone: requiredDigits(20),
  city: requiredText(100),
});
export type AccountCreate = z.infer<typeof AccountCreate>;

/** An update sends the fields it changes; each one sent follows the create rules. */
export const AccountUpdate = AccountCreate.partial();
export type AccountUpdate = z.infer<typeof AccountUpdate>;

/** The accounts list: `ordering` by document, name or city (newest first without it). */
export const ACCOUNT_ORDERING = ['documentNumber', 'name', 'city'] as const;
export const AccountListQuery = sortedPageQuery(ACCOUNT_ORDERING);
export type AccountListQuery = z.infer<typeof AccountListQuery>;

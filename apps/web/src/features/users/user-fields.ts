import { CONTACT_TYPES, DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, MSG } from '@atiende/shared';

export const DOCUMENT_TYPE_OPTIONS = DOCUMENT_TYPES.map((value) => ({ value, label: DOCUMENT_TYPE_LABELS[value] }));
export const CONTACT_TYPE_OPTIONS = [...CONTACT_TYPES];
export const GENDER_OPTIONS = ['Masculino', 'Femenino', 'Otro'];

/** What a document-number field keeps of what is typed or pasted. */
export const onlyDigits = (text: string) => text.replace(/\D/g, '');

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side checks with the same messages as the server, so both read alike. */
export const rules = {
  required: (value: unknown) => (typeof value === 'string' ? value.trim() : value) ? null : MSG.required,
  email: (value: string) => (!value.trim() ? MSG.required : EMAIL_SHAPE.test(value.trim()) ? null : MSG.invalidEmail),
  password: (value: string) => (!value ? MSG.required : value.length < 8 ? MSG.passwordTooShort : null),
  confirmation: (value: string, values: { password: string }) =>
    !value ? MSG.required : value === values.password ? null : MSG.passwordsDiffer,
};


/** Reads a typed date written DD/MM/AAAA into the 'YYYY-MM-DD' the date fields keep; null when it is not a real date. */
export function parseDayMonthYear(text: string): string | null {
  const parts = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!parts) return null;
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

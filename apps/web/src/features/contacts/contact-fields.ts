import {
  COMPANY_DOCUMENT_TYPES, CONTACT_DOCUMENT_TYPE_LABELS, CONTACT_MSG, GENDERS, MSG, PERSON_CREATE_DOCUMENT_TYPES,
  type ContactListItem, type ContactOption,
} from '@atiende/shared';

export const PERSON_DOCUMENT_OPTIONS = PERSON_CREATE_DOCUMENT_TYPES.map((value) => ({
  value,
  label: CONTACT_DOCUMENT_TYPE_LABELS[value],
}));
export const COMPANY_DOCUMENT_OPTIONS = COMPANY_DOCUMENT_TYPES.map((value) => ({
  value,
  label: value === 'NIT' ? 'NIT' : CONTACT_DOCUMENT_TYPE_LABELS[value],
}));
export const GENDER_OPTIONS = [...GENDERS];

/** Country calling codes offered before a phone number; Colombia first and by default. */
export const PHONE_CODES = [
  { value: '+57', label: '+57 Colombia' },
  { value: '+58', label: '+58 Venezuela' },
  { value: '+593', label: '+593 Ecuador' },
  { value: '+51', label: '+51 Perú' },
  { value: '+52', label: '+52 México' },
  { value: '+1', label: '+1 Estados Unidos' },
];
export const DEFAULT_PHONE_CODE = '+57';

/** What a number field keeps of what is typed or pasted. */
export const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** The phone as sent: calling code and the digits of the number, e.g. '+573001234567'. */
export const fullPhone = (code: string, number: string) => `${code}${onlyDigits(number)}`;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side checks worded as the server words them. */
export const contactRules = {
  required: (value: unknown) => ((typeof value === 'string' ? value.trim() : value) ? null : CONTACT_MSG.required),
  email: (value: string) =>
    !value.trim() ? CONTACT_MSG.required : EMAIL_SHAPE.test(value.trim()) ? null : MSG.invalidEmail,
};


/** How a contact is named in lists and pickers; the placeholders are the spec's. */
export const displayName = (contact: Pick<ContactListItem, 'get_full_name'>) =>
  contact.get_full_name.trim() || CONTACT_MSG.noName;

/** A contact as a picker option: the id as value, the name and the document (when known) as label. */
export interface ContactPickOption {
  value: string;
  label: string;
}

export function contactOption(
  contact: Pick<ContactOption, 'id' | 'get_full_name'> & { documentNumber?: string | null },
): ContactPickOption {
  const name = displayName(contact);
  return { value: String(contact.id), label: contact.documentNumber ? `${name} · ${contact.documentNumber}` : name };
}

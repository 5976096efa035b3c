import {
  COMPANY_MERGE_FIELDS, COMPANY_TYPE, CONTACT_DOCUMENT_TYPE_LABELS, MERGE_FIELD_LABELS, PERSON_MERGE_FIELDS, formatPhone,
  type ContactMerge, type ContactRead, type MergeCounts, type MergeField, type MergeSide,
} from '@atiende/shared';
import { counted } from '../../ui/plural';

/** One side of a merge as the dialog shows it: each field's value as text ('' when it has none). */
export interface MergeSideValues {
  kind: string;
  values: Record<MergeField, string>;
}

const documentText = (type: string | null, number: string | null) => {
  if (!number) return '';
  const label = CONTACT_DOCUMENT_TYPE_LABELS[type as keyof typeof CONTACT_DOCUMENT_TYPE_LABELS] ?? type ?? '';
  return `${label} ${number}`.trim();
};

/** The values of a saved contact, with its hoja de vida's occupation when it has one. */
export function sideOfContact(contact: ContactRead, resume: { ocupacion: string } | null): MergeSideValues {
  return {
    kind: contact.contactType,
    values: {
      first_name: contact.first_name,
      last_name: contact.last_name,
      razon_social: contact.razon_social ?? '',
      actividad: contact.actividad ?? '',
      web_site: contact.web_site ?? '',
      document: documentText(contact.documentType, contact.documentNumber),
      birthdate: contact.birthdate ?? '',
      gender: contact.gender ?? '',
      city: contact.city ?? '',
      email: contact.username ?? '',
      phone: formatPhone(contact.phone[0]?.telefono) || '',
      address: contact.address ?? '',
      resume: resume ? `Ocupación: ${resume.ocupacion}` : '',
    },
  };
}

/** What the person form of a contact not created yet would bring (it is created without a document). */
export interface DraftPerson {
  first_name: string;
  last_name: string;
  username?: string | null;
  email?: string | null;
  phone?: string | null;
  birthdate?: string | null;
  gender?: string | null;
  city?: string | null;
  address?: string | null;
}

export function sideOfDraft(draft: DraftPerson): MergeSideValues {
  return {
    kind: 'PERSONA NATURAL',
    values: {
      first_name: draft.first_name, last_name: draft.last_name, razon_social: '', actividad: '', web_site: '', document: '',
      birthdate: draft.birthdate ?? '', gender: draft.gender ?? '', city: draft.city ?? '',
      email: (draft.username ?? draft.email ?? '').toLowerCase(), phone: formatPhone(draft.phone) || '', address: draft.address ?? '',
      resume: '',
    },
  };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The fields of the contacts' kind whose values differ: only those need a choice. A hoja de vida only when
 * both have one: a single one moves to the survivor whatever is chosen.
 */
export function differingFields(survivor: MergeSideValues, other: MergeSideValues): MergeField[] {
  const fields = survivor.kind === COMPANY_TYPE ? COMPANY_MERGE_FIELDS : PERSON_MERGE_FIELDS;
  const bothHaveResume = survivor.values.resume !== '' && other.values.resume !== '';
  return fields.filter((field) => (field !== 'resume' || bothHaveResume) && !same(survivor.values[field], other.values[field]));
}

/**
 * The first choice offered: the survivor's value, unless it has none and the other has one.
 */
export function defaultChoices(survivor: MergeSideValues, other: MergeSideValues): Partial<Record<MergeField, MergeSide>> {
  return Object.fromEntries(differingFields(survivor, other).map((field): [MergeField, MergeSide] => [
    field, survivor.values[field].trim() === '' && other.values[field].trim() !== '' ? 'other' : 'survivor',
  ]));
}

/** The body's `keep`: only the choices of the other contact's values need sending. */
export function keepOf(choices: Partial<Record<MergeField, MergeSide>>): ContactMerge['keep'] {
  return Object.fromEntries(Object.entries(choices).filter(([, side]) => side === 'other')) as ContactMerge['keep'];
}

export const fieldLabel = (field: MergeField) => MERGE_FIELD_LABELS[field];

const MOVE_NOUNS: [keyof MergeCounts, string, string][] = [
  ['gestiones', 'gestión', 'gestiones'],
  ['documents', 'documento', 'documentos'],
  ['groups', 'grupo', 'grupos'],
  ['conversations', 'conversación', 'conversaciones'],
  ['contact_data', 'dato de contacto', 'datos de contacto'],
  ['campaigns', 'campaña', 'campañas'],
  ['relations', 'relación', 'relaciones'],
  ['agents', 'agente asignado', 'agentes asignados'],
  ['cases', 'caso', 'casos'],
  ['tasks', 'tarea', 'tareas'],
  ['surveys', 'encuesta respondida', 'encuestas respondidas'],
];

/** '3 gestiones', '1 documento'…: the kinds that move, the four the dialog always names first even at 0. */
export function movesSummary(counts: MergeCounts): string[] {
  return MOVE_NOUNS
    .filter(([key], index) => index < 4 || counts[key] > 0)
    .map(([key, one, many]) => counted(counts[key], one, many));
}

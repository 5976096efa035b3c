import {
  COMPANY_DOCUMENT_TYPES, CONTACT_DATA_LABELS, CONTACT_DATA_MSG, CONTACT_DOCUMENT_TYPE_LABELS, CONTACT_DOCUMENT_TYPES,
  CONTACT_MSG, DOCUMENT_MSG, DOCUMENT_TYPE_CONTACT_LABELS, DOCUMENT_TYPES_CONTACT, MSG, RESUME_MSG, type ContactDataTipo,
} from '@atiende/shared';

/** Texts of the contact profile (spec §8), word for word. */
export const PROFILE_MSG = {
  profileUpdated: CONTACT_MSG.profileUpdated,
  relationsAdded: CONTACT_MSG.relationAdded,
  relationDeleted: 'Se ha eliminado el parentesco',
  confirmRelationDelete: '¿Estás seguro de que quieres eliminar este parentesco ?',
  dataAdded: CONTACT_DATA_MSG.created,
  dataDeleted: 'Se ha eliminado el dato de contacto',
  confirmDataDelete: CONTACT_DATA_MSG.confirmDelete,
  documentAdded: DOCUMENT_MSG.created,
  documentDeleted: 'Se ha eliminado el documento',
  confirmDocumentDelete: '¿Estás seguro de que quieres eliminar este documento ?',
  requiredFields: DOCUMENT_MSG.requiredFields,
  resumeAdded: 'Se ha agregado con éxito',
  resumeItemDeleted: 'Se ha eliminado con éxito',
  confirmResumeItemDelete: '¿Estás seguro de que quieres eliminar este registro ?',
  photoUpdated: CONTACT_MSG.updated,
  noResume: RESUME_MSG.notFound,
  empty: MSG.emptyResults,
  noPhone: CONTACT_MSG.noPhone,
} as const;

/** Person document types: edit screens offer Nit too. */
export const PERSON_DOCUMENT_OPTIONS = CONTACT_DOCUMENT_TYPES.map((value) => ({ value, label: CONTACT_DOCUMENT_TYPE_LABELS[value] }));
export const COMPANY_DOCUMENT_OPTIONS = COMPANY_DOCUMENT_TYPES.map((value) => ({ value, label: CONTACT_DOCUMENT_TYPE_LABELS[value] }));

export function documentTypeLabel(value: string | null): string {
  return CONTACT_DOCUMENT_TYPE_LABELS[value as keyof typeof CONTACT_DOCUMENT_TYPE_LABELS] ?? value ?? '';
}

interface ContactDataKindInfo {
  /** Sub-tab name. */
  tab: string;
  /** Path of the list. */
  listPath: '/contact/get_datos_telefono/' | '/contact/get_datos_email/' | '/contact/get_datos_direccion/' | '/contact/get_datos_redes_sociales/';
  labels: readonly string[];
  valueLabel: string;
  addTitle: string;
}

export const CONTACT_DATA_KINDS: Record<ContactDataTipo, ContactDataKindInfo> = {
  Telefono: {
    tab: 'Teléfonos', listPath: '/contact/get_datos_telefono/', labels: CONTACT_DATA_LABELS.Telefono,
    valueLabel: 'Número de teléfono', addTitle: 'Agregar Teléfono',
  },
  Email: {
    tab: 'E-mails', listPath: '/contact/get_datos_email/', labels: CONTACT_DATA_LABELS.Email,
    valueLabel: 'Correo electrónico', addTitle: 'Agregar E-mail',
  },
  Direccion: {
    tab: 'Direcciones', listPath: '/contact/get_datos_direccion/', labels: CONTACT_DATA_LABELS.Direccion,
    valueLabel: 'Dirección', addTitle: 'Agregar Dirección',
  },
  'Redes Sociales': {
    tab: 'Redes Sociales', listPath: '/contact/get_datos_redes_sociales/', labels: CONTACT_DATA_LABELS['Redes Sociales'],
    valueLabel: 'Usuario o enlace', addTitle: 'Agregar Red Social',
  },
};

/** Country calling codes offered for phones; Colombia first, as the default (spec §9). */
export const COUNTRY_CODES = [
  { value: '+57', label: 'Colombia (+57)' },
  { value: '+1', label: 'Estados Unidos (+1)' },
  { value: '+52', label: 'México (+52)' },
  { value: '+58', label: 'Venezuela (+58)' },
  { value: '+593', label: 'Ecuador (+593)' },
  { value: '+51', label: 'Perú (+51)' },
  { value: '+56', label: 'Chile (+56)' },
  { value: '+54', label: 'Argentina (+54)' },
  { value: '+507', label: 'Panamá (+507)' },
  { value: '+34', label: 'España (+34)' },
];

export const CONTACT_FILE_TYPE_OPTIONS = DOCUMENT_TYPES_CONTACT.map((value) => ({ value, label: DOCUMENT_TYPE_CONTACT_LABELS[value] }));

export function contactFileTypeLabel(value: string): string {
  return DOCUMENT_TYPE_CONTACT_LABELS[value as keyof typeof DOCUMENT_TYPE_CONTACT_LABELS] ?? value;
}

export const LOCATION_TYPES = ['Presencial', 'Remoto', 'Híbrido'];


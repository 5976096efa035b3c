import { z } from './zod-spanish.js';
import { MSG } from './messages.js';
import { MAX_BODY_BYTES } from './constants.js';
import { dbId, requiredQueryId, PageQuery, requiredText } from './common.js';
import { CONTACT_DATA_LABELS, CONTACT_DATA_TIPOS, type ContactDataTipo } from './contacts.js';
import { isValidPhone, PHONE_MSG, storedPhone } from './phones.js';

// ---------------------------------------------------------------------------------------------
// Contact data: phones, e-mails, addresses and social networks of a contact.
// ---------------------------------------------------------------------------------------------

/** Label options by tipo (spec §3); the lists live with the tipos in contacts.ts. */
export const PHONE_LABELS = CONTACT_DATA_LABELS.Telefono;
export const EMAIL_LABELS = CONTACT_DATA_LABELS.Email;
export const ADDRESS_LABELS = CONTACT_DATA_LABELS.Direccion;
export const SOCIAL_LABELS = CONTACT_DATA_LABELS['Redes Sociales'];

export const CONTACT_DATA_MSG = {
  created: 'Se ha agregado los datos con éxito',
  confirmDelete: '¿Estás seguro de que quieres eliminar este dato de contacto ?',
  noPhone: 'No tiene número registrado',
  contactNotFound: 'El contacto no existe.',
  dataNotFound: 'El dato de contacto no existe.',
  invalidTipo: 'Seleccione un tipo válido: Telefono, Email, Direccion o Redes Sociales.',
  invalidLabel: (tipo: ContactDataTipo) => `Seleccione una etiqueta válida: ${CONTACT_DATA_LABELS[tipo].join(', ')}.`,
  invalidPhone: PHONE_MSG.invalid,
  invalidSocial: 'Introduzca una URL (https://...) o un nombre de usuario válido.',
} as const;

const SOCIAL_HANDLE = /^@?[\p{L}\p{N}._-]{1,100}$/u;
const SOCIAL_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const EMAIL_VALUE = z.email();

/** The Spanish reason why `value` is not a valid entry of `tipo`, or null when it is. */
export function contactDataValueProblem(tipo: ContactDataTipo, value: string): string | null {
  switch (tipo) {
    case 'Telefono':
      return isValidPhone(value) ? null : CONTACT_DATA_MSG.invalidPhone;
    case 'Email':
      return EMAIL_VALUE.safeParse(value).success ? null : MSG.invalidEmail;
    case 'Redes Sociales':
      return SOCIAL_URL.test(value) || SOCIAL_HANDLE.test(value) ? null : CONTACT_DATA_MSG.invalidSocial;
    case 'Direccion':
      return null;
  }
}

function normalizeValue(tipo: ContactDataTipo, value: string): string {
  if (tipo === 'Telefono') return storedPhone(value);
  if (tipo === 'Email') return value.toLowerCase();
  return value;
}

const positiveId = () => dbId();
const queryId = () => requiredQueryId();

/** Optional free text: absent, null or blank is stored as ''. */
const optionalText = (max: number) =>
  z.string().trim().max(max).nullish().transform((value) => value ?? '');

export const ContactDataQuery = z.object({ contact: queryId() });

export const ContactDataItem = z.object({ id: z.number().int(), label: z.string(), value_1: z.string() });
export type ContactDataItem = z.infer<typeof ContactDataItem>;

export const ContactDataList = z.object({ count: z.number().int(), results: z.array(ContactDataItem) });
export type ContactDataList = z.infer<typeof ContactDataList>;

export const ContactDataCreate = z
  .object({
    contact: positiveId(),
    tipo: z.enum(CONTACT_DATA_TIPOS, { error: (issue) => (issue.input === undefined ? MSG.required : CONTACT_DATA_MSG.invalidTipo) }),
    label: requiredText(50),
    value_1: requiredText(300),
  })
  .superRefine((data, ctx) => {
    if (!CONTACT_DATA_LABELS[data.tipo].includes(data.label)) {
      ctx.addIssue({ code: 'custom', path: ['label'], message: CONTACT_DATA_MSG.invalidLabel(data.tipo) });
    }
    const problem = contactDataValueProblem(data.tipo, data.value_1);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value_1'], message: problem });
  })
  .transform((data) => ({ ...data, value_1: normalizeValue(data.tipo, data.value_1) }));
export type ContactDataCreate = z.infer<typeof ContactDataCreate>;

export const ContactDataRead = z.object({
  id: z.number().int(),
  contact: z.number().int(),
  tipo: z.enum(CONTACT_DATA_TIPOS),
  label: z.string(),
  value_1: z.string(),
});
export type ContactDataRead = z.infer<typeof ContactDataRead>;

export const ContactDataCreated = ContactDataRead.extend({ message: z.string() });

// ---------------------------------------------------------------------------------------------
// Contact documents.
// ---------------------------------------------------------------------------------------------

export const DOCUMENT_TYPES_CONTACT = ['CEDULA_CIUDADANIA', 'PASAPORTE', 'RUT', 'NIT', 'OTRO'] as const;
export type ContactDocumentType = (typeof DOCUMENT_TYPES_CONTACT)[number];
export const DOCUMENT_TYPE_CONTACT_LABELS: Record<ContactDocumentType, string> = {
  CEDULA_CIUDADANIA: 'Cédula de ciudadanía',
  PASAPORTE: 'Pasaporte',
  RUT: 'RUT',
  NIT: 'NIT',
  OTRO: 'Otro',
};
export const CONTACT_DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx'] as const;
export const CONTACT_DOCUMENT_MAX_BYTES = MAX_BODY_BYTES;
export const CONTACT_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const CONTACT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const DOCUMENT_MSG = {
  created: 'Se ha Agregado el documento con Éxito',
  requiredFields: 'Debe Agregar los Campos Requeridos',
  invalidDocumentType: 'Seleccione un tipo de documento válido: CEDULA_CIUDADANIA, PASAPORTE, RUT, NIT u OTRO.',
  invalidFileType: 'Tipo de archivo no permitido. Se aceptan PDF, JPG, PNG, DOC, DOCX, XLS y XLSX.',
  contentMismatch: 'El contenido del archivo no corresponde a su extensión.',
  invalidBase64: 'El archivo no está codificado en base64 válido.',
  notFound: 'El documento no existe.',
  invalidPhotoType: 'La foto debe ser una imagen JPG o PNG.',
  photoTooLarge: 'La foto supera el tamaño máximo de 5 MB.',
  noPhoto: 'El contacto no tiene foto.',
} as const;

export const ContactDocumentQuery = PageQuery.extend({ contact: queryId() });
export type ContactDocumentQuery = z.infer<typeof ContactDocumentQuery>;

export const ContactDocumentRead = z.object({
  id: z.number().int(),
  contact: z.number().int(),
  documentType: z.string(),
  /** Download path: /api/contact/documentos/{id}/archivo/ */
  document: z.string(),
  filename: z.string(),
  size: z.number().int(),
  /** Name of the user who uploaded it, or null when that user no longer exists. */
  user: z.string().nullable(),
  created_date: z.string(),
});
export type ContactDocumentRead = z.infer<typeof ContactDocumentRead>;

export const ContactDocumentCreated = ContactDocumentRead.extend({ message: z.string() });

/** The JSON form of an upload: the file as base64 (or a data URL). */
export const ContactDocumentJson = z.object({
  contacto: positiveId(),
  documentType: z.enum(DOCUMENT_TYPES_CONTACT),
  document: z.string(),
  filename: z.string().max(300).optional(),
});
export type ContactDocumentJson = z.infer<typeof ContactDocumentJson>;

export const ContactPhoto = z.object({ image: z.string() });

// ---------------------------------------------------------------------------------------------
// Resume (hoja de vida).
// ---------------------------------------------------------------------------------------------

export const RESUME_MSG = {
  notFound: 'El contacto no tiene hoja de vida.',
  alreadyExists: 'El contacto ya tiene hoja de vida.',
  resumeNotFound: 'La hoja de vida no existe.',
  itemNotFound: 'El registro no existe.',
  created: 'Se ha creado la Hoja de Vida con éxito',
  experienceAdded: 'Se ha agregado la Experiencia con éxito',
  educationAdded: 'Se ha agregado la Educación con éxito',
  knowledgeAdded: 'Se ha agregado el Conocimiento con éxito',
} as const;

export const ResumeQuery = z.object({ contacto: queryId() });

export const ResumeCreate = z.object({
  contacto: positiveId(),
  ocupacion: requiredText(150),
  intereses: requiredText(500),
  hobbie: optionalText(500),
  descripcion: optionalText(2000),
});
export type ResumeCreate = z.infer<typeof ResumeCreate>;

export const ExperienceCreate = z.object({
  hoja_de_vida: positiveId(),
  tipo_empleo: requiredText(100),
  cargo: optionalText(150),
  nombre_empresa: optionalText(150),
  ubicacion: optionalText(150),
  tipo_ubicacion: optionalText(100),
  descripcion: optionalText(2000),
});
export type ExperienceCreate = z.infer<typeof ExperienceCreate>;

export const EducationCreate = z.object({
  hoja_de_vida: positiveId(),
  institucion: requiredText(150),
  titulo: optionalText(150),
  fecha_fin: optionalText(50),
  ubicacion: optionalText(150),
  descripcion: optionalText(2000),
});
export type EducationCreate = z.infer<typeof EducationCreate>;

export const KnowledgeCreate = z.object({
  hoja_de_vida: positiveId(),
  aptitud: requiredText(150),
  descripcion: optionalText(2000),
});
export type KnowledgeCreate = z.infer<typeof KnowledgeCreate>;

export const ExperienceRead = z.object({
  id: z.number().int(),
  hoja_de_vida: z.number().int(),
  tipo_empleo: z.string(),
  cargo: z.string(),
  nombre_empresa: z.string(),
  ubicacion: z.string(),
  tipo_ubicacion: z.string(),
  descripcion: z.string(),
});
export type ExperienceRead = z.infer<typeof ExperienceRead>;

export const EducationRead = z.object({
  id: z.number().int(),
  hoja_de_vida: z.number().int(),
  institucion: z.string(),
  titulo: z.string(),
  fecha_fin: z.string(),
  ubicacion: z.string(),
  descripcion: z.string(),
});
export type EducationRead = z.infer<typeof EducationRead>;

export const KnowledgeRead = z.object({
  id: z.number().int(),
  hoja_de_vida: z.number().int(),
  aptitud: z.string(),
  descripcion: z.string(),
});
export type KnowledgeRead = z.infer<typeof KnowledgeRead>;

export const ResumeRead = z.object({
  id: z.number().int(),
  contacto: z.number().int(),
  ocupacion: z.string(),
  intereses: z.string(),
  hobbie: z.string(),
  descripcion: z.string(),
  experiencia: z.array(ExperienceRead),
  educacion: z.array(EducationRead),
  conocimientos: z.array(KnowledgeRead),
});
export type ResumeRead = z.infer<typeof ResumeRead>;

export const ResumeCreated = ResumeRead.extend({ message: z.string() });
export const ExperienceCreated = ExperienceRead.extend({ message: z.string() });
export const EducationCreated = EducationRead.extend({ message: z.string() });
export const KnowledgeCreated = KnowledgeRead.extend({ message: z.string() });

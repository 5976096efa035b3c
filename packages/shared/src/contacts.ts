import { z } from './zod-spanish.js';
import { MSG } from './messages.js';
import { dbId, KeysetPageQuery, MAX_DB_ID, optionalDbId, ordering } from './common.js';
import { weakPasswordReason } from './passwords.js';
import { isValidPhone, PHONE_MSG } from './phones.js';
import { AutorizacionDatos, AutorizacionDatosUpdate } from './privacy.js';

export const CONTACT_MSG = {
  required: 'Este campo es requerido',
  created: 'Se ha agregado el contacto con éxito.',
  updated: 'Se ha Actualizado con éxito',
  profileUpdated: 'Se ha editado el usuario con éxito',
  createFailed: 'Ocurrió un error al crear el contacto. Verifica los datos ingresados.',
  duplicate: 'El Contacto ya existe',
  passwordsDiffer: 'Las contraseñas no coinciden',
  relationAdded: 'Se ha agregado el parentesco',
  agentsAssigned: 'Se ha asignado el Agente con éxito',
  inlineEmail: 'El correo electrónico es obligatorio y debe tener un formato válido',
  inlinePhone: 'El teléfono es obligatorio',
  noPhone: 'No tiene número registrado',
  invalidPhone: PHONE_MSG.invalid,
  invalidDate: 'Introduzca una fecha válida (AAAA-MM-DD).',
  invalidUrl: 'Introduzca una URL válida.',
  invalidChoice: 'Seleccione una opción válida.',
  selfRelation: 'Un contacto no puede relacionarse consigo mismo.',
  unknownContact: (id: number) => `El contacto ${id} no existe.`,
  notAgent: (id: number) => `El usuario ${id} no puede ser asignado como agente.`,
  contactNotFound: 'El contacto no existe.',
  emailTakenByUser: 'Ya existe un usuario con este correo electrónico.',
  documentTaken: 'Ya existe un contacto con este número de documento.',
  emptyList: MSG.emptyResults,
  /** Placeholders the list shows for missing values; the API keeps them null. */
  noName: 'Sin nombre',
  noDocument: 'Sin documento',
  noEmail: 'Sin email',
  noPhoneShort: 'Sin Teléfono',
} as const;

export const PERSON_TYPE = 'PERSONA NATURAL';
export const COMPANY_TYPE = 'EMPRESA';
export const CONTACT_KINDS = [PERSON_TYPE, COMPANY_TYPE] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** Only DESCONECTADO changes anything (the card border); new contacts are ACTIVO. */
export const CONTACT_STATUSES = ['ACTIVO', 'DESCONECTADO'] as const;
export const CONTACT_STATUS_LABELS: Record<string, string> = { ACTIVO: 'Activo', DESCONECTADO: 'Desconectado' };

export const GENDERS = ['Masculino', 'Femenino', 'Otro'] as const;
export const DEFAULT_GENDER = 'Otro';
export const DEFAULT_BIRTHDATE = '2000-01-01';

export const RELATION_TYPES = ['Socio', 'Padre', 'Hijo', 'Hermano', 'Tio', 'Cuñado', 'Primo', 'Amigo'] as const;
export type RelationType = (typeof RELATION_TYPES)[number];

/** Person document types; the create screen offers all but NIT, edit screens offer NIT too. */
export const CONTACT_DOCUMENT_TYPES = ['CEDULA', 'PASAPORTE', 'CEDULA_EXTRANJERIA', 'NIT', 'OTRO'] as const;
export const PERSON_CREATE_DOCUMENT_TYPES = ['CEDULA', 'PASAPORTE', 'CEDULA_EXTRANJERIA', 'OTRO'] as const;
export const COMPANY_DOCUMENT_TYPES = ['NIT', 'OTRO'] as const;
export const CONTACT_DOCUMENT_TYPE_LABELS: Record<(typeof CONTACT_DOCUMENT_TYPES)[number], string> = {
  CEDULA: 'Cédula',
  PASAPORTE: 'Pasaporte',
  CEDULA_EXTRANJERIA: 'Cédula de extranjería',
  NIT: 'Nit',
  OTRO: 'Otro',
};

/** Kinds of contact_data rows and the labels each offers (spec §3). */
export const CONTACT_DATA_TIPOS = ['Telefono', 'Email', 'Direccion', 'Redes Sociales'] as const;
export type ContactDataTipo = (typeof CONTACT_DATA_TIPOS)[number];
export const CONTACT_DATA_LABELS: Record<ContactDataTipo, readonly string[]> = {
  Telefono: ['Whatsapp', 'Principal', 'Casa', 'Trabajo', 'Móvil'],
  Email: ['Principal', 'Trabajo', 'Particular', 'Otro'],
  Direccion: ['Principal', 'Trabajo', 'Casa', 'Otro'],
  'Redes Sociales': ['Facebook', 'Instagram', 'Telegram', 'LinkedIn', 'TikTok', 'X'],
};
/** Label of the contact_data rows written from the create and profile forms. */
export const PRIMARY_DATA_LABEL = 'Principal';

// ---------------------------------------------------------------------------------------------
// Field builders. Empty text means "no value": the browser sends '' for a cleared field.

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
/** PostgreSQL text cannot hold NUL characters: they are dropped before anything else. */
const withoutNul = (value: unknown) => (typeof value === 'string' ? value.replace(/\u0000/g, '') : value);
const blankToUndefined = (value: unknown) => (isBlank(withoutNul(value)) ? undefined : withoutNul(value));
const blankToNull = (value: unknown) => (isBlank(withoutNul(value)) ? null : withoutNul(value));

const requiredMessage = { error: (issue: { input?: unknown }) => (isBlank(issue.input) ? CONTACT_MSG.required : undefined) };

/** Required text: missing or blank gives 'Este campo es requerido'. */
const requiredString = (max: number) =>
  z.preprocess(blankToUndefined, z.string(requiredMessage).trim().min(1, CONTACT_MSG.required).max(max));
/** Optional text: missing or blank is null. */
const optionalString = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable()).optional();

const emailText = () => z.string(requiredMessage).trim().toLowerCase().max(254).pipe(z.email(MSG.invalidEmail));
/** A valid phone number (a national one is read as Colombian); the server stores it in E.164. */
const phoneText = () => z.string(requiredMessage).trim().max(30).refine(isValidPhone, CONTACT_MSG.invalidPhone);
const documentNumberText = () => z.string(requiredMessage).trim().max(30).regex(/^\d+$/, MSG.numericOnly);
const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value) && value >= '1900-01-01' && value <= '2100-12-31';
const dateText = () => z.string().trim().refine(isCalendarDate, CONTACT_MSG.invalidDate);
const urlText = () =>
  z
    .string()
    .trim()
    .max(300)
    .refine((value) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value) || /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(value), CONTACT_MSG.invalidUrl);
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (isBlank(issue.input) ? CONTACT_MSG.required : CONTACT_MSG.invalidChoice) });

const required = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable()).optional();
const id = () => dbId();
const ids = (max = 1000) => z.array(id()).max(max);

export const ContactIdParam = z.object({ id: dbId() });

// ---------------------------------------------------------------------------------------------
// Read shapes

/** [id, name, colour] of a group the contact belongs to. */
export const ContactGroupTag = z.tuple([z.number().int(), z.string(), z.string()]);

export const ContactListItem = z.object({
  id: z.number().int(),
  contactType: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Names for a person, razon_social for a company. */
  get_full_name: z.string(),
  documentType: z.string().nullable(),
  documentNumber: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.string(),
  image: z.string().nullable(),
  grupos: z.array(ContactGroupTag),
  /** The first Telegram user among the contact's social networks (the card's Telegram link), or null. */
  telegram: z.string().nullable(),
});
export type ContactListItem = z.infer<typeof ContactListItem>;

export const ContactOption = z.object({
  id: z.number().int(),
  get_full_name: z.string(),
  documentNumber: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ContactOption = z.infer<typeof ContactOption>;

export const FullListQuery = z.object({ search: z.string().trim().max(200).optional().default('') });
export const FULL_LIST_LIMIT = 1000;

export const PersonRef = z.object({ id: z.number().int(), get_full_name: z.string() });
export type PersonRef = z.infer<typeof PersonRef>;

export const ContactRelationRead = z.object({
  id: z.number().int(),
  destinatario: z.string(),
  destinatario_id: z.number().int(),
  tipo_relacion: z.string(),
});
export type ContactRelationRead = z.infer<typeof ContactRelationRead>;

export const ContactRead = ContactListItem.omit({ email: true, phone: true, telegram: true }).extend({
  /** The primary e-mail, labelled Correo Electrónico. */
  username: z.string().nullable(),
  birthdate: z.string().nullable(),
  city: z.string().nullable(),
  gender: z.string().nullable(),
  address: z.string().nullable(),
  razon_social: z.string().nullable(),
  actividad: z.string().nullable(),
  web_site: z.string().nullable(),
  empresa: z
    .object({ actividad: z.string().nullable(), web_site: z.string().nullable(), persona_contacto: z.array(PersonRef) })
    .nullable(),
  email: z.array(z.object({ id: z.number().int(), email: z.string() })),
  phone: z.array(z.object({ id: z.number().int(), telefono: z.string() })),
  telegram: z.array(z.object({ telegram: z.string() })),
  address_list: z.array(z.object({ id: z.number().int(), label: z.string(), direccion: z.string() })),
  relaciones: z.array(ContactRelationRead),
  agents: z.array(PersonRef),
  campaigns: z.array(z.object({ id: z.number().int(), name: z.string() })),
  statusDescripcion: z.string(),
  ultima_gestion: z
    .object({ id: z.number().int(), created_date: z.string(), estado: z.string(), calificacion: z.string().nullable() })
    .nullable(),
  /** Login user created with the contact, or null. */
  user_id: z.number().int().nullable(),
  /** The data-processing authorization (Ley 1581): PENDIENTE until the person answers. */
  autorizacion_datos: AutorizacionDatos,
  /** When the person's data was suppressed (ISO), or null. A suppressed contact cannot be edited. */
  datos_suprimidos: z.string().nullable(),
});
export type ContactRead = z.infer<typeof ContactRead>;

export const ContactSaved = ContactRead.extend({ message: z.string() });
export type ContactSaved = z.infer<typeof ContactSaved>;

export const DUPLICATE_FIELDS = ['documentNumber', 'email', 'phone'] as const;
export type DuplicateField = (typeof DUPLICATE_FIELDS)[number];
export const DuplicateContact = z.object({
  detail: z.string(),
  duplicate: z.literal(true),
  contact_id: z.number().int(),
  fields: z.array(z.enum(DUPLICATE_FIELDS)),
});
export type DuplicateContact = z.infer<typeof DuplicateContact>;

// ---------------------------------------------------------------------------------------------
// Write shapes

/** A person form; `username` and `email` are both the e-mail, at least one is required. */
const personFields = {
  contactType: z.literal(PERSON_TYPE).optional(),
  first_name: requiredString(150),
  last_name: requiredString(150),
  username: optional(emailText()),
  email: optional(emailText()),
  documentType: optional(choice(CONTACT_DOCUMENT_TYPES)),
  documentNumber: optional(documentNumberText()),
  phone: required(phoneText()),
  birthdate: optional(dateText()),
  city: optionalString(100),
  gender: optional(choice(GENDERS)),
  address: optionalString(300),
  createUser: z.boolean().optional().default(false),
  password: z.string().max(200).optional(),
  confirm_password: z.string().max(200).optional(),
};

type PersonFormInput = {
  username?: string | null; email?: string | null; createUser?: boolean; password?: string; confirm_password?: string;
};

/** Cross-field checks of the person form; they run even when other fields are wrong so every error shows at once. */
function checkPersonForm(value: PersonFormInput, ctx: z.RefinementCtx) {
  if (!value || typeof value !== 'object') return;
  if (isBlank(value.username) && isBlank(value.email)) {
    ctx.addIssue({ code: 'custom', path: ['username'], message: CONTACT_MSG.required });
  }
  if (value.createUser === true) {
    if (isBlank(value.password)) ctx.addIssue({ code: 'custom', path: ['password'], message: CONTACT_MSG.required });
    if (isBlank(value.confirm_password)) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: CONTACT_MSG.required });
    } else if (value.password !== value.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: CONTACT_MSG.passwordsDiffer });
    }
    if (typeof value.password === 'string' && value.password.length > 0 && value.password.length < 8) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: MSG.passwordTooShort });
    } else if (typeof value.password === 'string' && value.password.length > 0) {
      const reason = weakPasswordReason(value.password, value.username ?? value.email);
      if (reason) ctx.addIssue({ code: 'custom', path: ['password'], message: reason });
    }
  }
}
const always = { when: () => true };

export const ContactCreatePerson = z.object(personFields).superRefine(checkPersonForm, always);
export type ContactCreatePerson = z.infer<typeof ContactCreatePerson>;

export const ContactCreateCompany = z.object({
  contactType: z.literal(COMPANY_TYPE),
  razon_social: requiredString(200),
  actividad: requiredString(200),
  documentType: optional(choice(COMPANY_DOCUMENT_TYPES)),
  documentNumber: required(documentNumberText()),
  email: required(emailText()),
  phone: required(phoneText()),
  web_site: optional(urlText()),
  address: optionalString(300),
  city: optionalString(100),
  persona_contacto: ids(50).optional(),
});
export type ContactCreateCompany = z.infer<typeof ContactCreateCompany>;

/** POST /contact/contacto/ and crear-igualmente/: a person (contactType absent or PERSONA NATURAL) or a company. */
export const ContactCreate = z.discriminatedUnion('contactType', [ContactCreatePerson, ContactCreateCompany], {
  error: (issue) => (issue.code === 'invalid_union' ? CONTACT_MSG.invalidChoice : undefined),
});
export type ContactCreate = z.infer<typeof ContactCreate>;

/** The person form sent to link and update an existing contact (the "Reemplazar" choice). */
export const ContactLinkUpdate = z
  .object({ ...personFields, contact_id: z.number(requiredMessage).int().positive().max(MAX_DB_ID) })
  .superRefine(checkPersonForm, always);
export type ContactLinkUpdate = z.infer<typeof ContactLinkUpdate>;

/** PATCH of the profile: person and company fields, all optional; null or '' clears an optional field. */
export const ContactUpdate = z.object({
  first_name: requiredString(150).optional(),
  last_name: requiredString(150).optional(),
  username: optional(emailText()),
  email: optional(emailText()),
  documentType: optional(choice(CONTACT_DOCUMENT_TYPES)),
  documentNumber: optional(documentNumberText()),
  phone: optional(phoneText()),
  birthdate: optional(dateText()),
  city: optionalString(100),
  gender: optional(choice(GENDERS)),
  address: optionalString(300),
  razon_social: requiredString(200).optional(),
  actividad: requiredString(200).optional(),
  web_site: optional(urlText()),
  persona_contacto: ids(50).optional(),
  autorizacion_datos: AutorizacionDatosUpdate.optional(),
});
export type ContactUpdate = z.infer<typeof ContactUpdate>;

export const RelationCreateItem = z.object({
  tipo_relacion: choice(RELATION_TYPES),
  destinatario: z.number(requiredMessage).int().positive().max(MAX_DB_ID),
});
/** A list of relations (one object is accepted too). */
export const RelationCreate = z.preprocess(
  (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? [value] : value),
  z.array(RelationCreateItem).min(1, CONTACT_MSG.required).max(50),
);
export type RelationCreate = z.infer<typeof RelationCreate>;

export const RelationsSaved = z.object({ detail: z.string(), relaciones: z.array(ContactRelationRead) });

export const RelationParams = ContactIdParam.extend({ relationId: dbId() });

export const AgentsAssign = z.object({ agents: ids(200) });
export type AgentsAssign = z.infer<typeof AgentsAssign>;
export const AgentsAssigned = z.object({ detail: z.string(), agents: z.array(PersonRef) });

export const WhatsappNumber = z.object({ id: z.number().int(), telefono: z.string(), label: z.string() });
export type WhatsappNumber = z.infer<typeof WhatsappNumber>;

/**
 * How the contacts list may be sorted (`ordering`): by name (the company name for companies), document or
 * e-mail, each with an index on (sort key, id). Without it, newest first, read by keyset.
 */
export const CONTACT_ORDERING = ['name', 'documentNumber', 'email'] as const;
/** A contacts list (all, or a group's members) that may be sorted; sorted, it is read by offset (`after` is ignored). */
export const SortedContactsQuery = KeysetPageQuery.extend({ ordering: ordering(CONTACT_ORDERING) });
export type SortedContactsQuery = z.infer<typeof SortedContactsQuery>;

/** The contacts list; `campaign` keeps the contacts of one campaign (an empty value means no filter). */
export const ContactListQuery = SortedContactsQuery.extend({
  campaign: optionalDbId(),
});
export type ContactListQuery = z.infer<typeof ContactListQuery>;

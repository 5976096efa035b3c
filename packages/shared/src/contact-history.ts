import { z } from './zod-spanish.js';
import { dbId, MAX_DB_ID } from './common.js';
import { CONTACT_MSG, ContactRead } from './contacts.js';

// ---------------------------------------------------------------------------------------------
// Merging two contacts: the one in the path survives, the other (other_id) is absorbed and deleted.

export const MERGE_MSG = {
  merged: 'Se fusionaron los contactos con éxito.',
  sameContact: 'No se puede fusionar un contacto consigo mismo.',
  deletedContact: (id: number) => `El contacto ${id} fue eliminado y no se puede fusionar.`,
  unknownContact: (id: number) => `El contacto ${id} no existe.`,
  differentKinds: 'No se puede fusionar una persona con una empresa.',
  fieldNotOfKind: 'Este campo no aplica a este tipo de contacto.',
} as const;

/** Which contact's value survives: the one kept ('survivor', the default) or the absorbed one ('other'). */
export const MERGE_SIDES = ['survivor', 'other'] as const;
export type MergeSide = (typeof MERGE_SIDES)[number];

/** Fields chosen one by one; `document` is the type and number together, `resume` the hoja de vida's header. */
export const MERGE_FIELDS = [
  'first_name', 'last_name', 'razon_social', 'actividad', 'web_site', 'document', 'birthdate', 'gender', 'city',
  'email', 'phone', 'address', 'resume',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

/** The fields a person's merge offers; a company's leaves out names, birth date and gender for its own. */
export const PERSON_MERGE_FIELDS: readonly MergeField[] = [
  'first_name', 'last_name', 'document', 'birthdate', 'gender', 'city', 'email', 'phone', 'address', 'resume',
];
export const COMPANY_MERGE_FIELDS: readonly MergeField[] = [
  'razon_social', 'actividad', 'web_site', 'document', 'city', 'email', 'phone', 'address', 'resume',
];

export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  first_name: 'Nombres',
  last_name: 'Apellidos',
  razon_social: 'Razón social',
  actividad: 'Actividad',
  web_site: 'Sitio web',
  document: 'Documento',
  birthdate: 'Fecha de nacimiento',
  gender: 'Género',
  city: 'Ciudad',
  email: 'Correo Electrónico (principal)',
  phone: 'Teléfono (principal)',
  address: 'Dirección (principal)',
  resume: 'Hoja de vida',
};

const side = z.enum(MERGE_SIDES, { error: CONTACT_MSG.invalidChoice });

export const ContactMerge = z.object({
  /** The contact absorbed into the one in the path. */
  other_id: dbId(),
  /** Per field, whose value survives; a field left out keeps the survivor's. */
  keep: z.strictObject({
    first_name: side.optional(),
    last_name: side.optional(),
    razon_social: side.optional(),
    actividad: side.optional(),
    web_site: side.optional(),
    document: side.optional(),
    birthdate: side.optional(),
    gender: side.optional(),
    city: side.optional(),
    email: side.optional(),
    phone: side.optional(),
    address: side.optional(),
    resume: side.optional(),
  }).optional().default({}),
});
export type ContactMerge = z.infer<typeof ContactMerge>;

export const ContactMergeQuery = z.object({ other_id: dbId() });

/** How many rows of each kind the absorbed contact brings (before leaving out values the survivor already has). */
export const MergeCounts = z.object({
  gestiones: z.number().int(),
  documents: z.number().int(),
  groups: z.number().int(),
  conversations: z.number().int(),
  contact_data: z.number().int(),
  campaigns: z.number().int(),
  relations: z.number().int(),
  agents: z.number().int(),
  cases: z.number().int(),
  tasks: z.number().int(),
  surveys: z.number().int(),
});
export type MergeCounts = z.infer<typeof MergeCounts>;

export const MergePreview = z.object({ moves: MergeCounts });
export type MergePreview = z.infer<typeof MergePreview>;

export const ContactMerged = z.object({ detail: z.string(), contact: ContactRead, moved: MergeCounts });
export type ContactMerged = z.infer<typeof ContactMerged>;

// ---------------------------------------------------------------------------------------------
// A contact's activity: gestiones, conversations and the changes the audit log recorded about it.

export const ACTIVITY_KINDS = [
  'gestion', 'conversacion', 'perfil', 'datos', 'documento', 'grupo', 'campana', 'relacion', 'agentes', 'hoja_de_vida', 'fusion',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_MSG = {
  empty: 'Sin actividad registrada',
  badCursor: 'El parámetro before no es válido.',
} as const;

/** A page's end: the entry's time (UTC, to the microsecond), its source and its id. */
export const ACTIVITY_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_(gestion|audit|chat)_(\d{1,10})$/;

/** A cursor whose time is a real instant (no 31 February, no hour 24) and whose id fits an id column. */
export function isActivityCursor(value: string): boolean {
  const match = ACTIVITY_CURSOR.exec(value);
  if (!match) return false;
  const at = new Date(match[1]!);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 23) === match[1]!.slice(0, 23) && Number(match[3]) <= MAX_DB_ID;
}

/** Past this many entries a page is refused; the timeline asks 30 at a time. */
export const ACTIVITY_MAX_PAGE = 100;

export const ContactActivityQuery = z.object({
  limit: z.coerce.number().int().min(1).max(ACTIVITY_MAX_PAGE).default(30),
  /** Where the previous page ended (its `next_before`): entries older than that one. */
  before: z.string().trim().max(80).refine(isActivityCursor, ACTIVITY_MSG.badCursor).optional(),
});
export type ContactActivityQuery = z.infer<typeof ContactActivityQuery>;

export const ContactActivityItem = z.object({
  /** kind and id of the row it comes from, e.g. 'gestion_12'. */
  key: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** ISO time in UTC; shown in Bogotá time. */
  at: z.string(),
  /** Who did it: the agent or user, or null when nobody is recorded (the customer, the system). */
  user: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  /** The screen that shows the item, when there is one. */
  link: z.string().nullable(),
});
export type ContactActivityItem = z.infer<typeof ContactActivityItem>;

export const ContactActivityPage = z.object({
  results: z.array(ContactActivityItem),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: z.string().nullable(),
});
export type ContactActivityPage = z.infer<typeof ContactActivityPage>;

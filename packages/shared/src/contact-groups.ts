import { z } from './zod-spanish.js';
import { MSG } from './messages.js';
import { dbId, requiredText, sortedPageQuery } from './common.js';
import { ContactGroupTag } from './contacts.js';
import { IMPORT_MSG } from './imports.js';

/** Label colours of a contact group, in the order the colour picker shows them. */
export const GROUP_COLORS = ['blue', 'orange', 'pink', 'yellow', 'green', 'purple', 'gray'] as const;
export type GroupColor = (typeof GROUP_COLORS)[number];
export const DEFAULT_GROUP_COLOR: GroupColor = 'blue';

/** Limits of the Excel upload of groups. */
export const GROUP_UPLOAD_MAX_ROWS = 100_000;
export const GROUP_UPLOAD_COLUMNS = { group: 'Grupo', document: 'Documento', email: 'Email' } as const;

/** Most ids one call may add to or remove from a group. */
export const GROUP_MEMBERS_PER_CALL = 5000;

export const GROUP_MSG = {
  created: 'Se ha agregado el grupo con éxito',
  updated: 'Se ha Actualizado el grupo con éxito',
  nameTaken: 'Ya existe un grupo con este nombre.',
  invalidColor: 'Seleccione un color válido: blue, orange, pink, yellow, green, purple o gray.',
  unknownContacts: (ids: number[]) => `No existen los contactos: ${ids.join(', ')}.`,
  unknownGroups: (ids: number[]) => `No existen los grupos: ${ids.join(', ')}.`,
  contactAddedToGroups: 'Se ha agregado el contacto a los grupos con éxito',
  contactRemovedFromGroups: 'Se ha removido el contacto de los grupos con éxito',
  fileRequired: IMPORT_MSG.fileRequired,
  notMultipart: 'Envíe el archivo como multipart/form-data en el campo file.',
  oldExcelFormat: IMPORT_MSG.oldExcelFormat,
  notSpreadsheet: IMPORT_MSG.notSpreadsheet,
  noRows: 'El archivo no tiene filas debajo de los encabezados.',
  missingColumns: "El archivo debe tener en la primera fila las columnas 'Grupo' y 'Documento' (o 'Email').",
  tooManyRows: 'El archivo supera el máximo de 100.000 filas.',
  rowWithoutGroup: 'La fila no tiene Grupo.',
  rowWithoutContactKey: 'La fila no tiene Documento ni Email.',
  groupNameTooLong: 'El nombre del grupo supera los 150 caracteres.',
  contactNotFoundByDocument: (document: string) => `No se encontró un contacto con el documento ${document}.`,
  contactNotFoundByEmail: (email: string) => `No se encontró un contacto con el correo ${email}.`,
  uploadResult: (contacts: number, groups: number) => `${contacts} contactos agregados a ${groups} grupos`,
} as const;

const id = () => dbId();

export const GroupIdParam = z.object({ id: dbId() });

/** A list of ids; one id alone is taken as a list of one. */
const idList = (min = 0) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? [value] : value),
    z.array(id()).min(min, MSG.required).max(GROUP_MEMBERS_PER_CALL),
  );

const groupName = () => requiredText(150);
const groupColor = () =>
  z.enum(GROUP_COLORS, { error: (issue) => (issue.input === undefined ? MSG.required : GROUP_MSG.invalidColor) });

export const GroupRead = z.object({
  id: z.number().int(),
  name: z.string(),
  etiqueta: z.enum(GROUP_COLORS),
  contacts_count: z.number().int(),
});
export type GroupRead = z.infer<typeof GroupRead>;

export const GroupSaved = GroupRead.extend({ message: z.string() });
export type GroupSaved = z.infer<typeof GroupSaved>;

export const GroupOption = z.object({ id: z.number().int(), name: z.string(), etiqueta: z.enum(GROUP_COLORS) });
export type GroupOption = z.infer<typeof GroupOption>;

export const GroupCreate = z.object({
  name: groupName(),
  etiqueta: groupColor().default(DEFAULT_GROUP_COLOR),
  contacts: idList().default([]),
});
export type GroupCreate = z.infer<typeof GroupCreate>;

export const GroupUpdate = z.object({
  name: groupName().optional(),
  etiqueta: groupColor().optional(),
});
export type GroupUpdate = z.infer<typeof GroupUpdate>;

export const GroupMembersChange = z.object({ contacts: idList(1) });
export type GroupMembersChange = z.infer<typeof GroupMembersChange>;

export const GroupMembersAdded = z.object({ contactos_agregados: z.number().int() });
export const GroupMembersRemoved = z.object({ contactos_restantes: z.number().int() });

/** The contact side: put one contact into groups, or take it out of them. */
export const ContactGroupsChange = z.object({ grupo: idList(1) });
export type ContactGroupsChange = z.infer<typeof ContactGroupsChange>;

/** After the change, the contact's groups as the contact list shows them: [id, name, colour]. */
export const ContactGroupsChanged = z.object({ detail: z.string(), grupos: z.array(ContactGroupTag) });

export const GroupUploadError = z.object({ fila: z.number().int(), motivo: z.string() });
export type GroupUploadError = z.infer<typeof GroupUploadError>;

export const GroupUploadResult = z.object({ resultado: z.string(), errores: z.array(GroupUploadError) });
export type GroupUploadResult = z.infer<typeof GroupUploadResult>;

/** The groups list: `ordering` by name (by name, then id, without it). */
export const GROUP_ORDERING = ['name'] as const;
export const GroupListQuery = sortedPageQuery(GROUP_ORDERING);
export type GroupListQuery = z.infer<typeof GroupListQuery>;

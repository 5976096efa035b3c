import { z } from './zod-spanish.js';
import { MSG } from './messages.js';
import { CONTACT_TYPES, DOCUMENT_TYPES, USER_STATUSES } from './constants.js';
import { dbId, digits, email, requiredText, sortedPageQuery } from './common.js';
import { PermissionRead } from './roles.js';
import { PASSWORD_MSG, weakPasswordReason } from './passwords.js';

export const USER_MSG = {
  invalidExtension: 'La extensión solo admite dígitos, hasta 10.',
  registrationClosed: 'El registro de nuevas cuentas está deshabilitado. Pida su cuenta a un administrador.',
  tooManyRegistrations: 'Demasiados registros desde esta conexión. Inténtelo de nuevo en una hora.',
  created: 'Se ha agregado el usuario exitosamente',
  registered: 'Se ha creado el usuario exitosamente',
  updated: 'Se ha actualizado el usuario con éxito',
  profileUpdated: 'Se ha editado el usuario con éxito',
  deleted: 'Se ha eliminado el Usuario con éxito!',
  confirmDelete: '¿Estás seguro de que quieres eliminar este Usuario ?',
  passwordChanged: 'Se ha cambiado la contraseña con éxito',
  permissionsAssigned: 'Se han agregado los permisos correctamente.',
  roleAssigned: 'Se ha asignado el Rol con éxito',
  cannotDeleteSelf: 'No puede eliminar su propio usuario.',
  lastSuperAdmin: 'Debe quedar al menos un usuario con el rol SuperAdmin.',
  superAdminOnly: 'Solo un SuperAdmin puede modificar a otro SuperAdmin o asignar y quitar ese rol.',
  onlyOwnPassword: 'Solo puede cambiar su propia contraseña.',
  cannotGrantUnheld: 'No puede otorgar permisos que usted no tiene.',
  unknownPermission: (id: number) => `El permiso ${id} no existe.`,
  unknownCampaign: (id: number) => `La campaña ${id} no existe.`,
  campaignsForbidden: 'No tiene permiso para asignar campañas.',
  invalidDate: 'Introduzca una fecha válida (AAAA-MM-DD).',
  invalidDocumentType: 'Seleccione un tipo de documento válido.',
  invalidContactType: 'Seleccione un tipo de contacto válido.',
} as const;

const id = () => dbId();
const password = () =>
  z.string().min(8, MSG.passwordTooShort).max(200)
    .superRefine((value, ctx) => {
      const reason = value.length >= 8 ? weakPasswordReason(value) : null;
      if (reason) ctx.addIssue({ code: 'custom', message: reason });
    });
const documentNumber = () => digits().max(30);
const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? MSG.required : message) });
const documentType = () => choice(DOCUMENT_TYPES, USER_MSG.invalidDocumentType);
const contactType = () => choice(CONTACT_TYPES, USER_MSG.invalidContactType);

/** Empty text means "no value": the browser sends '' for a cleared field. */
const blankToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable());

/** The password-confirmation check also runs when other fields are wrong, so every error shows at once. */
const passwordsMatch = {
  path: ['confirm_password'],
  message: MSG.passwordsDiffer,
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirm_password?: unknown } | undefined;
    return typeof value?.password === 'string' && typeof value?.confirm_password === 'string';
  },
};
const samePasswords = (value: { password: string; confirm_password: string }) => value.password === value.confirm_password;

/** The password may not be the username, checked even when other fields are wrong. */
const notTheUsername = {
  path: ['password'],
  message: PASSWORD_MSG.sameAsUsername,
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; username?: unknown } | undefined;
    return typeof value?.password === 'string' && typeof value?.username === 'string';
  },
};
const differsFromUsername = (value: { password: string; username: string }) =>
  weakPasswordReason(value.password, value.username) !== PASSWORD_MSG.sameAsUsername;

/** One id or a list of ids: the role screen sends a single choice. */
const roleIds = () => z.union([id().transform((one) => [one]), z.array(id()).max(20)]);

export const UserRead = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  get_full_name: z.string(),
  /** Name of the first role, or '' for a user waiting for one. */
  rol: z.string(),
  roles: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
  groups: z.array(z.string()),
  /** Permissions held directly (not through a role), as [name, id] pairs. */
  user_permission: z.array(z.tuple([z.string(), z.number().int()])),
  documentType: z.enum(DOCUMENT_TYPES).nullable(),
  documentNumber: z.string().nullable(),
  contactType: z.enum(CONTACT_TYPES).nullable(),
  gender: z.string().nullable(),
  birth_date: z.string().nullable(),
  city: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  image: z.string().nullable(),
  self_registered: z.boolean(),
  /** Campaigns the user works ('Usuarios' of the campaign), by id. */
  campaign: z.array(z.number().int()),
  /** The PBX extension the user's calls ring first; null rings the softphone's (1203). */
  extension: z.string().nullable(),
});
export type UserRead = z.infer<typeof UserRead>;

export const UserCreated = UserRead.extend({ message: z.string() });

export const UserCreate = z
  .object({
    username: email(),
    password: password(),
    confirm_password: z.string(),
    first_name: requiredText(150),
    last_name: requiredText(150),
    documentType: documentType(),
    documentNumber: documentNumber(),
    roles: roleIds().optional(),
    /** Campaigns the new user works: the user joins their 'Usuarios'. */
    campaign: z.array(id()).max(200).optional(),
  })
  .refine(samePasswords, passwordsMatch)
  .refine(differsFromUsername, notTheUsername);
export type UserCreate = z.infer<typeof UserCreate>;

export const UserUpdate = z.object({
  username: email().optional(),
  first_name: requiredText(150).optional(),
  last_name: requiredText(150).optional(),
  email: blankToNull(email()).optional(),
  contactType: blankToNull(contactType()).optional(),
  documentType: blankToNull(documentType()).optional(),
  documentNumber: blankToNull(documentNumber()).optional(),
  gender: blankToNull(z.string().trim().max(30)).optional(),
  birth_date: blankToNull(z.iso.date(USER_MSG.invalidDate).refine((d) => d >= '1900-01-01', USER_MSG.invalidDate)).optional(),
  city: blankToNull(z.string().trim().max(100)).optional(),
  /** Replaces the user's roles. */
  roles: roleIds().optional(),
  /** Replaces the campaigns the user works. */
  campaign: z.array(id()).max(200).optional(),
  /** The user's PBX extension; blank clears it (calls ring 1203). */
  extension: blankToNull(z.string().trim().regex(/^\d{1,10}$/, USER_MSG.invalidExtension)).optional(),
});
export type UserUpdate = z.infer<typeof UserUpdate>;

export const PasswordChange = z
  .object({
    current_password: z.string().min(1, MSG.required).max(200),
    password: password(),
    confirm_password: z.string(),
  })
  .refine(samePasswords, passwordsMatch);
export type PasswordChange = z.infer<typeof PasswordChange>;

/** Public self-registration: the new user waits without a role until an administrator gives one. */
export const UserRegister = z
  .object({
    username: email(),
    password: password(),
    confirm_password: z.string(),
    first_name: requiredText(150),
    last_name: requiredText(150),
    documentType: documentType(),
    documentNumber: documentNumber(),
    contactType: z.literal('PERSONA NATURAL', { error: USER_MSG.invalidContactType }).optional(),
  })
  .refine(samePasswords, passwordsMatch)
  .refine(differsFromUsername, notTheUsername);
export type UserRegister = z.infer<typeof UserRegister>;

export const UserListItem = z.object({
  id: z.number().int(),
  username: z.string(),
  get_full_name: z.string(),
  status: z.enum(USER_STATUSES),
});
export type UserListItem = z.infer<typeof UserListItem>;

export const PendingUser = z.object({
  id: z.number().int(),
  username: z.string(),
  get_full_name: z.string(),
  created_at: z.string(),
});
export type PendingUser = z.infer<typeof PendingUser>;

export const UserPermissionsSet = z.object({ user_permission: z.array(id()).max(200) });
export const UserPermissionsSetFor = UserPermissionsSet.extend({ user: id() });
export const UserPermissionsAssigned = z.object({
  detail: z.string(),
  user_permission: z.array(z.tuple([z.string(), z.number().int()])),
});

/** Replaces the permissions of a role (a group). */
export const GroupPermissionsSet = z.object({ roles: id(), permission: z.array(id()).max(200) });
export const GroupPermissionsAssigned = z.object({ detail: z.string(), permissions: z.array(PermissionRead) });

/** Whether self-registration is open (`GET /api/users/register/`), so the sign-in page shows its link or not. */
export const RegistrationStatus = z.object({ enabled: z.boolean() });
export type RegistrationStatus = z.infer<typeof RegistrationStatus>;

/** The users list: `ordering` by first name, last name or username (by id without it). */
export const USER_ORDERING = ['first_name', 'last_name', 'username'] as const;
export const UserListQuery = sortedPageQuery(USER_ORDERING);
export type UserListQuery = z.infer<typeof UserListQuery>;

import { z } from './zod-spanish.js';
import { MSG } from './messages.js';
import { sortedPageQuery } from './common.js';

export const ROLE_MSG = {
  created: 'Se ha agregado el Rol con éxito',
  updated: 'Se ha Actualizado el Rol con éxito',
  deleted: 'Se ha eliminado el Rol con éxito!',
  confirmDelete: '¿Estás seguro de que quieres eliminar este Rol ?',
  superAdminNotDeletable: 'El rol SuperAdmin no se puede eliminar.',
  superAdminNotRenamable: 'El rol SuperAdmin no se puede renombrar.',
  unknownRole: (id: number) => `El rol ${id} no existe.`,
  builtInNotDeletable: 'Los roles del sistema (Administrador, Supervisor, Operador y Agente) no se pueden eliminar.',
  builtInNotRenamable: 'Los roles del sistema (Administrador, Supervisor, Operador y Agente) no se pueden renombrar.',
  builtInKeepsPermissions: (role: string, missing: string[]) =>
    `El rol ${role} debe conservar estos permisos: ${missing.join(', ')}.`,
  holdsUnheldPermissions: 'No puede modificar ni eliminar un rol que tiene permisos que usted no tiene.',
} as const;

export const PermissionRead = z.object({ id: z.number().int(), name: z.string() });
export type PermissionRead = z.infer<typeof PermissionRead>;

export const RoleRead = z.object({
  id: z.number().int(),
  nombre: z.string(),
  permissions: z.array(PermissionRead),
});
export type RoleRead = z.infer<typeof RoleRead>;

/** Create and update of a role: only its name, which must not be empty. */
export const RoleWrite = z.object({
  // The spec's message is for a missing or empty name; a name too long gets the length message.
  nombre: z.string({ error: (issue) => (issue.code === 'invalid_type' ? MSG.emptyField : undefined) }).trim().min(1, MSG.emptyField).max(150),
});
export type RoleWrite = z.infer<typeof RoleWrite>;

export const RoleDeleted = z.object({ detail: z.string() });

/** The roles list: `ordering` by name (by id without it). */
export const ROLE_ORDERING = ['nombre'] as const;
export const RoleListQuery = sortedPageQuery(ROLE_ORDERING);
export type RoleListQuery = z.infer<typeof RoleListQuery>;

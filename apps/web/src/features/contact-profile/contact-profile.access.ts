import { PERMISSIONS, type Me } from '@atiende/shared';
import { hasPermission } from '../../app/auth';

type User = Pick<Me, 'groups' | 'user_permissions'> | null;

/** Roles and permission-named groups are both held as group names. */
function inGroup(user: User, ...names: string[]): boolean {
  return !!user && user.groups.some((group) => names.includes(group));
}

/** Spec §6: who may edit the profile, relations and resume. */
export function canEditProfile(user: User): boolean {
  return inGroup(user, 'SuperAdmin', 'Administrador', 'Supervisor', 'Operador', PERMISSIONS.clientManage)
    || hasPermission(user, PERMISSIONS.clientManage);
}

export function canAddContactData(user: User): boolean {
  return inGroup(user, 'SuperAdmin', 'Administrador', 'Supervisor', 'Agente', PERMISSIONS.contactDataAdd)
    || hasPermission(user, PERMISSIONS.contactDataAdd);
}

export function canDeleteContactData(user: User): boolean {
  return inGroup(user, 'SuperAdmin', 'Administrador', 'Supervisor');
}

export function canUploadDocuments(user: User): boolean {
  return inGroup(user, 'SuperAdmin', 'Administrador', 'Supervisor', 'Operador', 'Cliente', PERMISSIONS.clientDocumentCreate)
    || hasPermission(user, PERMISSIONS.clientDocumentCreate);
}

export function canDeleteDocuments(user: User): boolean {
  return inGroup(user, 'SuperAdmin', 'Administrador', 'Supervisor');
}

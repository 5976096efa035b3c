import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Detail, FieldErrors, GroupPermissionsAssigned, GroupPermissionsSet, IdParam, MSG, PasswordChange,
  PendingUser, PermissionRead, PERMISSIONS, RegistrationStatus, USER_MSG, UserCreate, UserCreated, UserListItem, UserPermissionsAssigned,
  UserPermissionsSet, UserPermissionsSetFor, USER_ORDERING, UserListQuery, UserRead, UserRegister, UserUpdate, paged, z, type PermissionName,
} from '@atiende/shared';
import type { App } from '../../app.types.js';
import { hasPermission, requireUser } from '../../access.js';
import { forbidden } from '../../errors.js';
import { pageResponse } from '../../http/paging.js';
import { orderingNote } from '../../db/ordering.js';
import type { AuthUser } from '../auth/auth.current-user.js';
import { visiblePermissions } from '../roles/roles.queries.js';
import { setRolePermissions } from '../roles/roles.service.js';
import {
  chargeRegistration, changePassword, createUser, deleteUser, fullUserList, getUser, listUsers, pendingUsers, registerUser,
  setUserPermissions, updateUser,
} from './users.service.js';
import { errors } from '../../http/responses.js';

/** The module behind the administration screens (users, roles, modules). */
export const USER_MODULE = 'User';

/** The same check as a route's `config.access`, for routes whose rule depends on the target. */
function assertAccess(user: AuthUser, permission: PermissionName, module: string): void {
  if (!hasPermission(user, permission)) throw forbidden();
  if (!user.activeModules.has(module)) throw forbidden(MSG.moduleDisabled, 'module_disabled');
}

export async function usersRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  api.get('/users/', {
    config: { access: { permission: PERMISSIONS.usersView, module: USER_MODULE } },
    schema: {
      tags, description: `Usuarios, por id. ${orderingNote(USER_ORDERING)}`,
      querystring: UserListQuery, response: { 200: paged(UserRead), ...errors },
    },
  }, async (request) => {
    const { count, results } = await listUsers(app.db, request.query);
    return pageResponse(request, request.query, count, results);
  });

  api.get('/users/FullList', {
    config: { access: { anyUser: 'staff pick colleagues in chats and assignments' } },
    schema: { tags, description: 'Todos los usuarios (para el chat interno).', response: { 200: z.array(UserListItem), ...errors } },
  }, async () => fullUserList(app.db));

  api.get('/users/user_por_vincular/', {
    config: { access: { permission: PERMISSIONS.usersView } },
    schema: { tags, description: 'Usuarios sin rol, pendientes de vincular.', response: { 200: z.array(PendingUser), ...errors } },
  }, async () => pendingUsers(app.db));

  api.get('/users/permissions_visible/', {
    config: { access: { permission: PERMISSIONS.permissionsAssign } },
    schema: { tags, response: { 200: z.array(PermissionRead), ...errors } },
  }, async () => visiblePermissions(app.db));

  api.get('/users/:id/', {
    config: { access: { ownAccount: 'own profile; another user needs Ver/Administrar Usuarios, checked with the target' } },
    schema: { tags, description: 'Requiere "Ver Usuarios", salvo para el propio usuario.', params: IdParam, response: { 200: UserRead, ...errors } },
  }, async (request) => {
    const user = requireUser(request.authUser);
    if (request.params.id !== user.id) assertAccess(user, PERMISSIONS.usersView, USER_MODULE);
    return getUser(app.db, request.params.id);
  });

  api.post('/users/', {
    config: { access: { permission: PERMISSIONS.usersManage, module: USER_MODULE } },
    schema: { tags, body: UserCreate, response: { 201: UserCreated, ...errors } },
  }, async (request, reply) => {
    const created = await createUser(app.db, requireUser(request.authUser), request.body);
    return reply.code(201).send({ ...created, message: USER_MSG.created });
  });

  api.patch('/users/:id/', {
    config: { access: { ownAccount: 'own profile; another user needs Ver/Administrar Usuarios, checked with the target' } },
    schema: {
      tags,
      description: 'Cada usuario puede editar su propio perfil; editar a otros o cambiar roles o la extensión telefónica requiere "Crear y modificar Usuario"; '
        + 'cambiar sus campañas, además "Crear y modificar Campaña".',
      params: IdParam, body: UserUpdate, response: { 200: UserRead, ...errors },
    },
  }, async (request) => {
    const user = requireUser(request.authUser);
    const managedField = request.body.roles !== undefined || request.body.campaign !== undefined || request.body.extension !== undefined;
    if (request.params.id !== user.id || managedField) {
      assertAccess(user, PERMISSIONS.usersManage, USER_MODULE);
    }
    return updateUser(app.db, user, request.params.id, request.body);
  });

  api.delete('/users/:id/', {
    config: { access: { permission: PERMISSIONS.usersDelete, module: USER_MODULE } },
    schema: { tags, params: IdParam, response: { 204: z.undefined().describe('Sin contenido'), ...errors } },
  }, async (request, reply) => {
    await deleteUser(app.db, requireUser(request.authUser), request.params.id);
    return reply.code(204).send(undefined);
  });

  api.put('/users/:id/update_password/', {
    config: { access: { ownAccount: 'own password; another user needs Administrar Usuarios, checked with the target' } },
    schema: { tags, description: 'Solo el propio usuario.', params: IdParam, body: PasswordChange, response: { 200: Detail, ...errors } },
  }, async (request) => {
    await changePassword(app.db, requireUser(request.authUser), request.params.id, request.body);
    return { detail: USER_MSG.passwordChanged };
  });

  api.get('/users/register/', {
    config: { access: 'public' },
    schema: { tags, description: 'Si el registro público está abierto (REGISTRATION_ENABLED).', response: { 200: RegistrationStatus } },
  }, async () => ({ enabled: app.config.registrationEnabled }));

  api.post('/users/register/', {
    config: { access: 'public' },
    schema: {
      tags, description: 'Registro público: 10 por hora por dirección de cliente; 403 si REGISTRATION_ENABLED=false.',
      body: UserRegister, response: { 201: Detail, 400: z.union([Detail, FieldErrors]), 403: Detail, 429: Detail },
    },
  }, async (request, reply) => {
    if (!app.config.registrationEnabled) throw forbidden(USER_MSG.registrationClosed);
    await chargeRegistration(app.db, request.ip);
    await registerUser(app.db, request.body);
    return reply.code(201).send({ detail: USER_MSG.registered });
  });

  api.patch('/users/:id/add_permissions_to_user/', {
    config: { access: { permission: PERMISSIONS.permissionsAssign } },
    schema: { tags, params: IdParam, body: UserPermissionsSet, response: { 201: UserPermissionsAssigned, ...errors } },
  }, async (request, reply) => {
    const granted = await setUserPermissions(app.db, requireUser(request.authUser), request.params.id, request.body.user_permission);
    return reply.code(201).send({ detail: USER_MSG.permissionsAssigned, user_permission: granted });
  });

  api.post('/users/add_permissions_to_user/', {
    config: { access: { permission: PERMISSIONS.permissionsAssign } },
    schema: { tags, body: UserPermissionsSetFor, response: { 201: UserPermissionsAssigned, ...errors } },
  }, async (request, reply) => {
    const granted = await setUserPermissions(app.db, requireUser(request.authUser), request.body.user, request.body.user_permission);
    return reply.code(201).send({ detail: USER_MSG.permissionsAssigned, user_permission: granted });
  });

  api.post('/users/add_permissions_to_group/', {
    config: { access: { permission: PERMISSIONS.permissionsAssign } },
    schema: { tags, body: GroupPermissionsSet, response: { 201: GroupPermissionsAssigned, ...errors } },
  }, async (request, reply) => {
    const granted = await setRolePermissions(app.db, requireUser(request.authUser), request.body.roles, request.body.permission);
    return reply.code(201).send({ detail: USER_MSG.permissionsAssigned, permissions: granted });
  });
}

import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParam, PERMISSIONS, ROLE_MSG, ROLE_ORDERING, RoleDeleted, RoleListQuery, RoleRead, RoleWrite, paged } from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requireUser } from '../../access.js';
import { pageResponse } from '../../http/paging.js';
import { orderingNote } from '../../db/ordering.js';
import { USER_MODULE } from '../users/users.routes.js';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './roles.service.js';
import { errors } from '../../http/responses.js';

export async function rolesRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['roles'];
  const view = { permission: PERMISSIONS.rolesView, module: USER_MODULE };
  const manage = { permission: PERMISSIONS.rolesManage, module: USER_MODULE };

  api.get('/roles/', {
    config: { access: view },
    schema: { tags, description: `Roles, por id. ${orderingNote(ROLE_ORDERING)}`, querystring: RoleListQuery, response: { 200: paged(RoleRead), ...errors } },
  }, async (request) => {
    const { count, results } = await listRoles(app.db, request.query);
    return pageResponse(request, request.query, count, results);
  });

  api.get('/roles/:id/', {
    config: { access: view },
    schema: { tags, params: IdParam, response: { 200: RoleRead, ...errors } },
  }, async (request) => getRole(app.db, request.params.id));

  api.post('/roles/', {
    config: { access: manage },
    schema: { tags, body: RoleWrite, response: { 201: RoleRead, ...errors } },
  }, async (request, reply) => {
    const created = await createRole(app.db, requireUser(request.authUser), request.body);
    return reply.code(201).send(created);
  });

  api.patch('/roles/:id/', {
    config: { access: manage },
    schema: { tags, params: IdParam, body: RoleWrite, response: { 200: RoleRead, ...errors } },
  }, async (request) => updateRole(app.db, requireUser(request.authUser), request.params.id, request.body));

  api.delete('/roles/:id/', {
    config: { access: { permission: PERMISSIONS.rolesDelete, module: USER_MODULE } },
    schema: { tags, params: IdParam, response: { 200: RoleDeleted, ...errors } },
  }, async (request) => {
    await deleteRole(app.db, requireUser(request.authUser), request.params.id);
    return { detail: ROLE_MSG.deleted };
  });
}

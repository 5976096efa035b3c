import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MSG, AccountCreate, AccountIdParam, AccountRead, AccountSaved, AccountUpdate, ACCOUNT_ORDERING, AccountListQuery,
  PERMISSIONS, paged, 
} from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requestActor } from '../../access.js';
import { pageResponse } from '../../http/paging.js';
import { orderingNote } from '../../db/ordering.js';
import { CONTACTS_MODULE } from '../contacts/contacts.routes.js';
import { createAccount, deleteAccount, getAccount, listAccounts, updateAccount } from './accounts.service.js';
import { errors, noContent } from '../../http/responses.js';

export async function accountsRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cuentas'];
  const view = { permission: PERMISSIONS.accountsView, module: CONTACTS_MODULE };
  const manage = { permission: PERMISSIONS.accountsManage, module: CONTACTS_MODULE };
  const base = '/produccion/account';

  api.get(`${base}/`, {
    config: { access: view },
    schema: { tags, description: `Cuentas, la más reciente primero; búsqueda por documento o nombre. ${orderingNote(ACCOUNT_ORDERING)}`, querystring: AccountListQuery, response: { 200: paged(AccountRead), ...errors } },
  }, async (request) => {
    const { count, results } = await listAccounts(app.db, request.query);
    return pageResponse(request, request.query, count, results);
  });

  api.get(`${base}/:id/`, {
    config: { access: view },
    schema: { tags, params: AccountIdParam, response: { 200: AccountRead, ...errors } },
  }, async (request) => getAccount(app.db, request.params.id));

  api.post(`${base}/`, {
    config: { access: manage },
    schema: { tags, body: AccountCreate, response: { 201: AccountSaved, ...errors } },
  }, async (request, reply) => {
    const created = await createAccount(app.db, requestActor(request), request.body);
    return reply.code(201).send({ ...created, message: ACCOUNT_MSG.created });
  });

  api.patch(`${base}/:id/`, {
    config: { access: manage },
    schema: { tags, params: AccountIdParam, body: AccountUpdate, response: { 200: AccountSaved, ...errors } },
  }, async (request) => {
    const updated = await updateAccount(app.db, requestActor(request), request.params.id, request.body);
    return { ...updated, message: ACCOUNT_MSG.updated };
  });

  api.delete(`${base}/:id/`, {
    config: { access: manage },
    schema: { tags, params: AccountIdParam, response: { 204: noContent, ...errors } },
  }, async (request, reply) => {
    await deleteAccount(app.db, requestActor(request), request.params.id);
    return reply.code(204).send(undefined);
  });
}

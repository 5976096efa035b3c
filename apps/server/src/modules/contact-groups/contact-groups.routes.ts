import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContactGroupsChange, ContactGroupsChanged, ContactListItem, Detail, FullListQuery, GROUP_MSG, GroupCreate,
  GroupMembersAdded, GroupMembersChange, GroupMembersRemoved, GroupOption, GroupRead, GroupSaved, GroupUpdate,
  ContactIdParam, GroupIdParam, GroupUploadResult, CONTACT_ORDERING, GROUP_ORDERING, GroupListQuery, PERMISSIONS, SortedContactsQuery, paged, z,
} from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requestActor } from '../../access.js';
import { badRequest } from '../../errors.js';
import { wholeFile } from '../../http/multipart.js';
import { orderingNote } from '../../db/ordering.js';
import { pageResponse } from '../../http/paging.js';
import {
  addContactToGroups, addGroupMembers, createGroup, deleteGroup, getGroup, listGroupMembers, listGroupOptions, listGroups,
  removeContactFromGroups, removeGroupMembers, updateGroup, uploadGroups,
} from './contact-groups.service.js';
import { CONTACTS_MODULE } from '../contacts/contacts.routes.js';
import { readGroupSheet } from './contact-groups.upload.js';
import { errors as apiErrors, noContent } from '../../http/responses.js';

const errors = { ...apiErrors, 413: Detail };

/** The one file of a multipart request, whole in memory: the multipart limit bounds its size. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(GROUP_MSG.notMultipart);
  const part = await request.file();
  if (!part) throw badRequest(GROUP_MSG.fileRequired);
  const bytes = await wholeFile(part);
  if (bytes.length === 0) throw badRequest(GROUP_MSG.fileRequired);
  return bytes;
}

export async function contactGroupsRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['grupos de contactos'];
  const view = { permission: PERMISSIONS.contactsView, module: CONTACTS_MODULE };
  const manage = { permission: PERMISSIONS.contactGroupsManage, module: CONTACTS_MODULE };
  const manageContact = { permission: PERMISSIONS.clientManage, module: CONTACTS_MODULE };
  const base = '/contact/grupoContacto';

  api.get(`${base}/`, {
    config: { access: view },
    schema: { tags, description: `Grupos, por nombre. ${orderingNote(GROUP_ORDERING)}`, querystring: GroupListQuery, response: { 200: paged(GroupRead), ...errors } },
  }, async (request) => {
    const { count, results } = await listGroups(app.db, request.query);
    return pageResponse(request, request.query, count, results);
  });

  api.get(`${base}/FullList/`, {
    config: { access: view },
    schema: { tags, querystring: FullListQuery, response: { 200: z.array(GroupOption), ...errors } },
  }, async (request) => listGroupOptions(app.db, request.query.search));

  api.get(`${base}/:id/`, {
    config: { access: view },
    schema: { tags, params: GroupIdParam, response: { 200: GroupRead, ...errors } },
  }, async (request) => getGroup(app.db, request.params.id));

  api.post(`${base}/`, {
    config: { access: manage },
    schema: { tags, body: GroupCreate, response: { 201: GroupSaved, ...errors } },
  }, async (request, reply) => {
    const created = await createGroup(app.db, requestActor(request), request.body);
    return reply.code(201).send({ ...created, message: GROUP_MSG.created });
  });

  api.patch(`${base}/:id/`, {
    config: { access: manage },
    schema: { tags, params: GroupIdParam, body: GroupUpdate, response: { 200: GroupSaved, ...errors } },
  }, async (request) => {
    const updated = await updateGroup(app.db, requestActor(request), request.params.id, request.body);
    return { ...updated, message: GROUP_MSG.updated };
  });

  api.delete(`${base}/:id/`, {
    config: { access: manage },
    schema: { tags, params: GroupIdParam, response: { 204: noContent, ...errors } },
  }, async (request, reply) => {
    await deleteGroup(app.db, requestActor(request), request.params.id);
    return reply.code(204).send(undefined);
  });

  api.get(`${base}/:id/contactos/`, {
    config: { access: view },
    schema: {
      tags, description: `Contactos del grupo, como la lista de contactos. ${orderingNote(CONTACT_ORDERING)}`,
      params: GroupIdParam, querystring: SortedContactsQuery, response: { 200: paged(ContactListItem), ...errors },
    },
  }, async (request) => {
    const { count, results, ...keyset } = await listGroupMembers(app.db, request.params.id, request.query);
    return pageResponse(request, request.query, count, results, keyset);
  });

  api.post(`${base}/:id/agregar_contactos/`, {
    config: { access: manage },
    schema: { tags, params: GroupIdParam, body: GroupMembersChange, response: { 200: GroupMembersAdded, ...errors } },
  }, async (request) => ({
    contactos_agregados: await addGroupMembers(app.db, requestActor(request), request.params.id, request.body.contacts),
  }));

  api.post(`${base}/:id/remover_contactos/`, {
    config: { access: manage },
    schema: { tags, params: GroupIdParam, body: GroupMembersChange, response: { 200: GroupMembersRemoved, ...errors } },
  }, async (request) => ({
    contactos_restantes: await removeGroupMembers(app.db, requestActor(request), request.params.id, request.body.contacts),
  }));

  api.post(`${base}/carga_masiva/`, {
    config: { access: manage },
    schema: {
      tags,
      consumes: ['multipart/form-data'],
      description: "Archivo .xlsx en el campo file, con las columnas 'Grupo' y 'Documento' (o 'Email').",
      response: { 200: GroupUploadResult, ...errors },
    },
  }, async (request) => {
    const sheetRows = await readGroupSheet(await uploadedFile(request));
    return uploadGroups(app.db, requestActor(request), sheetRows);
  });

  api.post('/contact/contacto/:id/agregar_grupo/', {
    config: { access: manageContact },
    schema: { tags, params: ContactIdParam, body: ContactGroupsChange, response: { 200: ContactGroupsChanged, ...errors } },
  }, async (request) => ({
    detail: GROUP_MSG.contactAddedToGroups,
    grupos: await addContactToGroups(app.db, requestActor(request), request.params.id, request.body.grupo),
  }));

  api.post('/contact/contacto/:id/remover_grupo/', {
    config: { access: manageContact },
    schema: { tags, params: ContactIdParam, body: ContactGroupsChange, response: { 200: ContactGroupsChanged, ...errors } },
  }, async (request) => ({
    detail: GROUP_MSG.contactRemovedFromGroups,
    grupos: await removeContactFromGroups(app.db, requestActor(request), request.params.id, request.body.grupo),
  }));
}

import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AvailabilityCampaignParam, AvailabilityRead, CAMPAIGN_MSG, CampaignCreate, CampaignIdParam, CampaignMembersChange,
  CampaignOption, CampaignRead, CampaignSaved, CampaignUpdate, ContactsAssigned, ContactsRemoved, EncargadosChanged,
  EncargadosQuery, ExceptionsSaved, CAMPAIGN_ORDERING, CampaignListQuery, PERMISSIONS, PersonRef, ScheduleExceptionsCreate,
  ScheduleSlotsCreate, SlotsSaved, UsersChanged, paged, z, type PermissionName,
} from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requestActor } from '../../access.js';
import { pageResponse } from '../../http/paging.js';
import { orderingNote } from '../../db/ordering.js';
import {
  addStaff, assignContacts, campaignOptions, createCampaign, deleteCampaign, getCampaign, listCampaigns, removeContacts,
  removeStaff, staffOf, updateCampaign,
} from './campaigns.service.js';
import { availabilityOf, deleteException, deleteSlot, saveExceptions, saveSlots } from './availability.service.js';
import { errors, noContent } from '../../http/responses.js';

/** The module behind the campaign, availability and typification screens. */
export const CAMPAIGNS_MODULE = 'Campañas';

const access = (permission: PermissionName) => ({ access: { permission, module: CAMPAIGNS_MODULE } });

export async function campaignsRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['campañas'];
  const view = access(PERMISSIONS.campaignsView);
  const manage = access(PERMISSIONS.campaignsManage);
  const base = '/campaign/campaign';

  api.get(`${base}/`, {
    config: view,
    schema: {
      tags, description: `Campañas, las más recientes primero; la búsqueda cubre nombre y descripción. ${orderingNote(CAMPAIGN_ORDERING)}`,
      querystring: CampaignListQuery, response: { 200: paged(CampaignRead), ...errors },
    },
  }, async (request) => {
    const { count, results } = await listCampaigns(app.db, request.query);
    return pageResponse(request, request.query, count, results);
  });

  api.get(`${base}/FullList`, {
    config: view,
    schema: { tags, description: 'Todas las campañas para listas de selección, por nombre.', response: { 200: z.array(CampaignOption), ...errors } },
  }, async () => campaignOptions(app.db));

  api.get(`${base}/:id/`, {
    config: view,
    schema: { tags, params: CampaignIdParam, response: { 200: CampaignRead, ...errors } },
  }, async (request) => getCampaign(app.db, request.params.id));

  api.post(`${base}/`, {
    config: manage,
    schema: { tags, body: CampaignCreate, response: { 201: CampaignSaved, ...errors } },
  }, async (request, reply) => {
    const created = await createCampaign(app.db, requestActor(request), request.body);
    return reply.code(201).send({ ...created, message: CAMPAIGN_MSG.created });
  });

  api.patch(`${base}/:id/`, {
    config: manage,
    schema: { tags, params: CampaignIdParam, body: CampaignUpdate, response: { 200: CampaignSaved, ...errors } },
  }, async (request) => {
    const updated = await updateCampaign(app.db, requestActor(request), request.params.id, request.body);
    return { ...updated, message: CAMPAIGN_MSG.updated };
  });

  api.delete(`${base}/:id/`, {
    config: manage,
    schema: { tags, params: CampaignIdParam, response: { 204: noContent, ...errors } },
  }, async (request, reply) => {
    await deleteCampaign(app.db, requestActor(request), request.params.id);
    return reply.code(204).send(undefined);
  });

  // Encargados and users: the body names the user ids `contact`, as the screens send them.

  api.get('/campaign/get_encargados_campaign/', {
    config: view,
    schema: { tags, querystring: EncargadosQuery, response: { 200: z.array(PersonRef), ...errors } },
  }, async (request) => staffOf(app.db, 'encargados', request.query.campaign));

  const staffChange = { params: CampaignIdParam, body: CampaignMembersChange };
  const assignManagers = access(PERMISSIONS.campaignManagersAssign);

  api.route({
    method: ['POST', 'PUT'], url: `${base}/:id/add_encargados/`, config: assignManagers,
    schema: { tags, ...staffChange, response: { 200: EncargadosChanged, ...errors } },
    handler: async (request) => {
      const encargado = await addStaff(app.db, requestActor(request), 'encargados', request.params.id, request.body.contact);
      return { detail: CAMPAIGN_MSG.encargadosAdded, encargado };
    },
  });

  api.route({
    method: ['POST', 'PUT'], url: `${base}/:id/remove_encargados/`, config: assignManagers,
    schema: { tags, description: 'La campaña conserva al menos un encargado.', ...staffChange, response: { 200: EncargadosChanged, ...errors } },
    handler: async (request) => {
      const encargado = await removeStaff(app.db, requestActor(request), 'encargados', request.params.id, request.body.contact);
      return { detail: CAMPAIGN_MSG.encargadosRemoved, encargado };
    },
  });

  api.get(`${base}/:id/users/`, {
    config: view,
    schema: { tags, params: CampaignIdParam, response: { 200: z.array(PersonRef), ...errors } },
  }, async (request) => staffOf(app.db, 'users', request.params.id));

  api.route({
    method: ['POST', 'PUT'], url: `${base}/:id/add_users/`, config: manage,
    schema: { tags, ...staffChange, response: { 200: UsersChanged, ...errors } },
    handler: async (request) => {
      const users = await addStaff(app.db, requestActor(request), 'users', request.params.id, request.body.contact);
      return { detail: CAMPAIGN_MSG.usersAdded, users };
    },
  });

  api.route({
    method: ['POST', 'PUT'], url: `${base}/:id/remove_users/`, config: manage,
    schema: { tags, ...staffChange, response: { 200: UsersChanged, ...errors } },
    handler: async (request) => {
      const users = await removeStaff(app.db, requestActor(request), 'users', request.params.id, request.body.contact);
      return { detail: CAMPAIGN_MSG.usersRemoved, users };
    },
  });

  const manageContacts = access(PERMISSIONS.clientManage);

  api.post(`${base}/:id/assign_contacts/`, {
    config: manageContacts,
    schema: {
      tags, description: 'asignados: cuántos contactos no estaban ya en la campaña.',
      params: CampaignIdParam, body: CampaignMembersChange, response: { 200: ContactsAssigned, ...errors },
    },
  }, async (request) => {
    const asignados = await assignContacts(app.db, requestActor(request), request.params.id, request.body.contact);
    return { detail: CAMPAIGN_MSG.contactsAssigned, asignados };
  });

  api.post(`${base}/:id/remove_contacts/`, {
    config: manageContacts,
    schema: { tags, params: CampaignIdParam, body: CampaignMembersChange, response: { 200: ContactsRemoved, ...errors } },
  }, async (request) => {
    const removidos = await removeContacts(app.db, requestActor(request), request.params.id, request.body.contact);
    return { detail: CAMPAIGN_MSG.contactsRemoved, removidos };
  });

  // Availability

  api.get('/campaign/horario_campaign/:campaignId/', {
    config: view,
    schema: { tags, params: AvailabilityCampaignParam, response: { 200: AvailabilityRead, ...errors } },
  }, async (request) => availabilityOf(app.db, request.params.campaignId));

  api.post('/campaign/horario_campaign/', {
    config: manage,
    schema: {
      tags,
      description: 'Guarda todos los horarios recurrentes o ninguno; un duplicado (en la lista o ya guardado) responde 400.',
      body: ScheduleSlotsCreate, response: { 201: SlotsSaved, ...errors },
    },
  }, async (request, reply) => {
    const horarios = await saveSlots(app.db, requestActor(request), request.body);
    return reply.code(201).send({ detail: CAMPAIGN_MSG.availabilitySaved, horarios_atencion: horarios });
  });

  api.post('/campaign/excepcion_horario/', {
    config: manage,
    schema: {
      tags,
      description: 'Guarda todas las excepciones o ninguna; un duplicado (en la lista o ya guardado) responde 400.',
      body: ScheduleExceptionsCreate, response: { 201: ExceptionsSaved, ...errors },
    },
  }, async (request, reply) => {
    const excepciones = await saveExceptions(app.db, requestActor(request), request.body);
    return reply.code(201).send({ detail: CAMPAIGN_MSG.availabilitySaved, excepciones_horario: excepciones });
  });

  api.delete('/campaign/horario_campaign/slot/:id/', {
    config: manage,
    schema: { tags, params: CampaignIdParam, response: { 204: noContent, ...errors } },
  }, async (request, reply) => {
    await deleteSlot(app.db, requestActor(request), request.params.id);
    return reply.code(204).send(undefined);
  });

  api.delete('/campaign/excepcion_horario/:id/', {
    config: manage,
    schema: { tags, params: CampaignIdParam, response: { 204: noContent, ...errors } },
  }, async (request, reply) => {
    await deleteException(app.db, requestActor(request), request.params.id);
    return reply.code(204).send(undefined);
  });
}

import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CalificacionCreate, CalificacionesByCampaignQuery, CalificacionRead, CalificacionSaved, CalificacionUpdate, DescripcionCreate,
  DescripcionesByCalificacionQuery, DescripcionRead, DescripcionSaved, DescripcionUpdate, Detail, TYPIFICATION_ORDERING, TypificationListQuery,
  PERMISSIONS, TipoGestionCreate, TipoGestionRead, TipoGestionSaved, TipoGestionUpdate, TYPIFICATION_MSG, TypificationIdParam,
  TypificationOption, TypificationSave, TypificationTree, TypificationTreeQuery, paged, z,
} from '@atiende/shared';
import { orderingNote } from '../../db/ordering.js';
import type { App } from '../../app.types.js';
import { requestActor } from '../../access.js';
import { pageResponse } from '../../http/paging.js';
import {
  createCalificacion, createDescripcion, createTipoGestion, deleteCalificacion, deleteDescripcion, deleteTipoGestion,
  getCalificacion, getDescripcion, getTipoGestion, listAllCalificaciones, listAllDescripciones, listAllTiposGestion,
  listCalificaciones, listCalificacionesOfCampaign, listDescripciones, listDescripcionesOfCalificacion, listTiposGestion,
  updateCalificacion, updateDescripcion, updateTipoGestion,
} from './typification.service.js';
import { getTypificationTree, saveTypification } from './campaign-typification.service.js';
import { errors, noContent } from '../../http/responses.js';

const CAMPAIGNS_MODULE = 'Campañas';

const view = { permission: PERMISSIONS.campaignsView, module: CAMPAIGNS_MODULE };

export async function typificationRoutes(app: App): Promise<void> {
  await calificacionRoutes(app);
  await descripcionRoutes(app);
  await tipoGestionRoutes(app);
  await campaignTypificationRoutes(app);
}

/** Resultados of a campaign. */
async function calificacionRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['resultados'];
  const manage = { permission: PERMISSIONS.calificacionManage, module: CAMPAIGNS_MODULE };
  const base = '/contact/calificacionContacto';

  api.get(`${base}/`, {
    config: { access: view },
    schema: { tags, description: `Resultados; búsqueda por nombre o campaña. ${orderingNote(TYPIFICATION_ORDERING)}`, querystring: TypificationListQuery, response: { 200: paged(CalificacionRead), ...errors } },
  }, async (request) => {
    const { count, results } = await listCalificaciones(app.db, request.query);
    return pageResponse(request, request.query, count, results);
  });

  api.get(`${base}/FullList`, {
    config: { access: view },
    schema: { tags, description: 'Todos los resultados con su campaña.', response: { 200: z.array(CalificacionRead), ...errors } },
  }, async () => listAllCalificaciones(app.db));

  api.get(`${base}/get_campaign/`, {
    config: { access: view },
    schema: { tags, description: 'Resultados de una campaña.', querystring: CalificacionesByCampaignQuery, response: { 200: z.array(TypificationOption), ...errors } },
  }, async (request) => listCalificacionesOfCampaign(app.db, request.query.campaign));

  api.get(`${base}/:id/`, {
    config: { access: view },
    schema: { tags, params: TypificationIdParam, response: { 200: CalificacionRead, ...errors } },
  }, async (request) => getCalificacion(app.db, request.params.id));

  api.post(`${base}/`, {
    config: { access: manage },
    schema: { tags, body: CalificacionCreate, response: { 201: CalificacionSaved, ...errors } },
  }, async (request, reply) => {
    const created = await createCalificacion(app.db, requestActor(request), request.body);
    return reply.code(201).send({ ...created, message: TYPIFICATION_MSG.calificacionCreated });
  });

  api.patch(`${base}/:id/`, {
    config: { access: manage },
    schema: { tags, params: TypificationIdParam, body: CalificacionUpdate, response: { 200: CalificacionSaved, ...errors } },
  }, async (request) => {
    const updated = await updateCalificacion(app.db, requestActor(request), request.params.id, request.body);
    return { ...updated, message: TYPIFICATION_MSG.calificacionUpdated };
  });

  api.delete(`${base}/:id/`, {
    config: { access: manage },
    schema: { tags, params: TypificationIdParam, response: { 204: noContent, ...errors } },
  }, async (request, reply) => {
    await deleteCalificacion(app.db, requestActor(request), request.params.id);
    return reply.code(204).send(undefined);
  });
}

/** Calificaciones of a Resultado. */
async function descripcionRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['calificaciones'];
  const manage = { permission: PERMISSIONS.descripcionManage, module: CAMPAIGNS_MODULE };
  const base = '/contact/descripcionCalificacion';

  api.get(`${base}/`, {
    config: { access: view },
    schema: { tags, description: `Calificaciones; búsqueda por nombre, resultado o campaña. ${orderingNote(TYPIFICATION_ORDERING)}`, querystring: TypificationListQuery, response: { 200: paged(DescripcionRead), ...errors } },
  }, async (request) => {
    const { count, results } = await listDescripciones(app.db, request.query);
    return pageResponse(request, request.query, count, results);
  });

  api.get(`${base}/FullList`, {
    config: { access: view },
    schema: { tags, description: 'Todas las calificaciones con su resultado.', response: { 200: z.array(DescripcionRead), ...errors } },
  }, async () => listAllDescripciones(app.db));

  api.get(`${base}/get_descripcion`, {
    config: { access: view },
    schema: { tags, description: 'Calificaciones de un resultado.', querystring: DescripcionesByCalificacionQuery, response: { 200: z.array(TypificationOption), ...errors } },
  }, async (request) => listDescripcionesOfCalificacion(app.db, request.query.calificacion));

  api.get(`${base}/:id/`, {
    config: { access: view },
    schema: { tags, params: TypificationIdParam, response: { 200: DescripcionRead, ...errors } },
  }, async (request) => getDescripcion(app.db, request.params.id));

  api.post(`${base}/`, {
    config: { access: manage },
    schema: { tags, body: DescripcionCreate, response: { 201: DescripcionSaved, ...errors } },
  }, async (request, reply) => {
    const created = await createDescripcion(app.db, requestActor(request), request.body);
    return reply.code(201).send({ ...created, message: TYPIFICATION_MSG.descripcionCreated });
  });

  api.patch(`${base}/:id/`, {
    config: { access: manage },
    schema: { tags, params: TypificationIdParam, body: DescripcionUpdate, response: { 200: DescripcionSaved, ...errors } },
  }, async (request) => {
    const updated = await updateDescripcion(app.db, requestActor(request), request.params.id, request.body);
    return { ...updated, message: TYPIFICATION_MSG.descripcionUpdated };
  });

  api.delete(`${base}/:id/`, {
    config: { access: manage },
    schema: { tags, params: TypificationIdParam, response: { 204: noContent, ...errors } },
  }, async (request, reply) => {
    await deleteDescripcion(app.db, requestActor(request), request.params.id);
    return reply.code(204).send(undefined);
  });
}

async function tipoGestionRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tipos de gestión'];
  const manage = { permission: PERMISSIONS.tipoGestionManage, module: CAMPAIGNS_MODULE };
  const base = '/tramite/tipoGestionContacto';

  api.get(`${base}/`, {
    config: { access: view },
    schema: { tags, description: `Búsqueda por nombre. ${orderingNote(TYPIFICATION_ORDERING)}`, querystring: TypificationListQuery, response: { 200: paged(TipoGestionRead), ...errors } },
  }, async (request) => {
    const { count, results } = await listTiposGestion(app.db, request.query);
    return pageResponse(request, request.query, count, results);
  });

  api.get(`${base}/FullList`, {
    config: { access: view },
    schema: { tags, response: { 200: z.array(TipoGestionRead), ...errors } },
  }, async () => listAllTiposGestion(app.db));

  api.get(`${base}/:id/`, {
    config: { access: view },
    schema: { tags, params: TypificationIdParam, response: { 200: TipoGestionRead, ...errors } },
  }, async (request) => getTipoGestion(app.db, request.params.id));

  api.post(`${base}/`, {
    config: { access: manage },
    schema: { tags, body: TipoGestionCreate, response: { 201: TipoGestionSaved, ...errors } },
  }, async (request, reply) => {
    const created = await createTipoGestion(app.db, requestActor(request), request.body);
    return reply.code(201).send({ ...created, message: TYPIFICATION_MSG.tipoGestionCreated });
  });

  api.patch(`${base}/:id/`, {
    config: { access: manage },
    schema: { tags, params: TypificationIdParam, body: TipoGestionUpdate, response: { 200: TipoGestionSaved, ...errors } },
  }, async (request) => {
    const updated = await updateTipoGestion(app.db, requestActor(request), request.params.id, request.body);
    return { ...updated, message: TYPIFICATION_MSG.tipoGestionUpdated };
  });

  // The spec gives Operador add and edit of management types, not delete.
  api.delete(`${base}/:id/`, {
    config: { access: { permission: PERMISSIONS.tipoGestionDelete, module: CAMPAIGNS_MODULE } },
    schema: { tags, params: TypificationIdParam, response: { 204: noContent, ...errors } },
  }, async (request, reply) => {
    await deleteTipoGestion(app.db, requestActor(request), request.params.id);
    return reply.code(204).send(undefined);
  });
}

/** The /typification editor: every campaign's tree, and a save that adds only what is new. */
async function campaignTypificationRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tipificación'];
  const base = '/campaign/tipificaciones';

  api.get(`${base}/`, {
    config: { access: view },
    schema: {
      tags, description: 'Campañas con sus resultados y calificaciones; ?campaign= limita a una.',
      querystring: TypificationTreeQuery, response: { 200: TypificationTree, ...errors },
    },
  }, async (request) => ({ results: await getTypificationTree(app.db, request.query.campaign) }));

  api.post(`${base}/`, {
    config: { access: { permission: PERMISSIONS.calificacionManage, module: CAMPAIGNS_MODULE } },
    schema: {
      tags, description: 'Crea los resultados y calificaciones que aún no existen (por nombre), en una sola transacción.',
      body: TypificationSave, response: { 200: Detail, ...errors },
    },
  }, async (request) => {
    await saveTypification(app.db, requestActor(request), request.body);
    return { detail: TYPIFICATION_MSG.typificationSaved };
  });
}

import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GESTION_MSG, GestionCreate, GestionCreated, GestionListItem, GestionListQuery, GestionRead, GestionUpdate, IdParam, PERMISSIONS, PorFinalizarItem, ProximoContactoItem, ProximoContactoQuery, paged, z, type PermissionName,
} from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requireUser } from '../../access.js';
import { pageResponse } from '../../http/paging.js';
import { assertFiltersAllowed, ELEVATED_FILTERS_NOTE, viewerOf } from './gestiones.filters.js';
import {
  assertGestionVisible, createGestion, listGestiones, loadGestionRead, porFinalizar, proximoContacto, updateGestion,
} from './gestiones.service.js';
import { errors } from '../../http/responses.js';

const CONTACTS_MODULE = 'Contactos';
const access = (permission: PermissionName) => ({ access: { permission, module: CONTACTS_MODULE } });
export async function gestionesRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['gestiones'];
  const userOf = (request: { authUser: Parameters<typeof requireUser>[0] }) => requireUser(request.authUser);

  api.post('/contact/gestionContacto/', {
    config: access(PERMISSIONS.gestionesManage),
    schema: {
      tags, body: GestionCreate, response: { 201: GestionCreated, ...errors },
      description: 'Registra una gestión del usuario sobre un contacto (por defecto FINALIZADO, canal Telefonía - Manual).',
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const id = await createGestion(app.db, { id: user.id, username: user.username }, request.body);
    return reply.code(201).send({ id, message: GESTION_MSG.created });
  });

  api.get('/contact/gestionContacto/', {
    config: access(PERMISSIONS.contactsView),
    schema: {
      tags, querystring: GestionListQuery, response: { 200: paged(GestionListItem), ...errors },
      description: `Historial de gestiones, las más recientes primero; fechas en días de Bogotá. El enlace next lleva after (el id donde terminó la página) para leer páginas profundas sin offset; limit/offset siguen funcionando. ${ELEVATED_FILTERS_NOTE}`,
    },
  }, async (request) => {
    const viewer = viewerOf(userOf(request));
    assertFiltersAllowed(viewer, request.query);
    const { count, results } = await listGestiones(app.db, viewer, request.query, request.query);
    const more = request.query.offset + request.query.limit < count && results.length === request.query.limit;
    return pageResponse(request, request.query, count, results, { more, after: results.at(-1)?.id ?? null });
  });

  api.get('/contact/gestionContacto/proximo_contacto/', {
    config: access(PERMISSIONS.contactsView),
    schema: {
      tags, querystring: ProximoContactoQuery, response: { 200: paged(ProximoContactoItem), ...errors },
      description: 'Gestiones con próximo contacto hoy, mañana o en los próximos siete días (propias; todas con "Ver Gestiones de todos los agentes"), '
        + 'de 30 en 30, la más próxima primero.',
    },
  }, async (request) => {
    const { count, results, ...continuation } = await proximoContacto(app.db, viewerOf(userOf(request)), request.query.filtro, request.query);
    return pageResponse(request, { ...request.query, search: '' }, count, results, continuation);
  });

  api.get('/contact/gestionContacto/por_finalizar/', {
    config: access(PERMISSIONS.contactsView),
    schema: {
      tags, response: { 200: z.array(PorFinalizarItem), ...errors },
      description: 'La última gestión abierta de cada contacto, hasta 100 (propias; todas con "Ver Gestiones de todos los agentes").',
    },
  }, async (request) => porFinalizar(app.db, viewerOf(userOf(request))));

  api.get('/contact/gestionContacto/:id/', {
    config: access(PERMISSIONS.contactsView),
    schema: { tags, params: IdParam, response: { 200: GestionRead, ...errors } },
  }, async (request) => {
    await assertGestionVisible(app.db, viewerOf(userOf(request)), request.params.id);
    return loadGestionRead(app.db, request.params.id);
  });

  api.patch('/contact/gestionContacto/:id/', {
    config: access(PERMISSIONS.gestionesManage),
    schema: {
      tags, params: IdParam, body: GestionUpdate, response: { 200: GestionRead, ...errors },
      description: 'Modifica una gestión En Gestión o Pendiente (400 en otro estado); sin "Ver Gestiones de todos los agentes", solo las propias.',
    },
  }, async (request) => {
    const user = userOf(request);
    await updateGestion(app.db, { id: user.id, username: user.username }, viewerOf(user), request.params.id, request.body);
    return loadGestionRead(app.db, request.params.id);
  });
}

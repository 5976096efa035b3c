import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AgentsAssign, AgentsAssigned, BULK_ACTION_PERMISSIONS, BULK_MAX_CONTACTS, CAMPAIGN_MSG, CONTACT_ORDERING, ContactBulkAction, ContactBulkResult, CONTACT_MSG, COUNT_CAP, ContactCreate, ContactIdParam, ContactLinkUpdate, ContactListItem,
  ContactListQuery, ContactOption, ContactRead, ContactSaved, ContactUpdate, Detail, DuplicateContact, FieldErrors, FULL_LIST_LIMIT,
  FullListQuery, PERMISSIONS, PersonRef, RelationCreate, RelationParams, RelationsSaved, WhatsappNumber, paged, z, type PermissionName,
} from '@atiende/shared';
import { orderingNote } from '../../db/ordering.js';
import type { App } from '../../app.types.js';
import { hasPermission, requestActor, requireUser } from '../../access.js';
import { forbidden } from '../../errors.js';
import { pageResponse } from '../../http/paging.js';
import { contactOptions, listContacts, loadContactRead } from './contacts.writes.js';
import {
  agentsOfContact, assignAgents, assignableAgents, createContact, createRelations, deleteContact, deleteRelation,
  linkAndUpdateContact, updateContact, whatsappNumbers,
} from './contacts.service.js';
import { errors, noContent } from '../../http/responses.js';
import { runBulkAction } from './contacts.bulk.js';
import { assertMayFilterSelection } from './contacts.selection.js';

/** The module behind every contacts screen. */
export const CONTACTS_MODULE = 'Contactos';

const createErrors = { ...errors, 400: z.union([DuplicateContact, Detail, FieldErrors]) };
const access = (permission: PermissionName) => ({ access: { permission, module: CONTACTS_MODULE } });

export async function contactsRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contacts'];
  api.get('/contact/contacto/', {
    config: access(PERMISSIONS.contactsView),
    schema: {
      tags,
      description: 'Contactos, los más recientes primero. La búsqueda cubre nombres, razón social, documento, e-mail y teléfono, '
        + `sin distinguir tildes ni mayúsculas; pasadas ${COUNT_CAP} coincidencias responde count ${COUNT_CAP} con count_capped. `
        + 'El enlace next lleva after (el id donde terminó la página) para leer páginas profundas sin offset. '
        + `El filtro campaign (contactos de una campaña) requiere el permiso '${PERMISSIONS.gestionesViewAll}'. `
        + `${orderingNote(CONTACT_ORDERING)} Ordenada, la lista se pagina por offset (se ignora after).`,
      querystring: ContactListQuery, response: { 200: paged(ContactListItem), ...errors },
    },
  }, async (request) => {
    const { campaign, ...page } = request.query;
    if (campaign !== undefined && !hasPermission(requireUser(request.authUser), PERMISSIONS.gestionesViewAll)) {
      throw forbidden(CAMPAIGN_MSG.campaignFilterForbidden);
    }
    const { count, results, ...keyset } = await listContacts(app.db, page, { campaignId: campaign });
    return pageResponse(request, page, count, results, keyset);
  });

  api.post('/contact/contacto/acciones-masivas/', {
    config: access(PERMISSIONS.contactsView),
    schema: {
      tags,
      description: 'Una acción sobre varios contactos: los ids de seleccion, o con todos: true los que la lista muestra para '
        + 'la misma búsqueda (search) y campaña (campaign), menos los excluidos. Acciones: asignar_campana {campaign}, '
        + 'asignar_agente {agents} (agrega los agentes; conserva los que el contacto ya tenía), agregar_grupo {group} y '
        + 'eliminar (borrado lógico, como el de un contacto). Cada acción pide el permiso de la misma acción sobre un contacto '
        + `(${Object.entries(BULK_ACTION_PERMISSIONS).map(([name, permission]) => `${name}: '${permission}'`).join(', ')}) `
        + `y corre en una transacción: todo o nada, con las entradas de auditoría de las acciones individuales. Hasta ${BULK_MAX_CONTACTS} `
        + 'contactos por acción; una selección mayor responde 400 sin cambiar nada. cambiados cuenta los contactos que la acción cambió.',
      body: ContactBulkAction, response: { 200: ContactBulkResult, ...errors },
    },
  }, async (request) => {
    const user = requireUser(request.authUser);
    if (!hasPermission(user, BULK_ACTION_PERMISSIONS[request.body.accion])) throw forbidden();
    assertMayFilterSelection(user, request.body.seleccion);
    return runBulkAction(app.db, requestActor(request), request.body);
  });

  api.get('/contact/contacto/FullList', {
    config: access(PERMISSIONS.contactsView),
    schema: {
      tags, description: `Hasta ${FULL_LIST_LIMIT} contactos para listas de selección.`,
      querystring: FullListQuery, response: { 200: z.array(ContactOption), ...errors },
    },
  }, async (request) => contactOptions(app.db, request.query.search, FULL_LIST_LIMIT));

  api.get('/contact/contacto/:id/', {
    config: access(PERMISSIONS.contactsView),
    schema: { tags, params: ContactIdParam, response: { 200: ContactRead, ...errors } },
  }, async (request) => loadContactRead(app.db, request.params.id));

  api.post('/contact/contacto/', {
    config: access(PERMISSIONS.clientManage),
    schema: {
      tags,
      description: 'Crea una persona (contactType ausente o PERSONA NATURAL) o una empresa (EMPRESA). Un duplicado responde 400 con duplicate: true.',
      body: ContactCreate, response: { 201: ContactSaved, ...createErrors },
    },
  }, async (request, reply) => {
    const created = await createContact(app.db, requestActor(request), request.body, false);
    return reply.code(201).send({ ...created, message: CONTACT_MSG.created });
  });

  api.post('/contact/contacto/crear-igualmente/', {
    config: access(PERMISSIONS.clientManage),
    schema: { tags, description: 'Crea el contacto aunque ya exista otro igual.', body: ContactCreate, response: { 201: ContactSaved, ...errors } },
  }, async (request, reply) => {
    const created = await createContact(app.db, requestActor(request), request.body, true);
    return reply.code(201).send({ ...created, message: CONTACT_MSG.created });
  });

  api.post('/contact/contacto/vincular-actualizar/', {
    config: access(PERMISSIONS.clientManage),
    schema: {
      tags, description: 'Actualiza el contacto existente (contact_id) con el formulario; conserva su documento.',
      body: ContactLinkUpdate, response: { 200: ContactSaved, ...errors },
    },
  }, async (request) => {
    const updated = await linkAndUpdateContact(app.db, requestActor(request), request.body);
    return { ...updated, message: CONTACT_MSG.updated };
  });

  api.patch('/contact/contacto/:id/', {
    config: access(PERMISSIONS.clientManage),
    schema: {
      tags, params: ContactIdParam, body: ContactUpdate, response: { 200: ContactRead, ...errors },
      description: 'Actualiza los campos enviados del perfil. autorizacion_datos {estado, medio, fecha, texto} registra la autorización de '
        + 'tratamiento de datos (Ley 1581): OTORGADA y NEGADA piden el medio; la fecha (un día, no futuro) es ahora si no se envía; '
        + 'PENDIENTE borra medio y fecha; queda una entrada de auditoría. Un contacto cuyos datos se suprimieron responde 400.',
    },
  }, async (request) => updateContact(app.db, requestActor(request), request.params.id, request.body));

  api.delete('/contact/contacto/:id/', {
    config: access(PERMISSIONS.contactsDelete),
    schema: { tags, params: ContactIdParam, response: { 204: noContent, ...errors } },
  }, async (request, reply) => {
    await deleteContact(app.db, requestActor(request), request.params.id);
    return reply.code(204).send(undefined);
  });

  api.post('/contact/contacto/:id/crear_relacion/', {
    config: access(PERMISSIONS.clientManage),
    schema: { tags, params: ContactIdParam, body: RelationCreate, response: { 201: RelationsSaved, ...errors } },
  }, async (request, reply) => {
    const relaciones = await createRelations(app.db, requestActor(request), request.params.id, request.body);
    return reply.code(201).send({ detail: CONTACT_MSG.relationAdded, relaciones });
  });

  api.delete('/contact/contacto/:id/relaciones/:relationId/', {
    config: access(PERMISSIONS.clientManage),
    schema: { tags, params: RelationParams, response: { 204: noContent, ...errors } },
  }, async (request, reply) => {
    await deleteRelation(app.db, requestActor(request), request.params.id, request.params.relationId);
    return reply.code(204).send(undefined);
  });

  api.get('/contact/contacto/:id/agents/', {
    config: access(PERMISSIONS.agentsAssign),
    schema: { tags, params: ContactIdParam, response: { 200: z.array(PersonRef), ...errors } },
  }, async (request) => agentsOfContact(app.db, request.params.id));

  api.post('/contact/contacto/:id/assign_agents/', {
    config: access(PERMISSIONS.agentsAssign),
    schema: {
      tags, description: 'Reemplaza los agentes del contacto; solo usuarios con rol Agente, Operador o Supervisor.',
      params: ContactIdParam, body: AgentsAssign, response: { 200: AgentsAssigned, ...errors },
    },
  }, async (request) => {
    const agents = await assignAgents(app.db, requestActor(request), request.params.id, request.body);
    return { detail: CONTACT_MSG.agentsAssigned, agents };
  });

  api.get('/contact/agentes/', {
    config: access(PERMISSIONS.agentsAssign),
    schema: { tags, description: 'Usuarios que pueden asignarse como agentes de un contacto.', response: { 200: z.array(PersonRef), ...errors } },
  }, async () => assignableAgents(app.db));

  api.get('/contact/contacto/:id/whatsapp_numbers/', {
    config: access(PERMISSIONS.contactsView),
    schema: { tags, params: ContactIdParam, response: { 200: z.array(WhatsappNumber), ...errors } },
  }, async (request) => whatsappNumbers(app.db, request.params.id));

}

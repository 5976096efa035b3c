import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContactActivityPage, ContactActivityQuery, ContactIdParam, ContactMerge, ContactMerged, ContactMergeQuery, MERGE_MSG, MergePreview,
  PERMISSIONS, type PermissionName,
} from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requestActor, requireUser } from '../../access.js';
import { errors } from '../../http/responses.js';
import { viewerOf } from '../gestiones/gestiones.filters.js';
import { contactActivity } from './contacts.activity.js';
import { mergeContacts, mergePreview } from './contacts.merge.js';
import { loadContactRead } from './contacts.writes.js';

const access = (permission: PermissionName) => ({ access: { permission, module: 'Contactos' } });

const MERGE_DESCRIPTION = 'Fusiona el contacto other_id en el contacto {id}, que permanece. En una sola transacción: los valores elegidos '
  + 'en keep (por campo, survivor u other; sin elegir queda el del contacto {id}) se escriben en {id}; gestiones, documentos, '
  + 'conversaciones, encuestas, campañas, grupos, agentes, casos, proyectos, tareas, relaciones y su historial pasan a {id}; '
  + 'teléfonos, e-mails, direcciones y redes que {id} ya tiene (mismo valor) no se duplican; con dos hojas de vida, la elegida '
  + 'recibe las entradas de la otra. other_id queda eliminado como lo deja Eliminar contacto (su documento y teléfono ya no '
  + 'cuentan como duplicados). No se fusiona un contacto consigo mismo, uno eliminado ni una persona con una empresa (400).';

/** Merging two contacts and a contact's activity timeline. */
export async function contactHistoryRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contacts'];

  api.get('/contact/contacto/:id/fusionar/', {
    config: access(PERMISSIONS.clientManage),
    schema: {
      tags, description: 'Lo que la fusión de other_id en {id} movería, por tipo; responde 400 o 404 como la fusión.',
      params: ContactIdParam, querystring: ContactMergeQuery, response: { 200: MergePreview, ...errors },
    },
  }, async (request) => mergePreview(app.db, request.params.id, request.query.other_id));

  api.post('/contact/contacto/:id/fusionar/', {
    config: access(PERMISSIONS.clientManage),
    schema: { tags, description: MERGE_DESCRIPTION, params: ContactIdParam, body: ContactMerge, response: { 200: ContactMerged, ...errors } },
  }, async (request) => {
    const moved = await mergeContacts(app.db, requestActor(request), request.params.id, request.body);
    return { detail: MERGE_MSG.merged, contact: await loadContactRead(app.db, request.params.id), moved };
  });

  api.get('/contact/contacto/:id/actividad/', {
    config: access(PERMISSIONS.contactsView),
    schema: {
      tags,
      description: 'Actividad del contacto, lo más reciente primero: gestiones (las que el usuario puede ver, como en su historial), '
        + 'conversaciones (las de sus campañas o suyas, o todas con el permiso de ver todos los agentes) y los cambios que la '
        + 'auditoría registró sobre el contacto (perfil, datos, documentos, grupos, relaciones, agentes, hoja de vida, fusiones). '
        + 'Se pagina con before = next_before de la página anterior.',
      params: ContactIdParam, querystring: ContactActivityQuery, response: { 200: ContactActivityPage, ...errors },
    },
  }, async (request) => contactActivity(app.db, request.params.id, viewerOf(requireUser(request.authUser)), request.query));
}

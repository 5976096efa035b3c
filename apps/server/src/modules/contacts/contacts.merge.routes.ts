import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContactIdParam, ContactMerge, ContactMerged, ContactMergeQuery, MERGE_MSG, MergePreview,
  PERMISSIONS, type PermissionName,
} from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requestActor } from '../../access.js';
import { errors } from '../../http/responses.js';
import type { ContactMergeHook } from './contacts.merge-hooks.js';
import { mergeContacts, mergePreview } from './contacts.merge.js';
import { loadContactRead } from './contacts.writes.js';

const access = (permission: PermissionName) => ({ access: { permission, module: 'Contactos' } });

const MERGE_DESCRIPTION = 'Fusiona el contacto other_id en el contacto {id}, que permanece. En una sola transacción: los valores elegidos '
  + 'en keep (por campo, survivor u other; sin elegir queda el del contacto {id}) se escriben en {id}; gestiones, documentos, '
  + 'conversaciones, encuestas, campañas, grupos, agentes, casos, proyectos, tareas, relaciones y su historial pasan a {id}; '
  + 'teléfonos, e-mails, direcciones y redes que {id} ya tiene (mismo valor) no se duplican; con dos hojas de vida, la elegida '
  + 'recibe las entradas de la otra. other_id queda eliminado como lo deja Eliminar contacto (su documento y teléfono ya no '
  + 'cuentan como duplicados). No se fusiona un contacto consigo mismo, uno eliminado ni una persona con una empresa (400).';

/** Merging two contacts, with the hooks of the modules whose rows move (collected in modules/index.ts). */
export const contactMergeRoutes = (hooks: readonly ContactMergeHook[]) => async function contactMerge(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contacts'];

  api.get('/contact/contacto/:id/fusionar/', {
    config: access(PERMISSIONS.clientManage),
    schema: {
      tags, description: 'Lo que la fusión de other_id en {id} movería, por tipo; responde 400 o 404 como la fusión.',
      params: ContactIdParam, querystring: ContactMergeQuery, response: { 200: MergePreview, ...errors },
    },
  }, async (request) => mergePreview(app.db, hooks, request.params.id, request.query.other_id));

  api.post('/contact/contacto/:id/fusionar/', {
    config: access(PERMISSIONS.clientManage),
    schema: { tags, description: MERGE_DESCRIPTION, params: ContactIdParam, body: ContactMerge, response: { 200: ContactMerged, ...errors } },
  }, async (request) => {
    const moved = await mergeContacts(app.db, hooks, requestActor(request), request.params.id, request.body);
    return { detail: MERGE_MSG.merged, contact: await loadContactRead(app.db, request.params.id), moved };
  });
};

import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactActivityPage, ContactActivityQuery, ContactIdParam, PERMISSIONS } from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requireUser } from '../../access.js';
import { errors } from '../../http/responses.js';
import { viewerOf } from '../gestiones/gestiones.filters.js';
import { contactActivity } from './contacts.activity.js';

/** A contact's activity timeline: its gestiones, conversations and audited changes. */
export async function contactActivityRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contacts'];

  api.get('/contact/contacto/:id/actividad/', {
    config: { access: { permission: PERMISSIONS.contactsView, module: 'Contactos' } },
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

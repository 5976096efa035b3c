import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AGENDA_MAX_DAYS, AgendaQuery, AgendaRead, CALENDAR_MODULE, IdParam, PERMISSIONS } from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requireUser } from '../../access.js';
import { errors } from '../../http/responses.js';
import { agenda } from './calendar.service.js';

const RANGE = `desde y hasta: días de Bogotá (AAAA-MM-DD), ambos incluidos, como máximo ${AGENDA_MAX_DAYS} días.`;

export async function calendarRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['calendario'];

  api.get('/calendar/agenda/', {
    config: { access: { module: CALENDAR_MODULE } },
    schema: {
      tags,
      description: `La agenda de quien llama, la más próxima primero: el próximo contacto de sus gestiones, las visitas de los ` +
        `casos de los que es agente y sus tareas. Cada actividad trae el enlace de su registro. ${RANGE}`,
      querystring: AgendaQuery, response: { 200: AgendaRead, ...errors },
    },
  }, async (request) => {
    const { desde, hasta } = request.query;
    return { desde, hasta, results: await agenda(app.db, { user: requireUser(request.authUser) }, { desde, hasta }) };
  });

  api.get('/calendar/agenda/contacto/:id/', {
    config: { access: { permission: PERMISSIONS.contactsView, module: 'Contactos' } },
    schema: {
      tags,
      description: `La agenda de un contacto: el próximo contacto de sus gestiones y las visitas de sus casos, las que quien llama ` +
        `puede ver. ${RANGE}`,
      params: IdParam, querystring: AgendaQuery, response: { 200: AgendaRead, ...errors },
    },
  }, async (request) => {
    const { desde, hasta } = request.query;
    const scope = { user: requireUser(request.authUser), contactId: request.params.id };
    return { desde, hasta, results: await agenda(app.db, scope, { desde, hasta }) };
  });
}

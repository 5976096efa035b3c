import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Detail, PERMISSIONS, Wallboard } from '@atiende/shared';
import type { App } from '../../app.types.js';
import { hasPermission, requireUser } from '../../access.js';
import { wallboard } from './wallboard.js';

export async function wallboardRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/supervision/wallboard/', {
    config: { access: { permission: PERMISSIONS.supervisionView } },
    schema: {
      tags: ['supervision'],
      description: 'El tablero de pared: por campaña, la cola (en espera, espera más larga en segundos, en gestión), sus agentes por estado '
        + '(disponibles: conectados, bajo su capacidad y sin llamada; en pausa, con los motivos; ocupados; desconectados) y el SLA de primera '
        + 'respuesta de hoy. Con "Ver Gestiones de todos los agentes", todas las campañas; si no, aquellas de las que es encargado.',
      response: { 200: Wallboard, 403: Detail },
    },
  }, async (request) => {
    const user = requireUser(request.authUser);
    return wallboard(app.db, hasPermission(user, PERMISSIONS.gestionesViewAll) ? { all: true } : { all: false, managerId: user.id });
  });
}

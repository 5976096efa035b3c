import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AgentsStatusReport, DASHBOARD_TOPIC, DashboardFigures, Detail, PERMISSIONS, SupervisorReport } from '@atiende/shared';
import type { App } from '../../app.js';
import { agentsStatus, countWaitingConversations, dashboardFigures } from './dashboard.service.js';

export async function dashboardRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/dashboard/', {
    config: { access: {} },
    schema: { tags: ['dashboard'], response: { 200: DashboardFigures } },
  }, async () => dashboardFigures(app.db));

  api.get('/contact/reporte_status/', {
    config: { access: { permission: PERMISSIONS.supervisionView } },
    schema: { tags: ['dashboard'], description: 'Estado de conexión de agentes, operadores y supervisores.', response: { 200: AgentsStatusReport, 403: Detail } },
  }, async () => ({ agentes: await agentsStatus(app.db) }));

  api.get('/contact/reporte_supervisor/', {
    config: { access: { permission: PERMISSIONS.supervisionView } },
    schema: { tags: ['dashboard'], description: 'Estado de los agentes y conversaciones en espera.', response: { 200: SupervisorReport, 403: Detail } },
  }, async () => {
    const [agentes, enEspera] = await Promise.all([agentsStatus(app.db), countWaitingConversations(app.db)]);
    return { agentes, en_espera: enEspera };
  });
}

/** /ws/dashboard/: sends {type: 'gestion'} whenever a gestión is created, changed or expires. */
export async function dashboardSocketRoutes(app: App): Promise<void> {
  app.get('/ws/dashboard/', {
    websocket: true,
    config: { access: {} },
    schema: { tags: ['dashboard'], description: 'WebSocket que avisa {type: "gestion"} cuando cambian las gestiones; el token va en ?token=.' },
  }, (socket) => {
    app.hub.subscribe(DASHBOARD_TOPIC, socket);
  });
}

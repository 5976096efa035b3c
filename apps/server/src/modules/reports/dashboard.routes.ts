import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AgentsStatusReport, DASHBOARD_TOPIC, DashboardFigures, Detail, FieldErrors, PERMISSIONS, SupervisionQuery, SupervisorReport,
} from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requireUser } from '../../access.js';
import { agentsStatus, dashboardFigures } from './dashboard.service.js';
import { viewerOf } from '../gestiones/gestiones.filters.js';
import { supervisionReport } from './supervision.service.js';

/** The module behind the Reportes screens, the supervision report among them. */
const REPORTS_MODULE = 'Reportes';

export async function dashboardRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/dashboard/', {
    config: { access: { anyUser: 'every staff member has a dashboard, scoped to what they may see' } },
    schema: {
      tags: ['dashboard'],
      description: 'Cifras del dashboard (las propias sin "Ver Gestiones de todos los agentes"). periodos: los días de Bogotá que cuentan '
        + 'gestiones (hoy), gestiones_semana (desde el lunes) y gestiones_mes (desde el día 1); el historial con esos fecha_inicio y fecha_fin '
        + 'da el mismo número.',
      response: { 200: DashboardFigures },
    },
  }, async (request) => dashboardFigures(app.db, viewerOf(requireUser(request.authUser))));

  api.get('/contact/reporte_status/', {
    config: { access: { permission: PERMISSIONS.supervisionView } },
    schema: { tags: ['dashboard'], description: 'Estado de conexión de agentes, operadores y supervisores.', response: { 200: AgentsStatusReport, 403: Detail } },
  }, async () => ({ agentes: await agentsStatus(app.db) }));

  api.get('/contact/reporte_supervisor/', {
    config: { access: { permission: PERMISSIONS.supervisionView, module: REPORTS_MODULE } },
    schema: {
      tags: ['dashboard'],
      description: 'Reporte de Supervisión: gestiones en curso y finalizadas hoy de cada agente, y conversaciones en espera por campaña; '
        + '`campaign` limita a los agentes y gestiones de esa campaña.',
      querystring: SupervisionQuery,
      response: { 200: SupervisorReport, 400: FieldErrors, 403: Detail },
    },
  }, async (request) => supervisionReport(app.db, request.query.campaign));
}

/** /ws/dashboard/: sends {type: 'gestion'} whenever a gestión is created, changed or expires. */
export async function dashboardSocketRoutes(app: App): Promise<void> {
  app.get('/ws/dashboard/', {
    websocket: true,
    config: { access: { anyUser: 'live figures of the same dashboard' } },
    schema: { tags: ['dashboard'], description: 'WebSocket que avisa {type: "gestion"} cuando cambian las gestiones; el token va en ?token=.' },
  }, (socket) => {
    app.hub.subscribe(DASHBOARD_TOPIC, socket);
  });
}

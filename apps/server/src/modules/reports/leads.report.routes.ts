import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LEADS_POR_HORA_LIST_LIMIT, LeadsPorHora, LeadsPorHoraQuery, PERMISSIONS } from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requireUser } from '../../access.js';
import { errors } from '../../http/responses.js';
import { LEADS_MODULE, LEADS_OWN_NOTE } from '../leads/leads.routes.js';
import { assertLeadFiltersAllowed, leadViewerOf } from '../leads/leads.service.js';
import { leadsPorHora } from './leads.report.js';

/** The leads' hourly report (`/reports/leads`, `/leads/report`): the leads with their contacts' names. */
export async function leadsReportRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['leads'];
  const base = '/leads/leads';
  const viewerOf = (request: { authUser: Parameters<typeof requireUser>[0] }) => leadViewerOf(requireUser(request.authUser));

  api.get(`${base}/leads_por_hora/`, {
    config: { access: { permission: PERMISSIONS.leadsView, module: LEADS_MODULE } },
    schema: {
      tags, querystring: LeadsPorHoraQuery, response: { 200: LeadsPorHora, ...errors },
      description: `Leads por franja del día (Bogotá): antes_8am y una por hora de 08:00 a 23:00, con los ${LEADS_POR_HORA_LIST_LIMIT} más recientes de cada una. ${LEADS_OWN_NOTE}`,
    },
  }, async (request) => {
    const viewer = viewerOf(request);
    assertLeadFiltersAllowed(viewer, { agents: request.query.agents, campaign: request.query.campaign });
    return leadsPorHora(app.db, viewer, request.query);
  });
}

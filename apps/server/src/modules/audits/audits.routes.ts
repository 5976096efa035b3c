import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditEntry, AuditQuery, Detail, paged, PERMISSIONS } from '@atiende/shared';
import type { App } from '../../app.js';
import { pageResponse } from '../../http/paging.js';
import { countAudits, listAudits, type AuditFilter } from './audits.service.js';

export async function auditsRoutes(app: App): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/audits/audits/', {
    config: { access: { permission: PERMISSIONS.auditsView, module: 'Auditoría' } },
    schema: {
      tags: ['audits'],
      description: 'Historial de cambios, del más reciente al más antiguo; search busca en usuario, estado, tipo, gestión y descripción. '
        + 'Pasadas 1000 entradas, count es 1000 con count_capped. El enlace next lleva after (el id donde terminó la página) '
        + 'para leer páginas profundas sin offset; limit/offset siguen funcionando.',
      querystring: AuditQuery,
      response: { 200: paged(AuditEntry), 403: Detail },
    },
  }, async (request) => {
    const query = request.query;
    const filter: AuditFilter = {
      search: query.search, from: query.fecha_inicio || undefined, to: query.fecha_fin || undefined,
      limit: query.limit, offset: query.offset, after: query.after,
    };
    const [{ count, countCapped }, { more, results }] = await Promise.all([countAudits(app.db, filter), listAudits(app.db, filter)]);
    return pageResponse(request, query, count, results, { more, countCapped, after: results.at(-1)?.id ?? null });
  });
}

import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUDIT_ORDERING, AuditEntry, AuditQuery, paged, PERMISSIONS } from '@atiende/shared';
import type { App } from '../../app.types.js';
import { pageResponse } from '../../http/paging.js';
import { errors } from '../../http/responses.js';
import { orderingNote } from '../../db/ordering.js';
import { countAudits, listAudits, type AuditFilter } from './audits.service.js';

export async function auditsRoutes(app: App): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/audits/audits/', {
    config: { access: { permission: PERMISSIONS.auditsView, module: 'Auditoría' } },
    schema: {
      tags: ['audits'],
      description: 'Historial de cambios, del más reciente al más antiguo; search busca en usuario, estado, tipo, gestión y descripción. '
        + 'Pasadas 1000 entradas, count es 1000 con count_capped. Sin ordering, el enlace next lleva after (el id donde terminó '
        + `la página) para leer páginas profundas sin offset; limit/offset siguen funcionando. ${orderingNote(AUDIT_ORDERING)}`,
      querystring: AuditQuery,
      response: { 200: paged(AuditEntry), ...errors },
    },
  }, async (request) => {
    const query = request.query;
    const filter: AuditFilter = {
      search: query.search, from: query.fecha_inicio || undefined, to: query.fecha_fin || undefined,
      limit: query.limit, offset: query.offset, after: query.after, ordering: query.ordering,
    };
    const [{ count, countCapped }, { more, results }] = await Promise.all([countAudits(app.db, filter), listAudits(app.db, filter)]);
    const after = query.ordering === undefined ? results.at(-1)?.id ?? null : null;
    return pageResponse(request, query, count, results, { more, countCapped, after });
  });
}

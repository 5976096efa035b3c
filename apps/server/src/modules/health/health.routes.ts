import { sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthBackup, z } from '@atiende/shared';
import type { App } from '../../app.types.js';
import { healthBackup } from '../backups/backups.service.js';

const HealthRead = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'down']),
  respaldo: HealthBackup.nullable().describe('El respaldo diario; null mientras la base no responde. No cambia el estado de la respuesta.'),
});

/** A database that takes longer than this to answer `select 1` counts as down. */
const CHECK_TIMEOUT_MS = 3000;

async function databaseAnswers(app: App): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
  const query = app.db.execute(sql`select 1`).then(() => true, () => false);
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Readiness for a load balancer: 200 while the database answers, 503 while it does not; with the daily backup's last result. */
export async function healthRoutes(app: App): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/health/', {
    config: { access: 'public' },
    schema: { tags: ['health'], response: { 200: HealthRead, 503: HealthRead } },
  }, async (_request, reply) => {
    if (await databaseAnswers(app)) {
      const respaldo = await healthBackup(app).catch(() => null);
      return { status: 'ok' as const, database: 'ok' as const, respaldo };
    }
    return reply.code(503).send({ status: 'error', database: 'down', respaldo: null });
  });
}

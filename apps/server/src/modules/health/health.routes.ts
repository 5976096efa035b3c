import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '@atiende/shared';
import type { App } from '../../app.js';

export async function healthRoutes(app: App): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/health/', {
    config: { access: 'public' },
    schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
  }, async () => ({ status: 'ok' as const }));
}

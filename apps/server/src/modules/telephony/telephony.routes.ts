import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Detail, HangupRequest, MakeCallAnswer, MakeCallRequest, MSG, PERMISSIONS } from '@atiende/shared';
import type { App } from '../../app.types.js';
import { AppError } from '../../errors.js';

/** No PBX is connected: a valid request is answered 503 until one is configured. */
const telephonyNotConfigured = () => new AppError(503, MSG.telephonyNotConfigured, undefined, 'not_configured');

export async function telephonyRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { permission: PERMISSIONS.telephonyUse };

  api.post('/issabel/make_call/', {
    config: { access },
    schema: { tags: ['telephony'], body: MakeCallRequest, response: { 200: MakeCallAnswer, 403: Detail, 503: Detail } },
  }, async () => {
    throw telephonyNotConfigured();
  });

  api.post('/issabel/hangup/', {
    config: { access },
    schema: { tags: ['telephony'], body: HangupRequest, response: { 403: Detail, 503: Detail } },
  }, async () => {
    throw telephonyNotConfigured();
  });
}

import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChannelCreate, ChannelRead, ChannelSaved, ChannelUpdate, CHAT_MSG, IdParam, PERMISSIONS, z } from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requestActor } from '../../access.js';
import { errors, noContent } from '../../http/responses.js';
import { createChannel, deleteChannel, getChannel, listChannels, updateChannel } from './channels.service.js';

/** /api/channels/: the WhatsApp numbers, Telegram bots and Facebook pages conversations arrive on. */
export async function channelsRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['canales'];
  const access = { permission: PERMISSIONS.channelsManage };
  const key = app.config.channelSecretsKey;

  api.get('/channels/', {
    config: { access },
    schema: { tags, description: 'Los secretos se muestran enmascarados (••••1234); nunca completos.', response: { 200: z.array(ChannelRead), ...errors } },
  }, async () => listChannels(app.db, key));

  api.get('/channels/:id/', {
    config: { access },
    schema: { tags, params: IdParam, response: { 200: ChannelRead, ...errors } },
  }, async (request) => getChannel(app.db, key, request.params.id));

  api.post('/channels/', {
    config: { access },
    schema: {
      tags, body: ChannelCreate, response: { 201: ChannelSaved, ...errors },
      description: 'config según tipo. WhatsApp: phone_number_id, waba_id, access_token, app_secret, verify_token, api_url. '
        + 'Telegram: bot_token, webhook_secret, api_url. Facebook: page_id, page_access_token, app_secret, verify_token, api_url. '
        + 'Los secretos se guardan cifrados con una clave que no está en la base de datos.',
    },
  }, async (request, reply) => {
    const created = await createChannel(app.db, key, requestActor(request), request.body);
    return reply.code(201).send({ ...created, message: CHAT_MSG.channelCreated });
  });

  api.patch('/channels/:id/', {
    config: { access },
    schema: {
      tags, params: IdParam, body: ChannelUpdate, response: { 200: ChannelSaved, ...errors },
      description: 'Un secreto que no se envía (o se envía vacío) conserva su valor.',
    },
  }, async (request) => {
    const updated = await updateChannel(app.db, key, requestActor(request), request.params.id, request.body);
    return { ...updated, message: CHAT_MSG.channelUpdated };
  });

  api.delete('/channels/:id/', {
    config: { access },
    schema: { tags, params: IdParam, response: { 204: noContent, 409: z.object({ detail: z.string() }), ...errors } },
  }, async (request, reply) => {
    await deleteChannel(app.db, key, requestActor(request), request.params.id);
    return reply.code(204).send(undefined);
  });
}

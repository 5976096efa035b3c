import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParam, MSG, z, type ChatChannelType, type InboundMessage, type StatusUpdate } from '@atiende/shared';
import type { App } from '../../app.js';
import { AppError, notFound, unauthorized } from '../../errors.js';
import { metaChallenge, validMetaSignature } from '../../integrations/meta/meta.webhook.js';
import { parseWhatsappWebhook } from '../../integrations/whatsapp/whatsapp.adapter.js';
import { parseMessengerWebhook } from '../../integrations/messenger/messenger.adapter.js';
import { parseTelegramUpdate, validTelegramSecret } from '../../integrations/telegram/telegram.adapter.js';
import { wakeJobRunner } from '../../jobs/jobs.runner.js';
import { errors } from '../../http/responses.js';
import { cachedChannelSettings, type ChannelSettings } from './channels.service.js';
import { applyStatus, markReadUpTo, receiveMessage } from './chat.inbound.js';

const WebhookAnswer = z.object({ recibidos: z.number().int(), duplicados: z.number().int(), estados: z.number().int() });
const Challenge = z.string().describe('El hub.challenge recibido, como texto.');

const SIGNATURE_REFUSED = 'Firma del webhook no válida.';
const SECRET_REFUSED = 'Token secreto del webhook no válido.';

/**
 * /api/webhooks/{whatsapp|telegram|messenger}/{id}/: public, each guarded by its provider's proof (the
 * HMAC of the raw body, or Telegram's secret header). A delivery is answered 200 only once it is stored.
 */
export async function chatWebhookRoutes(app: App): Promise<void> {
  // The signature is computed over the exact bytes received, so the body is kept raw here.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['webhooks'];
  const key = app.config.channelSecretsKey;

  async function channelOf(id: number, tipo: ChatChannelType): Promise<ChannelSettings> {
    const channel = await cachedChannelSettings(app.db, key, id);
    if (!channel || channel.tipo !== tipo) throw notFound();
    return channel;
  }

  const verification = (tipo: ChatChannelType) => async (request: FastifyRequest<{ Params: { id: number } }>, reply: FastifyReply) => {
    const channel = await channelOf(request.params.id, tipo);
    const challenge = metaChallenge(request.query as Record<string, unknown>, channel.config.verify_token ?? '');
    if (challenge === null) throw new AppError(403, 'Token de verificación no válido.');
    return reply.type('text/plain; charset=utf-8').send(challenge);
  };

  async function store(channel: ChannelSettings, parsed: { messages: InboundMessage[]; statuses: StatusUpdate[] }) {
    let recibidos = 0;
    let duplicados = 0;
    let estados = 0;
    let queuedWork = false;
    for (const message of parsed.messages) {
      const result = await receiveMessage(app.db, channel, message);
      if (result.duplicate) duplicados += 1;
      else recibidos += 1;
      queuedWork ||= result.queuedWork;
    }
    for (const status of parsed.statuses) if (await applyStatus(app.db, channel, status)) estados += 1;
    // Media to fetch or an entry-bot answer to send: the runner looks for them now rather than at its next poll.
    if (queuedWork) wakeJobRunner(app.db);
    return { recibidos, duplicados, estados };
  }

  const metaDelivery = (tipo: 'WhatsApp' | 'Facebook') => async (request: FastifyRequest<{ Params: { id: number } }>) => {
    const channel = await channelOf(request.params.id, tipo);
    const raw = rawBody(request);
    if (!validMetaSignature(raw, header(request, 'x-hub-signature-256'), channel.config.app_secret ?? '')) {
      throw unauthorized(SIGNATURE_REFUSED);
    }
    const payload = parseJson(raw);
    if (tipo === 'WhatsApp') return store(channel, parseWhatsappWebhook(payload));
    const parsed = parseMessengerWebhook(payload);
    const answer = await store(channel, parsed);
    for (const read of parsed.readUpTo) answer.estados += await markReadUpTo(app.db, channel, read.psid, read.at);
    return answer;
  };

  for (const [segment, tipo] of [['whatsapp', 'WhatsApp'], ['messenger', 'Facebook']] as const) {
    api.get(`/webhooks/${segment}/:id/`, {
      config: { access: 'public' },
      schema: {
        tags, params: IdParam, description: 'Verificación de la suscripción (hub.mode, hub.verify_token, hub.challenge).',
        response: { 200: Challenge, ...errors },
      },
    }, verification(tipo));

    api.post(`/webhooks/${segment}/:id/`, {
      config: { access: 'public' },
      schema: {
        tags, params: IdParam, description: 'Requiere X-Hub-Signature-256: HMAC-SHA256 del cuerpo exacto con el app_secret del canal.',
        response: { 200: WebhookAnswer, ...errors },
      },
    }, metaDelivery(tipo));
  }

  api.post('/webhooks/telegram/:id/', {
    config: { access: 'public' },
    schema: {
      tags, params: IdParam, description: 'Requiere X-Telegram-Bot-Api-Secret-Token igual al webhook_secret del canal.',
      response: { 200: WebhookAnswer, ...errors },
    },
  }, async (request) => {
    const channel = await channelOf(request.params.id, 'Telegram');
    if (!validTelegramSecret(header(request, 'x-telegram-bot-api-secret-token'), channel.config.webhook_secret ?? '')) {
      throw unauthorized(SECRET_REFUSED);
    }
    const message = parseTelegramUpdate(parseJson(rawBody(request)));
    return store(channel, { messages: message ? [message] : [], statuses: [] });
  });
}

function rawBody(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError(400, MSG.malformedJson, undefined, 'malformed');
  }
}

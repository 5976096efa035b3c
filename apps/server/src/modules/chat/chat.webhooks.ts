import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParam, z } from '@atiende/shared';
import type { App } from '../../app.types.js';
import { AppError, notFound, unauthorized } from '../../errors.js';
import type { ChannelEvents, ChannelProvider } from '../../integrations/channel.js';
import { channelProviders } from '../../integrations/registry.js';
import { wakeJobRunner } from '../../jobs/jobs.runner.js';
import { errors } from '../../http/responses.js';
import { parseJsonLimited } from '../../http/input.js';
import { cachedChannelSettings, type ChannelSettings } from './channels.service.js';
import { applyStatus, markReadUpTo, receiveMessage } from './chat.inbound.js';
import { createArrivalAssigner } from './chat.assigner.js';
import { applyChange, applyReaction, queueAcknowledgements } from './chat.inbound-changes.js';
import { applyTemplateStatus } from '../templates/templates.service.js';

const WebhookAnswer = z.object({ recibidos: z.number().int(), duplicados: z.number().int(), estados: z.number().int() });
const Challenge = z.string().describe('El hub.challenge recibido, como texto.');

const PROOF_REFUSED = 'Firma o token secreto del webhook no válido.';

/**
 * /api/webhooks/{segment}/{id}/ for every provider of the registry: public, each guarded by its provider's
 * proof (the HMAC of the raw body, or Telegram's secret header). A delivery is answered 200 once what
 * could be read is stored; what could not is logged and left out.
 */
export async function chatWebhookRoutes(app: App): Promise<void> {
  // The signature is computed over the exact bytes received, so the body is kept raw here.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['webhooks'];
  const key = app.config.channelSecretsKey;
  const assigner = createArrivalAssigner(app.db, app.log);
  app.addHook('onClose', () => assigner.stop());

  async function channelOf(id: number, provider: ChannelProvider): Promise<ChannelSettings> {
    const channel = await cachedChannelSettings(app.db, key, id);
    if (!channel || channel.tipo !== provider.type) throw notFound();
    return channel;
  }

  async function store(channel: ChannelSettings, events: ChannelEvents, request: FastifyRequest) {
    let recibidos = 0;
    let duplicados = 0;
    let estados = 0;
    let queuedWork = false;
    const waitingIn = new Set<number>();
    for (const message of events.messages) {
      const result = await receiveMessage(app.db, channel, message);
      if (result.duplicate) duplicados += 1;
      else recibidos += 1;
      queuedWork ||= result.queuedWork;
      if (result.waitingIn !== null) waitingIn.add(result.waitingIn);
    }
    // Answered once the arrivals were offered to the campaign's agents: the answer time is the time to assignment.
    await Promise.all([...waitingIn].map((campaignId) => assigner.request(campaignId)));
    for (const status of events.statuses) if (await applyStatus(app.db, channel, status)) estados += 1;
    for (const read of events.readUpTo) estados += await markReadUpTo(app.db, channel, read.address, read.at);
    for (const reaction of events.reactions) await applyReaction(app.db, channel, reaction);
    for (const change of events.changes) await applyChange(app.db, channel, change);
    if (events.acknowledgements.length > 0) queuedWork ||= await queueAcknowledgements(app.db, channel, events.acknowledgements);
    for (const template of events.templateStatuses) {
      const applied = await applyTemplateStatus(app.db, channel, template);
      request.log.info({ channel: channel.id, template, applied }, 'estado de plantilla');
      if (applied) estados += 1;
    }
    if (events.ignored.length > 0) request.log.warn({ channel: channel.id, ignored: events.ignored.slice(0, 20) }, 'webhook: partes ilegibles');
    // Media to fetch or an entry-bot answer to send: the runner looks for them now rather than at its next poll.
    if (queuedWork) wakeJobRunner(app.db);
    return { recibidos, duplicados, estados };
  }

  for (const provider of channelProviders()) {
    const url = `/webhooks/${provider.webhookSegment}/:id/`;
    const challenge = provider.challenge;
    if (challenge) {
      api.get(url, {
        config: { access: 'public' },
        schema: {
          tags, params: IdParam, description: 'Verificación de la suscripción (hub.mode, hub.verify_token, hub.challenge).',
          response: { 200: Challenge, ...errors },
        },
      }, async (request, reply) => {
        const channel = await channelOf(request.params.id, provider);
        const answer = challenge(request.query as Record<string, unknown>, channel.config);
        if (answer === null) throw new AppError(403, 'Token de verificación no válido.');
        return reply.type('text/plain; charset=utf-8').send(answer);
      });
    }

    api.post(url, {
      config: { access: 'public' },
      schema: {
        tags, params: IdParam, response: { 200: WebhookAnswer, ...errors },
        description: `Entregas de ${provider.type}, con la prueba del proveedor (X-Hub-Signature-256 o X-Telegram-Bot-Api-Secret-Token).`,
      },
    }, async (request) => {
      const channel = await channelOf(request.params.id, provider);
      const raw = rawBody(request);
      if (!provider.verifyDelivery({ rawBody: raw, header: (name) => header(request, name) }, channel.config)) {
        throw unauthorized(PROOF_REFUSED);
      }
      return store(channel, provider.parseDelivery(parseJsonLimited(raw)), request);
    });
  }
}

function rawBody(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

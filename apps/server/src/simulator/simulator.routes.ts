import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Detail, PERMISSIONS, dbId, requiredQueryId, requiredText, z } from '@atiende/shared';
import type { App } from '../app.types.js';
import { hasPermission, requireUser } from '../access.js';
import type { AuthUser } from '../modules/auth/auth.current-user.js';
import { campaignIdsOfUser } from '../modules/campaigns/campaigns.members.js';
import { chatViewerOf } from '../modules/chat/chat.conversations.js';
import { fieldErrors, forbidden, notFound } from '../errors.js';
import { errors } from '../http/responses.js';
import { base64Payload, sanitizeFilename } from '../files/stored-files.js';
import type { ChannelSettings } from '../modules/chat/channels.service.js';
import {
  SIM_TELEGRAM_PREFIX, SIM_WHATSAPP_PREFIX, SIMULATOR_API_URLS, simulatedChannel, simulatedChannels, type SimChannelType,
} from './simulator.channels.js';
import { customerReads, customerSends, type CustomerContent } from './simulator.customer.js';
import { sendBytes } from './simulator.files.js';
import {
  SimChannels, SimConversationQuery, SimConversationRead, SimCustomerMessage, SimFileParam, SimMessageRead, SimReadAnswer,
  SimReadRequest,
} from './simulator.schemas.js';
import { SimulatorState } from './simulator.state.js';
import type { SimMessage } from './simulator.types.js';
import { telegramStandIn } from './simulator.telegram.js';
import { whatsappStandIn } from './simulator.whatsapp.js';
import { reviewSimTemplate } from './simulator.templates.js';
import type { SimTemplate } from './simulator.types.js';

const SimTemplateRead = z.object({
  id: z.string(), name: z.string(), language: z.string(), category: z.string(), body: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED', 'PAUSED', 'DISABLED']),
});
const SimTemplateReview = z.object({
  channel: dbId(),
  name: requiredText(512),
  language: z.string().trim().min(1).max(20).optional().default('es'),
  status: z.enum(['APPROVED', 'REJECTED', 'PAUSED', 'DISABLED'], { error: () => 'Estado no válido: APPROVED, REJECTED, PAUSED o DISABLED.' }),
  reason: z.string().trim().max(500).optional(),
});
const toTemplateRead = (t: SimTemplate) => ({ id: t.id, name: t.name, language: t.language, category: t.category, body: t.body, status: t.status });

const CHANNEL_NOT_SIMULATED = 'El canal no existe o no apunta al simulador.';
const INVALID_FILE = 'El archivo no es válido.';
const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/** A message as the customer's page shows it; files are read through /api/sim/files/. */
function toMessageRead(state: SimulatorState, message: SimMessage): SimMessageRead {
  const file = message.fileId ? state.file(message.fileId) : undefined;
  return {
    id: message.id,
    from: message.from,
    kind: message.kind,
    text: message.text,
    file: file ? { url: `/api/sim/files/${encodeURIComponent(file.id)}/`, filename: message.filename ?? file.filename, mime_type: file.mimeType } : null,
    link: message.link,
    location: message.location,
    status: message.status,
    created_at: message.at.toISOString(),
  };
}

/** The customer's message in the simulator's terms; a file that is not valid base64, or an image of another type, is refused. */
function contentOf(input: SimCustomerMessage): CustomerContent {
  if (input.kind === 'text') return { kind: 'text', text: input.text };
  if (input.kind === 'location') return { kind: 'location', latitude: input.latitude, longitude: input.longitude, place: input.place || null };
  const encoded = base64Payload(input.file.data);
  const bytes = encoded ? Buffer.from(encoded, 'base64') : Buffer.alloc(0);
  if (bytes.length === 0) throw fieldErrors({ file: [INVALID_FILE] });
  const mimeType = input.file.mime_type.split(';')[0]!.trim().toLowerCase();
  if (input.kind === 'image' && !IMAGE_TYPES.includes(mimeType)) throw fieldErrors({ file: ['La imagen debe ser JPG o PNG.'] });
  return { kind: input.kind, file: { name: sanitizeFilename(input.file.name), mimeType, bytes }, caption: input.caption || null };
}

/**
 * The simulated channels a user may play the customer of: all of them for whoever sees every chat, otherwise
 * those of the campaigns the user works in. The customer's side shows the agents' replies, so it is as private
 * as the conversations themselves.
 */
async function channelsOpenTo(app: App, user: AuthUser, channels: ChannelSettings[]): Promise<ChannelSettings[]> {
  if (chatViewerOf(user).seesAll) return channels;
  const mine = await campaignIdsOfUser(app.db, user.id);
  return channels.filter((channel) => mine.has(channel.campaignId));
}

/**
 * /api/sim/: the customer's side of the simulator, for the /simulador page. Staff who attend chats or manage
 * channels may play the customer of the channels of their campaigns; whoever sees every chat, of any channel.
 */
function customerRoutes(state: SimulatorState) {
  return async (app: App): Promise<void> => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['simulador'];
    const access = { anyUser: 'the simulator plays the customer for anyone trying the chat' };
    app.addHook('preHandler', async (request) => {
      const user = requireUser(request.authUser);
      if (!hasPermission(user, PERMISSIONS.chatUse) && !hasPermission(user, PERMISSIONS.channelsManage)) throw forbidden();
    });

    /** A simulated channel the user may play the customer of; any other is answered as not simulated. */
    async function channelOf(request: FastifyRequest, id: number): Promise<ChannelSettings> {
      const channel = await simulatedChannel(app, id);
      const [open] = channel ? await channelsOpenTo(app, requireUser(request.authUser), [channel]) : [];
      if (!open) throw notFound(CHANNEL_NOT_SIMULATED);
      return open;
    }

    api.get('/channels/', {
      config: { access },
      schema: {
        tags, response: { 200: SimChannels, ...errors },
        description: 'Los canales de WhatsApp y Telegram cuyo api_url apunta al simulador, y el api_url que deben tener: una ruta de '
          + 'este servidor, que sigue sirviendo si cambia su puerto.',
      },
    }, async (request) => {
      const channels = await channelsOpenTo(app, requireUser(request.authUser), await simulatedChannels(app));
      return {
        channels: channels.map((c) => ({ id: c.id, nombre: c.nombre, tipo: c.tipo as SimChannelType, campaign: c.campaignId })),
        api_urls: SIMULATOR_API_URLS,
      };
    });

    api.post('/messages/', {
      config: { access },
      schema: {
        tags, body: SimCustomerMessage, response: { 201: z.object({ message: SimMessageRead }), ...errors, 502: Detail },
        description: 'El cliente escribe: texto, imagen o documento (base64) o ubicación. Se entrega al webhook del canal como lo haría '
          + 'el proveedor, firmado; si el webhook la rechaza se responde 502. Un bot de Telegram sin webhook (deleteWebhook) la recibe '
          + 'con getUpdates.',
      },
    }, async (request, reply) => {
      const channel = await channelOf(request, request.body.channel);
      const content = contentOf(request.body);
      const message = await customerSends(app, state, channel, { name: request.body.name, address: request.body.address, content });
      return reply.code(201).send({ message: toMessageRead(state, message) });
    });

    api.get('/conversation/', {
      config: { access },
      schema: {
        tags, querystring: SimConversationQuery, response: { 200: SimConversationRead, ...errors },
        description: 'La conversación como la ve el cliente: sus mensajes y las respuestas que el agente envió por el canal.',
      },
    }, async (request) => {
      const channel = await channelOf(request, request.query.channel);
      const conversation = state.conversation(channel.id, request.query.address);
      return {
        channel: channel.id,
        tipo: channel.tipo as SimChannelType,
        address: request.query.address,
        name: conversation?.name ?? '',
        messages: (conversation?.messages ?? []).map((message) => toMessageRead(state, message)),
      };
    });

    api.post('/read/', {
      config: { access },
      schema: {
        tags, body: SimReadRequest, response: { 200: SimReadAnswer, ...errors, 409: Detail, 502: Detail },
        description: 'El cliente lee las respuestas del agente: WhatsApp entrega los estados delivered y read al webhook. '
          + 'Telegram no tiene confirmaciones de lectura (409).',
      },
    }, async (request) => {
      const channel = await channelOf(request, request.body.channel);
      return { read: await customerReads(app, state, channel, request.body.address) };
    });

    api.get('/templates/', {
      config: { access },
      schema: {
        tags, querystring: z.object({ channel: requiredQueryId() }), response: { 200: z.object({ templates: z.array(SimTemplateRead) }), ...errors },
        description: 'Las plantillas que recibió la cuenta de WhatsApp Business simulada del canal, con su revisión.',
      },
    }, async (request) => {
      const channel = await channelOf(request, request.query.channel);
      return { templates: state.templatesOf(channel.config.waba_id ?? '').map(toTemplateRead) };
    });

    api.post('/templates/review/', {
      config: { access },
      schema: {
        tags, body: SimTemplateReview, response: { 200: z.object({ template: SimTemplateRead, entregas: z.number().int() }), ...errors },
        description: 'Hace de Meta: cambia la revisión de una plantilla (APPROVED, REJECTED, PAUSED, DISABLED) y envía el webhook '
          + 'message_template_status_update firmado a los canales de su cuenta. Solo quien administra canales.',
      },
    }, async (request) => {
      if (!hasPermission(requireUser(request.authUser), PERMISSIONS.channelsManage)) throw forbidden();
      const channel = await channelOf(request, request.body.channel);
      const template = state.template(channel.config.waba_id ?? '', request.body.name, request.body.language);
      if (!template) throw notFound('La cuenta simulada no tiene esa plantilla.');
      const entregas = await reviewSimTemplate(app, template, request.body.status, request.body.reason ?? null);
      return { template: toTemplateRead(template), entregas };
    });

    api.get('/files/:id/', {
      config: { access, tokenInQuery: true },
      schema: {
        tags, params: SimFileParam, querystring: z.object({ token: z.string().optional() }),
        description: 'Un archivo de una conversación simulada. Admite ?token= para <img src>.',
      },
    }, async (request, reply) => {
      const file = state.file(request.params.id);
      if (!file) throw notFound();
      await channelOf(request, file.channelId);
      return sendBytes(reply, file.bytes, file.mimeType, file.filename);
    });
  };
}

/**
 * The channel simulator: stand-ins for the Graph API (/sim/whatsapp/v21.0) and the Bot API
 * (/sim/telegram) that the channels' adapters call unchanged, and the customer's side under /api/sim/.
 * Its memory lives in this process only.
 */
export async function registerChannelSimulator(app: App): Promise<void> {
  const state = new SimulatorState();
  await app.register(whatsappStandIn(state), { prefix: SIM_WHATSAPP_PREFIX });
  await app.register(telegramStandIn(state), { prefix: SIM_TELEGRAM_PREFIX });
  await app.register(customerRoutes(state), { prefix: '/api/sim' });
}

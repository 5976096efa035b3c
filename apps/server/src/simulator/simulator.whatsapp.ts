import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app.types.js';
import { wholeFile } from '../http/multipart.js';
import type { ChannelSettings } from '../modules/chat/channels.service.js';
import { channelsWithSecret } from './simulator.channels.js';
import { sendBytes } from './simulator.files.js';
import { newMediaId, newWamid, type SimulatorState } from './simulator.state.js';
import type { SimMessage } from './simulator.types.js';
import { createSimTemplate, scheduleApproval, simTemplateSend } from './simulator.templates.js';

/** Graph keeps free text to the customer's 24 hours; after that only templates go out (131047). */
const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;
const MAX_TEXT = 4096;
/** Graph's largest upload (documents); images and audio are smaller, which the simulator does not police. */
const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
const MEDIA_KINDS = ['image', 'audio', 'video', 'document', 'sticker'] as const;
const VERSION = /^v\d+\.\d+$/;
const WINDOW_CLOSED_DETAILS = 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.';

const access = { access: 'public' as const };
const hide = { hide: true };

interface GraphErrorExtra {
  subcode?: number;
  details?: string;
  transient?: boolean;
}

/** Graph's error envelope, as its clients parse it. */
function graphError(reply: FastifyReply, status: number, code: number, message: string, extra: GraphErrorExtra = {}) {
  return reply.code(status).send({
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(extra.subcode !== undefined ? { error_subcode: extra.subcode } : {}),
      ...(extra.details ? { error_data: { messaging_product: 'whatsapp', details: extra.details } } : {}),
      ...(extra.transient ? { is_transient: true } : {}),
      fbtrace_id: `A${randomBytes(11).toString('base64url')}`,
    },
  });
}

const invalidParameter = (reply: FastifyReply, details: string) => graphError(reply, 400, 100, '(#100) Invalid parameter', { details });

/** What Graph answers for an object the token cannot see, or that does not exist. */
const unsupported = (reply: FastifyReply, method: string, id: string) => graphError(reply, 400, 100,
  `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, `
  + 'or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api', { subcode: 33 });

const unknownPath = (reply: FastifyReply, path: string) => graphError(reply, 400, 2500, `Unknown path components: ${path}`);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

type Content = Pick<SimMessage, 'kind' | 'text' | 'fileId' | 'filename' | 'link' | 'location'>;
type Body = Record<string, unknown>;

const asRecord = (value: unknown): Body | null => (value && typeof value === 'object' && !Array.isArray(value) ? value as Body : null);
const asText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The message a send body describes, or the details of Graph's refusal. */
function contentOf(state: SimulatorState, channel: ChannelSettings, body: Body): Content | string {
  const type = body.type ?? 'text';
  const empty = { text: null, fileId: null, filename: null, link: null, location: null };
  if (type === 'text') {
    const text = asText(asRecord(body.text)?.body);
    if (!text) return "The parameter text['body'] is required.";
    if (text.length > MAX_TEXT) return `Param text['body'] must be at most ${MAX_TEXT} characters long.`;
    return { ...empty, kind: 'text', text };
  }
  if ((MEDIA_KINDS as readonly unknown[]).includes(type)) {
    const kind = type as (typeof MEDIA_KINDS)[number];
    const media = asRecord(body[kind]);
    const id = asText(media?.id);
    const link = asText(media?.link);
    if (!media || (!id && !link)) return `The parameter ${kind}['id'] or ${kind}['link'] is required.`;
    if (id && link) return `Param ${kind} must have either id or link, not both.`;
    const file = id ? state.file(id) : undefined;
    if (id && file?.channelId !== channel.id) return `Param ${kind}['id'] is not a valid media id.`;
    const caption = kind === 'audio' || kind === 'sticker' ? null : asText(media.caption);
    const filename = kind === 'document' ? (asText(media.filename) ?? file?.filename ?? null) : (file?.filename ?? null);
    return { ...empty, kind, text: caption, fileId: id, filename, link };
  }
  if (type === 'location') {
    const location = asRecord(body.location);
    const latitude = Number(location?.latitude);
    const longitude = Number(location?.longitude);
    if (!location || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return "The parameters location['latitude'] and location['longitude'] are required.";
    return { ...empty, kind: 'location', location: { latitude, longitude, name: asText(location.name) } };
  }
  if (type === 'template') {
    const name = asText(asRecord(body.template)?.name);
    if (!name) return "The parameter template['name'] is required.";
    return { ...empty, kind: 'template', text: `Plantilla ${name}` };
  }
  return `Unsupported message type: ${String(type)}`;
}

/**
 * The Graph API stand-in under /sim/whatsapp: sends, read receipts, media upload and download, for
 * the WhatsApp channels whose api_url points here. Tokens are checked as Graph does: an unknown token
 * is 401 (190); a token that cannot see the phone number or media is 400 (100, subcode 33).
 */
export function whatsappStandIn(state: SimulatorState) {
  return async (app: App): Promise<void> => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'channel simulator (whatsapp)');
        return graphError(reply, 500, 1, 'An unknown error has occurred.', { transient: true });
      }
      return graphError(reply, 400, 100, `(#100) ${error.message}`);
    });

    /** The simulated channels the bearer token belongs to; null once the refusal is answered. */
    async function tokenChannels(request: FastifyRequest, reply: FastifyReply): Promise<ChannelSettings[] | null> {
      const token = bearerToken(request);
      if (!token) {
        graphError(reply, 400, 2500, 'An active access token must be used to query information about the current user.');
        return null;
      }
      const found = await channelsWithSecret(app, 'WhatsApp', 'access_token', token);
      if (found.length === 0) {
        graphError(reply, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
        return null;
      }
      return found;
    }

    /** The channel of the phone number id, when the token may use it; null once the refusal is answered. */
    async function numberChannel(request: FastifyRequest<{ Params: NumberParams }>, reply: FastifyReply): Promise<ChannelSettings | null> {
      const { version, phoneNumberId } = request.params;
      if (!VERSION.test(version)) {
        unknownPath(reply, request.url);
        return null;
      }
      const channels = await tokenChannels(request, reply);
      if (!channels) return null;
      const channel = channels.find((c) => c.config.phone_number_id === phoneNumberId);
      if (!channel) unsupported(reply, request.method, phoneNumberId);
      return channel ?? null;
    }

    app.post<{ Params: NumberParams }>('/:version/:phoneNumberId/messages', { config: access, schema: hide }, async (request, reply) => {
      const channel = await numberChannel(request, reply);
      if (!channel) return reply;
      const body = asRecord(request.body) ?? {};
      if (body.messaging_product !== 'whatsapp') return graphError(reply, 400, 100, '(#100) The parameter messaging_product is required.');
      if (body.status === 'read') return markRead(channel, body, reply);

      const input = typeof body.to === 'string' || typeof body.to === 'number' ? String(body.to) : '';
      const to = input.replace(/\D/g, '');
      if (!to) return graphError(reply, 400, 100, '(#100) The parameter to is required.');
      const content = contentOf(state, channel, body);
      if (typeof content === 'string') return invalidParameter(reply, content);
      if (content.kind === 'template') {
        const checked = simTemplateSend(state, channel.config.waba_id ?? '', asRecord(body.template) ?? {});
        if ('code' in checked) return graphError(reply, checked.status, checked.code, checked.message, { details: checked.details, subcode: checked.subcode });
        content.text = checked.text;
      }
      const known = state.conversation(channel.id, to);
      const windowClosed = known?.lastCustomerAt && Date.now() - known.lastCustomerAt.getTime() > SERVICE_WINDOW_MS;
      if (windowClosed && content.kind !== 'template') {
        return graphError(reply, 400, 131047, '(#131047) Re-engagement message', { details: WINDOW_CLOSED_DETAILS });
      }
      const sent = state.addMessage(state.openConversation(channel.id, to), {
        ...content, id: newWamid(), from: 'agent', at: new Date(), status: 'sent',
      });
      return { messaging_product: 'whatsapp', contacts: [{ input, wa_id: to }], messages: [{ id: sent.id }] };
    });

    /** The business read the customer's message: it and the ones before it get the blue ticks. */
    function markRead(channel: ChannelSettings, body: Body, reply: FastifyReply) {
      const id = asText(body.message_id);
      const found = id ? state.findMessage(channel.id, id) : undefined;
      if (!found || found.message.from !== 'customer') return invalidParameter(reply, `Invalid message_id: ${id ?? ''}`);
      for (const earlier of found.conversation.messages) {
        if (earlier.from === 'customer' && earlier.at <= found.message.at) earlier.status = 'read';
      }
      return { success: true };
    }

    app.post<{ Params: NumberParams }>('/:version/:phoneNumberId/media', { config: access, schema: hide }, async (request, reply) => {
      const channel = await numberChannel(request, reply);
      if (!channel) return reply;
      if (!request.isMultipart()) return graphError(reply, 400, 100, '(#100) The parameter messaging_product is required.');
      const fields: Record<string, string> = {};
      let upload: { bytes: Buffer; filename: string; mimeType: string } | null = null;
      for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } })) {
        if (part.type === 'file') upload = { bytes: await wholeFile(part), filename: part.filename, mimeType: part.mimetype };
        else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
      if (fields.messaging_product !== 'whatsapp') return graphError(reply, 400, 100, '(#100) The parameter messaging_product is required.');
      if (!upload || upload.bytes.length === 0) return graphError(reply, 400, 100, '(#100) The parameter file is required.');
      const mimeType = (fields.type || upload.mimeType || 'application/octet-stream').split(';')[0]!.trim();
      const file = state.addFile({ id: newMediaId(), channelId: channel.id, bytes: upload.bytes, mimeType, filename: upload.filename || null, path: null });
      return { id: file.id };
    });

    /** The short-lived URL of a media id, which the same token then downloads. */
    app.get<{ Params: { version: string; mediaId: string } }>('/:version/:mediaId', { config: access, schema: hide }, async (request, reply) => {
      if (!VERSION.test(request.params.version)) return unknownPath(reply, request.url);
      const channels = await tokenChannels(request, reply);
      if (!channels) return reply;
      const file = state.file(request.params.mediaId);
      if (!file || !channels.some((c) => c.id === file.channelId)) return unsupported(reply, 'get', request.params.mediaId);
      return {
        messaging_product: 'whatsapp',
        url: `${originOf(request)}/sim/whatsapp/attachments/${file.id}`,
        mime_type: file.mimeType,
        sha256: file.sha256,
        file_size: file.bytes.length,
        id: file.id,
      };
    });

    app.delete<{ Params: { version: string; mediaId: string } }>('/:version/:mediaId', { config: access, schema: hide }, async (request, reply) => {
      if (!VERSION.test(request.params.version)) return unknownPath(reply, request.url);
      const channels = await tokenChannels(request, reply);
      if (!channels) return reply;
      const file = state.file(request.params.mediaId);
      if (!file || !channels.some((c) => c.id === file.channelId)) return unsupported(reply, 'delete', request.params.mediaId);
      state.deleteFile(file.id);
      return { success: true };
    });

    /** The media URL: only with the bearer token of the channel that owns the file, as on Meta's CDN. */
    app.get<{ Params: { mediaId: string } }>('/attachments/:mediaId', { config: access, schema: hide }, async (request, reply) => {
      const file = state.file(request.params.mediaId);
      const channels = file ? await channelsWithSecret(app, 'WhatsApp', 'access_token', bearerToken(request)) : [];
      if (!file || !channels.some((c) => c.id === file.channelId)) {
        return graphError(reply, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
      }
      return sendBytes(reply, file.bytes, file.mimeType, file.filename);
    });

    /** Templates of a business account the token's channels belong to: submitted for review, then approved by a webhook. */
    app.post<{ Params: { version: string; wabaId: string } }>('/:version/:wabaId/message_templates', { config: access, schema: hide }, async (request, reply) => {
      if (!VERSION.test(request.params.version)) return unknownPath(reply, request.url);
      const channels = await tokenChannels(request, reply);
      if (!channels) return reply;
      const { wabaId } = request.params;
      if (!channels.some((c) => c.config.waba_id === wabaId)) return unsupported(reply, 'post', wabaId);
      const created = createSimTemplate(state, wabaId, asRecord(request.body) ?? {});
      if ('code' in created) return graphError(reply, created.status, created.code, created.message, { details: created.details, subcode: created.subcode });
      scheduleApproval(app, state, created);
      return { id: created.id, status: created.status, category: created.category };
    });

    app.get<{ Params: { version: string; wabaId: string } }>('/:version/:wabaId/message_templates', { config: access, schema: hide }, async (request, reply) => {
      if (!VERSION.test(request.params.version)) return unknownPath(reply, request.url);
      const channels = await tokenChannels(request, reply);
      if (!channels) return reply;
      const { wabaId } = request.params;
      if (!channels.some((c) => c.config.waba_id === wabaId)) return unsupported(reply, 'get', wabaId);
      const query = request.query as Record<string, string | undefined>;
      const data = state.templatesOf(wabaId)
        .filter((t) => (!query.name || t.name === query.name) && (!query.status || t.status === query.status))
        .map((t) => ({ id: t.id, name: t.name, language: t.language, status: t.status, category: t.category, components: [{ type: 'BODY', text: t.body }] }));
      return { data, paging: { cursors: { before: '', after: '' } } };
    });

    app.route({
      method: ['GET', 'POST', 'DELETE'], url: '/*', exposeHeadRoute: false, config: access, schema: hide,
      handler: async (request, reply) => unknownPath(reply, request.url),
    });
  };
}

interface NumberParams {
  version: string;
  phoneNumberId: string;
}

import { MediaUnavailable, type TemplateDefinition, type TemplateMessage, type TemplateSubmitted } from '../channel.js';
import { graphError } from '../meta/meta.webhook.js';
import { ProviderError, providerFetch } from '../provider-error.js';

/** A WhatsApp Cloud number: its Graph base (the real one or a stand-in) and credentials. */
export interface WhatsappConfig {
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  /** The WhatsApp Business account of the number: where templates are submitted. */
  wabaId?: string;
}

export const WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';
export const WHATSAPP_MAX_TEXT = 4096;

/** Graph media ids are numbers. */
const MEDIA_ID = /^\d{1,40}$/;

export type MediaKind = 'image' | 'audio' | 'video' | 'document';
export type MediaSource = { id: string } | { link: string };

export interface SendOptions {
  /** The wamid this message answers. */
  replyTo?: string;
}

/** Sends through the Graph API and answers the new message's wamid; refusals become provider errors. */
export function whatsappClient(config: WhatsappConfig) {
  const headers = { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' };
  async function graph<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await providerFetch('whatsapp', `${config.apiUrl}${path}`, { ...init, headers: { ...headers, ...init.headers } });
    const body = (await res.json().catch(() => null)) as unknown;
    if (!res.ok) throw graphError('whatsapp', res.status, body);
    return body as T;
  }
  async function send(to: string, message: Record<string, unknown>, options: SendOptions): Promise<string> {
    const body = {
      messaging_product: 'whatsapp', recipient_type: 'individual', to, ...message,
      ...(options.replyTo ? { context: { message_id: options.replyTo } } : {}),
    };
    const answer = await graph<{ messages?: { id: string }[] }>(`/${config.phoneNumberId}/messages`, { method: 'POST', body: JSON.stringify(body) });
    const id = answer.messages?.[0]?.id;
    if (!id) throw new ProviderError('whatsapp', 'provider_failed', 'respuesta sin id de mensaje');
    return id;
  }
  return {
    sendText(to: string, text: string, options: SendOptions = {}) {
      if (text.length > WHATSAPP_MAX_TEXT) throw new ProviderError('whatsapp', 'provider_failed', 'texto de más de 4096 caracteres');
      return send(to, { type: 'text', text: { body: text, preview_url: false } }, options);
    },
    /** A file by its uploaded media id or a public link, never both. */
    sendMedia(to: string, kind: MediaKind, source: MediaSource, extra: { caption?: string; filename?: string } = {}, options: SendOptions = {}) {
      const media: Record<string, unknown> = { ...source };
      if (extra.caption && kind !== 'audio') media.caption = extra.caption;
      if (extra.filename && kind === 'document') media.filename = extra.filename;
      return send(to, { type: kind, [kind]: media }, options);
    },
    /** Uploads a file to the number's media store (kept 30 days) and answers its media id. */
    async uploadMedia(bytes: Buffer, mimeType: string, filename: string): Promise<string> {
      const form = new FormData();
      form.set('messaging_product', 'whatsapp');
      form.set('type', mimeType);
      form.set('file', new Blob([new Uint8Array(bytes)], { type: mimeType }), filename);
      const res = await providerFetch('whatsapp', `${config.apiUrl}/${config.phoneNumberId}/media`, {
        method: 'POST', headers: { authorization: headers.authorization }, body: form,
      });
      const body = (await res.json().catch(() => null)) as { id?: string } | null;
      if (!res.ok) throw graphError('whatsapp', res.status, body);
      if (!body?.id) throw new ProviderError('whatsapp', 'provider_failed', 'subida sin id de medio');
      return body.id;
    },
    /** An approved template: the only message that goes out once the customer's 24 hours have passed. */
    sendTemplate(to: string, template: TemplateMessage) {
      const components: Record<string, unknown>[] = [];
      if (template.header) {
        const { kind, mediaId } = template.header;
        components.push({ type: 'header', parameters: [{ type: kind, [kind]: { id: mediaId } }] });
      }
      if (template.parameters.length > 0) {
        components.push({ type: 'body', parameters: template.parameters.map((text) => ({ type: 'text', text })) });
      }
      return send(to, { type: 'template', template: { name: template.name, language: { code: template.language, policy: 'deterministic' }, components } }, {});
    },
    /**
     * Submits a template for review: `POST /{waba_id}/message_templates` with its body (positional variables and
     * one example each) and, for a header file, the handle of the file uploaded to the number beforehand.
     */
    async createTemplate(definition: TemplateDefinition, headerHandle: string | null): Promise<TemplateSubmitted> {
      if (!config.wabaId) throw new ProviderError('whatsapp', 'not_configured', 'canal sin waba_id');
      const components: Record<string, unknown>[] = [];
      if (definition.header && headerHandle) {
        components.push({ type: 'HEADER', format: definition.header.kind.toUpperCase(), example: { header_handle: [headerHandle] } });
      }
      components.push({
        type: 'BODY', text: definition.body,
        ...(definition.examples.length > 0 ? { example: { body_text: [definition.examples] } } : {}),
      });
      const answer = await graph<{ id?: string; status?: string; category?: string }>(`/${config.wabaId}/message_templates`, {
        method: 'POST',
        body: JSON.stringify({
          name: definition.name, language: definition.language, category: definition.category, parameter_format: 'POSITIONAL', components,
        }),
      });
      if (!answer.id) throw new ProviderError('whatsapp', 'provider_failed', 'respuesta sin id de plantilla');
      return { id: String(answer.id), status: answer.status ?? 'PENDING', category: answer.category ?? null };
    },
    async markRead(messageId: string): Promise<void> {
      await graph(`/${config.phoneNumberId}/messages`, { method: 'POST', body: JSON.stringify({ messaging_product: 'whatsapp', status: 'read', message_id: messageId }) });
    },
    /** Downloads an inbound file: its media id gives a short-lived URL, fetched with the same token. */
    async downloadMedia(mediaId: string): Promise<{ bytes: Buffer; mimeType: string }> {
      // The id goes into the path with the bearer token: only Graph's own format (digits) is fetched.
      if (!MEDIA_ID.test(mediaId)) throw new MediaUnavailable(`id de medio no válido: ${mediaId.slice(0, 40)}`);
      const info = await graph<{ url: string; mime_type: string }>(`/${mediaId}`);
      const res = await providerFetch('whatsapp', info.url, { headers: { authorization: headers.authorization } });
      if (!res.ok) throw graphError('whatsapp', res.status, await res.json().catch(() => null));
      return { bytes: Buffer.from(await res.arrayBuffer()), mimeType: info.mime_type };
    },
  };
}

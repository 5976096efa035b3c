import { randomUUID } from 'node:crypto';
import { metaSignature } from '../meta/meta.webhook.js';
import { startFakeHttp } from '../fake-http.js';

/**
 * A stand-in for the Graph API of one WhatsApp number: it accepts sends as Graph does (answering a
 * wamid), can refuse them with a closed 24-hour window (131047), serves media URLs that need the
 * bearer token, and builds webhook deliveries signed with the app secret.
 */
export async function startWhatsappFake(options: { accessToken: string; version?: string }) {
  const version = options.version ?? 'v21.0';
  const state = { windowClosed: false, throttledSends: 0, media: new Map<string, { bytes: Buffer; mimeType: string }>() };
  const authorized = (headers: Record<string, unknown>) => headers.authorization === `Bearer ${options.accessToken}`;
  const fake = await startFakeHttp((req) => {
    if (!authorized(req.headers)) return { status: 401, body: { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } } };
    const send = /^\/v[\d.]+\/([^/]+)\/messages$/.exec(req.path);
    if (send && req.method === 'POST') {
      const body = req.json() as { to?: string; status?: string; type?: string };
      if (body.status === 'read') return { status: 200, body: { success: true } };
      if (state.throttledSends > 0) {
        state.throttledSends -= 1;
        return { status: 400, body: { error: { message: '(#130429) Rate limit hit', type: 'OAuthException', code: 130429, error_data: { messaging_product: 'whatsapp', details: 'Cloud API message throughput has been reached.' } } } };
      }
      if (state.windowClosed && body.type !== 'template') {
        return { status: 400, body: { error: { message: '(#131047) Re-engagement message', type: 'OAuthException', code: 131047, error_data: { messaging_product: 'whatsapp', details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.' } } } };
      }
      return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: `wamid.${randomUUID()}` }] } };
    }
    // Upload: multipart with messaging_product, type and file; answers the new media id.
    if (/^\/v[\d.]+\/[^/]+\/media$/.test(req.path) && req.method === 'POST') {
      if (!req.body.includes('name="messaging_product"') || !req.body.includes('name="file"')) {
        return { status: 400, body: { error: { message: '(#100) The parameter messaging_product is required.', type: 'OAuthException', code: 100 } } };
      }
      return { status: 200, body: { id: `media-${randomUUID()}` } };
    }
    const mediaInfo = /^\/v[\d.]+\/([^/?]+)$/.exec(req.path.split('?')[0]!);
    if (mediaInfo && req.method === 'GET' && state.media.has(mediaInfo[1]!)) {
      const id = mediaInfo[1]!;
      const file = state.media.get(id)!;
      return { status: 200, body: { messaging_product: 'whatsapp', url: `${fake.url}/media-download/${id}`, mime_type: file.mimeType, sha256: '', file_size: file.bytes.length, id } };
    }
    const download = /^\/media-download\/(.+)$/.exec(req.path);
    if (download && state.media.has(download[1]!)) {
      const file = state.media.get(download[1]!)!;
      return { status: 200, body: file.bytes, headers: { 'content-type': file.mimeType } };
    }
    return undefined;
  });
  return {
    apiUrl: `${fake.url}/${version}`,
    requests: fake.requests,
    close: fake.close,
    /** Makes later free-text sends fail as Graph does once the customer's 24 hours have passed. */
    closeWindow(closed = true) {
      state.windowClosed = closed;
    },
    /** Makes the next `sends` sends fail with Graph's throughput error (130429). */
    throttle(sends: number) {
      state.throttledSends = sends;
    },
    /** Stores a file the customer sent; returns its media id. */
    addMedia(bytes: Buffer, mimeType: string): string {
      const id = String(Date.now()) + String(state.media.size);
      state.media.set(id, { bytes, mimeType });
      return id;
    },
    /** A webhook delivery of a text from the customer, with the signature header Meta would send. */
    inboundText(appSecret: string, from: { phone: string; name: string }, text: string, phoneNumberId = 'pnid') {
      const body = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [{ id: 'waba', changes: [{ field: 'messages', value: {
          messaging_product: 'whatsapp', metadata: { display_phone_number: '15550000000', phone_number_id: phoneNumberId },
          contacts: [{ profile: { name: from.name }, wa_id: from.phone }],
          messages: [{ from: from.phone, id: `wamid.${randomUUID()}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }],
        } }] }],
      });
      return { body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(body, appSecret) } };
    },
  };
}

import { randomUUID } from 'node:crypto';
import { startFakeHttp } from '../fake-http.js';

/**
 * A stand-in for the Send API of one Page: POST /{version}/{page-id}/messages with the Page token answers
 * {recipient_id, message_id} as Meta does; outside the 24-hour window a RESPONSE is refused with code 10 /
 * subcode 2018278, while a MESSAGE_TAG HUMAN_AGENT goes through.
 */
export async function startMessengerFake(options: { pageId: string; pageAccessToken: string; version?: string }) {
  const version = options.version ?? 'v21.0';
  const state = { windowClosed: false };
  const fake = await startFakeHttp((req) => {
    if (req.headers.authorization !== `Bearer ${options.pageAccessToken}`) {
      return { status: 401, body: { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } } };
    }
    if (req.method === 'POST' && req.path === `/${version}/${options.pageId}/messages`) {
      const multipart = String(req.headers['content-type'] ?? '').startsWith('multipart/form-data');
      const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(req.body)?.[1];
      const body = (multipart
        ? { recipient: JSON.parse(field('recipient') ?? '{}'), messaging_type: field('messaging_type'), tag: field('tag') }
        : req.json()) as { recipient?: { id?: string }; messaging_type?: string; tag?: string };
      if (!body.recipient?.id) return { status: 400, body: { error: { message: '(#100) param recipient must be non-empty.', type: 'OAuthException', code: 100 } } };
      if (state.windowClosed && !(body.messaging_type === 'MESSAGE_TAG' && body.tag === 'HUMAN_AGENT')) {
        return { status: 400, body: { error: { message: '(#10) This message is sent outside of allowed window.', type: 'OAuthException', code: 10, error_subcode: 2018278 } } };
      }
      return { status: 200, body: { recipient_id: body.recipient.id, message_id: `m_${randomUUID()}` } };
    }
    return undefined;
  });
  return {
    apiUrl: `${fake.url}/${version}`,
    requests: fake.requests,
    close: fake.close,
    closeWindow(closed = true) {
      state.windowClosed = closed;
    },
  };
}

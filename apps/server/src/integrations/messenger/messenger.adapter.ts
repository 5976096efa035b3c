import { graphError } from '../meta/meta.webhook.js';
import { providerFetch } from '../provider-error.js';

export const MESSENGER_MAX_TEXT = 2000;

export interface MessengerConfig {
  apiUrl: string;
  pageId: string;
  pageAccessToken: string;
}

/** Sends as the Page; outside the 24-hour window only a HUMAN_AGENT tagged message may go out. */
export function messengerClient(config: MessengerConfig) {
  async function send(psid: string, message: Record<string, unknown>, humanAgent: boolean): Promise<string> {
    const body = {
      recipient: { id: psid },
      messaging_type: humanAgent ? 'MESSAGE_TAG' : 'RESPONSE',
      ...(humanAgent ? { tag: 'HUMAN_AGENT' } : {}),
      message,
    };
    const res = await providerFetch('messenger', `${config.apiUrl}/${config.pageId}/messages`, {
      method: 'POST', headers: { authorization: `Bearer ${config.pageAccessToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    const answer = (await res.json().catch(() => null)) as { message_id?: string } | null;
    if (!res.ok) throw graphError('messenger', res.status, answer);
    return answer?.message_id ?? '';
  }
  return {
    sendText: (psid: string, text: string, humanAgent = false) => send(psid, { text }, humanAgent),
    /** Uploads the file with the send (multipart `filedata`), so it needs no public URL. */
    async uploadAttachment(psid: string, type: 'image' | 'audio' | 'video' | 'file', bytes: Buffer, filename: string, mimeType: string, humanAgent = false) {
      const form = new FormData();
      form.set('recipient', JSON.stringify({ id: psid }));
      form.set('messaging_type', humanAgent ? 'MESSAGE_TAG' : 'RESPONSE');
      if (humanAgent) form.set('tag', 'HUMAN_AGENT');
      form.set('message', JSON.stringify({ attachment: { type, payload: { is_reusable: true } } }));
      form.set('filedata', new Blob([new Uint8Array(bytes)], { type: mimeType }), filename);
      const res = await providerFetch('messenger', `${config.apiUrl}/${config.pageId}/messages`, {
        method: 'POST', headers: { authorization: `Bearer ${config.pageAccessToken}` }, body: form,
      });
      const answer = (await res.json().catch(() => null)) as { message_id?: string } | null;
      if (!res.ok) throw graphError('messenger', res.status, answer);
      return answer?.message_id ?? '';
    },
    sendAttachment: (psid: string, type: 'image' | 'audio' | 'video' | 'file', url: string, humanAgent = false) =>
      send(psid, { attachment: { type, payload: { url, is_reusable: true } } }, humanAgent),
  };
}

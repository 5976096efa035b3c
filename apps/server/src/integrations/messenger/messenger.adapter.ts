import type { InboundMessage, StatusUpdate } from '@atiende/shared';
import { graphError } from '../meta/meta.webhook.js';
import { providerFetch } from '../provider-error.js';

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

interface MsEvent {
  sender: { id: string }; timestamp: number;
  message?: { mid: string; text?: string; is_echo?: boolean; attachments?: { type: string; payload: { url?: string; coordinates?: { lat: number; long: number } } }[]; reply_to?: { mid: string } };
  delivery?: { mids?: string[]; watermark: number };
  read?: { watermark: number };
}

/** Messages (not our own echoes) and delivery receipts of one Page webhook delivery. */
export function parseMessengerWebhook(payload: unknown): { messages: InboundMessage[]; statuses: StatusUpdate[]; readUpTo: { psid: string; at: Date }[] } {
  const messages: InboundMessage[] = [];
  const statuses: StatusUpdate[] = [];
  const readUpTo: { psid: string; at: Date }[] = [];
  for (const entry of (payload as { entry?: { messaging?: MsEvent[] }[] } | null)?.entry ?? []) {
    for (const event of entry.messaging ?? []) {
      const at = new Date(event.timestamp);
      if (event.message && !event.message.is_echo) {
        const attachment = event.message.attachments?.[0];
        const coordinates = attachment?.payload.coordinates;
        const kind = attachment ? (attachment.type === 'file' ? 'document' : attachment.type === 'location' ? 'location' : attachment.type) : 'text';
        messages.push({
          channel: 'messenger', providerId: event.message.mid, address: event.sender.id, profileName: null, sentAt: at,
          kind: (['text', 'image', 'audio', 'video', 'document', 'location'].includes(kind) ? kind : 'other') as InboundMessage['kind'],
          text: event.message.text ?? null,
          media: attachment?.payload.url ? { ref: attachment.payload.url, mimeType: null, filename: null } : null,
          location: coordinates ? { latitude: coordinates.lat, longitude: coordinates.long, name: null } : null,
          replyTo: event.message.reply_to?.mid ?? null,
        });
      }
      for (const mid of event.delivery?.mids ?? []) statuses.push({ channel: 'messenger', providerId: mid, status: 'delivered', at, errorCode: null });
      if (event.read) readUpTo.push({ psid: event.sender.id, at: new Date(event.read.watermark) });
    }
  }
  return { messages, statuses, readUpTo };
}

import type { App } from '../app.types.js';
import { AppError } from '../errors.js';
import { webhookPath, type ChannelSettings } from '../modules/chat/channels.service.js';

/** A webhook's refusal of a delivery, with what it answered. */
export class WebhookRefused extends AppError {
  constructor(readonly webhookStatus: number, readonly detail: string) {
    super(502, `El webhook del canal rechazó la entrega (${webhookStatus}): ${detail}`, undefined, 'provider_failed');
  }
}

/** Posts a delivery to the channel's own webhook route, through the app: its signature or secret check included. */
export async function deliverToWebhook(app: App, channel: ChannelSettings, body: string, headers: Record<string, string>): Promise<void> {
  const res = await app.inject({
    method: 'POST', url: webhookPath(channel.tipo, channel.id), payload: body, headers: { 'content-type': 'application/json', ...headers },
  });
  if (res.statusCode === 200) return;
  let detail = 'sin detalle';
  try {
    detail = (res.json() as { detail?: string } | null)?.detail ?? detail;
  } catch {
    // Not JSON: the status says enough.
  }
  throw new WebhookRefused(res.statusCode, detail);
}

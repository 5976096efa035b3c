import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ChannelRead } from '@atiende/shared';
import { metaSignature } from '../integrations/meta/meta.webhook.js';
import { startFakeHttp, type FakeRequest } from '../integrations/fake-http.js';
import type { SignedInTestApp } from './harness.js';

/*
 * A WhatsApp customer for tests that go through the real webhook: a Graph stand-in that accepts every send, a channel
 * of a campaign pointing to it, and the customer's delivery signed as Meta signs it.
 */

const APP_SECRET = 'secreto-cliente-whatsapp';
const SENDS = '/v21.0/pnid/messages';

export type GraphStandIn = Awaited<ReturnType<typeof startGraphStandIn>>;

/** The Graph API's send endpoint, accepting everything; `textsTo(phone)` are the texts sent to that customer, in order. */
export async function startGraphStandIn() {
  const graph = await startFakeHttp((req) => {
    if (req.method !== 'POST' || req.path !== SENDS) return undefined;
    const to = (req.json() as { to?: string }).to;
    return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.${randomUUID()}` }] } };
  });
  const isSendTo = (phone: string) => (r: FakeRequest) => r.method === 'POST' && r.path === SENDS && (r.json() as { to?: string }).to === phone;
  return {
    url: graph.url,
    close: () => graph.close(),
    textsTo: (phone: string) => graph.requests.filter(isSendTo(phone)).map((r) => (r.json() as { text?: { body: string } }).text?.body ?? ''),
  };
}

/** A WhatsApp channel of the campaign whose sends reach the stand-in. */
export async function whatsappChannel(
  t: SignedInTestApp, campaignId: number, graph: GraphStandIn, name = `WhatsApp ${campaignId}`, bot: { welcome: string; campaigns: number[] } | null = null,
): Promise<ChannelRead> {
  const created = await t.call(t.admin, 'POST', '/api/channels/', {
    nombre: name, tipo: 'WhatsApp', campaign: campaignId, bot,
    config: { phone_number_id: 'pnid', waba_id: 'waba', access_token: 'EAAtoken-cliente', app_secret: APP_SECRET, verify_token: 'v', api_url: `${graph.url}/v21.0` },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as ChannelRead;
}

/** The customer at `phone` writes `text` to the channel's webhook, as Meta delivers it. */
export async function customerWrites(t: SignedInTestApp, channel: ChannelRead, phone: string, text = 'Hola'): Promise<void> {
  const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: 'waba', changes: [{ field: 'messages', value: {
    messaging_product: 'whatsapp', contacts: [{ profile: { name: 'Cliente de prueba' }, wa_id: phone }],
    messages: [{ from: phone, id: `wamid.${randomUUID()}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }],
  } }] }] });
  const res = await t.app.inject({
    method: 'POST', url: channel.webhook_url, payload: body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(body, APP_SECRET) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

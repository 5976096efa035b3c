import { afterAll, describe, expect, it } from 'vitest';
import { laterStatus } from '@atiende/shared';
import { metaChallenge, metaSignature, validMetaSignature } from './meta/meta.webhook.js';
import { messengerClient } from './messenger/messenger.adapter.js';
import { parseMessengerDelivery } from './messenger/messenger.webhook.js';
import { ProviderError } from './provider-error.js';
import { telegramClient, validTelegramSecret } from './telegram/telegram.adapter.js';
import { parseTelegramDelivery } from './telegram/telegram.webhook.js';
import { startTelegramFake } from './telegram/telegram.fake.js';
import { whatsappClient } from './whatsapp/whatsapp.adapter.js';
import { parseWhatsappDelivery } from './whatsapp/whatsapp.webhook.js';
import { startWhatsappFake } from './whatsapp/whatsapp.fake.js';
import { startFakeHttp } from './fake-http.js';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

const failure = async (promise: Promise<unknown>) => promise.then(() => { throw new Error('se esperaba un error'); }, (e: unknown) => e as ProviderError);

describe('WhatsApp Cloud', () => {
  it('sends text, media and read receipts exactly as Graph expects', async () => {
    const fake = await startWhatsappFake({ accessToken: 'token-prueba' });
    closers.push(fake.close);
    const client = whatsappClient({ apiUrl: fake.apiUrl, phoneNumberId: '106540352242922', accessToken: 'token-prueba' });
    const wamid = await client.sendText('573001112233', 'Hola, ¿en qué le ayudo?', { replyTo: 'wamid.ANTERIOR' });
    expect(wamid).toMatch(/^wamid\./);
    await client.sendMedia('573001112233', 'document', { link: 'https://ejemplo.co/f.pdf' }, { caption: 'Factura', filename: 'f.pdf' });
    await client.sendMedia('573001112233', 'audio', { id: '998877' }, { caption: 'ignorado' });
    await client.markRead('wamid.LEIDO');
    const sent = fake.requests.map((r) => ({ path: r.path, auth: r.headers.authorization, body: r.json() }));
    expect(sent).toEqual([
      { path: '/v21.0/106540352242922/messages', auth: 'Bearer token-prueba', body: {
        messaging_product: 'whatsapp', recipient_type: 'individual', to: '573001112233', type: 'text',
        text: { body: 'Hola, ¿en qué le ayudo?', preview_url: false }, context: { message_id: 'wamid.ANTERIOR' },
      } },
      { path: '/v21.0/106540352242922/messages', auth: 'Bearer token-prueba', body: {
        messaging_product: 'whatsapp', recipient_type: 'individual', to: '573001112233', type: 'document',
        document: { link: 'https://ejemplo.co/f.pdf', caption: 'Factura', filename: 'f.pdf' },
      } },
      { path: '/v21.0/106540352242922/messages', auth: 'Bearer token-prueba', body: {
        messaging_product: 'whatsapp', recipient_type: 'individual', to: '573001112233', type: 'audio', audio: { id: '998877' },
      } },
      { path: '/v21.0/106540352242922/messages', auth: 'Bearer token-prueba', body: { messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.LEIDO' } },
    ]);
  });

  it('turns a closed 24-hour window, a bad token and a rate limit into provider errors with stable codes', async () => {
    const fake = await startWhatsappFake({ accessToken: 'token-prueba' });
    closers.push(fake.close);
    const client = whatsappClient({ apiUrl: fake.apiUrl, phoneNumberId: 'pnid', accessToken: 'token-prueba' });
    fake.closeWindow();
    const closed = await failure(client.sendText('573001112233', 'Hola'));
    expect(closed).toBeInstanceOf(ProviderError);
    expect(closed).toMatchObject({ code: 'window_closed', retryable: false });
    expect(closed.message).toContain('24 horas');
    const wrongToken = await failure(whatsappClient({ apiUrl: fake.apiUrl, phoneNumberId: 'pnid', accessToken: 'otro' }).sendText('57300', 'x'));
    expect(wrongToken).toMatchObject({ code: 'provider_failed' });
    expect(wrongToken.providerDetail).toContain('190');
    const limited = await startFakeHttp(() => ({ status: 400, body: { error: { message: '(#130429) Rate limit hit', code: 130429 } } }));
    closers.push(limited.close);
    expect(await failure(whatsappClient({ apiUrl: limited.url, phoneNumberId: 'p', accessToken: 't' }).sendText('57', 'x')))
      .toMatchObject({ code: 'rate_limited', retryable: true });
  });

  it('downloads inbound media through its short-lived URL with the same token', async () => {
    const fake = await startWhatsappFake({ accessToken: 'token-prueba' });
    closers.push(fake.close);
    const id = fake.addMedia(Buffer.from('%PDF-1.4 prueba'), 'application/pdf');
    const file = await whatsappClient({ apiUrl: fake.apiUrl, phoneNumberId: 'pnid', accessToken: 'token-prueba' }).downloadMedia(id);
    expect(file).toEqual({ bytes: Buffer.from('%PDF-1.4 prueba'), mimeType: 'application/pdf' });
    expect(fake.requests.at(-1)!.headers.authorization).toBe('Bearer token-prueba');
  });

  it('accepts only deliveries signed over the raw body with the app secret, and answers the subscription check', async () => {
    const fake = await startWhatsappFake({ accessToken: 't' });
    closers.push(fake.close);
    const delivery = fake.inboundText('secreto-app', { phone: '573001112233', name: 'Sheena' }, 'Hola');
    expect(validMetaSignature(delivery.body, delivery.headers['x-hub-signature-256'], 'secreto-app')).toBe(true);
    expect(validMetaSignature(delivery.body.replace('Hola', 'Adiós'), delivery.headers['x-hub-signature-256'], 'secreto-app')).toBe(false);
    expect(validMetaSignature(delivery.body, delivery.headers['x-hub-signature-256'], 'otro-secreto')).toBe(false);
    expect(validMetaSignature(delivery.body, undefined, 'secreto-app')).toBe(false);
    expect(validMetaSignature(JSON.stringify(JSON.parse(delivery.body), null, 1), metaSignature(delivery.body, 'secreto-app'), 'secreto-app')).toBe(false);
    expect(metaChallenge({ 'hub.mode': 'subscribe', 'hub.verify_token': 'verifica', 'hub.challenge': '1158201444' }, 'verifica')).toBe('1158201444');
    expect(metaChallenge({ 'hub.mode': 'subscribe', 'hub.verify_token': 'otro', 'hub.challenge': '1' }, 'verifica')).toBeNull();
    expect(metaChallenge({ 'hub.mode': 'unsubscribe', 'hub.verify_token': 'verifica', 'hub.challenge': '1' }, 'verifica')).toBeNull();
  });

  it('reads messages and receipts from a webhook delivery', () => {
    const { messages, statuses } = parseWhatsappDelivery({
      object: 'whatsapp_business_account',
      entry: [{ id: 'waba', changes: [{ field: 'messages', value: {
        contacts: [{ profile: { name: 'Sheena' }, wa_id: '16505551234' }],
        messages: [
          { from: '16505551234', id: 'wamid.1', timestamp: '1749416383', type: 'text', text: { body: 'Hi' } },
          { from: '16505551234', id: 'wamid.2', timestamp: '1749416384', type: 'image', image: { id: 'm1', mime_type: 'image/jpeg', caption: 'foto' }, context: { id: 'wamid.0' } },
          { from: '16505551234', id: 'wamid.3', timestamp: '1749416385', type: 'location', location: { latitude: 4.6, longitude: -74.08, name: 'Bogotá' } },
        ],
        statuses: [{ id: 'wamid.9', status: 'failed', timestamp: '1750857384', recipient_id: '1', errors: [{ code: 131047 }] }],
      } }] }],
    });
    expect(messages.map((m) => [m.providerId, m.kind, m.text, m.profileName])).toEqual([
      ['wamid.1', 'text', 'Hi', 'Sheena'], ['wamid.2', 'image', 'foto', 'Sheena'], ['wamid.3', 'location', null, 'Sheena'],
    ]);
    expect(messages[1]).toMatchObject({ media: { ref: 'm1', mimeType: 'image/jpeg' }, replyTo: 'wamid.0' });
    expect(messages[2]!.location).toEqual({ latitude: 4.6, longitude: -74.08, name: 'Bogotá' });
    expect(messages[0]!.sentAt.toISOString()).toBe('2025-06-08T20:59:43.000Z');
    expect(statuses).toEqual([{ providerId: 'wamid.9', status: 'failed', at: new Date(1750857384000), errorCode: 131047 }]);
  });

  it('applies receipts in order whatever order they arrive in', () => {
    expect(laterStatus('read', 'delivered')).toBe('read');
    expect(laterStatus('sent', 'read')).toBe('read');
    expect(laterStatus('failed', 'read')).toBe('failed');
    expect(laterStatus('delivered', 'failed')).toBe('failed');
    expect(laterStatus(null, 'sent')).toBe('sent');
  });
});

describe('Telegram Bot API', () => {
  it('sends messages and files, honours retry_after and downloads files', async () => {
    const fake = await startTelegramFake({ botToken: '123:ABC' });
    closers.push(fake.close);
    const client = telegramClient({ apiUrl: fake.apiUrl, botToken: '123:ABC' });
    expect(await client.sendText('5551234', 'Hola')).toBe('1');
    await client.sendFile('5551234', 'photo', 'https://ejemplo.co/a.png', 'Mira');
    expect(fake.requests.map((r) => [r.path, r.json()])).toEqual([
      ['/bot123:ABC/sendMessage', { chat_id: '5551234', text: 'Hola' }],
      ['/bot123:ABC/sendPhoto', { chat_id: '5551234', photo: 'https://ejemplo.co/a.png', caption: 'Mira' }],
    ]);
    fake.addFile('doc-1', Buffer.from('contenido'));
    expect(await client.downloadFile('doc-1')).toEqual(Buffer.from('contenido'));
    fake.throttle(7);
    expect(await failure(client.sendText('5551234', 'otra'))).toMatchObject({ code: 'rate_limited', retryable: true, retryAfterSeconds: 7 });
    expect(await failure(telegramClient({ apiUrl: fake.apiUrl, botToken: '999:XYZ' }).sendText('1', 'x'))).toMatchObject({ code: 'provider_failed' });
  });

  it('checks the webhook secret header and reads updates, keyed by chat and message id', () => {
    expect(validTelegramSecret('s3cr3t_token', 's3cr3t_token')).toBe(true);
    expect(validTelegramSecret('otro', 's3cr3t_token')).toBe(false);
    expect(validTelegramSecret(undefined, 's3cr3t_token')).toBe(false);
    const [message] = parseTelegramDelivery({
      update_id: 10001,
      message: { message_id: 5, date: 1700000000, chat: { id: 777, type: 'private' }, from: { first_name: 'Ana', last_name: 'Ruiz' },
        photo: [{ file_id: 'small' }, { file_id: 'large' }], caption: 'mi cédula' },
    }).messages;
    expect(message).toMatchObject({ providerId: '777:5', address: '777', profileName: 'Ana Ruiz', kind: 'image', text: 'mi cédula', media: { ref: 'large' } });
    expect(parseTelegramDelivery({ update_id: 2, edited_message: {} })).toMatchObject({ messages: [], changes: [] });
  });
});

describe('Messenger Send API', () => {
  it('answers inside the window, tags HUMAN_AGENT outside it, and maps the closed window error', async () => {
    let refuse = false;
    const fake = await startFakeHttp((req) => refuse
      ? { status: 400, body: { error: { message: '(#10) This message is sent outside of allowed window.', code: 10, error_subcode: 2018278 } } }
      : { status: 200, body: { recipient_id: (req.json() as { recipient: { id: string } }).recipient.id, message_id: 'm_1' } });
    closers.push(fake.close);
    const client = messengerClient({ apiUrl: `${fake.url}/v21.0`, pageId: 'PAGE', pageAccessToken: 'page-token' });
    expect(await client.sendText('PSID1', 'Hola')).toBe('m_1');
    await client.sendText('PSID1', 'Seguimos', true);
    expect(fake.requests.map((r) => [r.path, r.headers.authorization, r.json()])).toEqual([
      ['/v21.0/PAGE/messages', 'Bearer page-token', { recipient: { id: 'PSID1' }, messaging_type: 'RESPONSE', message: { text: 'Hola' } }],
      ['/v21.0/PAGE/messages', 'Bearer page-token', { recipient: { id: 'PSID1' }, messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT', message: { text: 'Seguimos' } }],
    ]);
    refuse = true;
    expect(await failure(client.sendText('PSID1', 'tarde'))).toMatchObject({ code: 'window_closed' });
  });

  it('reads messages and receipts, leaving out our own echoes', () => {
    const parsed = parseMessengerDelivery({ object: 'page', entry: [{ id: 'PAGE', messaging: [
      { sender: { id: 'PSID1' }, recipient: { id: 'PAGE' }, timestamp: 1700000000000, message: { mid: 'm_a', text: 'hola' } },
      { sender: { id: 'PAGE' }, recipient: { id: 'PSID1' }, timestamp: 1700000000001, message: { mid: 'm_b', text: 'eco', is_echo: true } },
      { sender: { id: 'PSID1' }, recipient: { id: 'PAGE' }, timestamp: 1700000000002, delivery: { mids: ['m_1'], watermark: 1700000000002 } },
      { sender: { id: 'PSID1' }, recipient: { id: 'PAGE' }, timestamp: 1700000000003, read: { watermark: 1700000000003 } },
    ] }] });
    expect(parsed.messages.map((m) => [m.providerId, m.text])).toEqual([['m_a', 'hola']]);
    expect(parsed.statuses).toEqual([{ providerId: 'm_1', status: 'delivered', at: new Date(1700000000002), errorCode: null }]);
    expect(parsed.readUpTo).toEqual([{ address: 'PSID1', at: new Date(1700000000003) }]);
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelRead } from '@atiende/shared';
import { buildApp } from './app.js';
import type { App } from './app.types.js';
import { loadConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { campaigns, chatMessages } from './db/schema.js';
import { ensureReferenceData, ensureSuperAdmin } from './db/seed.js';
import { metaSignature } from './integrations/meta/meta.webhook.js';
import { startWhatsappFake } from './integrations/whatsapp/whatsapp.fake.js';
import { ADMIN, createPostgresDatabase, postgresServerUrl } from './test/harness.js';

const SERVER_URL = postgresServerUrl();
const ACCESS_TOKEN = 'EAAtoken-de-instancias-1234';
const APP_SECRET = 'secreto-de-la-app-instancias';

interface Instance {
  app: App;
  database: Database;
  base: string;
  token: string;
}

/** What the README asks of every instance on one PostgreSQL: the same database and the same two secrets. */
let sharedEnv: Record<string, string>;
let drop: () => Promise<void>;
let wa: Awaited<ReturnType<typeof startWhatsappFake>>;
const instances: Instance[] = [];
const dataDirs: string[] = [];

/** A server instance with its own data folder (another machine) and its own pool, listening on a port. */
async function startInstance(): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atiende-instancia-'));
  dataDirs.push(dataDir);
  const config = loadConfig({ ...sharedEnv, DATA_DIR: dataDir });
  const database = await openDatabase({ url: config.databaseUrl, poolSize: 3 });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${address.port}`;
  const login = await fetch(`${base}/api/auth/login/`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const instance = { app, database, base, token: ((await login.json()) as { access: string }).access };
  instances.push(instance);
  return instance;
}

function delivery(wamid: string): string {
  const phone = '573001234567';
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: 'waba', changes: [{ field: 'messages', value: {
      messaging_product: 'whatsapp',
      contacts: [{ profile: { name: 'Cliente Instancias' }, wa_id: phone }],
      messages: [{ from: phone, id: wamid, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: `Hola desde ${wamid}` } }],
    } }] }],
  });
}

function postWebhook(instance: Instance, channel: ChannelRead, body: string): Promise<Response> {
  return fetch(`${instance.base}${channel.webhook_url}`, {
    method: 'POST', body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(body, APP_SECRET) },
  });
}

beforeAll(async () => {
  const created = await createPostgresDatabase(SERVER_URL);
  drop = created.drop;
  sharedEnv = {
    DATABASE_URL: created.url,
    TOKEN_SECRET: randomBytes(48).toString('base64url'),
    CHANNEL_SECRETS_KEY: randomBytes(32).toString('hex'),
  };
  const setup = await openDatabase({ url: created.url, poolSize: 1 });
  await setup.migrate();
  await ensureReferenceData(setup.db);
  await ensureSuperAdmin(setup.db, ADMIN.username, ADMIN.password);
  await setup.close();
  wa = await startWhatsappFake({ accessToken: ACCESS_TOKEN });
});

afterAll(async () => {
  for (const instance of instances) {
    await instance.app.close();
    await instance.database.close();
  }
  await wa?.close();
  await drop?.();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL database', () => {
  it('both read the channels and take signed webhooks; each delivery is stored once, whichever instance gets it', async () => {
    const first = await startInstance();
    const second = await startInstance();
    const [campaign] = await first.database.db.insert(campaigns)
      .values({ name: `Instancias ${randomUUID()}`, description: 'Dos instancias' }).returning({ id: campaigns.id });
    const created = await fetch(`${first.base}/api/channels/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${first.token}` },
      body: JSON.stringify({
        nombre: 'WhatsApp Instancias', tipo: 'WhatsApp', campaign: campaign!.id,
        config: { phone_number_id: 'pnid', waba_id: 'waba', access_token: ACCESS_TOKEN, app_secret: APP_SECRET, verify_token: 'verificar', api_url: wa.apiUrl },
      }),
    });
    expect(created.status).toBe(201);
    const channel = (await created.json()) as ChannelRead;

    for (const instance of [first, second]) {
      const list = await fetch(`${instance.base}/api/channels/`, { headers: { authorization: `Bearer ${instance.token}` } });
      expect(list.status).toBe(200);
    }

    const deliveries = [`wamid.${randomUUID()}`, `wamid.${randomUUID()}`];
    for (const [index, wamid] of deliveries.entries()) {
      const [receiver, other] = index === 0 ? [first, second] : [second, first];
      const body = delivery(wamid);
      expect((await postWebhook(receiver, channel, body)).status).toBe(200);
      // The provider delivers again, this time to the other instance.
      expect((await postWebhook(other, channel, body)).status).toBe(200);
    }
    for (const wamid of deliveries) {
      const stored = await first.database.db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.providerId, wamid));
      expect(stored, wamid).toHaveLength(1);
    }
  });
});

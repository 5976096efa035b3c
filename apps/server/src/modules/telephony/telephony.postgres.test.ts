import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallChangedEvent, CallState, PhoneCallRead } from '@atiende/shared';
import { buildApp } from '../../app.js';
import type { App } from '../../app.types.js';
import { openDatabase, rows, type Database } from '../../db/client.js';
import { startAmiFake, type AmiFake } from '../../integrations/issabel/ami.fake.js';
import { field } from '../../integrations/issabel/ami.protocol.js';
import { createTestApp, postgresServerUrl, waitUntil, type TestApp, type TestUser } from '../../test/harness.js';
import { connectSocket, listen, type SocketClient } from '../../test/socket-client.js';

const SERVER_URL = postgresServerUrl();
const CREDENTIALS = { username: 'crm', secret: 's3cret' };

interface Instance {
  app: App;
  database: Database;
  base: string;
  closed: boolean;
}

let t: TestApp;
let fake: AmiFake;
const instances: Instance[] = [];
const sockets: SocketClient[] = [];

/** Another server on the same PostgreSQL database, with its own pool, configured with the fake PBX. */
async function startInstance(): Promise<Instance> {
  const [current] = await rows<{ name: string }>(t.database.db, sql`select current_database() as name`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${current!.name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 3 });
  const app = await buildApp({
    config: { ...t.app.config, issabelAmi: { host: '127.0.0.1', port: fake.port, ...CREDENTIALS, pingSeconds: 20 } },
    database,
  });
  const instance = { app, database, base: await listen(app), closed: false };
  instances.push(instance);
  return instance;
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.closed) return;
  instance.closed = true;
  await instance.app.close();
  await instance.database.close();
}

beforeAll(async () => {
  t = await createTestApp();
  fake = await startAmiFake(CREDENTIALS);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.socket.close());
  for (const instance of instances) await stopInstance(instance);
  await fake.close();
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function amiOf(instance: Instance, token: string): Promise<string> {
  const res = await instance.app.inject({ method: 'GET', url: '/api/issabel/estado/', headers: bearer(token) });
  return (res.json() as { ami: string }).ami;
}

async function callOn(instance: Instance, user: TestUser, number: string): Promise<{ id: number; channel_id: string }> {
  const res = await instance.app.inject({ method: 'POST', url: '/api/issabel/make_call/', payload: { number }, headers: bearer(user.token) });
  expect(res.statusCode, res.body).toBe(200);
  const { call_id, channel_id } = res.json().data as { call_id: number; channel_id: string };
  return { id: call_id, channel_id };
}

async function statesUntil(socket: SocketClient, id: number, last: CallState): Promise<PhoneCallRead[]> {
  const seen: PhoneCallRead[] = [];
  for (;;) {
    const frame = await socket.next<CallChangedEvent>();
    if (frame.llamada.id !== id) continue;
    seen.push(frame.llamada);
    if (frame.llamada.estado === last) return seen;
  }
}

async function socketOn(instance: Instance, user: TestUser): Promise<SocketClient> {
  const socket = await connectSocket(instance.base, `/ws/telephony/?token=${user.token}`);
  sockets.push(socket);
  return socket;
}

describe('two instances on one PostgreSQL database', () => {
  it('connect to the PBX once; a call placed on the other instance still rings, and the survivor takes the PBX over', async () => {
    const first = await startInstance();
    const agent = await t.userWithRole('Agente');
    await waitUntil('la primera instancia conectada', async () => (await amiOf(first, agent.token)) === 'conectado' && fake.sessions() === 1);
    const second = await startInstance();
    await waitUntil('la segunda sabe que hay enlace', async () => (await amiOf(second, agent.token)) === 'conectado');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.sessions()).toBe(1);
    expect(fake.actions('Login')).toHaveLength(1);

    // Placed on the instance that does not hold the PBX: the holder originates it, and the caller's socket there hears every state.
    fake.setOutcome('573005550001', { reason: 4, ringMs: 20, talkMs: null });
    const socket = await socketOn(second, agent);
    const relayed = await callOn(second, agent, '573005550001');
    expect((await statesUntil(socket, relayed.id, 'contestada')).map((s) => s.estado)).toEqual(['marcando', 'timbrando', 'contestada']);
    expect(fake.actions('Originate').filter((p) => field(p, 'Account') === `crm-${relayed.id}`)).toHaveLength(1);

    // Hung up on the same instance: passed on to the holder, which hangs up the PBX's channel.
    const hang = await second.app.inject({ method: 'POST', url: '/api/issabel/hangup/', payload: { channel_id: relayed.channel_id }, headers: bearer(agent.token) });
    expect(hang.statusCode, hang.body).toBe(200);
    expect((await statesUntil(socket, relayed.id, 'colgada')).at(-1)!.estado).toBe('colgada');
    expect(fake.liveChannels()).toEqual([]);

    // The holder stops: the other one takes the lock and connects.
    await stopInstance(first);
    await waitUntil('la segunda toma la central', () => fake.sessions() === 1 && fake.actions('Login').length === 2, 20_000);
    await waitUntil('conectado en la segunda', async () => (await amiOf(second, agent.token)) === 'conectado');
    fake.setOutcome('573005550002', { reason: 5, ringMs: 10 });
    const direct = await callOn(second, agent, '573005550002');
    const states = await statesUntil(socket, direct.id, 'fallida');
    expect(states.at(-1)!.motivo).toBe('Ocupado');
    const [locks] = await rows<{ holders: number }>(t.database.db, sql`select count(*)::int as holders from pg_locks where locktype = 'advisory' and objid = 741126503 and database = (select oid from pg_database where datname = current_database())`);
    expect(locks!.holders).toBe(1);
  });

  it('lets go of the PBX when the lock\'s connection dies (as in a database restart), takes it again and places calls', async () => {
    const holder = instances.find((instance) => !instance.closed)!;
    const agent = await t.userWithRole('Agente');
    const lockHolders = () => rows<{ pid: number }>(t.database.db, sql`select pid from pg_locks where locktype = 'advisory' and objid = 741126503
      and granted and database = (select oid from pg_database where datname = current_database())`);
    const [before] = await lockHolders();
    const logins = fake.actions('Login').length;
    await rows(t.database.db, sql`select pg_terminate_backend(${before!.pid})`);
    await waitUntil('la central tomada otra vez, en otra conexión', async () => {
      const now = await lockHolders();
      return now.length === 1 && now[0]!.pid !== before!.pid && fake.actions('Login').length === logins + 1 && fake.sessions() === 1;
    }, 20_000);
    await waitUntil('conectado otra vez', async () => (await amiOf(holder, agent.token)) === 'conectado');
    const socket = await socketOn(holder, agent);
    fake.setOutcome('573005550003', { reason: 4, ringMs: 10, talkMs: null });
    const call = await callOn(holder, agent, '573005550003');
    expect((await statesUntil(socket, call.id, 'contestada')).at(-1)!.estado).toBe('contestada');
  });
});

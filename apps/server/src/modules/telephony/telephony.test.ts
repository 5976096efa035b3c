import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, TELEPHONY_MSG, USER_MSG, type CallChangedEvent, type CallState, type PhoneCallRead } from '@atiende/shared';
import { buildApp } from '../../app.js';
import type { App } from '../../app.types.js';
import { startAmiFake, type AmiFake } from '../../integrations/issabel/ami.fake.js';
import { field } from '../../integrations/issabel/ami.protocol.js';
import { ADMIN, createTestApp, waitUntil, type TestApp, type TestUser } from '../../test/harness.js';
import { connectSocket, listen, type SocketClient } from '../../test/socket-client.js';
import { phoneCalls } from './telephony.tables.js';

const CREDENTIALS = { username: 'crm', secret: 's3cret' };

let t: TestApp;
let admin: string;
let fake: AmiFake;
/** An instance configured with the fake PBX, on the same database as `t` (which has no PBX configured). */
let pbxApp: App;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN.username, ADMIN.password);
  fake = await startAmiFake(CREDENTIALS);
  pbxApp = await buildApp({
    config: { ...t.app.config, issabelAmi: { host: '127.0.0.1', port: fake.port, ...CREDENTIALS, pingSeconds: 20 } },
    database: t.database,
  });
  base = await listen(pbxApp);
  await waitUntil('AMI conectado', async () => (await estado(admin)).ami === 'conectado');
});
afterAll(async () => {
  await pbxApp.close();
  await fake.close();
  await t.close();
});

const bearer = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
const post = (app: App, token: string | null, url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers: bearer(token) });
const makeCall = (token: string, payload: object) => post(pbxApp, token, '/api/issabel/make_call/', payload);
const hangup = (token: string, channelId: string) => post(pbxApp, token, '/api/issabel/hangup/', { channel_id: channelId });
async function estado(token: string, app: App = pbxApp): Promise<{ ami: string; llamada: PhoneCallRead | null }> {
  const res = await app.inject({ method: 'GET', url: '/api/issabel/estado/', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const sockets: SocketClient[] = [];
async function callsSocket(user: TestUser): Promise<SocketClient> {
  const socket = await connectSocket(base, `/ws/telephony/?token=${user.token}`);
  sockets.push(socket);
  return socket;
}
afterAll(() => sockets.forEach((s) => s.socket.close()));

/** The states the socket announces for call `id` until it reaches `last`. */
async function statesUntil(socket: SocketClient, id: number, last: CallState): Promise<PhoneCallRead[]> {
  const seen: PhoneCallRead[] = [];
  for (;;) {
    const frame = await socket.next<CallChangedEvent>();
    expect(frame.type).toBe('call.changed');
    if (frame.llamada.id !== id) continue;
    seen.push(frame.llamada);
    if (frame.llamada.estado === last) return seen;
  }
}

const originateOf = (callId: number) => fake.actions('Originate').find((packet) => field(packet, 'Account') === `crm-${callId}`);
const callRow = async (id: number) => (await t.database.db.select().from(phoneCalls).where(eq(phoneCalls.id, id)))[0]!;

describe('telephony without a PBX configured', () => {
  it('answers 503 to a valid call or hang-up, and says no_configurado', async () => {
    const agent = await t.userWithRole('Agente');
    const call = await post(t.app, agent.token, '/api/issabel/make_call/', { number: '573001234567', extension: '1203' });
    expect(call.statusCode).toBe(503);
    expect(call.json()).toEqual({ detail: MSG.telephonyNotConfigured });
    const hang = await post(t.app, agent.token, '/api/issabel/hangup/', { channel_id: 'SIP/1203-00000001' });
    expect(hang.statusCode).toBe(503);
    expect(hang.json()).toEqual({ detail: MSG.telephonyNotConfigured });
    expect(await estado(agent.token, t.app)).toEqual({ ami: 'no_configurado', llamada: null });
  });

  it('checks the body first, with field errors', async () => {
    const agent = await t.userWithRole('Agente');
    const letters = await post(t.app, agent.token, '/api/issabel/make_call/', { number: '57300abc', extension: '1203' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json()).toEqual({ number: [MSG.numericOnly] });
    const missing = await post(t.app, agent.token, '/api/issabel/make_call/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ number: [MSG.required] });
    // A line break in the extension would end the Originate packet and start an action of the sender's choosing.
    const injected = await post(t.app, agent.token, '/api/issabel/make_call/', { number: '3001234567', extension: '12\r\nAction: Logoff' });
    expect(injected.statusCode).toBe(400);
    expect(injected.json()).toEqual({ extension: [USER_MSG.invalidExtension] });
    const noChannel = await post(t.app, agent.token, '/api/issabel/hangup/', { channel_id: '   ' });
    expect(noChannel.statusCode).toBe(400);
    expect(noChannel.json()).toEqual({ channel_id: [MSG.required] });
  });

  it('is refused to a user without the telephony permission and without a token', async () => {
    const role = (await t.call(admin, 'POST', '/api/roles/', { nombre: `Sin telefonía ${Date.now()}` })).json() as { id: number };
    const stranger = await t.userWithRole(null);
    expect((await t.call(admin, 'PATCH', `/api/users/${stranger.id}/`, { roles: [role.id] })).statusCode).toBe(200);
    for (const [url, payload] of [['/api/issabel/make_call/', { number: '1', extension: '1203' }], ['/api/issabel/hangup/', { channel_id: 'x' }]] as const) {
      const res = await post(pbxApp, stranger.token, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.forbidden });
      expect((await post(pbxApp, null, url, payload)).statusCode).toBe(401);
    }
    await expect(connectSocket(base, `/ws/telephony/?token=${stranger.token}`)).rejects.toThrow('HTTP 403');
  });
});

describe('click-to-call through the PBX', () => {
  it('rings the user\'s own extension, reports each state on the socket, refuses a second call and lets only its owner hang up', async () => {
    const agent = await t.userWithRole('Agente');
    const other = await t.userWithRole('Agente');
    const patch = await t.call(admin, 'PATCH', `/api/users/${agent.id}/`, { extension: '1450' });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().extension).toBe('1450');
    const socket = await callsSocket(agent);
    const otherSocket = await callsSocket(other);
    fake.setOutcome('573001110001', { reason: 4, ringMs: 30, talkMs: null });

    const res = await makeCall(agent.token, { number: '573001110001', extension: '1203' });
    expect(res.statusCode, res.body).toBe(200);
    const { channel_id, call_id } = res.json().data as { channel_id: string; call_id: number };
    expect(channel_id).toBe(`c2c-${call_id}`);
    const states = await statesUntil(socket, call_id, 'contestada');
    expect(states.map((s) => s.estado)).toEqual(['marcando', 'timbrando', 'contestada']);
    expect(states[2]).toMatchObject({ number: '573001110001', extension: '1450', motivo: null, contacto: null });
    expect(states[2]!.channel_id).toMatch(/^Local\/1450@from-internal-[0-9a-f]{8};1$/);
    expect(originateOf(call_id)).toEqual(expect.arrayContaining([
      ['ActionID', channel_id], ['Channel', 'Local/1450@from-internal'], ['Context', 'from-internal'], ['Exten', '573001110001'],
      ['Account', `crm-${call_id}`], ['Variable', `CRM_CALL_ID=${call_id}`],
    ]));
    const row = await callRow(call_id);
    expect(row).toMatchObject({ state: 'contestada', userId: agent.id, channel: states[2]!.channel_id });
    expect(row.uniqueid).toMatch(/^1704102900\.\d+$/);
    expect(row.linkedid).toBe(row.uniqueid);
    expect(row.answeredAt).not.toBeNull();
    expect((await estado(agent.token)).llamada).toMatchObject({ id: call_id, estado: 'contestada' });

    const second = await makeCall(agent.token, { number: '573001110002' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: TELEPHONY_MSG.callInProgress });

    for (const id of [channel_id, states[2]!.channel_id]) {
      const stolen = await hangup(other.token, id);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toEqual({ detail: TELEPHONY_MSG.callNotFound });
    }
    expect(fake.liveChannels()).toContain(states[2]!.channel_id);
    expect(otherSocket.drain()).toEqual([]);

    const own = await hangup(agent.token, channel_id);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ detail: TELEPHONY_MSG.hungUp });
    const [ended] = await statesUntil(socket, call_id, 'colgada');
    expect(ended).toMatchObject({ estado: 'colgada', motivo: null });
    expect(ended!.terminada).not.toBeNull();
    expect(fake.liveChannels()).not.toContain(states[2]!.channel_id);
    expect(await estado(agent.token)).toEqual({ ami: 'conectado', llamada: null });
    expect((await hangup(agent.token, channel_id)).statusCode).toBe(404);
  });

  it('rings 1203 for a user without an extension who sends none, the sent one otherwise, and keeps the contact', async () => {
    const agent = await t.userWithRole('Agente');
    const socket = await callsSocket(agent);
    const cases = [[{ number: '573001110010' }, '1203'], [{ number: '573001110011', extension: '   ' }, '1203'], [{ number: '573001110012', extension: '1300' }, '1300']] as const;
    for (const [payload, extension] of cases) {
      fake.setOutcome(payload.number, { reason: 4, ringMs: 5, talkMs: 10 });
      const res = await makeCall(agent.token, payload);
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json().data.call_id as number;
      const states = await statesUntil(socket, id, 'colgada');
      expect(states.map((s) => s.estado)).toEqual(['marcando', 'timbrando', 'contestada', 'colgada']);
      expect(states[0]!.extension).toBe(extension);
      expect(originateOf(id)).toEqual(expect.arrayContaining([['Channel', `Local/${extension}@from-internal`]]));
    }
  });

  it('reports each failure of the PBX with its Spanish reason, on the row and on the socket', async () => {
    const agent = await t.userWithRole('Agente');
    const socket = await callsSocket(agent);
    const reasons = [[5, 'Ocupado'], [3, 'No contestó'], [8, 'Congestión'], [0, 'Falló la llamada'], [1, 'Falló la llamada']] as const;
    for (const [reason, motivo] of reasons) {
      const number = `57300222000${reason}`;
      fake.setOutcome(number, { reason, ringMs: 10 });
      const res = await makeCall(agent.token, { number });
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json().data.call_id as number;
      const states = await statesUntil(socket, id, 'fallida');
      expect(states.map((s) => s.estado)).toEqual(['marcando', 'timbrando', 'fallida']);
      expect(states[2]!.motivo).toBe(motivo);
      expect(await callRow(id)).toMatchObject({ state: 'fallida', reason: motivo });
      expect((await callRow(id)).answeredAt).toBeNull();
    }
    // The Hangup that follows a failure does not turn it into 'colgada'.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.drain()).toEqual([]);
  });

  it('opens a contact\'s call with its id, ended when the customer hangs up', async () => {
    const agent = await t.userWithRole('Agente');
    const socket = await callsSocket(agent);
    const contact = await t.call(admin, 'POST', '/api/contact/contacto/', {
      first_name: 'Lucía', last_name: 'Llamada', username: 'lucia.llamada@correo.co', documentNumber: '5599001122', phone: '+57 300 1113344',
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const contactId = (contact.json() as { id: number }).id;
    fake.setOutcome('573001113344', { reason: 4, ringMs: 5, talkMs: 30 });
    const res = await makeCall(agent.token, { number: '573001113344', contacto: contactId });
    expect(res.statusCode, res.body).toBe(200);
    const states = await statesUntil(socket, res.json().data.call_id, 'colgada');
    expect(states.map((s) => s.estado)).toEqual(['marcando', 'timbrando', 'contestada', 'colgada']);
    expect(states.at(-1)).toMatchObject({ contacto: contactId, motivo: null });
    expect((await callRow(res.json().data.call_id)).contactId).toBe(contactId);
  });

  it('answers 404 to a channel nobody is calling on', async () => {
    const agent = await t.userWithRole('Agente');
    const res = await hangup(agent.token, 'SIP/9999-00000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: TELEPHONY_MSG.callNotFound });
  });

  it('lets an admin set a user\'s extension (digits, up to 10) and clear it', async () => {
    const agent = await t.userWithRole('Agente');
    for (const bad of ['12a4', '12345678901']) {
      const res = await t.call(admin, 'PATCH', `/api/users/${agent.id}/`, { extension: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ extension: [USER_MSG.invalidExtension] });
    }
    expect((await t.call(admin, 'PATCH', `/api/users/${agent.id}/`, { extension: '1234567890' })).json().extension).toBe('1234567890');
    expect((await t.call(admin, 'PATCH', `/api/users/${agent.id}/`, { extension: '' })).json().extension).toBeNull();
    expect((await t.call(admin, 'GET', `/api/users/${agent.id}/`)).json().extension).toBeNull();
    // Agents edit their own profile, but not where their calls ring.
    const own = await t.call(agent.token, 'PATCH', `/api/users/${agent.id}/`, { extension: '1999' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ detail: MSG.forbidden });
    expect((await t.call(agent.token, 'PATCH', `/api/users/${agent.id}/`, { city: 'Cali' })).statusCode).toBe(200);
  });

  it('answers 503 «AMI desconectado» while the link to the PBX is down, and fails a call that was ringing', async () => {
    const agent = await t.userWithRole('Agente');
    const socket = await callsSocket(agent);
    fake.setOutcome('573004440000', { reason: 4, ringMs: 60_000 });
    const res = await makeCall(agent.token, { number: '573004440000' });
    const id = res.json().data.call_id as number;
    await statesUntil(socket, id, 'timbrando');
    await fake.close();
    const [failed] = await statesUntil(socket, id, 'fallida');
    expect(failed!.motivo).toBe(TELEPHONY_MSG.amiDisconnected);
    await waitUntil('desconectado', async () => (await estado(agent.token)).ami === 'desconectado');
    const refused = await makeCall(agent.token, { number: '573004440001' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ detail: TELEPHONY_MSG.amiDisconnected });
    expect(await estado(agent.token)).toEqual({ ami: 'desconectado', llamada: null });
  });
});

describe('when the link to the PBX comes back', () => {
  it('fails a call left unanswered long ago (its instance stopped before the PBX answered), and calls work again', async () => {
    const agent = await t.userWithRole('Agente');
    const [orphan] = await t.database.db.insert(phoneCalls).values({
      userId: agent.id, number: '573006660000', extension: '1203', actionId: `c2c-huerfana-${agent.id}`, state: 'timbrando',
      startedAt: new Date(Date.now() - 5 * 60_000),
    }).returning();
    expect((await makeCall(agent.token, { number: '573006660001' })).statusCode).toBe(503);
    fake = await startAmiFake({ ...CREDENTIALS, port: fake.port });
    await waitUntil('AMI reconectado', async () => (await estado(agent.token)).ami === 'conectado', 40_000);
    await waitUntil('la huérfana falló', async () => (await callRow(orphan!.id)).state === 'fallida');
    expect(await callRow(orphan!.id)).toMatchObject({ state: 'fallida', reason: 'Falló la llamada' });
    fake.setOutcome('573006660002', { reason: 4, ringMs: 5, talkMs: 10 });
    const socket = await callsSocket(agent);
    const res = await makeCall(agent.token, { number: '573006660002' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await statesUntil(socket, res.json().data.call_id, 'colgada')).map((s) => s.estado)).toEqual(['marcando', 'timbrando', 'contestada', 'colgada']);
  });
});

describe('supervisor listen, whisper and barge (ChanSpy)', () => {
  const spy = (token: string | null, payload: object, app: App = pbxApp) => post(app, token, '/api/issabel/spy/', payload);
  const spiesOn = (agentExtension: string) => fake.actions('Originate').filter((p) => field(p, 'Application') === 'ChanSpy' && field(p, 'Data')?.startsWith(`SIP/${agentExtension},`));

  it('rings the supervisor\'s extension into the agent\'s channel with the options of each mode', async () => {
    const supervisor = await t.userWithRole('Supervisor', { extension: '1405' });
    const agent = await t.userWithRole('Agente', { extension: '1406' });
    for (const [modo, data] of [['escuchar', 'SIP/1406,qE'], ['susurrar', 'SIP/1406,qEw'], ['intervenir', 'SIP/1406,qEB']] as const) {
      const res = await spy(supervisor.token, { agent: agent.id, modo });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ detail: TELEPHONY_MSG.spyStarted(modo) });
      await waitUntil(`ChanSpy ${modo}`, () => spiesOn('1406').some((p) => field(p, 'Data') === data));
    }
    const packet = spiesOn('1406')[0]!;
    expect(field(packet, 'Channel')).toBe('Local/1405@from-internal');
    expect(field(packet, 'Async')).toBe('true');
  });

  it('asks both for an extension, a real agent and a mode, and is refused to agents and without a PBX', async () => {
    const supervisor = await t.userWithRole('Supervisor', { extension: '1407' });
    const withoutExtension = await t.userWithRole('Supervisor');
    const agent = await t.userWithRole('Agente', { extension: '1408' });
    const bare = await t.userWithRole('Agente');
    expect((await spy(withoutExtension.token, { agent: agent.id, modo: 'escuchar' })).json()).toEqual({ detail: TELEPHONY_MSG.spyNoExtension });
    expect((await spy(supervisor.token, { agent: bare.id, modo: 'escuchar' })).json()).toEqual({ agent: [TELEPHONY_MSG.spyAgentNoExtension] });
    expect((await spy(supervisor.token, { agent: 2_000_000_000, modo: 'escuchar' })).json()).toEqual({ agent: [TELEPHONY_MSG.spyAgentNotFound] });
    expect((await spy(supervisor.token, { agent: supervisor.id, modo: 'escuchar' })).json()).toEqual({ agent: [TELEPHONY_MSG.spyYourself] });
    const wrongMode = await spy(supervisor.token, { agent: agent.id, modo: 'grabar' });
    expect(wrongMode.statusCode).toBe(400);
    expect(Object.keys(wrongMode.json())).toEqual(['modo']);
    expect((await spy(agent.token, { agent: bare.id, modo: 'escuchar' })).statusCode).toBe(403);
    const unconfigured = await spy(supervisor.token, { agent: agent.id, modo: 'escuchar' }, t.app);
    expect(unconfigured.statusCode).toBe(503);
    expect(spiesOn('1408')).toEqual([]);
  });
});

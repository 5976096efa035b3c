import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { waitUntil } from '../../test/harness.js';
import { startDemoPbx } from './ami.demo.js';
import { AmiClient, AmiError, type AmiConfig } from './ami.client.js';
import { startAmiFake, type AmiFake } from './ami.fake.js';
import { AmiParser, serializePacket, toMessage, valueOf, type AmiMessage, type AmiPacket } from './ami.protocol.js';

const CREDENTIALS = { username: 'crm', secret: 's3cret' };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function fakePbx(): Promise<AmiFake> {
  const fake = await startAmiFake(CREDENTIALS);
  cleanups.push(fake.close);
  return fake;
}

function clientOf(fake: AmiFake, overrides: Partial<AmiConfig> = {}): AmiClient {
  const client = new AmiClient({ host: '127.0.0.1', port: fake.port, ...CREDENTIALS, ...overrides });
  cleanups.push(() => client.close());
  return client;
}

const nextEvent = (client: AmiClient, name: string) => new Promise<AmiMessage>((resolve) => {
  const listener = (event: AmiMessage) => {
    if (valueOf(event, 'Event') !== name) return;
    client.off('event', listener);
    resolve(event);
  };
  client.on('event', listener);
});

/** Every state the client goes through, in order. */
function statesOf(client: AmiClient): string[] {
  const states: string[] = [];
  client.on('state', (state: string) => states.push(state));
  return states;
}

describe('AMI protocol', () => {
  it('reads the banner apart, splits packets across chunks and keeps repeated keys in a case-insensitive map', () => {
    const banners: string[] = [];
    const packets: AmiPacket[] = [];
    const parser = new AmiParser((packet) => packets.push(packet), (line) => banners.push(line));
    parser.push('Asterisk Call Manager/5.0.2\r\nEvent: VarSet\r\nVariable: A=1\r\n');
    parser.push('variable: B=2\r\nUNIQUEID: 17.1\r\n\r\nResponse: Success\r\n\r\n');
    expect(banners).toEqual(['Asterisk Call Manager/5.0.2']);
    expect(packets).toHaveLength(2);
    const message = toMessage(packets[0]!);
    expect(message).toEqual({ event: 'VarSet', variable: ['A=1', 'B=2'], uniqueid: '17.1' });
    expect(valueOf(message, 'UniqueID')).toBe('17.1');
    expect(valueOf(message, 'VARIABLE')).toBe('A=1');
  });

  it('refuses to write a key or value with a line break, which would start a packet of its own', () => {
    expect(serializePacket([['Action', 'Ping'], ['ActionID', '7']])).toBe('Action: Ping\r\nActionID: 7\r\n\r\n');
    expect(() => serializePacket([['Action', 'Originate'], ['Channel', 'Local/12\r\nAction: Logoff']])).toThrow(/salto de línea/);
    expect(() => serializePacket([['Action\n', 'Ping']])).toThrow(/salto de línea/);
  });
});

describe('AMI client against the fake PBX', () => {
  it('signs in after the banner, originates a click-to-call whose events echo its ActionID, and hangs up', async () => {
    const fake = await fakePbx();
    fake.setOutcome('573001234567', { reason: 4, ringMs: 5, talkMs: null });
    const client = clientOf(fake);
    await client.connect();
    expect(client.state).toBe('conectado');
    expect(fake.actions('Login')[0]).toEqual(expect.arrayContaining([['Username', 'crm'], ['Secret', 's3cret'], ['Events', 'call,system']]));
    const newchannel = nextEvent(client, 'Newchannel');
    const answered = nextEvent(client, 'OriginateResponse');
    await client.originate({ extension: '1203', number: '573001234567', callId: 42, actionId: 'c2c-42' });
    expect(fake.actions('Originate')[0]).toEqual(expect.arrayContaining([
      ['ActionID', 'c2c-42'], ['Channel', 'Local/1203@from-internal'], ['Context', 'from-internal'], ['Exten', '573001234567'],
      ['Async', 'true'], ['Account', 'crm-42'], ['Variable', 'CRM_CALL_ID=42'],
    ]));
    const ringing = await newchannel;
    expect(valueOf(ringing, 'accountcode')).toBe('crm-42');
    expect(valueOf(ringing, 'Linkedid')).toBe(valueOf(ringing, 'Uniqueid'));
    const response = await answered;
    expect(valueOf(response, 'actionid')).toBe('c2c-42');
    expect(valueOf(response, 'Reason')).toBe('4');
    const channel = valueOf(response, 'Channel')!;
    expect(fake.liveChannels()).toEqual([channel]);

    const hangupEvent = nextEvent(client, 'Hangup');
    await client.hangup(channel);
    expect(valueOf(await hangupEvent, 'Cause')).toBe('16');
    expect(fake.liveChannels()).toEqual([]);
  });

  it('refuses a hang-up of a channel the PBX does not know with a Spanish error', async () => {
    const client = clientOf(await fakePbx());
    await client.connect();
    const error = await client.hangup('SIP/999-0000').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AmiError);
    expect(error).toMatchObject({ kind: 'no_channel', message: 'La llamada no existe o ya terminó.', detail: 'No such channel' });
  });

  it('reports a refused login clearly and stays disconnected', async () => {
    const fake = await fakePbx();
    const client = clientOf(fake, { secret: 'malo' });
    const error = await client.connect().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'login', message: 'La central rechazó el usuario o la clave de AMI (Authentication failed).' });
    expect(client.state).toBe('desconectado');
    expect(fake.sessions()).toBe(0);
  });

  it('reconnects after the PBX drops the connection', async () => {
    const fake = await fakePbx();
    const client = clientOf(fake, { reconnectFirstMs: 50 });
    const states = statesOf(client);
    client.start();
    await waitUntil('conectado', () => client.state === 'conectado');
    fake.dropConnections();
    await waitUntil('desconectado', () => states.includes('desconectado'));
    await waitUntil('reconectado', () => client.state === 'conectado' && fake.sessions() === 1);
    expect(states).toEqual(['conectado', 'desconectado', 'conectado']);
    expect(fake.actions('Login')).toHaveLength(2);
  });

  it('counts Pings without a Pong as a dead link and reconnects once Pongs come back', async () => {
    const fake = await fakePbx();
    const client = clientOf(fake, { pingSeconds: 0.1, timeoutMs: 150, reconnectFirstMs: 50, reconnectMaxMs: 100 });
    const states = statesOf(client);
    client.start();
    await waitUntil('conectado', () => client.state === 'conectado');
    await waitUntil('un Ping contestado', () => fake.actions('Ping').length >= 2);
    expect(client.state).toBe('conectado');
    fake.answerPings(false);
    await waitUntil('desconectado por keepalive', () => client.state === 'desconectado');
    expect(client.lastError).toMatch(/keepalive/);
    fake.answerPings(true);
    await waitUntil('reconectado', () => client.state === 'conectado');
    expect(states.slice(0, 3)).toEqual(['conectado', 'desconectado', 'conectado']);
  });

  it('waits longer after each failed attempt, up to the cap', async () => {
    const fake = await fakePbx();
    const port = fake.port;
    await fake.close();
    cleanups.length = 0;
    const client = new AmiClient({ host: '127.0.0.1', port, ...CREDENTIALS, reconnectFirstMs: 40, reconnectMaxMs: 160 });
    cleanups.push(() => client.close());
    const attempts: number[] = [];
    client.on('failure', () => attempts.push(Date.now()));
    client.start();
    await waitUntil('siete intentos', () => attempts.length >= 7, 5000);
    const gaps = attempts.slice(1).map((at, i) => at - attempts[i]!);
    // 40, 80, 160, then capped at 160.
    expect(gaps[0]).toBeGreaterThanOrEqual(35);
    expect(gaps[1]).toBeGreaterThanOrEqual(75);
    expect(gaps[2]).toBeGreaterThanOrEqual(155);
    for (const gap of gaps.slice(3)) expect(gap).toBeGreaterThanOrEqual(155);
    for (const gap of gaps.slice(3)) expect(gap).toBeLessThan(320);
    expect(client.state).toBe('desconectado');
  });

  it('signs off with Logoff on close, gets Goodbye, and does not reconnect', async () => {
    const fake = await fakePbx();
    const client = new AmiClient({ host: '127.0.0.1', port: fake.port, ...CREDENTIALS, reconnectFirstMs: 20 });
    client.start();
    await waitUntil('conectado', () => client.state === 'conectado');
    expect(fake.sessions()).toBe(1);
    await client.close();
    expect(fake.actions('Logoff')).toHaveLength(1);
    expect(client.lastError).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(fake.sessions()).toBe(0);
    expect(fake.actions('Login')).toHaveLength(1);
    expect(client.state).toBe('desconectado');
  });

  it('sends no Logoff over a link that is already down', async () => {
    const fake = await fakePbx();
    const client = clientOf(fake);
    await client.connect();
    fake.dropConnections();
    await waitUntil('desconectado', () => client.state === 'desconectado');
    await client.close();
    expect(fake.actions('Logoff')).toHaveLength(0);
  });
});

describe('configuration and the demo PBX', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atiende-ami-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const configOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'x', ...env });

  it('is configured only with host, user and secret; the port defaults to 5038', () => {
    expect(configOf({}).issabelAmi).toBeNull();
    expect(configOf({ ISSABEL_AMI_HOST: 'pbx.local', ISSABEL_AMI_USER: 'crm' }).issabelAmi).toBeNull();
    expect(configOf({ ISSABEL_AMI_HOST: 'pbx.local', ISSABEL_AMI_USER: 'crm', ISSABEL_AMI_SECRET: 's3cret' }).issabelAmi)
      .toEqual({ host: 'pbx.local', port: 5038, username: 'crm', secret: 's3cret', pingSeconds: 20 });
    expect(configOf({ ISSABEL_AMI_HOST: 'pbx.local', ISSABEL_AMI_USER: 'crm', ISSABEL_AMI_SECRET: 's', ISSABEL_AMI_PORT: '5039', ISSABEL_AMI_PING_SECONDS: '5' }).issabelAmi)
      .toMatchObject({ port: 5039, pingSeconds: 5 });
    expect(() => configOf({ ISSABEL_AMI_HOST: 'pbx.local', ISSABEL_AMI_USER: 'crm', ISSABEL_AMI_SECRET: 's', ISSABEL_AMI_PORT: 'abc' }))
      .toThrow('ISSABEL_AMI_PORT debe ser un puerto TCP (1 a 65535).');
  });

  it('starts the fake PBX on a loopback port with the simulator on and no ISSABEL_AMI_HOST, and not otherwise', async () => {
    const demo = configOf({});
    expect(demo.channelSimulator).toBe(true);
    const stop = await startDemoPbx(demo, {});
    expect(stop).not.toBeNull();
    cleanups.push(stop!);
    expect(demo.issabelAmi).toMatchObject({ host: '127.0.0.1', port: expect.any(Number) });
    const client = new AmiClient(demo.issabelAmi!);
    cleanups.push(() => client.close());
    await client.connect();
    expect(client.state).toBe('conectado');

    const withPbx = configOf({ ISSABEL_AMI_HOST: 'pbx.local' });
    expect(await startDemoPbx(withPbx, { ISSABEL_AMI_HOST: 'pbx.local' })).toBeNull();
    expect(withPbx.issabelAmi).toBeNull();
    const simulatorOff = configOf({ CHANNEL_SIMULATOR: 'false' });
    expect(await startDemoPbx(simulatorOff, {})).toBeNull();
    expect(simulatorOff.issabelAmi).toBeNull();
  });
});

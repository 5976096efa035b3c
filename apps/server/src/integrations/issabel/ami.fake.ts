import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { AmiParser, field, serializePacket, type AmiPacket } from './ami.protocol.js';

/** OriginateResponse Reason codes: 4 answered, 5 busy, 3 rang with no answer, 8 congestion, 0 failed, 1 hung up. */
export type OriginateReason = 0 | 1 | 3 | 4 | 5 | 8;

/** How a dialled number behaves: its Reason, how long it rings first, and for an answered call how long it talks (null: until the CRM hangs up). */
export interface CallOutcome {
  reason: OriginateReason;
  ringMs?: number;
  talkMs?: number | null;
}

export interface AmiFakeOptions {
  username: string;
  secret: string;
  /** 0 (the default) takes a free port. */
  port?: number;
  /** What a number without its own outcome does. */
  defaultOutcome?: CallOutcome;
}

/** The Hangup cause each failure ends with (Asterisk's causes: 17 busy, 19 no answer, 34 congestion). */
const HANGUP_CAUSE: Record<OriginateReason, [string, string]> = {
  0: ['1', 'Unallocated (unassigned) number'], 1: ['16', 'Normal Clearing'], 3: ['19', 'No answer'],
  4: ['16', 'Normal Clearing'], 5: ['17', 'User busy'], 8: ['34', 'Circuit/channel congestion'],
};

interface LiveChannel {
  uniqueid: string;
  linkedid: string;
  timers: NodeJS.Timeout[];
}

/**
 * A stand-in for Asterisk's manager port, speaking its protocol: banner, Login (good or bad secret),
 * Ping/Pong, Logoff/Goodbye, an async Originate answered by Newchannel then OriginateResponse with
 * the Reason chosen per number, and a Hangup event when an answered call ends (after its talk time or
 * when hung up through AMI). Events reach every signed-in session, responses only the asker. A test
 * can drop every connection or stop answering Pings.
 */
export async function startAmiFake(options: AmiFakeOptions) {
  const received: AmiPacket[] = [];
  const outcomes = new Map<string, CallOutcome>();
  const channels = new Map<string, LiveChannel>();
  const sockets = new Set<net.Socket>();
  const signedIn = new Set<net.Socket>();
  let answerPings = true;
  let counter = 0;
  const defaultOutcome: CallOutcome = options.defaultOutcome ?? { reason: 4, ringMs: 20, talkMs: null };

  const broadcast = (packet: AmiPacket) => {
    for (const socket of signedIn) if (!socket.destroyed) socket.write(serializePacket(packet));
  };
  const endChannel = (channel: string, reason: OriginateReason) => {
    const live = channels.get(channel);
    if (!live) return false;
    channels.delete(channel);
    live.timers.forEach(clearTimeout);
    const [cause, causeText] = HANGUP_CAUSE[reason];
    broadcast([['Event', 'Hangup'], ['Channel', channel], ['Uniqueid', live.uniqueid], ['Linkedid', live.linkedid], ['Cause', cause], ['Cause-txt', causeText]]);
    return true;
  };

  const originate = (packet: AmiPacket, actionId: string) => {
    counter += 1;
    const exten = field(packet, 'Exten') ?? '';
    const outcome = outcomes.get(exten) ?? defaultOutcome;
    const uniqueid = `1704102900.${counter}`;
    const channel = `${field(packet, 'Channel')}-${counter.toString(16).padStart(8, '0')};1`;
    const live: LiveChannel = { uniqueid, linkedid: uniqueid, timers: [] };
    channels.set(channel, live);
    const later = (ms: number, run: () => void) => live.timers.push(setTimeout(run, ms));
    later(2, () => broadcast([
      ['Event', 'Newchannel'], ['Channel', channel], ['ChannelState', '4'], ['ChannelStateDesc', 'Ring'], ['CallerIDNum', exten],
      ['AccountCode', field(packet, 'Account') ?? ''], ['Context', 'from-internal'], ['Exten', exten], ['Uniqueid', uniqueid], ['Linkedid', uniqueid],
    ]));
    later(2 + (outcome.ringMs ?? 20), () => {
      broadcast([
        ['Event', 'OriginateResponse'], ['ActionID', actionId], ['Response', outcome.reason === 4 ? 'Success' : 'Failure'],
        ['Channel', channel], ['Context', 'from-internal'], ['Exten', exten], ['Reason', String(outcome.reason)], ['Uniqueid', uniqueid],
      ]);
      if (outcome.reason !== 4) endChannel(channel, outcome.reason);
      else if (outcome.talkMs != null) later(outcome.talkMs, () => endChannel(channel, 4));
    });
  };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setEncoding('utf8');
    const send = (packet: AmiPacket) => socket.write(serializePacket(packet));
    socket.write('Asterisk Call Manager/5.0.2\r\n');
    const parser = new AmiParser((packet) => {
      received.push(packet);
      const action = field(packet, 'Action')?.toLowerCase();
      const actionId = field(packet, 'ActionID') ?? '';
      const reply = (fields: AmiPacket) => send([fields[0]!, ['ActionID', actionId], ...fields.slice(1)]);
      if (action === 'login') {
        const good = field(packet, 'Username') === options.username && field(packet, 'Secret') === options.secret;
        if (good) signedIn.add(socket);
        reply(good ? [['Response', 'Success'], ['Message', 'Authentication accepted']] : [['Response', 'Error'], ['Message', 'Authentication failed']]);
      } else if (!signedIn.has(socket)) reply([['Response', 'Error'], ['Message', 'Permission denied']]);
      else if (action === 'ping') {
        if (answerPings) reply([['Response', 'Success'], ['Ping', 'Pong'], ['Timestamp', String(Date.now() / 1000)]]);
      } else if (action === 'logoff') {
        signedIn.delete(socket);
        reply([['Response', 'Goodbye'], ['Message', 'Thanks for all the fish.']]);
        socket.end();
      } else if (action === 'originate') {
        reply([['Response', 'Success'], ['Message', 'Originate successfully queued']]);
        originate(packet, actionId);
      } else if (action === 'hangup') {
        const channel = field(packet, 'Channel') ?? '';
        if (!channels.has(channel)) reply([['Response', 'Error'], ['Message', 'No such channel']]);
        else {
          reply([['Response', 'Success'], ['Message', 'Channel Hungup']]);
          endChannel(channel, 4);
        }
      } else reply([['Response', 'Error'], ['Message', 'Invalid/unknown command']]);
    });
    socket.on('data', (chunk: string) => parser.push(chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      sockets.delete(socket);
      signedIn.delete(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    /** Every packet received, in order. */
    received,
    /** Actions received with this name (case-insensitive). */
    actions: (name: string) => received.filter((packet) => field(packet, 'Action')?.toLowerCase() === name.toLowerCase()),
    /** How calls to `number` end from now on. */
    setOutcome: (number: string, outcome: CallOutcome) => void outcomes.set(number, outcome),
    /** Signed-in sessions now open. */
    sessions: () => signedIn.size,
    /** Channels of calls still up. */
    liveChannels: () => [...channels.keys()],
    /** Cuts every TCP connection at once, as a network failure would. */
    dropConnections: () => sockets.forEach((socket) => socket.destroy()),
    /** Whether Pings get their Pong (off: the link looks dead to the keepalive). */
    answerPings: (on: boolean) => void (answerPings = on),
    close: () => new Promise<void>((resolve) => {
      for (const live of channels.values()) live.timers.forEach(clearTimeout);
      channels.clear();
      sockets.forEach((socket) => socket.destroy());
      server.close(() => resolve());
    }),
  };
}

export type AmiFake = Awaited<ReturnType<typeof startAmiFake>>;

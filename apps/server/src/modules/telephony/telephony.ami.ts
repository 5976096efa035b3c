import type pg from 'pg';
import { CALL_FAILURE_REASONS, TELEPHONY_MSG, type AmiState } from '@atiende/shared';
import type { App } from '../../app.types.js';
import type { IssabelAmiConfig } from '../../config.js';
import { emit, listenToEvents } from '../../events/events.js';
import { AmiClient, AmiError } from '../../integrations/issabel/ami.client.js';
import { valueOf, type AmiMessage } from '../../integrations/issabel/ami.protocol.js';
import {
  BEFORE_ANSWER, byActionId, byChannel, byId, CALL_IN_PROGRESS, changeCall, endedByUser, failUnansweredCalls, failureReason,
  hangupCauseReason, loadCall,
} from './telephony.service.js';

/** Any fixed number: the session-level advisory lock that says which instance talks to the PBX. */
const AMI_LOCK_KEY = 741_126_503;
/** A call still unanswered this long after it was placed, when the link comes up, was left by an instance that stopped. */
const ORPHAN_AFTER_MS = 60_000;

export interface PbxLinkOptions {
  /** How often an instance that does not hold the link tries to take it. */
  lockRetryMs?: number;
  /** How often the holder tells the others that its link is up or down; a state older than three of these is stale. */
  heartbeatMs?: number;
  /** The AMI client's reconnect back-off. */
  reconnectFirstMs?: number;
  reconnectMaxMs?: number;
}

/**
 * The link of the instances to the PBX. One instance holds the AMI connection: with PostgreSQL the one
 * holding a session-level advisory lock on a connection of its own (the others retry every few seconds);
 * with PGlite the only instance. The holder originates the calls any instance records, hangs up the ones
 * they ask for and writes what the PBX's events say about them; the others learn its link's state from
 * its heartbeat.
 */
export class PbxLink {
  private client: AmiClient | null = null;
  private lockConnection: pg.PoolClient | null = null;
  private lockTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private stopped = false;
  /** The holder's link as last heard, with when. */
  private remote: { conectado: boolean; at: number } | null = null;
  private readonly originating = new Set<number>();
  /** The PBX's events are written one after another, in the order they came: a call's states must not overtake each other. */
  private eventQueue: Promise<void> = Promise.resolve();

  constructor(private readonly app: App, private readonly config: IssabelAmiConfig, private readonly options: PbxLinkOptions = {}) {}

  /** 'conectado' when some instance's link to the PBX is up. */
  state(): AmiState {
    if (this.client) return this.client.state;
    const stale = 3 * this.heartbeatMs;
    return this.remote?.conectado && Date.now() - this.remote.at < stale ? 'conectado' : 'desconectado';
  }

  async start(): Promise<void> {
    this.unlisten = await listenToEvents(this.app, ['call.requested', 'call.hangup_requested', 'spy.requested', 'ami.status', 'ami.status_requested'], (event) => {
      if (event.type === 'ami.status') this.remote = { conectado: event.conectado, at: Date.now() };
      else if (!this.client) return;
      else if (event.type === 'call.requested') void this.originate(event.id);
      else if (event.type === 'spy.requested') void this.client.spy(event).catch((error: unknown) => this.app.log.warn({ err: error }, 'ChanSpy rechazado'));
      else if (event.type === 'call.hangup_requested') void this.hangupById(event.id);
      else void this.announce();
    });
    await this.tryToHold();
    if (!this.client) await emit(this.app.db, { type: 'ami.status_requested', asked: true }).catch(() => undefined);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.lockTimer);
    clearInterval(this.heartbeatTimer);
    await this.unlisten?.();
    await this.release();
  }

  /**
   * Hangs up a call of this user. The holder asks the PBX and marks it ended; a channel the PBX no longer
   * knows ends the row too (its Hangup was lost) and is not found. Another instance passes the request on.
   */
  async hangup(call: { id: number; channel: string | null }): Promise<void> {
    if (!this.client) {
      if (this.state() !== 'conectado') throw new AmiError('disconnected', TELEPHONY_MSG.amiDisconnected);
      await emit(this.app.db, { type: 'call.hangup_requested', id: call.id });
      return;
    }
    if (call.channel) {
      try {
        await this.client.hangup(call.channel);
      } catch (error) {
        if (error instanceof AmiError && error.kind === 'no_channel') await changeCall(this.app.db, byId(call.id), CALL_IN_PROGRESS, endedByUser());
        throw error;
      }
    }
    await changeCall(this.app.db, byId(call.id), CALL_IN_PROGRESS, endedByUser());
  }

  private get heartbeatMs(): number {
    return this.options.heartbeatMs ?? 5000;
  }

  private async tryToHold(): Promise<void> {
    if (this.stopped || this.client) return;
    try {
      if (this.app.database.kind === 'postgres' && !(await this.takeLock())) return this.retryLock();
    } catch (error) {
      this.app.log.warn({ err: error }, 'no se pudo tomar el bloqueo de AMI');
      return this.retryLock();
    }
    if (this.stopped) return this.release();
    this.hold();
  }

  private retryLock(): void {
    if (this.stopped) return;
    this.lockTimer = setTimeout(() => void this.tryToHold(), this.options.lockRetryMs ?? 5000);
  }

  /** Takes the lock on a connection kept for it: the lock lasts while that connection does. */
  private async takeLock(): Promise<boolean> {
    const pool = (this.app.db as unknown as { $client: pg.Pool }).$client;
    const connection = await pool.connect();
    const result = await connection.query<{ held: boolean }>('select pg_try_advisory_lock($1) as held', [AMI_LOCK_KEY]);
    if (!result.rows[0]?.held) {
      connection.release();
      return false;
    }
    this.lockConnection = connection;
    // Losing this connection loses the lock: another instance may take the PBX over, so this one lets go.
    connection.on('error', () => void this.lost());
    connection.on('end', () => void this.lost());
    return true;
  }

  private hold(): void {
    const client = new AmiClient({
      host: this.config.host, port: this.config.port, username: this.config.username, secret: this.config.secret,
      pingSeconds: this.config.pingSeconds, reconnectFirstMs: this.options.reconnectFirstMs, reconnectMaxMs: this.options.reconnectMaxMs,
    });
    this.client = client;
    client.on('event', (event: AmiMessage) => {
      this.eventQueue = this.eventQueue.then(() => this.onEvent(event)).catch((error: unknown) => this.app.log.error({ err: error }, 'evento de AMI'));
    });
    client.on('failure', (error: Error) => this.app.log.warn(`AMI: ${error.message}`));
    client.on('state', (state) => {
      this.app.log.info(`AMI ${state}`);
      void this.announce();
      if (state === 'desconectado') void failUnansweredCalls(this.app.db, TELEPHONY_MSG.amiDisconnected).catch(() => undefined);
      else void failUnansweredCalls(this.app.db, CALL_FAILURE_REASONS.failed, ORPHAN_AFTER_MS).catch(() => undefined);
    });
    client.start();
    this.heartbeatTimer = setInterval(() => void this.announce(), this.heartbeatMs);
  }

  private async lost(): Promise<void> {
    if (!this.lockConnection) return;
    this.app.log.warn('se perdió la conexión del bloqueo de AMI: otra instancia puede tomar la central');
    await this.release();
    this.retryLock();
  }

  private async release(): Promise<void> {
    clearInterval(this.heartbeatTimer);
    const client = this.client;
    this.client = null;
    // Shutting down is not a drop: the calls in progress keep their state for whoever holds the link next.
    client?.removeAllListeners('state');
    await client?.close();
    const connection = this.lockConnection;
    this.lockConnection = null;
    if (connection) {
      await connection.query('select pg_advisory_unlock($1)', [AMI_LOCK_KEY]).catch(() => undefined);
      connection.release(true);
    }
  }

  private async announce(): Promise<void> {
    if (!this.client) return;
    await emit(this.app.db, { type: 'ami.status', conectado: this.client.state === 'conectado' }).catch(() => undefined);
  }

  private async originate(id: number): Promise<void> {
    const client = this.client;
    if (!client || this.originating.has(id)) return;
    this.originating.add(id);
    try {
      const call = await loadCall(this.app.db, id);
      if (!call || call.state !== 'marcando' || call.channel) return;
      await client.originate({ extension: call.extension, number: call.number, callId: call.id, actionId: call.actionId });
    } catch (error) {
      this.app.log.warn({ err: error }, 'Originate rechazado');
      await changeCall(this.app.db, byId(id), BEFORE_ANSWER, { state: 'fallida', reason: CALL_FAILURE_REASONS.failed, endedAt: new Date() });
    } finally {
      this.originating.delete(id);
    }
  }

  private async hangupById(id: number): Promise<void> {
    const call = await loadCall(this.app.db, id);
    if (call) await this.hangup(call).catch((error: unknown) => this.app.log.warn({ err: error }, 'Hangup pedido por otra instancia'));
  }

  /** What the PBX says about a call placed from the CRM, written to its row. */
  private async onEvent(event: AmiMessage): Promise<void> {
    const name = valueOf(event, 'Event')?.toLowerCase();
    const channel = valueOf(event, 'Channel') ?? '';
    const uniqueid = valueOf(event, 'Uniqueid');
    const db = this.app.db;
    if (name === 'newchannel') {
      const callId = /^crm-(\d+)$/.exec(valueOf(event, 'AccountCode') ?? '')?.[1];
      if (!callId) return;
      await changeCall(db, byId(Number(callId)), ['marcando'], { state: 'timbrando', channel, uniqueid, linkedid: valueOf(event, 'Linkedid') ?? uniqueid });
    } else if (name === 'newstate' && /ring/i.test(valueOf(event, 'ChannelStateDesc') ?? '')) {
      await changeCall(db, byChannel(channel, uniqueid), ['marcando'], { state: 'timbrando' });
    } else if (name === 'originateresponse') {
      const actionId = valueOf(event, 'ActionID');
      if (!actionId) return;
      const reason = valueOf(event, 'Reason') ?? '0';
      const named = channel ? { channel } : {};
      const ids = uniqueid && uniqueid !== '<null>' ? { uniqueid } : {};
      if (reason === '4') await changeCall(db, byActionId(actionId), BEFORE_ANSWER, { state: 'contestada', answeredAt: new Date(), ...named, ...ids });
      else await changeCall(db, byActionId(actionId), BEFORE_ANSWER, { state: 'fallida', reason: failureReason(reason), endedAt: new Date(), ...named });
    } else if (name === 'hangup' && channel) {
      const where = byChannel(channel, uniqueid);
      await changeCall(db, where, ['contestada'], { state: 'colgada', endedAt: new Date() });
      await changeCall(db, where, BEFORE_ANSWER, { state: 'fallida', reason: hangupCauseReason(valueOf(event, 'Cause') ?? ''), endedAt: new Date() });
    }
  }
}


/** Starts this instance's part of the link to the PBX, stopped with the app; null while telephony is not configured. */
export async function startPbxLink(app: App, options?: PbxLinkOptions): Promise<PbxLink | null> {
  if (!app.config.issabelAmi) return null;
  const link = new PbxLink(app, app.config.issabelAmi, options);
  app.addHook('onClose', () => link.stop());
  await link.start();
  return link;
}

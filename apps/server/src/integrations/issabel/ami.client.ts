import { EventEmitter } from 'node:events';
import net from 'node:net';
import { AmiParser, field, serializePacket, toMessage, valueOf, type AmiMessage, type AmiPacket } from './ami.protocol.js';

export interface AmiConfig {
  host: string;
  port: number;
  username: string;
  secret: string;
  /** Seconds between keepalive Pings; a Ping without its Pong within `timeoutMs` counts as a dead link. */
  pingSeconds?: number;
  /** How long an action waits for its response. */
  timeoutMs?: number;
  /** The first wait before reconnecting; it doubles after each failed attempt, up to `reconnectMaxMs`. */
  reconnectFirstMs?: number;
  reconnectMaxMs?: number;
}

export type AmiLinkState = 'conectado' | 'desconectado';

/** What the rest of the server reads about the link to the PBX. */
export const AMI_STATE_TEXT: Record<AmiLinkState, string> = { conectado: 'AMI conectado', desconectado: 'AMI desconectado' };

export type AmiErrorKind = 'login' | 'no_channel' | 'disconnected' | 'timeout' | 'refused';

/** A refusal or failure of the PBX, with a Spanish message; `detail` is what the PBX said, for the logs. */
export class AmiError extends Error {
  constructor(readonly kind: AmiErrorKind, message: string, readonly detail = '') {
    super(message);
  }
}

const disconnected = () => new AmiError('disconnected', 'AMI desconectado');

interface Pending {
  resolve(message: AmiMessage): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * A connection to the PBX's Asterisk Manager Interface that stays up: it signs in after the banner,
 * pings every few seconds, and after a drop or a missed Pong reconnects with a back-off that doubles
 * up to a cap. Actions carry an ActionID and resolve with the response that echoes it. Events are
 * emitted as 'event' with a case-insensitive map; 'state' tells every change of the link.
 */
export class AmiClient extends EventEmitter {
  private socket: net.Socket | null = null;
  private readonly pending = new Map<string, Pending>();
  private nextId = 1;
  private linkState: AmiLinkState = 'desconectado';
  private stopped = true;
  private retryTimer: NodeJS.Timeout | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private failedAttempts = 0;
  /** Why the last attempt failed, for the logs ('' while connected). */
  lastError = '';

  constructor(private readonly config: AmiConfig) {
    super();
  }

  get state(): AmiLinkState {
    return this.linkState;
  }

  /** Keeps the link up until `close`; the first attempt's failure is only logged, and retried. */
  start(): void {
    this.stopped = false;
    void this.attempt();
  }

  /** Connects and signs in once; a refused login rejects with an AmiError of kind 'login'. */
  async connect(): Promise<void> {
    const socket = net.connect(this.config.port, this.config.host);
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.setNoDelay(true);
    const banner = new Promise<void>((resolve, reject) => {
      const parser = new AmiParser((packet) => this.receive(packet), () => resolve());
      socket.on('data', (chunk: string) => parser.push(chunk));
      socket.once('error', (error) => reject(new AmiError('disconnected', 'AMI desconectado', error.message)));
      socket.once('close', () => reject(disconnected()));
    });
    socket.on('error', () => undefined);
    socket.on('close', () => this.dropped(socket));
    await banner;
    const login = await this.action('Login', [['Username', this.config.username], ['Secret', this.config.secret], ['Events', 'call,system']]);
    if (valueOf(login, 'Response') !== 'Success') {
      socket.destroy();
      const said = valueOf(login, 'Message') ?? '';
      throw new AmiError('login', `La central rechazó el usuario o la clave de AMI${said ? ` (${said})` : ''}.`, said);
    }
    this.failedAttempts = 0;
    this.lastError = '';
    this.startKeepalive(socket);
    this.setState('conectado');
  }

  /** Signs off (the PBX answers Goodbye) and stops reconnecting. */
  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const socket = this.socket;
    if (!socket) return;
    if (this.linkState === 'conectado') {
      const goodbye = await this.action('Logoff', [], undefined, 2000).catch(() => null);
      if (!goodbye || valueOf(goodbye, 'Response') !== 'Goodbye') this.lastError = 'Logoff sin Goodbye';
    }
    socket.destroy();
  }

  /** Sends an action and resolves with its response (Success or Error alike). */
  action(name: string, fields: AmiPacket = [], actionId = `atiende-${this.nextId++}`, timeoutMs = this.config.timeoutMs ?? 10_000): Promise<AmiMessage> {
    const socket = this.socket;
    if (!socket || socket.destroyed) return Promise.reject(disconnected());
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(actionId);
        reject(new AmiError('timeout', `La central no respondió a ${name}.`));
      }, timeoutMs);
      this.pending.set(actionId, { resolve, reject, timer });
      socket.write(serializePacket([['Action', name], ['ActionID', actionId], ...fields]));
    });
  }

  /**
   * Rings the agent's extension, then dials the customer from it (click-to-call). Resolves once the PBX
   * queued it; how it ends arrives as an OriginateResponse echoing `actionId`.
   */
  async originate(options: { extension: string; number: string; callId: number; actionId: string }): Promise<void> {
    const response = await this.action('Originate', [
      ['Channel', `Local/${options.extension}@from-internal`], ['Context', 'from-internal'], ['Exten', options.number],
      ['Priority', '1'], ['CallerID', `"CRM" <${options.extension}>`], ['Timeout', '30000'], ['Async', 'true'],
      ['Account', `crm-${options.callId}`], ['Variable', `CRM_CALL_ID=${options.callId}`],
    ], options.actionId);
    if (valueOf(response, 'Response') !== 'Success') {
      throw new AmiError('refused', 'La central no aceptó la llamada.', valueOf(response, 'Message') ?? '');
    }
  }

  /**
   * Rings the supervisor's extension and, answered, joins the agent's call through ChanSpy: `q` no beep, `E` leave
   * when the agent's call ends, plus `w` to whisper to the agent or `B` to barge into both sides.
   */
  async spy(options: { supervisorExtension: string; agentExtension: string; options: string; actionId: string }): Promise<void> {
    const response = await this.action('Originate', [
      ['Channel', `Local/${options.supervisorExtension}@from-internal`], ['Application', 'ChanSpy'],
      ['Data', `SIP/${options.agentExtension},qE${options.options}`], ['CallerID', `"Supervisión" <${options.agentExtension}>`],
      ['Timeout', '30000'], ['Async', 'true'],
    ], options.actionId);
    if (valueOf(response, 'Response') !== 'Success') {
      throw new AmiError('refused', 'La central no aceptó la supervisión.', valueOf(response, 'Message') ?? '');
    }
  }

  /** Hangs up a channel; one the PBX does not know is an AmiError of kind 'no_channel'. */
  async hangup(channel: string): Promise<void> {
    const response = await this.action('Hangup', [['Channel', channel], ['Cause', '16']]);
    if (valueOf(response, 'Response') === 'Success') return;
    const said = valueOf(response, 'Message') ?? '';
    if (/no such channel/i.test(said)) throw new AmiError('no_channel', 'La llamada no existe o ya terminó.', said);
    throw new AmiError('refused', 'La central no pudo colgar la llamada.', said);
  }

  private receive(packet: AmiPacket): void {
    const actionId = field(packet, 'ActionID');
    const waiting = actionId === undefined ? undefined : this.pending.get(actionId);
    if (field(packet, 'Response') !== undefined && waiting && field(packet, 'Event') === undefined) {
      this.pending.delete(actionId!);
      clearTimeout(waiting.timer);
      waiting.resolve(toMessage(packet));
      return;
    }
    if (field(packet, 'Event') !== undefined) this.emit('event', toMessage(packet));
  }

  private startKeepalive(socket: net.Socket): void {
    clearInterval(this.pingTimer);
    const everyMs = (this.config.pingSeconds ?? 20) * 1000;
    this.pingTimer = setInterval(() => {
      this.action('Ping', [], undefined, Math.min(everyMs, this.config.timeoutMs ?? 10_000)).then((pong) => {
        if (valueOf(pong, 'Response') !== 'Success') throw new AmiError('timeout', 'Ping sin Pong');
      }).catch((error: Error) => {
        this.lastError = `keepalive: ${error.message}`;
        socket.destroy();
      });
    }, everyMs);
  }

  private dropped(socket: net.Socket): void {
    if (this.socket !== socket) return;
    this.socket = null;
    clearInterval(this.pingTimer);
    for (const { reject, timer } of this.pending.values()) {
      clearTimeout(timer);
      reject(disconnected());
    }
    this.pending.clear();
    this.setState('desconectado');
    this.scheduleRetry();
  }

  private async attempt(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.connect();
    } catch (error) {
      this.lastError = error instanceof Error ? error.message : String(error);
      this.emit('failure', error);
      this.socket?.destroy();
      this.scheduleRetry();
    }
  }

  private scheduleRetry(): void {
    if (this.stopped || this.retryTimer) return;
    const first = this.config.reconnectFirstMs ?? 1000;
    const wait = Math.min(first * 2 ** this.failedAttempts, this.config.reconnectMaxMs ?? 30_000);
    this.failedAttempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.attempt();
    }, wait);
  }

  private setState(state: AmiLinkState): void {
    if (this.linkState === state) return;
    this.linkState = state;
    this.emit('state', state);
  }
}

import { EventEmitter } from 'node:events';
import net from 'node:net';
import { ProviderError } from '../provider-error.js';
import { AmiParser, field, serializePacket, type AmiPacket } from './ami.protocol.js';

export interface AmiConfig {
  host: string;
  port: number;
  username: string;
  secret: string;
  /** How long an action waits for its response. */
  timeoutMs?: number;
}

/**
 * A connection to the PBX's Asterisk Manager Interface: actions carry an ActionID and resolve with
 * the response that echoes it; events are emitted as 'event' (all) and by their name.
 */
export class AmiClient extends EventEmitter {
  private socket: net.Socket | null = null;
  private pending = new Map<string, { resolve(p: AmiPacket): void; reject(e: Error): void; timer: NodeJS.Timeout }>();
  private nextId = 1;

  constructor(private readonly config: AmiConfig) {
    super();
  }

  /** Connects and signs in; a refused login is a provider error with the PBX's message. */
  async connect(): Promise<void> {
    const socket = net.connect(this.config.port, this.config.host);
    this.socket = socket;
    socket.setEncoding('utf8');
    const parser = new AmiParser((packet) => this.receive(packet));
    socket.on('data', (chunk: string) => parser.push(chunk));
    socket.on('close', () => {
      for (const { reject, timer } of this.pending.values()) {
        clearTimeout(timer);
        reject(new ProviderError('issabel', 'provider_failed', 'conexión AMI cerrada', true));
      }
      this.pending.clear();
      this.emit('close');
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', (error) => reject(new ProviderError('issabel', 'provider_failed', error.message, true)));
    });
    const login = await this.action('Login', [['Username', this.config.username], ['Secret', this.config.secret], ['Events', 'call,system']]);
    if (field(login, 'Response') !== 'Success') {
      this.close();
      throw new ProviderError('issabel', 'provider_failed', field(login, 'Message') ?? 'Authentication failed');
    }
  }

  /** Sends an action and resolves with its response (Success or Error alike). */
  action(name: string, fields: AmiPacket = [], actionId = `atiende-${this.nextId++}`): Promise<AmiPacket> {
    if (!this.socket) return Promise.reject(new ProviderError('issabel', 'not_configured', 'sin conexión AMI'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(actionId);
        reject(new ProviderError('issabel', 'provider_failed', `sin respuesta a ${name}`, true));
      }, this.config.timeoutMs ?? 10_000);
      this.pending.set(actionId, { resolve, reject, timer });
      this.socket!.write(serializePacket([['Action', name], ['ActionID', actionId], ...fields]));
    });
  }

  /** Rings the agent's extension, then dials the customer from it (click-to-call); resolves once queued. */
  async originate(options: { extension: string; number: string; callId: string; context?: string }): Promise<string> {
    const actionId = `c2c-${options.callId}`;
    const response = await this.action('Originate', [
      ['Channel', `Local/${options.extension}@from-internal`], ['Exten', options.number], ['Context', options.context ?? 'from-internal'],
      ['Priority', '1'], ['CallerID', `"CRM" <${options.extension}>`], ['Timeout', '30000'], ['Async', 'true'],
      ['Account', `crm-${options.callId}`], ['Variable', `CRM_CALL_ID=${options.callId}`],
    ], actionId);
    if (field(response, 'Response') !== 'Success') throw new ProviderError('issabel', 'provider_failed', field(response, 'Message') ?? 'Originate failed');
    return actionId;
  }

  async hangup(channel: string): Promise<void> {
    const response = await this.action('Hangup', [['Channel', channel], ['Cause', '16']]);
    if (field(response, 'Response') !== 'Success') throw new ProviderError('issabel', 'provider_failed', field(response, 'Message') ?? 'Hangup failed');
  }

  close(): void {
    this.socket?.end();
    this.socket = null;
  }

  private receive(packet: AmiPacket): void {
    const actionId = field(packet, 'ActionID');
    if (field(packet, 'Response') !== undefined && actionId && this.pending.has(actionId)) {
      const waiting = this.pending.get(actionId)!;
      this.pending.delete(actionId);
      clearTimeout(waiting.timer);
      waiting.resolve(packet);
      return;
    }
    const event = field(packet, 'Event');
    if (event) {
      this.emit('event', packet);
      this.emit(event, packet);
    }
  }
}

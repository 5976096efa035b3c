import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRESENCE_TIMEOUT_DEFAULT_SECONDS } from '@atiende/shared';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** How long the server keeps retrying a database it cannot reach at start. */
  databaseWaitSeconds: number;
  dataDir: string;
  adminUsername: string;
  adminPassword: string | undefined;
  tokenSecret: string;
  logLevel: string;
  webDistDir: string;
  uploadsDir: string;
  secureCookies: boolean;
  /** Whether people may create their own account (it waits for a role). */
  registrationEnabled: boolean;
  /** Proxies whose X-Forwarded-For is believed (off: the client is the TCP peer). */
  trustProxy: boolean | string[];
  /** Origins besides the request's own host whose pages may use the session cookie (`ALLOWED_ORIGINS`). */
  allowedOrigins: string[];
  /**
   * Where customers reach the app (`PUBLIC_URL`, e.g. https://crm.empresa.co): the links sent to them, such as the
   * closing survey's. Without it, the first of ALLOWED_ORIGINS, else http://localhost:PORT.
   */
  publicUrl: string;
  /** Encrypts the channels' tokens and app secrets: `CHANNEL_SECRETS_KEY`, else a key file in DATA_DIR. */
  channelSecretsKey: Buffer;
  /** The built-in stand-in for the Graph and Bot APIs (/sim/ and /simulador). */
  channelSimulator: boolean;
  /** Seconds without a heartbeat from any of a user's pages after which the user shows DESCONECTADO. */
  presenceTimeoutSeconds: number;
  /** Where the daily backup writes its archives (`BACKUP_DIR`, DATA_DIR/respaldos by default). */
  backupDir: string;
  /** How many of the newest daily archives are kept (`BACKUP_KEEP`); 0 turns the daily backup off. */
  backupKeep: number;
  /** `RETENCION_ARCHIVOS_DIAS`: days chat media and recordings are kept; null keeps them. */
  retentionDays: number | null;
  /** `ISSABEL_CDR_URL`: the PBX's CDR database (mysql://user:pass@host:3306/asteriskcdrdb); unset, no CDR sync. */
  issabelCdrUrl: string | undefined;
  /**
   * `ISSABEL_RECORDINGS_DIR`: where the PBX's recordings are read (/var/spool/asterisk/monitor); unset with the
   * channel simulator on, DATA_DIR/grabaciones, where the demo writes its recordings.
   */
  issabelRecordingsDir: string;
  /** `ISSABEL_TIMEZONE`: the PBX's clock, which the CDR's calldate is written in without a zone. */
  issabelTimezone: string;
  /** The PBX's manager port (`ISSABEL_AMI_*`); null without host, user or secret: telephony is not configured. */
  issabelAmi: IssabelAmiConfig | null;
}

export interface IssabelAmiConfig {
  host: string;
  port: number;
  username: string;
  secret: string;
  /** `ISSABEL_AMI_PING_SECONDS`: seconds between keepalive Pings (20). */
  pingSeconds: number;
}

function loadOrCreateSecret(dataDir: string, name = 'token-secret', bytes = 48): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A setting the server cannot start with; its message says what to change. */
export class ConfigError extends Error {}

const CHANNEL_KEY_FILE = 'channel-secrets-key';

/** A 32-byte key given in base64 or hex; anything else is refused at start rather than weakening the cipher. */
export function parseKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64url');
  if (key.length !== 32) throw new ConfigError('CHANNEL_SECRETS_KEY debe tener 32 bytes en hexadecimal o base64.');
  return key;
}

/**
 * `CHANNEL_SECRETS_KEY`, or with the embedded database a key kept in DATA_DIR. With PostgreSQL several
 * instances share the channels, so each needs the same key: a key of its own could not read what another
 * instance encrypted, and the server refuses to start without it.
 */
function channelSecretsKey(env: NodeJS.ProcessEnv, dataDir: string): Buffer {
  if (env.CHANNEL_SECRETS_KEY) return parseKey(env.CHANNEL_SECRETS_KEY);
  if (!env.DATABASE_URL) return parseKey(loadOrCreateSecret(dataDir, CHANNEL_KEY_FILE, 32));
  const keyFile = path.join(dataDir, CHANNEL_KEY_FILE);
  const earlier = existsSync(keyFile) ? ` Si esta instancia ya usaba la clave generada en ${keyFile}, usa su contenido.` : '';
  throw new ConfigError(
    'Con DATABASE_URL debes definir CHANNEL_SECRETS_KEY, la misma en todas las instancias: es la clave de 32 bytes '
      + '(hexadecimal o base64, por ejemplo `openssl rand -hex 32`) que cifra los tokens de los canales.' + earlier,
  );
}

/** `TRUST_PROXY`: unset or 'false' trusts nobody, 'true' every hop, else a comma-separated list of addresses or CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text.split(',').map((part) => part.trim()).filter(Boolean);
}

/** `ALLOWED_ORIGINS`: comma-separated origins (https://servidor[:puerto]), each reduced to its scheme, host and port. */
function parseOrigins(value: string | undefined): string[] {
  return (value ?? '').split(',').map((part) => part.trim()).filter(Boolean).map((text) => {
    const origin = URL.canParse(text) ? new URL(text).origin : 'null';
    if (origin === 'null') throw new Error(`ALLOWED_ORIGINS: «${text}» no es un origen válido (https://servidor[:puerto]).`);
    return origin;
  });
}

/** `PUBLIC_URL`: an http(s) origin (a path is dropped); anything else is refused at start. */
function parsePublicUrl(value: string | undefined, origins: string[], port: number): string {
  const text = value?.trim() ?? '';
  if (text === '') return origins[0] ?? `http://localhost:${port}`;
  const origin = URL.canParse(text) && /^https?:$/.test(new URL(text).protocol) ? new URL(text).origin : null;
  if (!origin) throw new ConfigError(`PUBLIC_URL: «${text}» no es una dirección válida (https://servidor[:puerto]).`);
  return origin;
}

/** `BACKUP_KEEP`: a whole number from 0; anything else is refused at start. */
function parseBackupKeep(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return BACKUP_KEEP_DEFAULT;
  if (!/^\d+$/.test(text)) throw new ConfigError('BACKUP_KEEP debe ser un número entero desde 0 (0 desactiva el respaldo diario).');
  return Number(text);
}

/** Daily archives kept when BACKUP_KEEP is not set. */
export const BACKUP_KEEP_DEFAULT = 7;

/** `RETENCION_ARCHIVOS_DIAS`: unset or empty keeps files; otherwise a whole number of days from 1. */
function parseRetentionDays(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1) {
    throw new ConfigError(`RETENCION_ARCHIVOS_DIAS debe ser un número entero de días mayor que cero (se recibió «${text}»), o no definirse para conservar los archivos.`);
  }
  return Number(text);
}

/** The built-in simulator is on unless said otherwise, except with PostgreSQL. */
const channelSimulatorOn = (env: NodeJS.ProcessEnv) => (env.CHANNEL_SIMULATOR === undefined ? !env.DATABASE_URL : env.CHANNEL_SIMULATOR === 'true');

/** `ISSABEL_TIMEZONE`: an IANA zone the runtime knows; anything else is refused at start. */
function parseTimeZone(value: string | undefined): string {
  const zone = value?.trim() || 'America/Bogota';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new ConfigError(`ISSABEL_TIMEZONE: «${zone}» no es una zona horaria válida (por ejemplo America/Bogota).`);
  }
  return zone;
}

/** `ISSABEL_AMI_HOST`, `ISSABEL_AMI_PORT` (5038), `ISSABEL_AMI_USER`, `ISSABEL_AMI_SECRET`: all three of host, user and secret, or none. */
function issabelAmi(env: NodeJS.ProcessEnv): IssabelAmiConfig | null {
  const host = env.ISSABEL_AMI_HOST?.trim();
  const username = env.ISSABEL_AMI_USER?.trim();
  const secret = env.ISSABEL_AMI_SECRET;
  if (!host || !username || !secret) return null;
  const port = Number(env.ISSABEL_AMI_PORT?.trim() || 5038);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new ConfigError('ISSABEL_AMI_PORT debe ser un puerto TCP (1 a 65535).');
  const pingSeconds = Number(env.ISSABEL_AMI_PING_SECONDS?.trim() || 20);
  if (!(pingSeconds > 0)) throw new ConfigError('ISSABEL_AMI_PING_SECONDS debe ser un número de segundos mayor que cero.');
  return { host, port, username, secret, pingSeconds };
}

/** Every environment variable the server reads, with its default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseWaitSeconds: Number(env.DATABASE_WAIT_SECONDS ?? 300),
    dataDir,
    adminUsername: env.ADMIN_USERNAME ?? 'admin@atiende.co',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    tokenSecret: env.TOKEN_SECRET || loadOrCreateSecret(dataDir),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: path.resolve(
      env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '..', '..', 'web', 'dist'),
    ),
    uploadsDir: path.join(dataDir, 'uploads'),
    secureCookies: env.SECURE_COOKIES === 'true',
    registrationEnabled: env.REGISTRATION_ENABLED !== 'false',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, parseOrigins(env.ALLOWED_ORIGINS), Number(env.PORT ?? 3000)),
    channelSecretsKey: channelSecretsKey(env, dataDir),
    channelSimulator: channelSimulatorOn(env),
    presenceTimeoutSeconds: Math.max(1, Number(env.PRESENCE_TIMEOUT_SECONDS ?? PRESENCE_TIMEOUT_DEFAULT_SECONDS) || PRESENCE_TIMEOUT_DEFAULT_SECONDS),
    backupDir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(dataDir, 'respaldos'),
    backupKeep: parseBackupKeep(env.BACKUP_KEEP),
    retentionDays: parseRetentionDays(env.RETENCION_ARCHIVOS_DIAS),
    issabelCdrUrl: env.ISSABEL_CDR_URL?.trim() || undefined,
    issabelRecordingsDir: path.resolve(env.ISSABEL_RECORDINGS_DIR?.trim()
      || (channelSimulatorOn(env) ? path.join(dataDir, 'grabaciones') : '/var/spool/asterisk/monitor')),
    issabelTimezone: parseTimeZone(env.ISSABEL_TIMEZONE),
    issabelAmi: issabelAmi(env),
  };
}

import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import { SIM_TELEGRAM_PREFIX } from '../simulator/simulator.channels.js';

export const REDACTED = '[REDACTED]';

/**
 * Query parameters whose value is a credential: access tokens of <img src> and WebSocket addresses (`token`),
 * Graph's `access_token`, Meta's webhook check (`hub.verify_token`), refresh tokens, passwords and secrets.
 */
const SECRET_PARAMETERS = new Set([
  'token', 'access_token', 'refresh', 'refresh_token', 'hub.verify_token', 'verify_token', 'password', 'secret',
  'client_secret', 'app_secret', 'webhook_secret', 'bot_token', 'api_key',
]);

/** `?name=value` or `&name=value` anywhere in a text; the name is compared decoded and in lower case. */
const QUERY_PARAMETER = /([?&])([^=&#\s"'<>]+)=([^&#\s"'<>]*)/g;
/** A Telegram bot token in a Bot API path (`/bot123456:AA…/sendMessage`, `/file/bot123456:AA…/…`). */
const BOT_TOKEN_IN_PATH = /(\/bot)\d+(?::|%3A)[^/?#\s]+/gi;
/** The bot segment of the Bot API stand-in, whatever the token looks like. */
const SIMULATED_BOT_PATH = new RegExp(`(${SIM_TELEGRAM_PREFIX}(?:/file)?/bot)[^/?#\\s]+`, 'g');
/** A bearer credential quoted in a text (an error that repeats the header it was given). */
const BEARER = /(Bearer\s+)[^\s"',]+/gi;

function isSecretParameter(name: string): boolean {
  try {
    return SECRET_PARAMETERS.has(decodeURIComponent(name).toLowerCase());
  } catch {
    return SECRET_PARAMETERS.has(name.toLowerCase());
  }
}

/**
 * A URL, or any text that may quote one (an error message, a stack), with its credentials replaced by
 * [REDACTED]: secret query values, Telegram bot tokens in paths and bearer tokens. The one rule for logs.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(QUERY_PARAMETER, (whole, lead: string, name: string) => (isSecretParameter(name) ? `${lead}${name}=${REDACTED}` : whole))
    .replace(SIMULATED_BOT_PATH, `$1${REDACTED}`)
    .replace(BOT_TOKEN_IN_PATH, `$1${REDACTED}`)
    .replace(BEARER, `$1${REDACTED}`);
}

/** A request as the log shows it: method, URL without credentials, client address. */
function requestForLog(request: { method: string; url: string; ip?: string }) {
  return { method: request.method, url: redactSecrets(request.url), remoteAddress: request.ip };
}

/** The texts of a serialized error (message, stack, its causes and extra fields), redacted; a few levels deep. */
function redactTexts(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (depth > 4 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => redactTexts(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactTexts(item, depth + 1)]));
}

/** An error as pino shows it, with credentials its message or stack may quote (a URL it failed to reach) removed. */
function errorForLog(error: Error) {
  return redactTexts(stdSerializers.err(error)) as ReturnType<typeof stdSerializers.err>;
}

/** Headers that carry credentials, wherever a log line would hold a request's or a response's headers. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-telegram-bot-api-secret-token', 'x-hub-signature-256'];
const HEADER_HOLDERS = ['req.headers', 'res.headers', 'headers', 'request.headers', 'busboyOptions.headers'];

/** The logger options with the serializers and redaction every log line goes through. */
export function redactingLogger(options: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!options || typeof options !== 'object') return options;
  return {
    ...options,
    serializers: { req: requestForLog, err: errorForLog },
    redact: { paths: HEADER_HOLDERS.flatMap((holder) => SECRET_HEADERS.map((name) => `${holder}["${name}"]`)), censor: REDACTED },
  };
}

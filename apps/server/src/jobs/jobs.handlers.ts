import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { expireGestiones } from '../modules/gestiones/gestiones.service.js';
import { CONTACTS_IMPORT_JOB, runContactsImport } from '../modules/imports/imports.job.js';
import { CHAT_BOT_JOB, CHAT_MEDIA_JOB } from '../modules/chat/chat.inbound.js';
import { sendBotMessage } from '../modules/chat/chat.send.js';
import { CHAT_ACK_JOB } from '../modules/chat/chat.inbound-changes.js';
import { CHAT_READ_JOB, CHAT_SEND_JOB, deliverMessage, sendAcknowledgements, sendReadReceipt } from '../modules/chat/chat.outbox.js';
import { fetchInboundMedia } from '../modules/chat/chat.media.js';
import { expireConversations } from '../modules/chat/chat.close.js';
import { expirePresence } from '../modules/sessions/sessions.service.js';
import type { JobHandler } from './jobs.runner.js';

/** Finished jobs and sign-in counters are kept this long, for whoever looks into what happened. */
const KEEP_DAYS = 7;

/** Removes finished jobs and expired sign-in counters. */
export async function cleanUp(db: Db): Promise<void> {
  await db.execute(sql`delete from jobs where status in ('done', 'failed') and finished_at < now() - make_interval(days => ${KEEP_DAYS})`);
  await db.execute(sql`delete from login_throttle where window_start < now() - interval '1 day'`);
}

/** Every kind of background work and what runs it. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  [CONTACTS_IMPORT_JOB]: (payload, { app, options }) => runContactsImport(app, Number(payload.importJobId), options),
  /** Open gestiones past their campaign's closing time become VENCIDO (the service tells the dashboards). */
  'gestiones.expire': async (_payload, { app }) => {
    await expireGestiones(app.db);
  },
  'maintenance.cleanup': (_payload, { app }) => cleanUp(app.db),
  [CHAT_MEDIA_JOB]: (payload, { app }) => fetchInboundMedia(app, payload),
  [CHAT_BOT_JOB]: (payload, { app }) => sendBotMessage(app.db, Number(payload.conversationId), String(payload.text)),
  /** One agent's or bot's message to the provider, once; rate limits and provider errors come back as later jobs. */
  [CHAT_SEND_JOB]: (payload, { app }) => deliverMessage(app, payload),
  [CHAT_READ_JOB]: (payload, { app }) => sendReadReceipt(app, payload),
  [CHAT_ACK_JOB]: (payload, { app }) => sendAcknowledgements(app, payload),
  /** Users whose pages stopped saying they are open (browser closed) show DESCONECTADO. */
  'sessions.presence': async (_payload, { app }) => {
    await expirePresence(app.db, app.config.presenceTimeoutSeconds);
  },
  /** Conversations idle past the closing time are closed with a VENCIDO gestión. */
  'chat.expire': async (_payload, { app }) => {
    await expireConversations(app.db);
  },
};

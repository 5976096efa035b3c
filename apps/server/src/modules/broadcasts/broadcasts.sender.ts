import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BROADCAST_MSG, DEFAULT_MESSAGES_PER_SECOND, renderTemplate, type BroadcastStats, type BroadcastSendEstado, type MassSendKind,
} from '@atiende/shared';
import type { App } from '../../app.types.js';
import { rows, type Db } from '../../db/client.js';
import { emit } from '../../events/events.js';
import type { ChannelClient } from '../../integrations/channel.js';
import { ProviderError } from '../../integrations/provider-error.js';
import { enqueue, JobAbandoned, type RunOptions } from '../../jobs/jobs.runner.js';
import { channelClient, channelSettings, type ChannelSettings } from '../chat/channels.service.js';
import { recordOutbound } from '../chat/chat.outreach.js';
import { templateRequired } from '../chat/chat.conversations.js';
import { lastInboundAt } from '../chat/chat.queries.js';
import { templateHeaderFile } from '../templates/templates.service.js';
import { findTemplate, type TemplateRow } from '../templates/templates.queries.js';
import { memberIdsOfGroups } from '../contact-groups/contact-groups.queries.js';
import { broadcastRecipients, broadcastSends } from './broadcasts.tables.js';

/*
 * The send of a broadcast or an uploaded file, run by the job `broadcasts.send`: recipients in batches,
 * each message paced to the channel's rate. A recipient is committed as `enviando` right before its
 * message goes to the provider and as its outcome right after, so a restart resumes with the recipients
 * still `pendiente` and never sends a message twice: a recipient found `enviando` belonged to a worker
 * that died with its message in flight, and becomes `incierto` rather than being sent again.
 */

/** Recipients read per batch; a recount of the counters and the progress event follow each batch. */
export const SEND_BATCH = 200;
/** At most this many messages with the provider at once, whatever the rate. */
const MAX_IN_FLIGHT = 32;
/** Throughput refusals (130429, 80007, HTTP 429) of one recipient before it fails; the whole send slows down meanwhile. */
const MAX_RATE_LIMITED = 8;
/** The pair limit (131056): about one message every 6 s to one customer. */
const PAIR_LIMIT_WAIT_MS = 6_000;
/** Provider errors (5xx) and provider silences: tried this many times in all. */
const SERVER_ERROR_TRIES = 3;
const FIRST_BACKOFF_MS = 2_000;
const MAX_BACKOFF_MS = 60_000;
/** A retry due sooner than this is waited for in the job; a later one is a new job due then. */
const WAIT_IN_JOB_MS = 1_500;

type SendRow = typeof broadcastSends.$inferSelect;
type RecipientRow = typeof broadcastRecipients.$inferSelect;

export const sendJobKey = (sendId: number) => `broadcasts.send:${sendId}`;

/** Queues the send's job in the caller's transaction (no job without its send); `runAt` defers it. */
export function enqueueSend(tx: Db, sendId: number, runAt?: Date): Promise<number | null> {
  return enqueue(tx, 'broadcasts.send', { sendId }, { uniqueKey: sendJobKey(sendId), runAt, maxAttempts: 10 });
}

/** The channel's rate for broadcasts: its `mensajes_por_segundo`, 80 by default. */
export function channelRate(channel: ChannelSettings): number {
  const configured = Number(channel.config.mensajes_por_segundo);
  return Number.isInteger(configured) && configured >= 1 && configured <= 1000 ? configured : DEFAULT_MESSAGES_PER_SECOND;
}

/** Spaces message starts at the rate, and holds every start back while the provider asks to slow down. */
class Pacer {
  private next = Date.now();
  constructor(private readonly intervalMs: number) {}
  async turn(): Promise<void> {
    const now = Date.now();
    const wait = this.next - now;
    this.next = Math.max(now, this.next) + this.intervalMs;
    if (wait > 0) await sleep(wait);
  }
  pause(ms: number): void {
    this.next = Math.max(this.next, Date.now() + ms);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Listing a broadcast's recipients

/**
 * Every contact of the broadcast's groups, once, with each of its distinct phones (normalised to E.164
 * digits as the chat addresses them); a contact without phone gets one `sin_telefono` row. One statement,
 * idempotent (the unique index on send, contact and phone), committed with `listed_at`.
 */
export async function listRecipients(tx: Db, send: SendRow): Promise<void> {
  if (send.groups.length > 0) {
    await tx.execute(sql`
      insert into ${broadcastRecipients} (send_id, contact_id, nombre, phone, status, reason)
      select ${send.id}, c.id,
        trim(case when c.contact_type = 'EMPRESA' and coalesce(c.razon_social, '') <> '' then c.razon_social else c.first_name || ' ' || c.last_name end),
        coalesce(p.phone, ''),
        case when p.phone is null then 'sin_telefono' when p.phone ~ '^\\d{8,15}$' then 'pendiente' else 'fallido' end,
        case when p.phone is null then ${BROADCAST_MSG.noPhone} when p.phone ~ '^\\d{8,15}$' then null else ${BROADCAST_MSG.invalidPhone} end
      from (select distinct * from ${memberIdsOfGroups(sql`(${sql.join(send.groups.map((g) => sql`${g}`), sql`, `)})`)} as g) as m(contact_id)
      join contacts c on c.id = m.contact_id and c.deleted_at is null
      left join lateral (
        select distinct case when n.digits ~ '^(3\\d{9}|60\\d{8})$' then '57' || n.digits else n.digits end as phone
        from (
          select regexp_replace(d.value_1, '\\D', '', 'g') as digits from contact_data d where d.contact_id = c.id and d.tipo = 'Telefono'
          union select c.phone_digits
        ) as n
        where coalesce(n.digits, '') <> ''
      ) as p on true
      order by c.id
      on conflict do nothing`);
  }
  await tx.update(broadcastSends).set({ listedAt: new Date() }).where(eq(broadcastSends.id, send.id));
}

// ---------------------------------------------------------------------------------------------
// Counters

/** Recomputes the send's counters from its recipients (one statement) and answers the send. */
export async function refreshCounters(db: Db, sendId: number): Promise<SendRow> {
  await db.execute(sql`
    with per_contact as (
      select coalesce('c' || contact_id::text, 'r' || coalesce(row_number, id)::text) as who,
        count(*) filter (where phone <> '') as phones,
        count(*) filter (where status = 'exitoso') as ok,
        count(*) filter (where status in ('fallido', 'incierto')) as bad,
        count(*) filter (where status in ('pendiente', 'enviando')) as open,
        bool_or(status = 'sin_telefono') as no_phone
      from ${broadcastRecipients} where send_id = ${sendId} group by 1
    ), totals as (
      select count(*)::int as contactos,
        (count(*) filter (where no_phone))::int as sin_telefono,
        (count(*) filter (where phones > 1))::int as multiples,
        (count(*) filter (where ok > 0))::int as exitosos,
        (count(*) filter (where ok = 0 and open = 0 and bad > 0))::int as fallidos,
        coalesce(sum(phones), 0)::int as mensajes,
        coalesce(sum(ok), 0)::int as enviados,
        coalesce(sum(bad), 0)::int as fallidos_mensajes
      from per_contact
    )
    update ${broadcastSends} set total_contactos = totals.contactos, sin_telefono = totals.sin_telefono,
      multiples_telefonos = totals.multiples, exitosos = totals.exitosos,
      fallidos = totals.fallidos, total_mensajes = totals.mensajes,
      mensajes_enviados = totals.enviados, mensajes_fallidos = totals.fallidos_mensajes
    from totals where ${broadcastSends.id} = ${sendId}`);
  const [send] = await db.select().from(broadcastSends).where(eq(broadcastSends.id, sendId));
  return send!;
}

/** The spec's statistics of a send (counts; the detail lists are read page by page). */
export function statsOf(send: SendRow): BroadcastStats {
  const settled = send.mensajesEnviados + send.mensajesFallidos;
  const pendientes = Math.max(0, send.totalMensajes - settled);
  return {
    exitosos: send.exitosos,
    fallidos: send.fallidos,
    sin_telefono: send.sinTelefono,
    multiples_telefonos: send.multiplesTelefonos,
    total_contactos: send.totalContactos,
    mensajes_enviados: send.mensajesEnviados,
    mensajes_fallidos: send.mensajesFallidos,
    mensajes_pendientes: pendientes,
    progreso: send.status === 'FINALIZADO' ? 100 : send.totalMensajes === 0 ? 0 : Math.floor((settled * 100) / send.totalMensajes),
  };
}

async function announce(db: Db, send: SendRow): Promise<void> {
  await emit(db, {
    type: 'broadcast.progress', broadcast: send.broadcastId, management: send.id, campaign: send.campaignId, kind: send.kind as MassSendKind,
    status: send.status as BroadcastSendEstado, metadata: statsOf(send),
  });
}

/**
 * Keeps a running send's counters and progress event current without holding its messages back: recounting
 * a large send takes a while, and the channel's rate leaves no room for pauses between batches. One recount
 * runs at a time; asked for meanwhile, one more follows it. The send's final recount is `finish`'s.
 */
class ProgressRefresh {
  private running: Promise<void> | null = null;
  private again = false;
  constructor(private readonly app: App, private readonly sendId: number) {}

  request(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.refreshWhileAsked().finally(() => { this.running = null; });
  }

  /** Waits for the recount under way, if any. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private async refreshWhileAsked(): Promise<void> {
    do {
      this.again = false;
      try {
        await announce(this.app.db, await refreshCounters(this.app.db, this.sendId));
      } catch (error) {
        this.app.log.warn({ err: error, send: this.sendId }, 'difusión: cifras no actualizadas');
      }
    } while (this.again);
  }
}

// ---------------------------------------------------------------------------------------------
// Sending

class TakenOver extends Error {}

interface Outcome {
  /** The provider asked every send to slow down for this long. */
  pauseMs?: number;
}

interface Context {
  app: App;
  send: SendRow;
  worker: string;
  channel: ChannelSettings;
  client: ChannelClient;
  templates: Map<number, { row: TemplateRow; mediaId: string | null } | null>;
}

/** The send's templates as sending needs them, the header file uploaded to the provider once per run. */
async function templateFor(ctx: Context, templateId: number) {
  if (ctx.templates.has(templateId)) return ctx.templates.get(templateId)!;
  const row = await findTemplate(ctx.app.db, templateId);
  let entry: { row: TemplateRow; mediaId: string | null } | null = null;
  if (row) {
    const header = await templateHeaderFile(ctx.app.config.uploadsDir, row);
    entry = { row, mediaId: header && ctx.client.uploadMedia ? await ctx.client.uploadMedia(header) : null };
  }
  ctx.templates.set(templateId, entry);
  return entry;
}

/** `[nombre]` and `[nombre_completo]` in a broadcast's values become the contact's first and full name. */
function personalised(values: string[], nombre: string): string[] {
  const first = nombre.split(/\s+/)[0] ?? '';
  return values.map((value) => value.replaceAll('[nombre_completo]', nombre).replaceAll('[nombre]', first));
}

/** Commits the recipient as `enviando`: only while still `pendiente` and while this worker still owns the send. */
async function claim(ctx: Context, recipient: RecipientRow): Promise<boolean> {
  const claimed = await rows<{ id: number }>(ctx.app.db, sql`
    update ${broadcastRecipients} set status = 'enviando', attempts = attempts + 1, updated_at = now()
    where id = ${recipient.id} and status = 'pendiente'
      and exists (select 1 from ${broadcastSends} where id = ${ctx.send.id} and worker = ${ctx.worker})
    returning id`);
  if (claimed.length > 0) return true;
  const [owner] = await ctx.app.db.select({ worker: broadcastSends.worker }).from(broadcastSends).where(eq(broadcastSends.id, ctx.send.id));
  if (owner?.worker !== ctx.worker) throw new TakenOver();
  return false;
}

async function settle(db: Db, recipient: RecipientRow, status: 'pendiente' | 'fallido', reason: string | null, retryInMs?: number) {
  await db.update(broadcastRecipients).set({
    status, reason, updatedAt: new Date(),
    nextTryAt: retryInMs === undefined ? null : new Date(Date.now() + retryInMs),
  }).where(and(eq(broadcastRecipients.id, recipient.id), eq(broadcastRecipients.status, 'enviando')));
}

const backoff = (attempt: number) => Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);

/** What a refusal means for the recipient: try again later (and slow everything down), or its reason to fail. */
async function refused(ctx: Context, recipient: RecipientRow, attempts: number, error: unknown): Promise<Outcome> {
  const db = ctx.app.db;
  if (error instanceof ProviderError && error.code === 'rate_limited') {
    if (attempts >= MAX_RATE_LIMITED) {
      await settle(db, recipient, 'fallido', error.reason);
      return {};
    }
    if (error.providerCode === '131056') {
      await settle(db, recipient, 'pendiente', null, PAIR_LIMIT_WAIT_MS);
      return {};
    }
    const wait = error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : backoff(attempts);
    await settle(db, recipient, 'pendiente', null, wait);
    return { pauseMs: wait };
  }
  if (error instanceof ProviderError && error.code === 'window_closed') {
    await settle(db, recipient, 'fallido', BROADCAST_MSG.windowClosed);
    return {};
  }
  if (error instanceof ProviderError && error.retryable && attempts < SERVER_ERROR_TRIES) {
    await settle(db, recipient, 'pendiente', null, backoff(attempts));
    return {};
  }
  const reason = error instanceof ProviderError ? error.reason.slice(0, 500) : BROADCAST_MSG.interrupted;
  if (!(error instanceof ProviderError)) ctx.app.log.error({ err: error, recipient: recipient.id }, 'difusión: envío fallido');
  await settle(db, recipient, 'fallido', reason);
  return {};
}

/** The message of one recipient: its template with its values, or an upload's plain text. */
async function messageOf(ctx: Context, recipient: RecipientRow) {
  const templateId = recipient.templateId ?? ctx.send.templateId;
  if (templateId) {
    const template = await templateFor(ctx, templateId);
    if (!template) return { problem: BROADCAST_MSG.templateUnknown(String(templateId)) };
    const values = recipient.variables ?? personalised(ctx.send.variables, recipient.nombre);
    return { template, values, body: renderTemplate(template.row.body, values) };
  }
  // Free text reaches only a customer who wrote within the service window: checked here, as the chat checks it.
  if (templateRequired(ctx.channel.tipo, await lastInboundAt(ctx.app.db, ctx.channel.id, recipient.phone))) return { problem: BROADCAST_MSG.windowClosed };
  return { text: recipient.text ?? '', body: recipient.text ?? '' };
}

/** Sends one recipient's message once, and records its outcome (and its conversation) right after. */
async function sendOne(ctx: Context, recipient: RecipientRow): Promise<Outcome> {
  if (!(await claim(ctx, recipient))) return {};
  const attempts = recipient.attempts + 1;
  const db = ctx.app.db;
  let message: Awaited<ReturnType<typeof messageOf>>;
  try {
    message = await messageOf(ctx, recipient);
  } catch (error) {
    return refused(ctx, recipient, attempts, error);
  }
  if ('problem' in message) {
    await settle(db, recipient, 'fallido', message.problem ?? null);
    return {};
  }
  let providerId: string;
  try {
    if ('template' in message && message.template) {
      const { row, mediaId } = message.template;
      if (!ctx.client.sendTemplate) throw new ProviderError('broadcast', 'provider_failed', 'el canal no envía plantillas');
      providerId = await ctx.client.sendTemplate(recipient.phone, {
        name: row.name, language: row.language, parameters: message.values,
        header: row.headerType && mediaId ? { kind: row.headerType as 'image' | 'video' | 'document', mediaId } : null,
      });
    } else {
      providerId = await ctx.client.sendText(recipient.phone, message.body, { windowOpen: true });
    }
  } catch (error) {
    return refused(ctx, recipient, attempts, error);
  }
  const isTemplate = 'template' in message && message.template;
  try {
    await db.transaction(async (tx) => {
      const kept = await recordOutbound(tx, {
        channel: ctx.channel, address: recipient.phone, contactId: recipient.contactId, name: recipient.nombre, campaignId: ctx.send.campaignId,
        msgType: isTemplate ? 'template' : 'text', body: message.body,
        extra: isTemplate ? { plantilla: { id: message.template!.row.id, name: message.template!.row.name, language: message.template!.row.language, variables: message.values! } } : null,
        providerId, sentBy: ctx.send.createdBy,
      });
      await tx.update(broadcastRecipients).set({ status: 'exitoso', providerId, reason: null, conversationId: kept.conversationId, updatedAt: new Date() })
        .where(eq(broadcastRecipients.id, recipient.id));
    });
  } catch (error) {
    // The provider took it: whatever happens to its conversation, it must not go out again.
    ctx.app.log.error({ err: error, recipient: recipient.id, providerId }, 'difusión: conversación no guardada');
    await db.update(broadcastRecipients).set({ status: 'exitoso', providerId, updatedAt: new Date() }).where(eq(broadcastRecipients.id, recipient.id));
  }
  return {};
}

/** Runs the batch's sends paced at the channel's rate, at most MAX_IN_FLIGHT at once. */
async function sendBatch(ctx: Context, batch: RecipientRow[], pacer: Pacer, inFlightLimit: number): Promise<void> {
  const running = new Set<Promise<void>>();
  let failure: unknown = null;
  for (const recipient of batch) {
    if (failure) break;
    while (running.size >= inFlightLimit) await Promise.race(running);
    await pacer.turn();
    const run: Promise<void> = sendOne(ctx, recipient)
      .then((outcome) => { if (outcome.pauseMs) pacer.pause(outcome.pauseMs); })
      .catch((error: unknown) => { failure ??= error; })
      .finally(() => running.delete(run));
    running.add(run);
  }
  await Promise.all(running);
  if (failure) throw failure;
}

/** The next recipients due, in order. */
function dueBatch(db: Db, sendId: number) {
  return db.select().from(broadcastRecipients)
    .where(and(eq(broadcastRecipients.sendId, sendId), eq(broadcastRecipients.status, 'pendiente'),
      sql`(${broadcastRecipients.nextTryAt} is null or ${broadcastRecipients.nextTryAt} <= now())`))
    .orderBy(asc(broadcastRecipients.id)).limit(SEND_BATCH);
}

/** When the next recipient waiting for a retry is due, or null when none waits. */
async function nextRetry(db: Db, sendId: number): Promise<Date | null> {
  const [next] = await rows<{ at: Date | string | null }>(db, sql`
    select min(next_try_at) as at from ${broadcastRecipients} where send_id = ${sendId} and status = 'pendiente'`);
  return next?.at ? new Date(next.at) : null;
}

export interface SendRunOptions extends RunOptions {
  /** Stop by then (an upload's request waits this long), leaving the rest to the job. */
  deadline?: number;
}

/**
 * The job `broadcasts.send`: starts or resumes one send. It takes the send over (a worker that died, or a
 * request that stopped waiting, leaves it to this one), marks what that worker left in flight `incierto`,
 * lists a broadcast's recipients once, then sends what is still `pendiente`, batch after batch.
 */
export async function runBroadcastSend(app: App, sendId: number, options: SendRunOptions = {}): Promise<void> {
  const worker = randomUUID();
  const db = app.db;
  const [send] = await db.update(broadcastSends)
    .set({ worker, status: 'EN_PROCESO', startedAt: sql`coalesce(${broadcastSends.startedAt}, now())` })
    .where(and(eq(broadcastSends.id, sendId), inArray(broadcastSends.status, ['PENDIENTE', 'EN_PROCESO'])))
    .returning();
  if (!send) return;
  await db.update(broadcastRecipients).set({ status: 'incierto', reason: BROADCAST_MSG.interrupted, updatedAt: new Date() })
    .where(and(eq(broadcastRecipients.sendId, sendId), eq(broadcastRecipients.status, 'enviando')));
  if (!send.listedAt) {
    await db.transaction(async (tx) => listRecipients(tx, send));
  }
  await announce(db, await refreshCounters(db, sendId));

  const channel = await channelSettings(db, app.config.channelSecretsKey, send.channelId);
  if (!channel) {
    await db.update(broadcastRecipients).set({ status: 'fallido', reason: 'El canal ya no existe.', updatedAt: new Date() })
      .where(and(eq(broadcastRecipients.sendId, sendId), eq(broadcastRecipients.status, 'pendiente')));
    await finish(db, sendId, worker);
    return;
  }
  const rate = channelRate(channel);
  const ctx: Context = { app, send, worker, channel, client: channelClient(channel, app.config), templates: new Map() };
  const pacer = new Pacer(1000 / rate);
  const inFlight = Math.max(1, Math.min(MAX_IN_FLIGHT, Math.ceil(rate / 2)));
  const progress = new ProgressRefresh(app, sendId);
  let batches = 0;
  try {
    for (;;) {
      if (options.deadline !== undefined && Date.now() >= options.deadline) return;
      const batch = await dueBatch(db, sendId);
      if (batch.length === 0) {
        const next = await nextRetry(db, sendId);
        if (!next) break;
        const wait = next.getTime() - Date.now();
        if (wait > WAIT_IN_JOB_MS || (options.deadline !== undefined && Date.now() + wait >= options.deadline)) {
          // A later retry is a new run due then, so no runner holds a slot waiting for it.
          if (options.deadline === undefined) await enqueue(db, 'broadcasts.send', { sendId }, { runAt: next, maxAttempts: 10 });
          return;
        }
        await sleep(Math.max(0, wait));
        continue;
      }
      await sendBatch(ctx, batch, pacer, inFlight);
      progress.request();
      batches += 1;
      if (options.batchLimit !== undefined && batches >= options.batchLimit) throw new JobAbandoned();
    }
  } catch (error) {
    if (error instanceof TakenOver) return;
    throw error;
  } finally {
    await progress.settled();
  }
  await finish(db, sendId, worker);
}

async function finish(db: Db, sendId: number, worker: string): Promise<void> {
  const [done] = await db.update(broadcastSends).set({ status: 'FINALIZADO', finishedAt: new Date() })
    .where(and(eq(broadcastSends.id, sendId), eq(broadcastSends.worker, worker), eq(broadcastSends.status, 'EN_PROCESO')))
    .returning({ id: broadcastSends.id });
  if (done) await announce(db, await refreshCounters(db, sendId));
}

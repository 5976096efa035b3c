import { readFile } from 'node:fs/promises';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  TEMPLATE_MSG, TEMPLATE_STATUSES, templateVariableCount,
  type TemplateCreate, type TemplateHeaderType, type TemplateRead, type TemplateStatus,
} from '@atiende/shared';
import type { App } from '../../app.types.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { fieldError, fieldErrors, notFound, taken } from '../../errors.js';
import { emit } from '../../events/events.js';
import { base64Payload, removeStoredFile, sanitizeFilename, storeFile, storedFilePath } from '../../files/stored-files.js';
import type { TemplateHeaderFile, TemplateStatus as ProviderTemplateStatus } from '../../integrations/channel.js';
import { ProviderError } from '../../integrations/provider-error.js';
import { enqueue } from '../../jobs/jobs.runner.js';
import { likePattern } from '../../http/paging.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { campaignsByName, liveCampaignIds } from '../campaigns/campaigns.queries.js';
import { campaignsOfUser } from '../campaigns/campaigns.members.js';
import { channelClient, channelSettings, type ChannelSettings } from '../chat/channels.service.js';
import { channelNames, liveWhatsappChannels } from '../chat/chat.queries.js';
import { whatsappTemplateCampaigns, whatsappTemplateReviews, whatsappTemplates } from './templates.tables.js';

const CONTENT_TYPE = 'Plantilla de WhatsApp';
const FILES_FOLDER = 'plantillas';

type TemplateRow = typeof whatsappTemplates.$inferSelect;
type ReviewRow = typeof whatsappTemplateReviews.$inferSelect;

// ---------------------------------------------------------------------------------------------
// The header file

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** Header files Meta takes, recognised by their first bytes: JPEG and PNG images, MP4 video, PDF documents. */
const HEADER_FILES: { kind: TemplateHeaderType; mimeType: string; extension: string; matches(bytes: Buffer): boolean }[] = [
  { kind: 'image', mimeType: 'image/jpeg', extension: '.jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { kind: 'image', mimeType: 'image/png', extension: '.png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { kind: 'video', mimeType: 'video/mp4', extension: '.mp4', matches: (b) => ascii(b, 4, 8) === 'ftyp' },
  { kind: 'document', mimeType: 'application/pdf', extension: '.pdf', matches: (b) => ascii(b, 0, 5) === '%PDF-' },
];

interface HeaderUpload {
  kind: TemplateHeaderType;
  bytes: Buffer;
  mimeType: string;
  extension: string;
  filename: string;
}

/** The data URL of the form as a header file, checked on its bytes; null without a file. */
export function headerFromDataUrl(input: Pick<TemplateCreate, 'file' | 'fileName' | 'type_template'>): HeaderUpload | null {
  if (!input.file) {
    if (input.type_template) throw fieldError('file', TEMPLATE_MSG.fileType);
    return null;
  }
  if (!input.file.startsWith('data:')) throw fieldError('file', TEMPLATE_MSG.fileInvalid);
  const payload = base64Payload(input.file);
  if (payload === null) throw fieldError('file', TEMPLATE_MSG.fileInvalid);
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length === 0) throw fieldError('file', TEMPLATE_MSG.fileInvalid);
  if (bytes.length > 5 * 1024 * 1024) throw fieldError('file', TEMPLATE_MSG.fileTooLarge);
  const found = HEADER_FILES.find((candidate) => candidate.matches(bytes));
  if (!found) throw fieldError('file', TEMPLATE_MSG.fileType);
  if (input.type_template && input.type_template !== found.kind) throw fieldError('type_template', TEMPLATE_MSG.typeMismatch);
  const name = sanitizeFilename(input.fileName || `encabezado${found.extension}`);
  return { kind: found.kind, bytes, mimeType: found.mimeType, extension: found.extension, filename: name };
}

/** The stored header file of a template as the provider is given it, or null when it has none. */
export async function templateHeaderFile(uploadsDir: string, template: TemplateRow): Promise<TemplateHeaderFile | null> {
  if (!template.headerType || !template.filePath) return null;
  const absolute = storedFilePath(uploadsDir, template.filePath);
  if (!absolute) return null;
  return {
    kind: template.headerType as TemplateHeaderType, bytes: await readFile(absolute),
    mimeType: template.mimeType ?? 'application/octet-stream', filename: template.filename ?? 'archivo',
  };
}

// ---------------------------------------------------------------------------------------------
// Reading

/** The least advanced review wins: a template is APPROVED only once every account approved it. */
const STATUS_ORDER: TemplateStatus[] = ['REJECTED', 'DISABLED', 'PAUSED', 'PENDING', 'APPROVED'];

export function overallStatus(reviews: { status: string }[]): TemplateStatus {
  if (reviews.length === 0) return 'PENDING';
  return STATUS_ORDER.find((status) => reviews.some((review) => review.status === status)) ?? 'PENDING';
}

async function readTemplates(db: Db, rowsOf: TemplateRow[]): Promise<TemplateRead[]> {
  if (rowsOf.length === 0) return [];
  const ids = rowsOf.map((row) => row.id);
  const links = await db.select({ templateId: whatsappTemplateCampaigns.templateId, campaignId: whatsappTemplateCampaigns.campaignId })
    .from(whatsappTemplateCampaigns).where(inArray(whatsappTemplateCampaigns.templateId, ids));
  const reviewRows = await db.select().from(whatsappTemplateReviews)
    .where(inArray(whatsappTemplateReviews.templateId, ids)).orderBy(asc(whatsappTemplateReviews.id));
  const [linkedCampaigns, channelsNamed] = await Promise.all([
    campaignsByName(db, links.map((link) => link.campaignId)),
    channelNames(db, reviewRows.map((review) => review.channelId)),
  ]);
  const reviews = reviewRows.map((review) => ({ review, channelName: channelsNamed.get(review.channelId) ?? '' }));
  return rowsOf.map((row) => {
    const own = reviews.filter((r) => r.review.templateId === row.id);
    const mine = linkedCampaigns.filter((c) => links.some((link) => link.templateId === row.id && link.campaignId === c.id));
    return {
      id: row.id,
      name: row.name,
      campaign: mine.map((c) => c.id),
      campaigns: mine.map((c) => ({ id: c.id, name: c.name })),
      body: row.body,
      variables: row.variableCount,
      type_template: (row.headerType as TemplateHeaderType | null) ?? null,
      fileName: row.filename,
      file: row.filePath ? `/api/whatsapp/template/${row.id}/archivo/` : null,
      languaje_code: row.language,
      category: row.category as TemplateRead['category'],
      status: overallStatus(own.map((r) => r.review)),
      estados: own.map(({ review, channelName }) => ({
        channel: review.channelId, channel_name: channelName, waba_id: review.wabaId, status: review.status as TemplateStatus,
        reason: review.reason, submitted: review.submittedAt !== null,
      })),
      created_date: row.createdAt.toISOString(),
    };
  });
}

export async function getTemplate(db: Db, id: number): Promise<TemplateRead> {
  const [row] = await db.select().from(whatsappTemplates).where(eq(whatsappTemplates.id, id));
  if (!row) throw notFound(TEMPLATE_MSG.notFound);
  return (await readTemplates(db, [row]))[0]!;
}

export async function templateRow(db: Db, id: number): Promise<TemplateRow> {
  const [row] = await db.select().from(whatsappTemplates).where(eq(whatsappTemplates.id, id));
  if (!row) throw notFound(TEMPLATE_MSG.notFound);
  return row;
}

/** Templates whose reviews are all of `status` (for APPROVED) or any of which is (otherwise). */
function withStatus(status: TemplateStatus): SQL {
  const reviews = sql`select 1 from ${whatsappTemplateReviews} r where r.template_id = ${whatsappTemplates.id}`;
  if (status === 'APPROVED') return sql`exists (${reviews}) and not exists (${reviews} and r.status <> 'APPROVED')`;
  const worse = STATUS_ORDER.slice(0, STATUS_ORDER.indexOf(status));
  return sql`exists (${reviews} and r.status = ${status})
    and not exists (${reviews} and r.status in (${sql.join(worse.map((s) => sql`${s}`), sql`, `)}))`;
}

const inCampaign = (campaignId: number) => sql`${whatsappTemplates.id} in (
  select template_id from ${whatsappTemplateCampaigns} where campaign_id = ${campaignId})`;

export interface TemplateFilters {
  search?: string;
  status?: TemplateStatus;
  campaign?: number;
  /** Only templates of the campaigns this user works in. */
  ofUser?: number;
}

function filtersWhere(filters: TemplateFilters): SQL | undefined {
  const search = filters.search?.trim();
  return and(
    search ? sql`(${whatsappTemplates.name} ilike ${likePattern(search)} or ${whatsappTemplates.body} ilike ${likePattern(search)})` : undefined,
    filters.status ? withStatus(filters.status) : undefined,
    filters.campaign ? inCampaign(filters.campaign) : undefined,
    filters.ofUser ? sql`${whatsappTemplates.id} in (
      select template_id from ${whatsappTemplateCampaigns} where campaign_id in ${campaignsOfUser(filters.ofUser)})` : undefined,
  );
}

export async function listTemplates(db: Db, filters: TemplateFilters, limit: number, offset: number) {
  const where = filtersWhere(filters);
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(whatsappTemplates).where(where);
  const found = await db.select().from(whatsappTemplates).where(where).orderBy(desc(whatsappTemplates.id)).limit(limit).offset(offset);
  return { count: total?.count ?? 0, results: await readTemplates(db, found) };
}

/** Every template matching, without pages (at most 500): the form selects and the composer. */
export async function allTemplates(db: Db, filters: TemplateFilters): Promise<TemplateRead[]> {
  const found = await db.select().from(whatsappTemplates).where(filtersWhere(filters)).orderBy(asc(whatsappTemplates.name)).limit(500);
  return readTemplates(db, found);
}

/** The templates a conversation's channel may send now: approved in its account, of its campaign. */
export async function templatesForChannel(db: Db, channel: { id: number; wabaId: string }, campaignId: number | null): Promise<TemplateRead[]> {
  if (!campaignId) return [];
  const found = await db.select().from(whatsappTemplates)
    .where(and(inCampaign(campaignId), sql`exists (select 1 from ${whatsappTemplateReviews} r
      where r.template_id = ${whatsappTemplates.id} and r.waba_id = ${channel.wabaId} and r.status = 'APPROVED')`))
    .orderBy(asc(whatsappTemplates.name)).limit(500);
  return readTemplates(db, found);
}

// ---------------------------------------------------------------------------------------------
// Creating and submitting

/** The live WhatsApp channels of the campaigns, one per business account (the oldest), each account once. */
async function channelsByAccount(db: Db, key: Buffer, campaignIds: number[]): Promise<ChannelSettings[]> {
  const found = await liveWhatsappChannels(db, campaignIds);
  const byAccount = new Map<string, ChannelSettings>();
  for (const { id } of found) {
    const settings = await channelSettings(db, key, id);
    const waba = settings?.config.waba_id;
    if (settings && waba && !byAccount.has(waba)) byAccount.set(waba, settings);
  }
  return [...byAccount.values()];
}

/**
 * Stores a template and queues its submission (job `templates.submit`) to the WhatsApp Business account of
 * each WhatsApp channel of its campaigns, where it waits in PENDING for Meta's review.
 */
export async function createTemplate(db: Db, key: Buffer, uploadsDir: string, actor: AuditActor, input: TemplateCreate): Promise<TemplateRead> {
  const campaignIds = [...new Set(input.campaign)];
  const found = await liveCampaignIds(db, campaignIds);
  if (found.size !== campaignIds.length) throw fieldErrors({ campaign: [TEMPLATE_MSG.campaignMissing] });
  const header = headerFromDataUrl(input);
  const accounts = await channelsByAccount(db, key, campaignIds);
  if (accounts.length === 0) throw fieldErrors({ campaign: [TEMPLATE_MSG.noChannel] });
  const variableCount = templateVariableCount(input.body) ?? 0;
  const examples = input.ejemplos ?? Array.from({ length: variableCount }, (_, i) => `Ejemplo ${i + 1}`);
  const filePath = header ? await storeFile(uploadsDir, FILES_FOLDER, header.extension, header.bytes) : null;
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(whatsappTemplates).values({
        name: input.name, language: input.languaje_code, category: input.category, body: input.body, variableCount, examples,
        headerType: header?.kind ?? null, filePath, filename: header?.filename ?? null, mimeType: header?.mimeType ?? null,
        createdBy: actor.id,
      }).returning({ id: whatsappTemplates.id });
      const templateId = row!.id;
      await tx.insert(whatsappTemplateCampaigns).values(campaignIds.map((campaignId) => ({ templateId, campaignId })));
      const reviews = await tx.insert(whatsappTemplateReviews)
        .values(accounts.map((channel) => ({ templateId, channelId: channel.id, wabaId: channel.config.waba_id! })))
        .returning({ id: whatsappTemplateReviews.id });
      for (const review of reviews) {
        await enqueue(tx, 'templates.submit', { reviewId: review.id }, { uniqueKey: `templates.submit:${review.id}`, maxAttempts: 6 });
      }
      await recordAudit(tx, actor, {
        contentType: CONTENT_TYPE, action: 'Creación', objectId: templateId,
        descripcion: `Se creó la plantilla ${input.name} (${input.languaje_code}) y se envió a revisión en ${accounts.length} cuenta(s) de WhatsApp`,
      });
      return templateId;
    });
    return await getTemplate(db, id);
  } catch (error) {
    if (filePath) await removeStoredFile(uploadsDir, filePath);
    if (isUniqueViolation(error)) throw taken('name', TEMPLATE_MSG.nameTaken);
    throw error;
  }
}

/**
 * The job `templates.submit`: one template to one business account, once. Meta's answer (its id, PENDING)
 * is stored only over a review no webhook has answered yet; a refusal is the review's REJECTED with
 * Meta's code; a provider that did not answer is tried again by the job runner.
 */
export async function submitTemplate(app: App, reviewId: number): Promise<void> {
  const [found] = await app.db.select({ review: whatsappTemplateReviews, template: whatsappTemplates }).from(whatsappTemplateReviews)
    .innerJoin(whatsappTemplates, eq(whatsappTemplates.id, whatsappTemplateReviews.templateId))
    .where(eq(whatsappTemplateReviews.id, reviewId));
  if (!found || found.review.submittedAt) return;
  const channel = await channelSettings(app.db, app.config.channelSecretsKey, found.review.channelId);
  const client = channel ? channelClient(channel, app.config) : null;
  if (!client?.createTemplate) {
    await settleReview(app.db, found.review, 'REJECTED', 'El canal no existe o no admite plantillas.');
    return;
  }
  let submitted;
  try {
    submitted = await client.createTemplate({
      name: found.template.name, language: found.template.language, category: found.template.category, body: found.template.body,
      examples: found.template.examples, header: await templateHeaderFile(app.config.uploadsDir, found.template),
    });
  } catch (error) {
    if (error instanceof ProviderError && !error.retryable) {
      app.log.warn({ reviewId, err: error }, 'plantilla rechazada al enviarla');
      await settleReview(app.db, found.review, 'REJECTED', TEMPLATE_MSG.providerRefused(error.providerCode ?? 'sin código'));
      return;
    }
    throw error;
  }
  const status = (TEMPLATE_STATUSES as readonly string[]).includes(submitted.status) ? submitted.status : 'PENDING';
  await app.db.transaction(async (tx) => {
    const [saved] = await tx.update(whatsappTemplateReviews).set({
      providerId: submitted.id,
      submittedAt: new Date(),
      status: sql`case when ${whatsappTemplateReviews.reviewedAt} is null then ${status} else ${whatsappTemplateReviews.status} end`,
      updatedAt: new Date(),
    }).where(eq(whatsappTemplateReviews.id, reviewId)).returning();
    if (saved) await emitStatus(tx, saved, found.template.name);
  });
}

async function settleReview(db: Db, review: ReviewRow, status: TemplateStatus, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [saved] = await tx.update(whatsappTemplateReviews).set({ status, reason, reviewedAt: new Date(), updatedAt: new Date() })
      .where(eq(whatsappTemplateReviews.id, review.id)).returning();
    const [template] = await tx.select({ name: whatsappTemplates.name }).from(whatsappTemplates).where(eq(whatsappTemplates.id, review.templateId));
    if (saved) await emitStatus(tx, saved, template?.name ?? '');
  });
}

function emitStatus(tx: Db, review: ReviewRow, name: string) {
  return emit(tx, {
    type: 'template.status', template: review.templateId, name, channel: review.channelId, waba: review.wabaId, status: review.status, reason: review.reason,
  });
}

/**
 * A review webhook (`message_template_status_update`) delivered to a WhatsApp channel: the status of the
 * template of that name and language in the channel's business account. Answers whether a review changed.
 */
export async function applyTemplateStatus(db: Db, channel: ChannelSettings, update: ProviderTemplateStatus): Promise<boolean> {
  const waba = channel.config.waba_id;
  if (!waba || !(TEMPLATE_STATUSES as readonly string[]).includes(update.status)) return false;
  const reason = update.reason && update.reason !== 'NONE' ? update.reason.slice(0, 500) : null;
  return db.transaction(async (tx) => {
    const changed = await tx.update(whatsappTemplateReviews).set({
      status: update.status, reason, reviewedAt: new Date(), updatedAt: new Date(),
      providerId: sql`coalesce(${whatsappTemplateReviews.providerId}, ${update.providerId})`,
    }).where(and(
      eq(whatsappTemplateReviews.wabaId, waba),
      sql`${whatsappTemplateReviews.templateId} in (select id from ${whatsappTemplates}
        where name = ${update.name} and language = ${update.language ?? 'es'})`,
    )).returning();
    for (const review of changed) await emitStatus(tx, review, update.name);
    return changed.length > 0;
  });
}

// ---------------------------------------------------------------------------------------------
// Sending

/**
 * The template a send through `channel` may use, for a conversation or broadcast of `campaignId`: it must be
 * of that campaign and APPROVED in the channel's business account; otherwise a Spanish 400.
 */
export async function usableTemplate(db: Db, templateId: number, channel: ChannelSettings, campaignId: number | null, field = 'template'): Promise<TemplateRow> {
  const [row] = await db.select().from(whatsappTemplates).where(eq(whatsappTemplates.id, templateId));
  if (!row) throw fieldError(field, TEMPLATE_MSG.notFound);
  const [linked] = campaignId
    ? await db.select({ id: whatsappTemplateCampaigns.templateId }).from(whatsappTemplateCampaigns)
      .where(and(eq(whatsappTemplateCampaigns.templateId, templateId), eq(whatsappTemplateCampaigns.campaignId, campaignId)))
    : [];
  if (!linked) throw fieldError(field, TEMPLATE_MSG.notOfCampaign);
  if (!(await approvedIn(db, templateId, channel))) throw fieldError(field, TEMPLATE_MSG.notApproved);
  return row;
}

/** Whether the template is APPROVED in the channel's business account. */
export async function approvedIn(db: Db, templateId: number, channel: ChannelSettings): Promise<boolean> {
  const [approved] = await db.select({ id: whatsappTemplateReviews.id }).from(whatsappTemplateReviews)
    .where(and(
      eq(whatsappTemplateReviews.templateId, templateId), eq(whatsappTemplateReviews.wabaId, channel.config.waba_id ?? ''),
      eq(whatsappTemplateReviews.status, 'APPROVED'),
    ));
  return Boolean(approved);
}

/** The values a send gives a template's variables: exactly as many as it has. */
export function assertVariables(template: TemplateRow, values: readonly string[], field = 'variables'): void {
  if (values.length !== template.variableCount) throw fieldError(field, TEMPLATE_MSG.variablesCount(template.variableCount));
}

/** Templates by name (an upload's rows name them), with their campaigns. */
export async function templatesByName(db: Db, names: string[]): Promise<TemplateRow[]> {
  if (names.length === 0) return [];
  return db.select().from(whatsappTemplates).where(inArray(whatsappTemplates.name, names));
}

import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BROADCAST_MSG, DUPLICATE_UPLOAD_MINUTES, IMPORT_MSG, MASS_INLINE_ROWS, MASS_INLINE_WAIT_MS, MASS_UPLOAD_COLUMNS,
  MASS_UPLOAD_MAX_ROWS, MASS_UPLOAD_VARIABLES, MassUploadFields, e164Digits, templateName,
  type BroadcastSendEstado, type MassChannel, type MassSendResult,
} from '@atiende/shared';
import type { App } from '../../app.types.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, fieldErrors } from '../../errors.js';
import { readSheetFile, type SheetColumn, type SheetMessages } from '../../spreadsheets/sheet-upload.js';
import { receiveSpreadsheet } from '../imports/imports.files.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { campaignNames, campaignsOfUser } from '../campaigns/campaigns.members.js';
import type { ChannelSettings } from '../chat/channels.service.js';
import { liveWhatsappChannels } from '../chat/chat.queries.js';
import { approvedIn, templatesByName, templateRow } from '../templates/templates.service.js';
import type { TemplateRow } from '../templates/templates.queries.js';
import { enqueueSend, refreshCounters, runBroadcastSend } from './broadcasts.sender.js';
import { ofViewerCampaigns, whatsappChannel, type BroadcastViewer } from './broadcasts.service.js';
import { broadcastRecipients, broadcastSends } from './broadcasts.tables.js';

/*
 * The confirmations upload (one confirmation template per row) and Mensajería Masiva (a text or a
 * template per row): the rows become the recipients of one send, run by the same job as a broadcast. A
 * small file is answered with its outcome; a large one, or one the provider slows down, goes on in the
 * background and its outcome is read with GET ….
 */

export type UploadKind = 'confirmacion' | 'masivo';

/** One data row of an upload; `fila` is its row number as Excel shows it. */
export interface MassRow {
  fila: number;
  nombre: string;
  telefono: string;
  mensaje: string;
  plantilla: string;
  variables: string[];
}

/** Result lists are cut here: a 50,000-row file's outcome is read in the result file's place. */
const RESULT_LIST_MAX = 10_000;

const VARIABLE_KEYS = Array.from({ length: MASS_UPLOAD_VARIABLES }, (_, i) => `variable${i + 1}` as const);
type MassColumn = 'nombre' | 'telefono' | 'mensaje' | 'plantilla' | (typeof VARIABLE_KEYS)[number];

/** The columns of an upload, by header. */
const MASS_COLUMNS: Record<MassColumn, SheetColumn> = {
  nombre: { header: MASS_UPLOAD_COLUMNS.nombre },
  telefono: { header: MASS_UPLOAD_COLUMNS.telefono, required: true },
  mensaje: { header: MASS_UPLOAD_COLUMNS.mensaje },
  plantilla: { header: MASS_UPLOAD_COLUMNS.plantilla, aliases: ['Template'] },
  ...Object.fromEntries(VARIABLE_KEYS.map((key, i) => [key, { header: MASS_UPLOAD_COLUMNS.variable(i + 1) }])) as Record<(typeof VARIABLE_KEYS)[number], SheetColumn>,
};

const SHEET_MESSAGES: SheetMessages = {
  notSpreadsheet: IMPORT_MSG.notSpreadsheet,
  oldExcel: IMPORT_MSG.oldExcelFormat,
  missingColumns: (names) => BROADCAST_MSG.missingColumns(names),
  empty: BROADCAST_MSG.emptyFile,
  tooManyRows: () => BROADCAST_MSG.tooManyRows,
};

/**
 * The upload's rows through the one sheet reader. Mass messaging takes a Mensaje and needs it or a Plantilla; a
 * confirmation is a template, so a Mensaje column there is not read. A row with no name, phone, message or
 * template is skipped.
 */
async function readRows(filePath: string, kind: UploadKind): Promise<MassRow[]> {
  const rows = await readSheetFile<MassColumn>(filePath, MASS_COLUMNS, {
    maxRows: MASS_UPLOAD_MAX_ROWS, oneOf: kind === 'masivo' ? ['mensaje', 'plantilla'] : [],
  }, SHEET_MESSAGES);
  const found = rows.map(({ fila, values }): MassRow => ({
    fila, nombre: values.nombre, telefono: values.telefono, mensaje: kind === 'masivo' ? values.mensaje : '', plantilla: values.plantilla,
    variables: VARIABLE_KEYS.map((key) => values[key]),
  })).filter((row) => row.nombre || row.telefono || row.mensaje || row.plantilla);
  if (found.length === 0) throw badRequest(BROADCAST_MSG.emptyFile);
  return found;
}

/** The uploaded file's rows and form fields; the file itself is not kept. Bad files are Spanish 400s. */
export async function receiveMassUpload(request: FastifyRequest, uploadsDir: string, kind: UploadKind) {
  const file = await receiveSpreadsheet(request, uploadsDir);
  try {
    const fields = MassUploadFields.safeParse(file.fields);
    if (!fields.success) {
      const problems: Record<string, string[]> = {};
      for (const issue of fields.error.issues) (problems[String(issue.path[0] ?? 'non_field_errors')] ??= []).push(issue.message);
      throw fieldErrors(problems);
    }
    return { rows: await readRows(file.absolutePath, kind), fields: fields.data, filename: file.filename };
  } finally {
    await rm(file.absolutePath, { force: true });
  }
}

/** The live WhatsApp channels an uploader may send through (of their campaigns, or every one for who sees all), by id. */
const uploaderChannels = (db: Db, user: BroadcastViewer, limit: number, onlyId?: number) =>
  liveWhatsappChannels(db, user.seesAll ? undefined : campaignsOfUser(user.id), limit, onlyId);

/** The channels an upload may name, the default (the first) first, each with its campaign. */
export async function uploadChannels(db: Db, user: BroadcastViewer): Promise<MassChannel[]> {
  const found = await uploaderChannels(db, user, 500);
  const names = await campaignNames(db, found.map((row) => row.campaignId));
  return found.map((row) => ({ id: row.id, nombre: row.nombre, campaign: { id: row.campaignId, name: names.get(row.campaignId) ?? '' } }));
}

/** The channel the rows go out through: the one named (of the sender's campaigns), or the first of those channels. */
async function uploadChannel(db: Db, key: Buffer, user: BroadcastViewer, channelId: number | undefined): Promise<ChannelSettings> {
  if (channelId) {
    const channel = await whatsappChannel(db, key, channelId);
    if (!channel) throw fieldErrors({ channel: [BROADCAST_MSG.channelNotWhatsapp] });
    const [open] = await uploaderChannels(db, user, 1, channel.id);
    if (!open) throw fieldErrors({ channel: [BROADCAST_MSG.channelNotYours] });
    return channel;
  }
  const [first] = await uploaderChannels(db, user, 1);
  const channel = first ? await whatsappChannel(db, key, first.id) : null;
  if (!channel) throw badRequest(BROADCAST_MSG.noChannel);
  return channel;
}


interface PreparedRow {
  rowNumber: number;
  nombre: string;
  phone: string;
  templateId: number | null;
  text: string | null;
  variables: string[] | null;
  status: 'pendiente' | 'fallido';
  reason: string | null;
}

/** What each row sends, or why it cannot be sent (then it is recorded as not sent with that reason). */
async function prepareRows(db: Db, channel: ChannelSettings, kind: UploadKind, rowsRead: MassRow[], defaultTemplate: TemplateRow | null): Promise<PreparedRow[]> {
  const names = [...new Set(rowsRead.map((row) => templateName(row.plantilla)).filter(Boolean))];
  const byName = new Map<string, TemplateRow>();
  for (const template of await templatesByName(db, names)) {
    const known = byName.get(template.name);
    if (!known || template.language === 'es') byName.set(template.name, template);
  }
  const approved = new Map<number, boolean>();
  const isApproved = async (template: TemplateRow) => {
    if (!approved.has(template.id)) approved.set(template.id, await approvedIn(db, template.id, channel));
    return approved.get(template.id)!;
  };
  const prepared: PreparedRow[] = [];
  for (const row of rowsRead) {
    const base = { rowNumber: row.fila, nombre: row.nombre, templateId: null, text: null, variables: null };
    const fail = (reason: string, phone = row.telefono): PreparedRow => ({ ...base, phone, status: 'fallido', reason });
    if (!row.telefono) {
      prepared.push(fail(BROADCAST_MSG.noPhone, ''));
      continue;
    }
    const phone = e164Digits(row.telefono);
    if (!phone) {
      prepared.push(fail(BROADCAST_MSG.invalidPhone));
      continue;
    }
    const named = row.plantilla ? byName.get(templateName(row.plantilla)) : undefined;
    const template = row.plantilla ? named : (kind === 'confirmacion' ? defaultTemplate : null);
    if (row.plantilla && !named) {
      prepared.push(fail(BROADCAST_MSG.templateUnknown(row.plantilla), phone));
      continue;
    }
    if (template) {
      if (!(await isApproved(template))) {
        prepared.push(fail(BROADCAST_MSG.templateNotApproved(template.name), phone));
        continue;
      }
      const values = row.variables.slice(0, template.variableCount);
      if (values.length < template.variableCount || values.some((value) => !value)) {
        prepared.push(fail(BROADCAST_MSG.variablesMissing(template.name, template.variableCount), phone));
        continue;
      }
      prepared.push({ ...base, phone, templateId: template.id, variables: values, status: 'pendiente', reason: null });
      continue;
    }
    if (kind === 'confirmacion') {
      prepared.push(fail(BROADCAST_MSG.confirmationNeedsTemplate, phone));
      continue;
    }
    if (!row.mensaje) {
      prepared.push(fail(BROADCAST_MSG.noContent, phone));
      continue;
    }
    if (row.mensaje.length > 4096) {
      prepared.push(fail(BROADCAST_MSG.textTooLong, phone));
      continue;
    }
    prepared.push({ ...base, phone, text: row.mensaje, status: 'pendiente', reason: null });
  }
  return prepared;
}

const AUDIT_TYPE: Record<UploadKind, string> = { confirmacion: 'Confirmaciones de servicio', masivo: 'Mensajería masiva' };

/**
 * A double click, or the same file sent again by a colleague, must not message the same customers twice:
 * the same rows for the same channel within DUPLICATE_UPLOAD_MINUTES are refused (serialised by the hash).
 */
async function refuseRepeatedUpload(tx: Db, contentHash: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`broadcasts.upload:${contentHash}`}))`);
  const [earlier] = await tx.select({ id: broadcastSends.id }).from(broadcastSends).where(and(
    eq(broadcastSends.contentHash, contentHash),
    sql`${broadcastSends.createdAt} > now() - make_interval(mins => ${DUPLICATE_UPLOAD_MINUTES})`,
  )).limit(1);
  if (earlier) throw badRequest(BROADCAST_MSG.duplicateUpload, 'conflict');
}

/**
 * Records the upload as a send with one recipient per row (those that cannot be sent already with their
 * reason) and runs it: a small file within the request (its job waits as a safety net should the server
 * stop meanwhile), a large one by the job at once. Answers the outcome, or its progress when it goes on.
 */
export async function runMassUpload(
  app: App, actor: AuditActor & { seesAll: boolean }, kind: UploadKind,
  upload: Awaited<ReturnType<typeof receiveMassUpload>>,
): Promise<MassSendResult> {
  const db = app.db;
  const channel = await uploadChannel(db, app.config.channelSecretsKey, actor, upload.fields.channel);
  const defaultTemplate = upload.fields.template ? await templateRow(db, upload.fields.template).catch(() => {
    throw fieldErrors({ template: ['La plantilla no existe.'] });
  }) : null;
  if (defaultTemplate && !(await approvedIn(db, defaultTemplate.id, channel))) {
    throw fieldErrors({ template: [BROADCAST_MSG.templateNotApproved(defaultTemplate.name)] });
  }
  const prepared = await prepareRows(db, channel, kind, upload.rows, defaultTemplate);
  const inline = prepared.length <= MASS_INLINE_ROWS;
  const contentHash = createHash('sha256').update(JSON.stringify([kind, channel.id, defaultTemplate?.id ?? null, upload.rows])).digest('hex');
  const sendId = await db.transaction(async (tx) => {
    await refuseRepeatedUpload(tx, contentHash);
    const [send] = await tx.insert(broadcastSends).values({
      kind, channelId: channel.id, campaignId: channel.campaignId, filename: upload.filename, contentHash, listedAt: new Date(), createdBy: actor.id,
    }).returning({ id: broadcastSends.id });
    const id = send!.id;
    for (let start = 0; start < prepared.length; start += 1000) {
      await tx.insert(broadcastRecipients).values(prepared.slice(start, start + 1000).map((row) => ({ sendId: id, ...row })));
    }
    await enqueueSend(tx, id, inline ? new Date(Date.now() + MASS_INLINE_WAIT_MS + 10_000) : undefined);
    await recordAudit(tx, actor, {
      contentType: AUDIT_TYPE[kind], action: 'Creación', objectId: id,
      descripcion: `Se cargó ${upload.filename} (${prepared.length} filas) para enviar por ${channel.nombre}`,
    });
    return id;
  });
  await refreshCounters(db, sendId);
  if (inline) await runBroadcastSend(app, sendId, { deadline: Date.now() + MASS_INLINE_WAIT_MS });
  return massResult(db, actor, sendId, kind);
}

/**
 * An upload's outcome: every row sent and every row not sent with its reason, or its progress while it goes on.
 * Another campaign's upload is as absent as one that does not exist.
 */
export async function massResult(db: Db, viewer: BroadcastViewer, sendId: number, kind: UploadKind): Promise<MassSendResult> {
  const [send] = await db.select().from(broadcastSends)
    .where(and(eq(broadcastSends.id, sendId), eq(broadcastSends.kind, kind), ofViewerCampaigns(broadcastSends.campaignId, viewer)));
  if (!send) throw new AppError(404, BROADCAST_MSG.uploadNotFound);
  const settled = await db.select({
    fila: broadcastRecipients.rowNumber, nombre: broadcastRecipients.nombre, telefono: broadcastRecipients.phone,
    status: broadcastRecipients.status, reason: broadcastRecipients.reason,
  }).from(broadcastRecipients)
    .where(and(eq(broadcastRecipients.sendId, sendId), inArray(broadcastRecipients.status, ['exitoso', 'fallido', 'incierto', 'sin_telefono'])))
    .orderBy(asc(broadcastRecipients.rowNumber)).limit(RESULT_LIST_MAX * 2);
  const enviados = settled.filter((r) => r.status === 'exitoso').slice(0, RESULT_LIST_MAX)
    .map((r) => ({ fila: r.fila ?? 0, nombre: r.nombre, telefono: r.telefono }));
  const noEnviados = settled.filter((r) => r.status !== 'exitoso').slice(0, RESULT_LIST_MAX)
    .map((r) => ({ fila: r.fila ?? 0, nombre: r.nombre, telefono: r.telefono, error: r.reason ?? BROADCAST_MSG.noPhone }));
  const [counts] = await db.select({ total: sql<number>`count(*)::int`, done: sql<number>`(count(*) filter (where status not in ('pendiente', 'enviando')))::int` })
    .from(broadcastRecipients).where(eq(broadcastRecipients.sendId, sendId));
  const finished = send.status === 'FINALIZADO';
  const failedCount = settled.filter((r) => r.status !== 'exitoso').length;
  return {
    id: send.id,
    status: send.status as BroadcastSendEstado,
    message: finished ? BROADCAST_MSG.uploadDone : BROADCAST_MSG.uploadPending,
    error: finished && failedCount > 0 ? `${failedCount} fila${failedCount === 1 ? '' : 's'} no se ${failedCount === 1 ? 'envió' : 'enviaron'}: vea no_enviados.` : null,
    total: counts?.total ?? 0,
    procesadas: counts?.done ?? 0,
    enviados,
    no_enviados: noEnviados,
  };
}

/** The downloadable example of an upload: its columns and one row showing how to fill them. */
export async function uploadTemplate(kind: UploadKind): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind === 'confirmacion' ? 'Confirmaciones' : 'Mensajes', { views: [{ state: 'frozen', ySplit: 1 }] });
  const headers = [
    MASS_UPLOAD_COLUMNS.nombre, MASS_UPLOAD_COLUMNS.telefono, ...(kind === 'masivo' ? [MASS_UPLOAD_COLUMNS.mensaje] : []),
    MASS_UPLOAD_COLUMNS.plantilla, ...Array.from({ length: MASS_UPLOAD_VARIABLES }, (_, i) => MASS_UPLOAD_COLUMNS.variable(i + 1)),
  ];
  sheet.columns = headers.map((header) => ({ header, width: 24 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(kind === 'confirmacion'
    ? ['Ana Gómez', '3001234567', 'confirmacion_servicio', 'Ana', '12 de marzo', '10:00 a. m.']
    : ['Ana Gómez', '3001234567', 'Hola Ana, su pedido ya salió.', '', '']);
  if (kind === 'masivo') sheet.addRow(['Luis Mejía', '+57 310 765 4321', '', 'recordatorio_pago', 'Luis', '$ 125.000']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

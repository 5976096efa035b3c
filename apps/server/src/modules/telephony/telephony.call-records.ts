import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import {
  CALL_DISPOSITION_LABELS, COUNT_CAP, PERMISSIONS, type CallDirection, type CallDisposition, type CallRecordRead, type CallRecordsQuery,
} from '@atiende/shared';
import { hasPermission } from '../../access.js';
import type { Db } from '../../db/client.js';
import { withinDays } from '../../db/calendar-days.js';
import { cappedCount } from '../../db/search.js';
import { likePattern } from '../../http/paging.js';
import type { AuthUser } from '../auth/auth.current-user.js';
import { contactNames } from '../contacts/contacts.queries.js';
import { userNames } from '../users/users.queries.js';
import { callRecords } from './telephony.tables.js';

/** Who asks: users holding 'Ver Gestiones de todos los agentes' see every call, the others only their own. */
export interface CallViewer {
  id: number;
  seesAll: boolean;
}

export const callViewerOf = (user: AuthUser): CallViewer => ({ id: user.id, seesAll: hasPermission(user, PERMISSIONS.gestionesViewAll) });

/** What the viewer may see of call_records: everything, or the calls of which they are the agent. */
const visibleTo = (viewer: CallViewer): SQL | undefined => (viewer.seesAll ? undefined : eq(callRecords.agentId, viewer.id));

// ---------------------------------------------------------------------------------------------
// Recording links: `<expiry>.<signature>`, the signature an HMAC of the record id and the expiry.

/** How long a recording link plays. */
export const RECORDING_LINK_SECONDS = 10 * 60;
const SIGNATURE_LENGTH = 32;

function recordingSignature(secret: string, recordId: number, expires: number): string {
  return createHmac('sha256', secret).update(`grabacion:${recordId}:${expires}`).digest('base64url').slice(0, SIGNATURE_LENGTH);
}

/** A token that lets an <audio> element load the recording of `recordId` for RECORDING_LINK_SECONDS. */
export function recordingToken(secret: string, recordId: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + RECORDING_LINK_SECONDS;
  return `${expires}.${recordingSignature(secret, recordId, expires)}`;
}

/** Whether `token` was signed for `recordId` and has not expired. */
export function isRecordingTokenValid(secret: string, recordId: number, token: string | undefined, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]+)$/.exec(token ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 < now) return false;
  const expected = Buffer.from(recordingSignature(secret, recordId, expires));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const recordingPath = (recordId: number, token: string) => `/api/issabel/grabacion/${recordId}/?token=${encodeURIComponent(token)}`;

/** Whether a record's recordingfile names a recording at all ('' is none, 'deleted' was removed by the PBX). */
export const hasRecording = (recordingfile: string) => recordingfile.trim() !== '' && recordingfile.trim().toLowerCase() !== 'deleted';

// ---------------------------------------------------------------------------------------------
// The list

/** Both numbers of a record in one text, as the trigram index call_records_numbers_trgm_idx holds them. */
const callNumbersSql = sql`(${callRecords.src} || ' ' || ${callRecords.dst})`;

function listWhere(viewer: CallViewer, query: CallRecordsQuery): SQL | undefined {
  const search = query.search;
  return and(
    visibleTo(viewer),
    ...withinDays(callRecords.calldate, query.fecha_inicio, query.fecha_fin),
    query.estado === undefined ? undefined : eq(callRecords.disposition, query.estado),
    query.agents === undefined ? undefined : inArray(callRecords.agentId, query.agents),
    search ? like(callNumbersSql, likePattern(search)) : undefined,
  );
}

const DIRECTION_TEXT: Record<CallDirection, (extension: string | null) => string> = {
  saliente: (extension) => (extension ? `Llamada saliente desde la extensión ${extension}` : 'Llamada saliente'),
  entrante: (extension) => (extension ? `Llamada entrante atendida en la extensión ${extension}` : 'Llamada entrante'),
  interna: (extension) => (extension ? `Llamada interna desde la extensión ${extension}` : 'Llamada interna'),
};

/** The record's `observaciones`: a sentence about its direction and extension, and whether the CRM placed it. */
export function callObservations(record: { direction: string; extension: string | null; phoneCallId: number | null }): string {
  const text = DIRECTION_TEXT[record.direction as CallDirection]?.(record.extension) ?? '';
  return record.phoneCallId === null ? `${text}.` : `${text}, marcada desde el CRM.`;
}

/**
 * A page of call records the viewer may see, newest first, with the agent's and contact's names and a signed
 * recording link for those that have one (the file itself is looked for only when played).
 */
export async function listCallRecords(
  db: Db, viewer: CallViewer, query: CallRecordsQuery, secret: string, now = Date.now(),
): Promise<{ count: number; countCapped: boolean; more: boolean; results: CallRecordRead[] }> {
  const where = listWhere(viewer, query);
  // A year of a busy PBX is millions of records: the count stops COUNT_CAP past the page, as the leads' does.
  const cap = query.offset + COUNT_CAP;
  const counted = await cappedCount(db, sql`${callRecords}`, where, cap);
  const page = await db.select().from(callRecords).where(where)
    .orderBy(desc(callRecords.calldate), desc(callRecords.id)).limit(query.limit + 1).offset(query.offset);
  const found = page.slice(0, query.limit);
  const agents = await userNames(db, found.flatMap((record) => record.agentId ?? []));
  const contactsFound = await contactNames(db, found.flatMap((record) => record.contactId ?? []));
  const named = (id: number | null, names: Map<number, string>) => (id === null ? null : { id, nombre: names.get(id) ?? '' });
  const results = found.map((record): CallRecordRead => ({
    id: record.id,
    fecha: record.calldate.toISOString(),
    numero_origen: record.src,
    numero_destino: record.dst,
    estado: record.disposition as CallDisposition,
    estado_nombre: CALL_DISPOSITION_LABELS[record.disposition as CallDisposition] ?? record.disposition,
    duracion: record.billsec,
    duracion_total: record.duration,
    direccion: record.direction as CallDirection,
    extension: record.extension,
    agente: named(record.agentId, agents),
    contacto: named(record.contactId, contactsFound),
    observaciones: callObservations(record),
    grabacion: hasRecording(record.recordingfile) ? recordingPath(record.id, recordingToken(secret, record.id, now)) : null,
  }));
  return { count: Math.min(counted, cap), countCapped: counted > cap, more: page.length > query.limit, results };
}

/** The record behind a recording, if the viewer (null: a holder of a valid signed link) may play it. */
export async function recordingOf(db: Db, recordId: number, viewer: CallViewer | null) {
  const [record] = await db.select({ id: callRecords.id, recordingfile: callRecords.recordingfile, calldate: callRecords.calldate })
    .from(callRecords).where(and(eq(callRecords.id, recordId), viewer ? visibleTo(viewer) : undefined));
  return record ?? null;
}

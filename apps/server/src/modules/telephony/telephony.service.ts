import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  CALL_FAILURE_REASONS, MSG, SOFTPHONE_EXTENSION, TELEPHONY_MSG, type AmiState, type CallState, type MakeCallRequest, type PhoneCallRead,
  type SpyMode, type SpyRequest, type TelephonyStatus,
} from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { emit } from '../../events/events.js';
import { AppError, badRequest, fieldError, notFound } from '../../errors.js';
import { AmiError } from '../../integrations/issabel/ami.client.js';
import { userExtension } from '../users/users.service.js';
import { isActiveUser } from '../users/users.queries.js';
import { phoneCalls } from './telephony.tables.js';

type PhoneCallRow = typeof phoneCalls.$inferSelect;

/** States of a call that is still going: the user cannot place another one meanwhile. */
export const CALL_IN_PROGRESS: CallState[] = ['marcando', 'timbrando', 'contestada'];
/** States before the customer answered. */
export const BEFORE_ANSWER: CallState[] = ['marcando', 'timbrando'];

/** The Spanish reason of an OriginateResponse that did not connect, by its Reason code. */
export function failureReason(reason: string): string {
  if (reason === '5') return CALL_FAILURE_REASONS.busy;
  if (reason === '3') return CALL_FAILURE_REASONS.noAnswer;
  if (reason === '8') return CALL_FAILURE_REASONS.congestion;
  return CALL_FAILURE_REASONS.failed;
}

/** The same for a Hangup that ended a call before it was answered, by its Cause. */
export function hangupCauseReason(cause: string): string {
  if (cause === '17') return CALL_FAILURE_REASONS.busy;
  if (cause === '18' || cause === '19') return CALL_FAILURE_REASONS.noAnswer;
  if (cause === '34') return CALL_FAILURE_REASONS.congestion;
  return CALL_FAILURE_REASONS.failed;
}

export function toCallRead(row: PhoneCallRow): PhoneCallRead {
  return {
    id: row.id,
    channel_id: row.channel ?? row.actionId,
    number: row.number,
    extension: row.extension,
    estado: row.state as CallState,
    motivo: row.reason,
    contacto: row.contactId,
    iniciada: row.startedAt.toISOString(),
    contestada: row.answeredAt?.toISOString() ?? null,
    terminada: row.endedAt?.toISOString() ?? null,
  };
}

/** The extension a user's calls ring: their own, else the one the pad sent, else the softphone's. */
export async function extensionFor(db: Db, userId: number, sent: string | undefined): Promise<string> {
  return (await userExtension(db, userId)) ?? (sent || SOFTPHONE_EXTENSION);
}

/** The user's call still going, if any (the newest). */
export async function currentCall(db: Db, userId: number): Promise<PhoneCallRow | null> {
  const [row] = await db.select().from(phoneCalls)
    .where(and(eq(phoneCalls.userId, userId), inArray(phoneCalls.state, CALL_IN_PROGRESS)))
    .orderBy(desc(phoneCalls.id)).limit(1);
  return row ?? null;
}

export async function loadCall(db: Db, id: number): Promise<PhoneCallRow | null> {
  const [row] = await db.select().from(phoneCalls).where(eq(phoneCalls.id, id));
  return row ?? null;
}

/**
 * Records a new call in 'marcando' and asks, at commit, the instance connected to the PBX to originate it.
 * A user's calls are placed one at a time (a transaction lock per user), so two clicks cannot both pass
 * the check for a call in progress.
 */
export async function placeCall(db: Db, userId: number, input: MakeCallRequest, extension: string): Promise<PhoneCallRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('atiende.phone_calls'), ${userId})`);
    if (await currentCall(tx, userId)) throw new AppError(409, TELEPHONY_MSG.callInProgress);
    const [next] = await rows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('phone_calls', 'id'))::int as id`);
    const id = Number(next!.id);
    const [row] = await tx.insert(phoneCalls).values({
      id, userId, contactId: input.contacto ?? null, number: input.number, extension, actionId: `c2c-${id}`,
    }).returning();
    await emit(tx, { type: 'call.requested', id });
    await emit(tx, { type: 'call.changed', user: userId, llamada: toCallRead(row!) });
    return row!;
  });
}

/** The user's own call still going whose channel or ActionID is `channelId`; anything else is not found. */
export async function ownCallByChannel(db: Db, userId: number, channelId: string): Promise<PhoneCallRow> {
  const [row] = await db.select().from(phoneCalls).where(and(
    eq(phoneCalls.userId, userId), inArray(phoneCalls.state, CALL_IN_PROGRESS),
    or(eq(phoneCalls.channel, channelId), eq(phoneCalls.actionId, channelId)),
  )).orderBy(desc(phoneCalls.id)).limit(1);
  if (!row) throw notFound(TELEPHONY_MSG.callNotFound);
  return row;
}

export type CallChange = Partial<Pick<PhoneCallRow, 'state' | 'reason' | 'channel' | 'uniqueid' | 'linkedid' | 'answeredAt' | 'endedAt'>>;

/**
 * Applies a change to the call matching `where` while it is in one of `from` (a late event never
 * reopens a finished call) and tells its user. Returns whether a call changed.
 */
export async function changeCall(db: Db, where: SQL, from: CallState[], change: CallChange): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx.update(phoneCalls).set(change).where(and(where, inArray(phoneCalls.state, from))).returning();
    for (const row of changed) await emit(tx, { type: 'call.changed', user: row.userId, llamada: toCallRead(row) });
    return changed.length > 0;
  });
}

export const byId = (id: number) => eq(phoneCalls.id, id);
export const byActionId = (actionId: string) => eq(phoneCalls.actionId, actionId);
/** A Hangup names the channel, and its Uniqueid is the one the OriginateResponse gave. */
export const byChannel = (channel: string, uniqueid: string | undefined) =>
  uniqueid ? or(eq(phoneCalls.channel, channel), eq(phoneCalls.uniqueid, uniqueid))! : eq(phoneCalls.channel, channel);

export const endedByUser = (): CallChange => ({ state: 'colgada', endedAt: new Date() });

/**
 * Calls not answered when the link to the PBX dropped, or when an instance took the link over (the one before
 * may have stopped before originating them): their events will not come. `olderThanMs` spares calls just placed.
 */
export function failUnansweredCalls(db: Db, reason: string, olderThanMs = 0): Promise<boolean> {
  const placedBefore = new Date(Date.now() - olderThanMs);
  return changeCall(db, lt(phoneCalls.startedAt, placedBefore), BEFORE_ANSWER, { state: 'fallida', reason, endedAt: new Date() });
}

/** What the routes need of the link to the PBX (telephony.ami.ts). */
export interface PbxLinkState {
  state(): AmiState;
  hangup(call: PhoneCallRow): Promise<void>;
}

const notConfigured = () => new AppError(503, MSG.telephonyNotConfigured, undefined, 'not_configured');
const amiDisconnected = () => new AppError(503, TELEPHONY_MSG.amiDisconnected, undefined, 'unavailable');

/** Places a call for the user through whichever instance holds the PBX; answers 503 without a PBX or a link to it. */
export async function makeCall(db: Db, pbx: PbxLinkState | null, userId: number, input: MakeCallRequest): Promise<PhoneCallRow> {
  if (!pbx) throw notConfigured();
  if (pbx.state() !== 'conectado') throw amiDisconnected();
  return placeCall(db, userId, input, await extensionFor(db, userId, input.extension));
}

/** Hangs up the user's own call by channel or ActionID; someone else's or a finished one is not found. */
export async function hangupCall(db: Db, pbx: PbxLinkState | null, userId: number, channelId: string): Promise<void> {
  if (!pbx) throw notConfigured();
  const call = await ownCallByChannel(db, userId, channelId);
  try {
    await pbx.hangup(call);
  } catch (error) {
    if (!(error instanceof AmiError)) throw error;
    if (error.kind === 'no_channel') throw notFound(TELEPHONY_MSG.callNotFound);
    if (error.kind === 'refused') throw new AppError(502, error.message, undefined, 'provider_failed');
    throw amiDisconnected();
  }
}

export async function telephonyStatus(db: Db, pbx: PbxLinkState | null, userId: number): Promise<TelephonyStatus> {
  const call = await currentCall(db, userId);
  return { ami: pbx ? pbx.state() : 'no_configurado', llamada: call ? toCallRead(call) : null };
}

const SPY_OPTIONS: Record<SpyMode, string> = { escuchar: '', susurrar: 'w', intervenir: 'B' };

/**
 * A supervisor listens to, whispers to or barges into an agent's call: their own extension rings and, answered,
 * joins the agent's channel (ChanSpy), through whichever instance holds the PBX.
 */
export async function spyOnAgent(db: Db, pbx: PbxLinkState | null, supervisorId: number, input: SpyRequest): Promise<string> {
  if (!pbx) throw notConfigured();
  if (pbx.state() !== 'conectado') throw amiDisconnected();
  const own = await userExtension(db, supervisorId);
  if (!own) throw badRequest(TELEPHONY_MSG.spyNoExtension);
  if (!(await isActiveUser(db, input.agent))) throw fieldError('agent', TELEPHONY_MSG.spyAgentNotFound);
  const agentExtension = await userExtension(db, input.agent);
  if (!agentExtension) throw fieldError('agent', TELEPHONY_MSG.spyAgentNoExtension);
  if (agentExtension === own) throw fieldError('agent', TELEPHONY_MSG.spyYourself);
  const actionId = `spy-${supervisorId}-${Date.now()}`;
  await emit(db, { type: 'spy.requested', supervisorExtension: own, agentExtension, options: SPY_OPTIONS[input.modo], actionId });
  return TELEPHONY_MSG.spyStarted(input.modo);
}

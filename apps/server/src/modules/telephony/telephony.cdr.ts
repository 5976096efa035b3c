import { inArray, sql } from 'drizzle-orm';
import type { CallDirection, CallDisposition } from '@atiende/shared';
import { CALL_DISPOSITIONS } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { contactIdsByPhone } from '../contacts/contacts.queries.js';
import { userIdsByExtension } from '../users/users.queries.js';
import type { CdrLeg } from '../../integrations/issabel/cdr.schema.js';
import { callRecords, phoneCalls } from './telephony.tables.js';

/** One row of Issabel's `asteriskcdrdb.cdr`, as mysql2 gives it with `dateStrings: true` (the columns the CRM uses). */
export type CdrRow = CdrLeg;

/** One call, the legs of a linkedid folded together; agent and contact are found when it is written. */
export interface FoldedCall {
  linkedid: string;
  uniqueid: string;
  /** The first leg's start, PBX local time. */
  calldate: string;
  src: string;
  dst: string;
  direction: CallDirection;
  disposition: CallDisposition;
  duration: number;
  billsec: number;
  recordingfile: string;
  accountcode: string;
  /** The agent's side of the call (null when neither side is an extension). */
  extension: string | null;
  /** The customer's side (null for a call between extensions). */
  externalNumber: string | null;
}

/** An agent's extension: 3 to 5 digits. Anything longer (or with other characters) is a number outside the PBX. */
export const isExtension = (number: string) => /^\d{3,5}$/.test(number);

/** When no leg answered, the outcome the caller met: a busy line tells more than an unanswered ring, and so on. */
const UNANSWERED_PRECEDENCE: readonly CallDisposition[] = ['BUSY', 'NO ANSWER', 'CONGESTION', 'FAILED'];

function dispositionOf(legs: readonly CdrRow[]): CallDisposition {
  const found = new Set(legs.map((leg) => leg.disposition.trim().toUpperCase()));
  if (found.has('ANSWERED')) return 'ANSWERED';
  return UNANSWERED_PRECEDENCE.find((value) => found.has(value)) ?? 'FAILED';
}

/** The extension in a channel name such as `SIP/1201-0000012a`, `PJSIP/1201-…` or `Local/1201@from-internal-…`. */
export function channelExtension(channel: string): string | null {
  const match = /^(?:SIP|PJSIP|IAX2|Local)\/(\d{3,5})(?:[-@;]|$)/i.exec(channel.trim());
  return match?.[1] ?? null;
}

/** Seconds between two PBX local times (both in the same zone, so the difference is exact). */
const secondsBetween = (from: string, to: string) => Math.round((Date.parse(`${to.replace(' ', 'T')}Z`) - Date.parse(`${from.replace(' ', 'T')}Z`)) / 1000);

/**
 * Folds the CDR rows of one linkedid into one call:
 * - calldate, src, dst and uniqueid are the first leg's (by sequence), the call as it was placed;
 * - ANSWERED if any leg answered, else the most telling of the others (BUSY, NO ANSWER, CONGESTION, FAILED);
 * - `billsec` is the longest answered leg's (the conversation), `duration` runs from the first leg's start to the
 *   end of the leg that ended last (the whole call, ringing and transfers included);
 * - recordingfile and accountcode are the first non-empty ones;
 * - direction: out from an extension to an outside number, in from outside to an extension, else internal; the
 *   extension is the agent's side (for an inbound call, the leg that answered when its channel names one).
 */
export function foldCdrLegs(legs: readonly CdrRow[]): FoldedCall {
  const ordered = [...legs].sort((a, b) => a.sequence - b.sequence || a.calldate.localeCompare(b.calldate));
  const first = ordered[0];
  if (!first) throw new Error('foldCdrLegs: a call needs at least one CDR row');
  const disposition = dispositionOf(ordered);
  const answered = ordered.filter((leg) => leg.disposition.trim().toUpperCase() === 'ANSWERED');
  const billsec = Math.max(0, ...answered.map((leg) => leg.billsec));
  const duration = Math.max(0, ...ordered.map((leg) => secondsBetween(first.calldate, leg.calldate) + leg.duration));
  const firstNonEmpty = (pick: (leg: CdrRow) => string) => ordered.map(pick).map((value) => value.trim()).find((value) => value !== '') ?? '';
  const src = first.src.trim();
  const dst = first.dst.trim();
  let direction: CallDirection = 'interna';
  let extension: string | null = isExtension(src) ? src : isExtension(dst) ? dst : null;
  let externalNumber: string | null = null;
  if (isExtension(src) && !isExtension(dst) && dst !== '') {
    direction = 'saliente';
    externalNumber = dst;
  } else if (!isExtension(src) && src !== '') {
    // An outside caller to a DID, queue or ring group: the agent is the extension that answered, else one that rang.
    const rang = (among: readonly CdrRow[]) => among.map((leg) => channelExtension(leg.dstchannel)).find((value) => value !== null) ?? null;
    const agentSide = rang(answered) ?? rang(ordered) ?? (isExtension(dst) ? dst : null);
    if (agentSide !== null) {
      direction = 'entrante';
      externalNumber = src;
      extension = agentSide;
    }
  }
  return {
    linkedid: first.linkedid.trim() || first.uniqueid.trim(),
    uniqueid: first.uniqueid.trim(),
    calldate: first.calldate,
    src,
    dst,
    direction,
    disposition,
    duration,
    billsec,
    recordingfile: firstNonEmpty((leg) => leg.recordingfile),
    accountcode: firstNonEmpty((leg) => leg.accountcode),
    extension,
    externalNumber,
  };
}

/** The key a leg's call is grouped by: its linkedid, or its own uniqueid on an Asterisk that wrote none. */
export const callKeyOf = (row: Pick<CdrRow, 'linkedid' | 'uniqueid'>) => row.linkedid.trim() || row.uniqueid.trim();

/** Groups CDR rows by call and folds each group. */
export function foldCdrRows(rows: readonly CdrRow[]): FoldedCall[] {
  const groups = new Map<string, CdrRow[]>();
  for (const row of rows) {
    const key = callKeyOf(row);
    if (!key) continue;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].map(foldCdrLegs);
}

/** The CRM call a CDR's accountcode names (`crm-<id>`, what click-to-call sends as Account), if any. */
export function phoneCallIdOf(accountcode: string): number | null {
  const match = /^crm-(\d{1,9})$/.exec(accountcode.trim());
  return match ? Number(match[1]) : null;
}

async function existingPhoneCalls(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await db.select({ id: phoneCalls.id }).from(phoneCalls).where(inArray(phoneCalls.id, [...new Set(ids)]));
  return new Set(found.map((row) => row.id));
}

/**
 * Writes folded calls as call records (one per linkedid: a call read again replaces its record), with the agent
 * whose extension is the call's, the contact whose phone is its outside number and the CRM call it came from.
 * `timeZone` is the PBX's: calldate becomes an instant in the database. Returns how many were written.
 */
export async function writeCallRecords(db: Db, calls: readonly FoldedCall[], timeZone: string): Promise<number> {
  if (calls.length === 0) return 0;
  const agents = await userIdsByExtension(db, calls.flatMap((call) => (call.extension ? [call.extension] : [])));
  const contactsFound = await contactIdsByPhone(db, calls.flatMap((call) => (call.externalNumber ? [call.externalNumber] : [])));
  const phoneCallIds = await existingPhoneCalls(db, calls.flatMap((call) => phoneCallIdOf(call.accountcode) ?? []));
  const values = calls.map((call) => {
    const phoneCallId = phoneCallIdOf(call.accountcode);
    return {
      linkedid: call.linkedid,
      uniqueid: call.uniqueid,
      calldate: sql`(${call.calldate}::timestamp at time zone ${timeZone})`,
      src: call.src,
      dst: call.dst,
      direction: call.direction,
      disposition: CALL_DISPOSITIONS.includes(call.disposition) ? call.disposition : 'FAILED',
      duration: call.duration,
      billsec: call.billsec,
      recordingfile: call.recordingfile,
      accountcode: call.accountcode,
      extension: call.extension,
      agentId: call.extension ? (agents.get(call.extension) ?? null) : null,
      contactId: call.externalNumber ? (contactsFound.get(call.externalNumber) ?? null) : null,
      phoneCallId: phoneCallId !== null && phoneCallIds.has(phoneCallId) ? phoneCallId : null,
    };
  });
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db.insert(callRecords).values(values as never).onConflictDoUpdate({
    target: callRecords.linkedid,
    set: {
      uniqueid: excluded('uniqueid'), calldate: excluded('calldate'), src: excluded('src'), dst: excluded('dst'),
      direction: excluded('direction'), disposition: excluded('disposition'), duration: excluded('duration'), billsec: excluded('billsec'),
      recordingfile: excluded('recordingfile'), accountcode: excluded('accountcode'), extension: excluded('extension'),
      agentId: excluded('agent_id'), contactId: excluded('contact_id'), phoneCallId: excluded('phone_call_id'), syncedAt: sql`now()`,
    },
  });
  return values.length;
}

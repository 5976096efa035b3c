import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { CALL_DISPOSITIONS, TIME_ZONE, type CallDisposition } from '@atiende/shared';
import type { Db } from '../db/client.js';
import { callRecords, users } from '../db/schema.js';
import { foldCdrRows, writeCallRecords, type CdrRow } from '../modules/telephony/telephony.cdr.js';
import { addDays, bogotaDate, bogotaMinutes, hourMinuteText } from './demo-clock.js';
import { createRandom, type Random } from './random.js';

/** Days of calls, up to today. */
const DAYS = 10;
const CALLS = 48;
/** The first demo agent's extension; the others follow (1202, 1203, …). */
const FIRST_EXTENSION = 1201;
const DID = '6015550100';

/**
 * A valid PCM WAV file (8 kHz, 16-bit mono) holding a tone: a 44-byte RIFF header, then `samples` samples. At the
 * default length it is 0.4 s, about 6 KB.
 */
export function toneWav(samples = 3200, frequency = 440): Buffer {
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * frequency * i) / 8000) * 8000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Gives each demo agent without one an extension: 1201, 1202, … in the order given. Returns them by user id. */
async function assignExtensions(db: Db, agentIds: readonly number[]): Promise<Map<number, string>> {
  const extensions = new Map<number, string>();
  for (const [i, id] of agentIds.entries()) {
    const extension = String(FIRST_EXTENSION + i);
    await db.update(users).set({ extension }).where(and(eq(users.id, id), isNull(users.extension)));
    const [stored] = await db.select({ extension: users.extension }).from(users).where(eq(users.id, id));
    extensions.set(id, stored?.extension ?? extension);
  }
  return extensions;
}

/** The digits a PBX writes for a contact's phone: national ten digits, or with 57 as an inbound caller ID often comes. */
const pbxNumber = (phone: string, withCountry: boolean) => {
  const national = phone.replace(/\D/g, '').slice(-10);
  return withCountry ? `57${national}` : national;
};

const compactDate = (date: string) => date.replace(/-/g, '');
const clock = (minutes: number) => `${hourMinuteText(minutes)}:${String(Math.floor((minutes % 1) * 60)).padStart(2, '0')}`;

interface DemoCall {
  legs: CdrRow[];
  /** Where its recording goes, under the recordings folder (YYYY/MM/DD/<name>), if it has one. */
  recording: string | null;
}

/** One demo call as the PBX writes it: one or two CDR legs and, when answered, a recording named the Issabel way. */
function demoCall(random: Random, n: number, date: string, minutes: number, extension: string, phone: string, disposition: CallDisposition): DemoCall {
  const outbound = random.chance(0.6);
  const uniqueid = `${Math.floor(Date.parse(`${date}T00:00:00Z`) / 1000) + Math.round(minutes * 60)}.${n}`;
  const calldate = `${date} ${clock(minutes)}`;
  const answered = disposition === 'ANSWERED';
  const billsec = answered ? random.int(20, 420) : 0;
  const ring = random.int(4, 25);
  const stamp = `${compactDate(date)}-${clock(minutes).replace(/:/g, '')}`;
  const recordingfile = answered
    ? outbound ? `out-${pbxNumber(phone, false)}-${extension}-${stamp}-${uniqueid}.wav` : `in-${DID}-${pbxNumber(phone, true)}-${stamp}-${uniqueid}.wav`
    : '';
  const leg: CdrRow = {
    calldate, src: outbound ? extension : pbxNumber(phone, true), dst: outbound ? pbxNumber(phone, false) : DID,
    dstchannel: outbound ? `SIP/troncal-${n.toString(16).padStart(8, '0')}` : `SIP/${extension}-${n.toString(16).padStart(8, '0')}`,
    duration: ring + billsec, billsec, disposition, accountcode: '', uniqueid,
    recordingfile, linkedid: `demo-${uniqueid}`, sequence: 1,
  };
  // Some unanswered outbound calls were retried at once under the same linkedid.
  const legs = !answered && outbound && random.chance(0.3)
    ? [leg, { ...leg, sequence: 2, uniqueid: `${uniqueid}1`, duration: random.int(3, 20), disposition: 'NO ANSWER' }]
    : [leg];
  return { legs, recording: recordingfile ? path.join(date.slice(0, 4), date.slice(5, 7), date.slice(8, 10), recordingfile) : null };
}

/** Every disposition appears; most calls are answered, as in a contact centre's day. */
const DISPOSITION_WEIGHTS: readonly (readonly [CallDisposition, number])[] = [
  ['ANSWERED', 60], ['NO ANSWER', 20], ['BUSY', 10], ['FAILED', 5], ['CONGESTION', 5],
];

/**
 * The demo's calls: a few dozen over the last days between the agents (who get extensions 1201, 1202, …) and the
 * contacts' phones, in every disposition, folded by the same function the CDR sync uses; each answered call has a
 * short tone as its recording under `recordingsDir`/YYYY/MM/DD/, named as Issabel names it. Skipped once loaded.
 */
export async function loadDemoCalls(
  db: Db, agentIds: readonly number[], contacts: readonly { phone: string }[], now: Date, recordingsDir: string | null,
): Promise<void> {
  const extensions = await assignExtensions(db, agentIds);
  const [loaded] = await db.select({ n: sql<number>`count(*)::int` }).from(callRecords).where(like(callRecords.linkedid, 'demo-%'));
  if (Number(loaded?.n ?? 0) > 0 || extensions.size === 0) return;
  const random = createRandom(1201);
  const today = bogotaDate(now);
  const phones = contacts.map((c) => c.phone).filter((phone) => phone.replace(/\D/g, '').length >= 10);
  const calls: DemoCall[] = [];
  for (let n = 0; n < CALLS; n += 1) {
    const drawn = addDays(today, -random.int(0, DAYS - 1));
    // Today's calls end before now; before 08:10 they go to yesterday.
    const date = drawn === today && bogotaMinutes(now) < 8 * 60 + 10 ? addDays(today, -1) : drawn;
    const latest = date === today ? Math.min(18 * 60, bogotaMinutes(now) - 10) : 18 * 60;
    const minutes = 8 * 60 + random.next() * (latest - 8 * 60);
    // The first calls go through every disposition once; the rest follow the weights.
    const disposition = n < CALL_DISPOSITIONS.length ? CALL_DISPOSITIONS[n]! : random.weighted(DISPOSITION_WEIGHTS);
    const extension = extensions.get(random.pick(agentIds))!;
    calls.push(demoCall(random, n + 1, date, minutes, extension, random.pick(phones), disposition));
  }
  await writeCallRecords(db, foldCdrRows(calls.flatMap((call) => call.legs)), TIME_ZONE);
  if (!recordingsDir) return;
  const tone = toneWav();
  for (const call of calls) {
    if (!call.recording) continue;
    const file = path.join(recordingsDir, call.recording);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, tone);
  }
}

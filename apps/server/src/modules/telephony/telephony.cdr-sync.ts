import { eq, sql } from 'drizzle-orm';
import mysql from 'mysql2/promise';
import type { Db } from '../../db/client.js';
import { foldCdrRows, callKeyOf, writeCallRecords, type CdrRow } from './telephony.cdr.js';
import { cdrSyncState } from './telephony.tables.js';

/** CDR rows read at a time. */
export const CDR_BATCH = 1000;
/**
 * Batches one pass reads at most: the first pass of a PBX with years of history stops there and the next passes go
 * on from the cursor, so no job runs for hours.
 */
export const CDR_BATCHES_PER_PASS = 100;
/**
 * How far before the cursor each pass starts again. A CDR row is written when its call ends but carries the call's
 * start, so a call that began before the cursor may appear after it was read: any call up to this long.
 */
export const CDR_LOOK_BACK_HOURS = 6;

const COLUMNS = 'calldate, src, dst, dstchannel, duration, billsec, disposition, accountcode, uniqueid, recordingfile, linkedid, sequence';

/** Where a pass starts: the cursor minus the look-back window (both PBX local times), or the beginning. */
export function passStart(cursor: string, lookBackHours = CDR_LOOK_BACK_HOURS): string {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(cursor)) return '1970-01-01 00:00:00';
  const instant = Date.parse(`${cursor.replace(' ', 'T')}Z`) - lookBackHours * 3600_000;
  return new Date(instant).toISOString().slice(0, 19).replace('T', ' ');
}

/** A connection pool to the PBX's CDR database; dates come back as the text the PBX wrote. */
export function openCdrPool(url: string): mysql.Pool {
  const pool = mysql.createPool({ uri: url, dateStrings: true, connectionLimit: 2, connectTimeout: 10_000, supportBigNumbers: true });
  // An idle connection the server drops must not take the process with it; the next query opens another.
  pool.on('connection', (connection) => connection.on('error', () => {}));
  return pool;
}

async function readCursor(db: Db): Promise<string> {
  const [state] = await db.select({ cursor: cdrSyncState.cursor }).from(cdrSyncState).where(eq(cdrSyncState.id, 1));
  return state?.cursor ?? '';
}

/** Moves the cursor forward (never back, whichever instance writes last). */
async function saveCursor(db: Db, cursor: string): Promise<void> {
  await db.insert(cdrSyncState).values({ id: 1, cursor }).onConflictDoUpdate({
    target: cdrSyncState.id,
    set: { cursor: sql`greatest(${cdrSyncState.cursor}, excluded.cursor)`, updatedAt: sql`now()` },
  });
}

const asRow = (raw: Record<string, unknown>): CdrRow => ({
  calldate: String(raw.calldate ?? ''),
  src: String(raw.src ?? ''),
  dst: String(raw.dst ?? ''),
  dstchannel: String(raw.dstchannel ?? ''),
  duration: Number(raw.duration ?? 0) || 0,
  billsec: Number(raw.billsec ?? 0) || 0,
  disposition: String(raw.disposition ?? ''),
  accountcode: String(raw.accountcode ?? ''),
  uniqueid: String(raw.uniqueid ?? ''),
  recordingfile: String(raw.recordingfile ?? ''),
  linkedid: String(raw.linkedid ?? ''),
  sequence: Number(raw.sequence ?? 0) || 0,
});

async function select(pool: mysql.Pool, query: string, params: unknown[]): Promise<CdrRow[]> {
  const [found] = await pool.query(query, params);
  return (found as Record<string, unknown>[]).map(asRow);
}

/** Every leg of the calls of `batch`, also those outside the window (a call's legs may start on both sides of it). */
async function wholeCalls(pool: mysql.Pool, batch: readonly CdrRow[]): Promise<CdrRow[]> {
  const keys = [...new Set(batch.map(callKeyOf).filter((key) => key !== ''))];
  if (keys.length === 0) return [];
  const legs = await select(pool, `select ${COLUMNS} from cdr where linkedid in (?) or (linkedid = '' and uniqueid in (?))`, [keys, keys]);
  return legs.filter((leg) => keys.includes(callKeyOf(leg)));
}

export interface CdrSyncResult {
  /** CDR rows read in the window. */
  rows: number;
  /** Call records written (a call read again is rewritten, not added). */
  calls: number;
  cursor: string;
}

/**
 * One pass of the CDR sync: reads the rows from (cursor − look-back) on, in batches of CDR_BATCH ordered by
 * (calldate, linkedid, sequence), folds each batch's calls (with all their legs) into call records, and moves the
 * cursor to the newest calldate read after each batch, so a pass cut short (or stopped after `maxBatches` batches
 * past the previous cursor) resumes where it stopped. Two passes at once (a slow pass and the next minute's) are harmless: both upsert the same
 * records and the cursor only moves forward.
 */
export async function syncCdr(
  db: Db, pool: mysql.Pool, timeZone: string, { batchSize = CDR_BATCH, maxBatches = CDR_BATCHES_PER_PASS } = {},
): Promise<CdrSyncResult> {
  const previous = await readCursor(db);
  const start = passStart(previous);
  let after: { calldate: string; linkedid: string; sequence: number } | null = null;
  let rowsRead = 0;
  let callsWritten = 0;
  let cursor = '';
  // Only batches past the previous cursor count against maxBatches: the look-back window is always read whole,
  // so a PBX busier than maxBatches rows in that window still moves forward every pass.
  for (let batchesPastCursor = 0; batchesPastCursor < maxBatches;) {
    const batch: CdrRow[] = after
      ? await select(pool, `select ${COLUMNS} from cdr
          where calldate >= ? and (calldate > ? or (calldate = ? and (linkedid > ? or (linkedid = ? and sequence > ?))))
          order by calldate, linkedid, sequence limit ?`, [start, after.calldate, after.calldate, after.linkedid, after.linkedid, after.sequence, batchSize])
      : await select(pool, `select ${COLUMNS} from cdr where calldate >= ? order by calldate, linkedid, sequence limit ?`, [start, batchSize]);
    if (batch.length === 0) break;
    rowsRead += batch.length;
    callsWritten += await writeCallRecords(db, foldCdrRows(await wholeCalls(pool, batch)), timeZone);
    const last = batch.at(-1)!;
    if (last.calldate > previous) batchesPastCursor += 1;
    after = { calldate: last.calldate, linkedid: last.linkedid, sequence: last.sequence };
    cursor = last.calldate;
    await saveCursor(db, cursor);
    if (batch.length < batchSize) break;
  }
  return { rows: rowsRead, calls: callsWritten, cursor: cursor || (await readCursor(db)) };
}

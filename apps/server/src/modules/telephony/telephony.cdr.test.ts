import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { insertContact } from '../gestiones/gestiones.fixtures.js';
import { useTestApp, type TestUser } from '../../test/harness.js';
import { foldCdrLegs, phoneCallIdOf } from './telephony.cdr.js';
import { openCdrPool, passStart, syncCdr } from './telephony.cdr-sync.js';
import { telephonyCdrJobs } from './telephony.cdr.jobs.js';
import { cdrLeg, createCdrDatabase } from './telephony.cdr.test-support.js';
import { callRecords, cdrSyncState, phoneCalls } from './telephony.tables.js';

const t = useTestApp();
const db = () => t.database.db;
let cdr: Awaited<ReturnType<typeof createCdrDatabase>>;
let agentA: TestUser;
let agentB: TestUser;
let customer: { id: number };
let nationalCustomer: { id: number };
let phoneCallId: number;

beforeAll(async () => {
  cdr = await createCdrDatabase();
  agentA = await t.userWithRole('Agente', { extension: '1201', firstName: 'Ana', lastName: 'Uno' });
  agentB = await t.userWithRole('Agente', { extension: '1202', firstName: 'Beto', lastName: 'Dos' });
  customer = await insertContact(db(), { firstName: 'Carla', lastName: 'Cliente', phone: '+573001112233', phoneDigits: '573001112233' });
  // Stored without the country code: the last 10 digits still match.
  nationalCustomer = await insertContact(db(), { firstName: 'Diego', lastName: 'Nacional', phone: '3104445566', phoneDigits: '3104445566' });
  const [call] = await db().insert(phoneCalls).values({ userId: agentA.id, number: '3001112233', extension: '1201', actionId: 'c2c-cdr-test' }).returning();
  phoneCallId = call!.id;
});
afterAll(async () => {
  await cdr?.drop();
});

const recordOf = async (linkedid: string) => (await db().select().from(callRecords).where(eq(callRecords.linkedid, linkedid)))[0];
const allLinkedids = async () => (await db().select({ linkedid: callRecords.linkedid }).from(callRecords).orderBy(asc(callRecords.linkedid))).map((r) => r.linkedid);

/** The first day's calls: one two days earlier, then four on 1 March 2026 between 08:00 and 10:00 (Bogotá). */
function firstDay() {
  return [
    cdrLeg({ linkedid: 'L0.1', calldate: '2026-02-27 09:00:00', src: '1202', dst: '3001112233', disposition: 'ANSWERED', duration: 30, billsec: 25 }),
    // Click-to-call: the first attempt rang out, the second was answered; crm-<id> names the CRM's call.
    cdrLeg({
      linkedid: 'L1.1', sequence: 1, calldate: '2026-03-01 08:00:00', src: '1201', dst: '3001112233', dstchannel: 'SIP/troncal-00000001',
      disposition: 'NO ANSWER', duration: 25, billsec: 0, accountcode: `crm-${'ID'}`,
    }),
    cdrLeg({
      linkedid: 'L1.1', sequence: 2, calldate: '2026-03-01 08:00:30', src: '1201', dst: '3001112233', dstchannel: 'SIP/troncal-00000002',
      disposition: 'ANSWERED', duration: 95, billsec: 80, recordingfile: 'out-3001112233-1201-20260301-080030-1772370030.2.wav',
    }),
    // Inbound to a DID: 1202 did not answer, 1201 did.
    cdrLeg({ linkedid: 'L2.1', sequence: 1, calldate: '2026-03-01 09:00:00', src: '573104445566', dst: '6015550000', dstchannel: 'SIP/1202-00000003', disposition: 'NO ANSWER', duration: 20 }),
    cdrLeg({ linkedid: 'L2.1', sequence: 2, calldate: '2026-03-01 09:00:20', src: '573104445566', dst: '6015550000', dstchannel: 'SIP/1201-00000004', disposition: 'ANSWERED', duration: 70, billsec: 45 }),
    cdrLeg({ linkedid: 'L3.1', calldate: '2026-03-01 09:30:00', src: '1202', dst: '3209998877', disposition: 'BUSY', duration: 5 }),
    // Between two extensions, nobody answered.
    cdrLeg({ linkedid: 'L4.1', sequence: 1, calldate: '2026-03-01 10:00:00', src: '1201', dst: '1202', disposition: 'FAILED', duration: 1 }),
    cdrLeg({ linkedid: 'L4.1', sequence: 2, calldate: '2026-03-01 10:00:00', src: '1201', dst: '1202', disposition: 'NO ANSWER', duration: 15 }),
  ].map((leg) => (leg.accountcode === 'crm-ID' ? { ...leg, accountcode: `crm-${phoneCallId}` } : leg));
}

describe('folding the legs of a call', () => {
  it('lets ANSWERED win, takes the answered leg\'s billsec and the whole span as duration', () => {
    const call = foldCdrLegs([
      cdrLeg({ linkedid: 'x', sequence: 2, calldate: '2026-03-01 08:00:30', src: '1201', dst: '3001112233', disposition: 'ANSWERED', duration: 95, billsec: 80, recordingfile: 'b.wav' }),
      cdrLeg({ linkedid: 'x', sequence: 1, calldate: '2026-03-01 08:00:00', src: '1201', dst: '3001112233', disposition: 'BUSY', duration: 25, accountcode: 'crm-9' }),
    ]);
    expect(call).toMatchObject({
      calldate: '2026-03-01 08:00:00', disposition: 'ANSWERED', billsec: 80, duration: 125, direction: 'saliente',
      extension: '1201', externalNumber: '3001112233', recordingfile: 'b.wav', accountcode: 'crm-9', uniqueid: 'x.1',
    });
  });

  it('without an answer prefers BUSY, then NO ANSWER, CONGESTION and FAILED', () => {
    const legs = (...dispositions: string[]) => dispositions.map((disposition, i) => cdrLeg({ linkedid: 'y', sequence: i + 1, calldate: '2026-03-01 08:00:00', src: '1201', dst: '1202', disposition }));
    expect(foldCdrLegs(legs('FAILED', 'BUSY', 'NO ANSWER')).disposition).toBe('BUSY');
    expect(foldCdrLegs(legs('FAILED', 'CONGESTION', 'NO ANSWER')).disposition).toBe('NO ANSWER');
    expect(foldCdrLegs(legs('FAILED', 'CONGESTION')).disposition).toBe('CONGESTION');
    expect(foldCdrLegs(legs('FAILED')).disposition).toBe('FAILED');
    expect(foldCdrLegs(legs('FAILED')).direction).toBe('interna');
    expect(foldCdrLegs(legs('FAILED')).billsec).toBe(0);
  });

  it('reads crm-<id> only as the CRM writes it', () => {
    expect(phoneCallIdOf('crm-42')).toBe(42);
    expect(phoneCallIdOf('crm-')).toBeNull();
    expect(phoneCallIdOf('ventas')).toBeNull();
  });

  it('starts a pass six hours before the cursor, or at the beginning without one', () => {
    expect(passStart('2026-03-01 04:30:00')).toBe('2026-02-28 22:30:00');
    expect(passStart('')).toBe('1970-01-01 00:00:00');
  });
});

describe('CDR sync from MariaDB', () => {
  it('folds each linkedid into one call record with agent, contact and CRM call', async () => {
    await cdr.insert(firstDay());
    const pool = openCdrPool(cdr.url);
    try {
      // Batches of 2 rows: a call's legs straddle batches and are still folded whole. The pass stops after two batches.
      const cut = await syncCdr(db(), pool, 'America/Bogota', { batchSize: 2, maxBatches: 2 });
      expect(cut).toEqual({ rows: 4, calls: expect.any(Number), cursor: '2026-03-01 09:00:00' });
      expect(await allLinkedids()).toEqual(['L0.1', 'L1.1', 'L2.1']);
      // The next pass goes on from the cursor (less six hours): the day's 7 legs, not the call of 27 February again.
      const rest = await syncCdr(db(), pool, 'America/Bogota', { batchSize: 2 });
      expect(rest).toEqual({ rows: 7, calls: expect.any(Number), cursor: '2026-03-01 10:00:00' });
    } finally {
      await pool.end();
    }
    expect(await allLinkedids()).toEqual(['L0.1', 'L1.1', 'L2.1', 'L3.1', 'L4.1']);

    const outbound = await recordOf('L1.1');
    expect(outbound).toMatchObject({
      uniqueid: 'L1.1.1', src: '1201', dst: '3001112233', direction: 'saliente', disposition: 'ANSWERED', billsec: 80, duration: 125,
      recordingfile: 'out-3001112233-1201-20260301-080030-1772370030.2.wav', accountcode: `crm-${phoneCallId}`, extension: '1201',
      agentId: agentA.id, contactId: customer.id, phoneCallId,
    });
    // 08:00 in Bogotá (UTC−5) is 13:00 UTC.
    expect(outbound!.calldate.toISOString()).toBe('2026-03-01T13:00:00.000Z');

    expect(await recordOf('L2.1')).toMatchObject({
      direction: 'entrante', disposition: 'ANSWERED', billsec: 45, duration: 90, extension: '1201', agentId: agentA.id, contactId: nationalCustomer.id, phoneCallId: null,
    });
    expect(await recordOf('L3.1')).toMatchObject({ direction: 'saliente', disposition: 'BUSY', billsec: 0, extension: '1202', agentId: agentB.id, contactId: null });
    expect(await recordOf('L4.1')).toMatchObject({ direction: 'interna', disposition: 'NO ANSWER', duration: 15, extension: '1201', agentId: agentA.id, contactId: null });
    const [state] = await db().select().from(cdrSyncState);
    expect(state!.cursor).toBe('2026-03-01 10:00:00');
  });

  it('a restarted sync resumes from the cursor: new calls and late rows inside the look-back arrive, nothing doubles', async () => {
    await cdr.insert([
      cdrLeg({ linkedid: 'L5.1', calldate: '2026-03-01 11:00:00', src: '1202', dst: '3001112233', disposition: 'ANSWERED', duration: 40, billsec: 33 }),
      // A long call that started two hours before the cursor and ended after the last pass.
      cdrLeg({ linkedid: 'L6.1', calldate: '2026-03-01 08:10:00', src: '573001112233', dst: '1202', disposition: 'ANSWERED', duration: 7200, billsec: 7190 }),
      // One that started more than six hours before the cursor: beyond the window, it is not read again.
      cdrLeg({ linkedid: 'L7.1', calldate: '2026-03-01 03:00:00', src: '1201', dst: '3001112233', disposition: 'ANSWERED', duration: 60, billsec: 50 }),
      // A further leg of a call already synced.
      cdrLeg({ linkedid: 'L3.1', sequence: 2, calldate: '2026-03-01 09:30:10', src: '1202', dst: '3209998877', disposition: 'ANSWERED', duration: 30, billsec: 20 }),
    ]);
    const pool = openCdrPool(cdr.url);
    try {
      const second = await syncCdr(db(), pool, 'America/Bogota');
      // From 04:00 on: the 7 legs of 1 March 08:00–10:00 and the 3 new ones inside the window; not L0 nor L7.
      expect(second.rows).toBe(10);
      expect(second.cursor).toBe('2026-03-01 11:00:00');
      // Nothing new: the same window is read again and rewrites the same records.
      const third = await syncCdr(db(), pool, 'America/Bogota');
      expect(third).toMatchObject({ rows: 10, cursor: '2026-03-01 11:00:00' });
      // A PBX busier than a pass's batches within the window still moves on: the window is read whole, the limit
      // counts only the batches past the cursor.
      await cdr.insert([cdrLeg({ linkedid: 'L8.1', calldate: '2026-03-01 12:00:00', src: '1201', dst: '3001112233', disposition: 'BUSY' })]);
      const busy = await syncCdr(db(), pool, 'America/Bogota', { batchSize: 2, maxBatches: 1 });
      expect(busy).toMatchObject({ rows: 11, cursor: '2026-03-01 12:00:00' });
    } finally {
      await pool.end();
    }
    expect(await allLinkedids()).toEqual(['L0.1', 'L1.1', 'L2.1', 'L3.1', 'L4.1', 'L5.1', 'L6.1', 'L8.1']);
    expect(await recordOf('L6.1')).toMatchObject({ direction: 'entrante', billsec: 7190, extension: '1202', agentId: agentB.id, contactId: customer.id });
    expect(await recordOf('L5.1')).toMatchObject({ direction: 'saliente', billsec: 33, agentId: agentB.id, contactId: customer.id });
    expect(await recordOf('L3.1')).toMatchObject({ disposition: 'ANSWERED', billsec: 20, duration: 40 });
    expect(await db().select().from(cdrSyncState)).toHaveLength(1);
  });

  it('a PBX that cannot be reached is logged and the job ends without failing', async () => {
    const config = t.app.config;
    const before = config.issabelCdrUrl;
    config.issabelCdrUrl = 'mysql://crm:secreto@127.0.0.1:1/asteriskcdrdb';
    try {
      await expect(telephonyCdrJobs[0]!.run({}, { app: t.app, job: {} as never, options: {} })).resolves.toBeUndefined();
    } finally {
      config.issabelCdrUrl = before;
    }
    expect((await db().select().from(cdrSyncState))[0]!.cursor).toBe('2026-03-01 12:00:00');
  });
});

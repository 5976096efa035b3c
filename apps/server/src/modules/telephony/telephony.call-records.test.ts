import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CALL_RECORDS_MSG, DATE_MSG, MSG, type CallRecordRead, type Paged } from '@atiende/shared';
import { insertContact } from '../gestiones/gestiones.fixtures.js';
import { useTestApp, type TestUser } from '../../test/harness.js';
import { foldCdrRows, writeCallRecords } from './telephony.cdr.js';
import { recordingPath, recordingToken } from './telephony.call-records.js';
import { cdrLeg, wavBytes } from './telephony.cdr.test-support.js';
import { resolveRecording } from './telephony.recordings.js';
import { callRecords } from './telephony.tables.js';

const t = useTestApp();
const db = () => t.database.db;
const BASE = '/api/issabel/call_records/';
let agentA: TestUser;
let agentB: TestUser;
let supervisor: TestUser;
let contactId: number;
let recordingsDir: string;
let outside: string;

/** Writes CDR-shaped legs through the sync's fold, as the sync would. */
const store = (legs: ReturnType<typeof cdrLeg>[]) => writeCallRecords(db(), foldCdrRows(legs), 'America/Bogota');
const idOf = async (linkedid: string) => (await db().select({ id: callRecords.id }).from(callRecords).where(eq(callRecords.linkedid, linkedid)))[0]!.id;
const list = async (token: string, query = '') => {
  const res = await t.call(token, 'GET', `${BASE}${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Paged<CallRecordRead>;
};
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

const RECORDED = 'out-3001112233-1201-20260301-101500-1772378100.1.wav';
const tone = wavBytes(1000);

beforeAll(async () => {
  agentA = await t.userWithRole('Agente', { extension: '1301', firstName: 'Ana', lastName: 'Llamadas' });
  agentB = await t.userWithRole('Agente', { extension: '1302', firstName: 'Beto', lastName: 'Llamadas' });
  supervisor = await t.userWithRole('Supervisor');
  contactId = (await insertContact(db(), { firstName: 'Carla', lastName: 'Registro', phone: '+573001112233', phoneDigits: '573001112233' })).id;

  // 35 calls of agent A on 2 March 2026, one a minute from 08:00, alternating answered and unanswered.
  await store(Array.from({ length: 35 }, (_, i) => cdrLeg({
    linkedid: `A${String(i).padStart(2, '0')}`, calldate: `2026-03-02 08:${String(i).padStart(2, '0')}:00`, src: '1301', dst: '3001112233',
    disposition: i % 2 === 0 ? 'ANSWERED' : 'NO ANSWER', duration: 60 + i, billsec: i % 2 === 0 ? 50 + i : 0,
  })));
  await store([
    // 1 March, 10:15 in Bogotá, with its recording.
    cdrLeg({ linkedid: 'R1', calldate: '2026-03-01 10:15:00', src: '1301', dst: '3001112233', duration: 95, billsec: 80, recordingfile: RECORDED }),
    // 1 March, 23:30 in Bogotá: already 2 March in UTC, still 1 March for the filter.
    cdrLeg({ linkedid: 'B1', calldate: '2026-03-01 23:30:00', src: '3209998877', dst: '1302', disposition: 'BUSY', duration: 4 }),
    cdrLeg({ linkedid: 'B2', calldate: '2026-02-28 12:00:00', src: '1302', dst: '3151234567', disposition: 'CONGESTION', duration: 2, recordingfile: 'deleted' }),
    cdrLeg({ linkedid: 'B3', calldate: '2026-02-28 12:05:00', src: '1302', dst: '3151234567', disposition: 'FAILED', duration: 0, recordingfile: 'q-3151234567-1302-20260228-120500-1772298300.9' }),
    cdrLeg({ linkedid: 'B4', calldate: '2026-02-28 12:10:00', src: '1302', dst: '3151234567', recordingfile: 'rg-500-1302-20260228-121000-1772298600.4.gsm', duration: 9, billsec: 7 }),
    cdrLeg({ linkedid: 'B5', calldate: '2026-02-28 12:15:00', src: '1302', dst: '3151234567', recordingfile: 'out-3151234567-1302-20260228-121500-1772298900.5.mp3', duration: 9, billsec: 7 }),
    cdrLeg({ linkedid: 'M1', calldate: '2026-02-28 12:20:00', src: '1302', dst: '3151234567', recordingfile: 'out-perdida-1302-20260228-122000-1.wav', duration: 9, billsec: 7 }),
  ]);
  // Recordings as the PBX lays them out: base/YYYY/MM/DD/<file>, and a file outside the base.
  const root = mkdtempSync(path.join(os.tmpdir(), 'grabaciones-'));
  recordingsDir = path.join(root, 'monitor');
  mkdirSync(path.join(recordingsDir, '2026', '03', '01'), { recursive: true });
  mkdirSync(path.join(recordingsDir, '2026', '02', '28'), { recursive: true });
  writeFileSync(path.join(recordingsDir, '2026', '03', '01', RECORDED), tone);
  writeFileSync(path.join(recordingsDir, '2026', '02', '28', 'q-3151234567-1302-20260228-120500-1772298300.9.WAV'), wavBytes(200));
  writeFileSync(path.join(recordingsDir, '2026', '02', '28', 'rg-500-1302-20260228-121000-1772298600.4.gsm'), Buffer.alloc(330, 7));
  writeFileSync(path.join(recordingsDir, 'out-3151234567-1302-20260228-121500-1772298900.5.mp3'), Buffer.from('ID3 mp3'));
  outside = path.join(root, 'secreto.wav');
  writeFileSync(outside, 'fuera de la carpeta de grabaciones');
  symlinkSync(outside, path.join(recordingsDir, 'enlace.wav'));
  t.app.config.issabelRecordingsDir = recordingsDir;
});
afterAll(() => {
  if (recordingsDir) rmSync(path.dirname(recordingsDir), { recursive: true, force: true });
});

describe('call-records list', () => {
  it('pages 30 at a time, newest first, with every field of a call', async () => {
    const first = await list(t.admin);
    expect(first.count).toBe(42);
    expect(first.results).toHaveLength(30);
    expect(first.results[0]!.numero_origen).toBe('1301');
    expect(first.results[0]!.fecha).toBe('2026-03-02T13:34:00.000Z');
    expect(first.next).toContain('offset=30');
    expect(first.previous).toBeNull();
    const second = await list(t.admin, 'offset=30');
    expect(second.results).toHaveLength(12);
    expect(second.next).toBeNull();
    expect(second.results.at(-1)!.fecha).toBe('2026-02-28T17:00:00.000Z');

    const recorded = (await list(t.admin, 'fecha_inicio=2026-03-01&fecha_fin=2026-03-01&estado=ANSWERED')).results[0]!;
    const id = await idOf('R1');
    expect(recorded).toEqual({
      id, fecha: '2026-03-01T15:15:00.000Z', numero_origen: '1301', numero_destino: '3001112233', estado: 'ANSWERED', estado_nombre: 'Contestada',
      duracion: 80, duracion_total: 95, direccion: 'saliente', extension: '1301', agente: { id: agentA.id, nombre: 'Ana Llamadas' },
      contacto: { id: contactId, nombre: 'Carla Registro' }, observaciones: 'Llamada saliente desde la extensión 1301.',
      grabacion: expect.stringMatching(new RegExp(`^/api/issabel/grabacion/${id}/\\?token=\\d+\\.[\\w-]+$`)),
    });
  });

  it('filters by Bogotá days, estado, agent and number', async () => {
    const day1 = await list(t.admin, 'fecha_inicio=2026-03-01&fecha_fin=2026-03-01');
    expect(day1.results.map((r) => r.estado_nombre)).toEqual(['Ocupado', 'Contestada']);
    expect(day1.results[0]).toMatchObject({ direccion: 'entrante', extension: '1302', agente: { id: agentB.id, nombre: 'Beto Llamadas' }, contacto: null, duracion: 0 });
    expect((await list(t.admin, 'fecha_inicio=2026-03-02')).count).toBe(35);
    expect((await list(t.admin, 'fecha_fin=2026-02-28')).count).toBe(5);
    expect((await list(t.admin, 'estado=ANSWERED')).count).toBe(18 + 1 + 3);
    expect((await list(t.admin, 'estado=NO%20ANSWER')).count).toBe(17);
    const congestion = await list(t.admin, 'estado=CONGESTION');
    expect(congestion.results.map((r) => [r.estado_nombre, r.grabacion])).toEqual([['Congestión', null]]);
    expect((await list(t.admin, 'estado=FAILED')).results.map((r) => r.estado_nombre)).toEqual(['Fallida']);
    expect((await list(t.admin, `agents=${agentB.id}`)).count).toBe(6);
    expect((await list(t.admin, 'search=3209998877')).results.map((r) => r.numero_origen)).toEqual(['3209998877']);
    expect((await list(t.admin, 'search=315123')).count).toBe(5);
  });

  it('refuses an unknown estado, bad days and a reversed range in Spanish', async () => {
    for (const estado of ['CERRADO', 'answered', 'Contestada']) {
      const res = await t.call(t.admin, 'GET', `${BASE}?estado=${estado}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ estado: [CALL_RECORDS_MSG.invalidEstado] });
    }
    expect(CALL_RECORDS_MSG.invalidEstado).toBe('Estado no válido. Use uno de: ANSWERED, NO ANSWER, BUSY, FAILED, CONGESTION.');
    expect((await t.call(t.admin, 'GET', `${BASE}?fecha_inicio=2026-02-30`)).json()).toEqual({ fecha_inicio: [DATE_MSG.doesNotExist('2026-02-30')] });
    expect((await t.call(t.admin, 'GET', `${BASE}?fecha_inicio=ayer`)).json()).toEqual({ fecha_inicio: [CALL_RECORDS_MSG.invalidDate] });
    expect((await t.call(t.admin, 'GET', `${BASE}?fecha_inicio=2026-03-02&fecha_fin=2026-03-01`)).json()).toEqual({ fecha_fin: [DATE_MSG.reversedRange] });
    expect((await t.call(t.admin, 'GET', `${BASE}?search=abc`)).json()).toEqual({ search: [CALL_RECORDS_MSG.invalidSearch] });
  });

  it('shows an agent only their own calls; a supervisor sees every call', async () => {
    const own = await list(agentB.token);
    expect(own.count).toBe(6);
    expect(new Set(own.results.map((r) => r.agente?.id))).toEqual(new Set([agentB.id]));
    expect((await list(agentB.token, `agents=${agentA.id}`)).count).toBe(0);
    expect((await list(agentA.token)).count).toBe(36);
    expect((await list(supervisor.token)).count).toBe(42);
    expect((await t.call(null, 'GET', BASE)).statusCode).toBe(401);
  });

  it('stops counting 1000 records past the page, says so, and still pages on', async () => {
    // 1,040 more calls on 1 April 2026 (run last: the other tests count the calls above).
    await store(Array.from({ length: 1040 }, (_, i) => cdrLeg({
      linkedid: `BULK${i}`, calldate: `2026-04-01 08:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
      src: '1302', dst: '3005550000', disposition: 'ANSWERED', duration: 30, billsec: 20,
    })));
    const april = 'fecha_inicio=2026-04-01&fecha_fin=2026-04-01';
    const first = await list(t.admin, april);
    expect(first).toMatchObject({ count: 1000, count_capped: true });
    expect(first.next).toContain('offset=30');
    const deep = await list(t.admin, `${april}&limit=30&offset=990`);
    expect(deep.count).toBe(1040);
    expect(deep.count_capped).toBeUndefined();
    expect(deep.results).toHaveLength(30);
    const last = await list(t.admin, `${april}&limit=30&offset=1020`);
    expect(last.results).toHaveLength(20);
    expect(last.next).toBeNull();
  });
});

describe('recordings', () => {
  const signedUrl = async (linkedid: string) => {
    const id = await idOf(linkedid);
    return { id, url: recordingPath(id, recordingToken(t.app.config.tokenSecret, id)) };
  };

  it('plays the whole file with the signed link of the list', async () => {
    const recorded = (await list(t.admin, 'fecha_inicio=2026-03-01&fecha_fin=2026-03-01&estado=ANSWERED')).results[0]!;
    const res = await get(recorded.grabacion!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(tone.length);
    expect(res.rawPayload.equals(tone)).toBe(true);
  });

  it('answers a Range with 206 and exactly those bytes, and 416 past the end', async () => {
    const { url } = await signedUrl('R1');
    const part = await get(url, { range: 'bytes=44-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 44-99/${tone.length}`);
    expect(part.headers['content-length']).toBe('56');
    expect(part.rawPayload.equals(tone.subarray(44, 100))).toBe(true);
    const tail = await get(url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(tone.subarray(tone.length - 10))).toBe(true);
    const open = await get(url, { range: `bytes=${tone.length - 4}-` });
    expect(open.headers['content-range']).toBe(`bytes ${tone.length - 4}-${tone.length - 1}/${tone.length}`);
    const beyond = await get(url, { range: `bytes=${tone.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${tone.length}`);
    expect(beyond.json()).toEqual({ detail: CALL_RECORDS_MSG.rangeNotSatisfiable });
  });

  it('finds files without extension, in the day folder or the base, with each format\'s type', async () => {
    const wav = await get((await signedUrl('B3')).url);
    expect([wav.statusCode, wav.headers['content-type'], wav.rawPayload.length]).toEqual([200, 'audio/wav', wavBytes(200).length]);
    const gsm = await get((await signedUrl('B4')).url);
    expect([gsm.statusCode, gsm.headers['content-type'], gsm.rawPayload.length]).toEqual([200, 'audio/gsm', 330]);
    const mp3 = await get((await signedUrl('B5')).url);
    expect([mp3.statusCode, mp3.headers['content-type'], mp3.body]).toEqual([200, 'audio/mpeg', 'ID3 mp3']);
  });

  it('answers 404 in Spanish for a missing or deleted recording', async () => {
    for (const linkedid of ['M1', 'B2', 'A00']) {
      const res = await get((await signedUrl(linkedid)).url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: CALL_RECORDS_MSG.recordingNotFound });
    }
  });

  it('refuses anonymous, forged, expired and borrowed links; a session that sees the call may play it', async () => {
    const { id, url } = await signedUrl('R1');
    const bare = `/api/issabel/grabacion/${id}/`;
    const anonymous = await get(bare);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: MSG.notAuthenticated });
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const [expires, signature] = token.split('.');
    const forged = [
      `${expires}.${signature!.slice(0, -2)}xx`, `${Number(expires) + 60}.${signature}`, 'abc', '',
      recordingToken(t.app.config.tokenSecret, id, Date.now() - 11 * 60_000),
      recordingToken(t.app.config.tokenSecret, await idOf('B4')),
      recordingToken('otro-secreto', id),
    ];
    for (const bad of forged) expect((await get(`${bare}?token=${encodeURIComponent(bad)}`)).statusCode, bad).toBe(401);
    expect((await get(bare, { authorization: 'Bearer abc.def.ghi' })).statusCode).toBe(401);
    expect((await get(bare, { authorization: `Bearer ${agentA.token}` })).statusCode).toBe(200);
    expect((await get(bare, { authorization: `Bearer ${supervisor.token}` })).statusCode).toBe(200);
    // Agent B may not see agent A's call: as if it did not exist.
    const other = await get(bare, { authorization: `Bearer ${agentB.token}` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: CALL_RECORDS_MSG.recordingNotFound });
  });

  it('never serves a file outside the recordings folder', async () => {
    const hostile = [
      '../../etc/passwd', '../secreto.wav', '2026/../../secreto.wav', '..%2F..%2Fetc%2Fpasswd', '%2e%2e/%2e%2e/etc/passwd',
      '/etc/passwd', outside, path.join(recordingsDir, '..', 'secreto.wav'), `${recordingsDir}/../secreto.wav`, 'enlace.wav',
      '..\\..\\secreto.wav',
    ];
    for (const [i, recordingfile] of hostile.entries()) {
      const linkedid = `H${i}`;
      await store([cdrLeg({ linkedid, calldate: '2026-01-10 09:00:00', src: '1301', dst: '3001112233', recordingfile })]);
      const res = await get((await signedUrl(linkedid)).url);
      expect(res.statusCode, recordingfile).toBe(404);
      expect(res.body).not.toContain('fuera de la carpeta');
      expect(res.body).not.toContain('root:');
    }
    // An absolute path inside the base is accepted.
    await store([cdrLeg({ linkedid: 'ABS', calldate: '2026-01-10 09:00:00', src: '1301', dst: '3001112233', recordingfile: path.join(recordingsDir, '2026', '03', '01', RECORDED) })]);
    expect((await get((await signedUrl('ABS')).url)).statusCode).toBe(200);
    // A NUL cannot reach the database; the resolver refuses it on its own.
    expect(await resolveRecording(recordingsDir, `2026/03/01/${RECORDED}\u0000.txt`)).toBeNull();
    expect(await resolveRecording(recordingsDir, `2026/03/01/${RECORDED}`)).toMatch(/\.wav$/);
    // The id in the path is an id, nothing else.
    expect((await get('/api/issabel/grabacion/..%2F..%2Fetc%2Fpasswd/')).statusCode).toBe(400);
  });
});

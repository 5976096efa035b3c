import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { CALL_DISPOSITIONS, type CallRecordRead, type Paged } from '@atiende/shared';
import { callRecords } from '../db/schema.js';
import { insertContact } from '../modules/gestiones/gestiones.fixtures.js';
import { useTestApp } from '../test/harness.js';
import { loadDemoCalls } from './demo-calls.js';

const t = useTestApp();
const recordingsDir = mkdtempSync(path.join(os.tmpdir(), 'demo-grabaciones-'));
afterAll(() => rmSync(recordingsDir, { recursive: true, force: true }));

/** Every file under `dir`, relative to it. */
const filesUnder = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

describe('demo calls', () => {
  it('gives the agents extensions and folds a few dozen calls, with playable recordings, through the sync\'s fold', async () => {
    const agents = [await t.userWithRole('Agente'), await t.userWithRole('Agente')];
    const contacts: { id: number; phone: string | null }[] = [];
    for (const phone of ['+573001230001', '+573001230002', '+573001230003']) {
      contacts.push(await insertContact(t.database.db, { phone, phoneDigits: phone.slice(1) }));
    }
    const now = new Date('2026-03-05T20:00:00Z');
    await loadDemoCalls(t.database.db, agents.map((a) => a.id), contacts.map((c) => ({ phone: c.phone! })), now, recordingsDir);
    await loadDemoCalls(t.database.db, agents.map((a) => a.id), contacts.map((c) => ({ phone: c.phone! })), now, recordingsDir);

    const stored = await t.database.db.select().from(callRecords).where(like(callRecords.linkedid, 'demo-%'));
    expect(stored).toHaveLength(48);
    expect(new Set(stored.map((r) => r.disposition))).toEqual(new Set(CALL_DISPOSITIONS));
    expect(new Set(stored.map((r) => r.extension))).toEqual(new Set(['1201', '1202']));
    expect(new Set(stored.map((r) => r.agentId))).toEqual(new Set(agents.map((a) => a.id)));
    expect(stored.every((r) => contacts.some((c) => c.id === r.contactId))).toBe(true);
    expect(stored.every((r) => r.calldate <= now && r.calldate > new Date('2026-02-24T00:00:00Z'))).toBe(true);

    const answered = stored.filter((r) => r.disposition === 'ANSWERED');
    const files = filesUnder(recordingsDir);
    expect(files).toHaveLength(answered.length);
    for (const file of files) expect(file).toMatch(/^2026\/0[23]\/\d{2}\/(out|in)-\d+-\d+-2026\d{4}-\d{6}-[\d.]+\.wav$/);

    t.app.config.issabelRecordingsDir = recordingsDir;
    const page = (await t.call(t.admin, 'GET', '/api/issabel/call_records/?estado=ANSWERED')).json() as Paged<CallRecordRead>;
    expect(page.count).toBe(answered.length);
    const audio = await t.app.inject({ method: 'GET', url: page.results[0]!.grabacion! });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_MSG, MSG, SESSIONS_SHEET_HEADERS } from '@atiende/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sessionHistory, sessionPauses } from './sessions.tables.js';
import { sheetRows } from '../imports/imports.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/session_history/user_session_history/exportar-excel/';


describe('Exportar a Excel of the connection history', () => {
  it('downloads every session of the user in the chosen days, with the columns of the list', async () => {
    const agent = await t.userWithRole('Agente', { firstName: 'Elena', lastName: 'Exporta' });
    const db = t.database.db;
    // Two older sessions besides the one signing in opened: one inside the range asked for, one before it.
    const [march] = await db.insert(sessionHistory).values({
      userId: agent.id, loginTime: new Date('2026-03-10T13:00:00Z'), logoutTime: new Date('2026-03-10T15:30:00Z'),
    }).returning();
    await db.insert(sessionPauses).values({
      sessionId: march!.id, userId: agent.id, reason: 'Almuerzo', comment: 'Comida', startTime: new Date('2026-03-10T14:00:00Z'),
      endTime: new Date('2026-03-10T14:30:00Z'),
    });
    await db.insert(sessionHistory).values({
      userId: agent.id, loginTime: new Date('2026-02-01T13:00:00Z'), logoutTime: new Date('2026-02-01T14:00:00Z'),
    });

    const res = await t.call(agent.token, 'GET', `${URL}?fecha_inicio=2026-03-01&fecha_fin=2026-03-31`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('HistorialConexion.xlsx');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(SESSIONS_SHEET_HEADERS);
    expect(rows.slice(1)).toEqual([
      ['Elena Exporta', '2026-03-10 08:00:00', '2026-03-10 10:30:00', '02:30:00', '00:30:00', '02:00:00', 'Almuerzo (09:00 - 09:30): Comida'],
    ]);

    const all = await sheetRows((await t.call(agent.token, 'GET', URL)).rawPayload);
    expect(all).toHaveLength(1 + 3);
    expect(all[1]![2]).toBe('En curso');
  });

  it('gives another user’s sessions only to who may see them, like the list', async () => {
    const agent = await t.userWithRole('Agente');
    const other = await t.userWithRole('Agente');
    const refused = await t.call(agent.token, 'GET', `${URL}?contact_id=${other.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: MSG.forbidden });
    const supervisor = await t.userWithRole('Supervisor');
    const allowed = await t.call(supervisor.token, 'GET', `${URL}?contact_id=${other.id}`);
    expect(allowed.statusCode).toBe(200);
    expect((await sheetRows(allowed.rawPayload)).slice(1).map((row) => row[0])).toEqual(['Agente Prueba']);
    expect((await t.call(null, 'GET', URL)).statusCode).toBe(401);
  });

  it('refuses days that are not days, a reversed range and a bad user id with a 400', async () => {
    const agent = await t.userWithRole('Agente');
    const reversed = await t.call(agent.token, 'GET', `${URL}?fecha_inicio=2026-03-10&fecha_fin=2026-03-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ fecha_fin: [DATE_MSG.reversedRange] });
    for (const query of ['fecha_inicio=10/03/2026', 'fecha_fin=2026-02-31', 'contact_id=abc', 'contact_id=0']) {
      const res = await t.call(agent.token, 'GET', `${URL}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json() as object), query).toEqual([query.split('=')[0]]);
    }
  });
});

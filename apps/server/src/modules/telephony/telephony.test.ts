import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@atiende/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (token: string | null, url: string, payload: object) => t.request(token, { method: 'POST', url, payload });

describe('telephony placeholder', () => {
  it('answers 503 to a valid call or hang-up while no PBX is configured', async () => {
    const agent = await t.userWithRole('Agente');
    const call = await post(agent.token, '/api/issabel/make_call/', { number: '573001234567', extension: '1203' });
    expect(call.statusCode).toBe(503);
    expect(call.json()).toEqual({ detail: MSG.telephonyNotConfigured });
    const hangup = await post(agent.token, '/api/issabel/hangup/', { channel_id: 'SIP/1203-00000001' });
    expect(hangup.statusCode).toBe(503);
    expect(hangup.json()).toEqual({ detail: MSG.telephonyNotConfigured });
  });

  it('checks the body first, with field errors', async () => {
    const agent = await t.userWithRole('Agente');
    const letters = await post(agent.token, '/api/issabel/make_call/', { number: '57300abc', extension: '1203' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json()).toEqual({ number: [MSG.numericOnly] });
    const missing = await post(agent.token, '/api/issabel/make_call/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ number: [MSG.required], extension: [MSG.required] });
    const noChannel = await post(agent.token, '/api/issabel/hangup/', { channel_id: '   ' });
    expect(noChannel.statusCode).toBe(400);
    expect(noChannel.json()).toEqual({ channel_id: [MSG.required] });
  });

  it('is refused to a user without the telephony permission and without a token', async () => {
    // A staff member whose only role carries no permission.
    const admin = await t.userWithRole('SuperAdmin');
    const role = (await t.call(admin.token, 'POST', '/api/roles/', { nombre: `Sin telefonía ${Date.now()}` })).json() as { id: number };
    const stranger = await t.userWithRole(null);
    expect((await t.call(admin.token, 'PATCH', `/api/users/${stranger.id}/`, { roles: [role.id] })).statusCode).toBe(200);
    for (const [url, payload] of [['/api/issabel/make_call/', { number: '1', extension: '1203' }], ['/api/issabel/hangup/', { channel_id: 'x' }]] as const) {
      const res = await post(stranger.token, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.forbidden });
      expect((await post(null, url, payload)).statusCode).toBe(401);
    }
  });
});

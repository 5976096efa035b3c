import { describe, expect, it } from 'vitest';
import { USER_MSG } from '@atiende/shared';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { ensureReferenceData } from '../../db/seed.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();
let counter = 0;
const registration = () => {
  counter += 1;
  return {
    username: `alta${counter}.${Date.now()}@correo.co`, password: 'Tinto-con-arepa-7', confirm_password: 'Tinto-con-arepa-7',
    first_name: 'Nora', last_name: 'Paz', documentType: 'CEDULA', documentNumber: String(1000 + counter),
  };
};

describe('self-registration', () => {
  it('is open by default and says so publicly', async () => {
    const res = await t.call(null, 'GET', '/api/users/register/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: true });
  });

  it('takes at most 10 sign-ups an hour from one address', async () => {
    const from = (address: string) => t.app.inject({ method: 'POST', url: '/api/users/register/', payload: registration(), remoteAddress: address });
    for (let i = 0; i < 10; i++) expect((await from('198.51.100.20')).statusCode).toBe(201);
    const refused = await from('198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: USER_MSG.tooManyRegistrations });
    expect((await from('198.51.100.21')).statusCode).toBe(201);
  });

  it('can be switched off with REGISTRATION_ENABLED=false', async () => {
    const database = await openDatabase({});
    await database.migrate();
    await ensureReferenceData(database.db);
    const config = { ...loadConfig({ DATA_DIR: '/tmp/atiende-registro', TOKEN_SECRET: 'secreto-de-pruebas-registro-0123', REGISTRATION_ENABLED: 'false' }) };
    const app = await buildApp({ config, database });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/users/register/' })).json()).toEqual({ enabled: false });
      const res = await app.inject({ method: 'POST', url: '/api/users/register/', payload: registration() });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: USER_MSG.registrationClosed });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

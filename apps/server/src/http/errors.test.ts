import { describe, expect, it } from 'vitest';
import { CONTACT_MSG, ERROR_CODE_HEADER, MSG } from '@atiende/shared';
import { useTestApp } from '../test/harness.js';

const t = useTestApp();
const codeOf = (res: { headers: Record<string, unknown> }) => res.headers[ERROR_CODE_HEADER];

describe('error codes', () => {
  it('travel beside the Spanish message, which keeps the shape of the spec', async () => {
    const missing = await t.call(t.admin, 'GET', '/api/roles/999999/');
    expect(missing.statusCode).toBe(404);
    expect(codeOf(missing)).toBe('not_found');
    expect(Object.keys(missing.json())).toEqual(['detail']);

    const invalid = await t.call(t.admin, 'POST', '/api/roles/', {});
    expect(invalid.statusCode).toBe(400);
    expect(codeOf(invalid)).toBe('validation');

    const name = `Rol repetido ${Date.now()}`;
    await t.call(t.admin, 'POST', '/api/roles/', { nombre: name });
    const again = await t.call(t.admin, 'POST', '/api/roles/', { nombre: name });
    expect(again.statusCode).toBe(400);
    expect(codeOf(again)).toBe('duplicate');

    const person = { contactType: 'PERSONA NATURAL', first_name: 'Rita', last_name: 'Mora', username: `rita${Date.now()}@correo.co`, phone: '+57 315 000 1122', documentType: 'CEDULA', documentNumber: `55${Date.now().toString().slice(-8)}` };
    await t.call(t.admin, 'POST', '/api/contact/contacto/', person);
    const duplicate = await t.call(t.admin, 'POST', '/api/contact/contacto/', { ...person, username: `otra${Date.now()}@correo.co` });
    expect(duplicate.json()).toMatchObject({ detail: CONTACT_MSG.duplicate, duplicate: true });
    expect(codeOf(duplicate)).toBe('duplicate');

    const anonymous = await t.call(null, 'GET', '/api/roles/');
    expect(codeOf(anonymous)).toBe('unauthorized');
    const agent = await t.userWithRole('Agente');
    expect(codeOf(await t.call(agent.token, 'GET', '/api/roles/'))).toBe('forbidden');
    const pending = await t.userWithRole(null);
    expect(codeOf(await t.call(pending.token, 'GET', '/api/dashboard/'))).toBe('pending_approval');
    await t.withModuleOff('Contactos', async () => {
      expect(codeOf(await t.call(t.admin, 'GET', '/api/contact/contacto/'))).toBe('module_disabled');
    });
    const broken = await t.callWithJsonText(t.admin, 'POST', '/api/roles/', '{"nombre": ');
    expect(broken.json()).toEqual({ detail: MSG.malformedJson });
    expect(codeOf(broken)).toBe('malformed');
    expect(codeOf(await t.call(t.admin, 'GET', '/api/no-existe/'))).toBe('not_found');
    expect(codeOf(await t.call(t.admin, 'POST', '/api/issabel/hangup/', { channel_id: 'x' }))).toBe('not_configured');
  });
});

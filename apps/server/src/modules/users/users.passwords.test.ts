import { describe, expect, it } from 'vitest';
import { PASSWORD_MSG, weakPasswordReason } from '@atiende/shared';
import { PASSWORD, useTestApp } from '../../test/harness.js';

const t = useTestApp();
let counter = 0;

function registration(password: string, username = `clave${++counter}.${Date.now()}@correo.co`) {
  return {
    username, password, confirm_password: password, first_name: 'Ana', last_name: 'Gil',
    documentType: 'PASAPORTE', documentNumber: '123987', contactType: 'PERSONA NATURAL',
  };
}

describe('weak passwords', () => {
  it('recognises common passwords, the username and one repeated character, ignoring case', () => {
    expect(weakPasswordReason('Contraseña')).toBe(PASSWORD_MSG.common);
    expect(weakPasswordReason('COLOMBIA2024')).toBe(PASSWORD_MSG.common);
    expect(weakPasswordReason('qwerty123')).toBe(PASSWORD_MSG.common);
    expect(weakPasswordReason('zzzzzzzz')).toBe(PASSWORD_MSG.repeated);
    expect(weakPasswordReason('Laura.Gomez', 'laura.gomez@correo.co')).toBe(PASSWORD_MSG.sameAsUsername);
    expect(weakPasswordReason('laura.gomez@correo.co', 'Laura.Gomez@correo.co')).toBe(PASSWORD_MSG.sameAsUsername);
    expect(weakPasswordReason('Tinto-con-arepa-7')).toBeNull();
    expect(weakPasswordReason(PASSWORD)).toBeNull();
  });

  it('are refused under the password field wherever a password is set', async () => {
    for (const [password, message] of [['contraseña', PASSWORD_MSG.common], ['11111111', PASSWORD_MSG.repeated]] as const) {
      const res = await t.call(null, 'POST', '/api/users/register/', registration(password));
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({ password: [message] });
    }
    const username = `mismo${Date.now()}@correo.co`;
    const same = await t.call(null, 'POST', '/api/users/register/', registration(username, username));
    expect(same.json()).toMatchObject({ password: [PASSWORD_MSG.sameAsUsername] });

    const created = await t.call(t.admin, 'POST', '/api/users/', {
      ...registration('password123'), roles: [await t.roleId('Agente')],
    });
    expect(created.json()).toMatchObject({ password: [PASSWORD_MSG.common] });

    const user = await t.userWithRole('Agente');
    const change = await t.call(user.token, 'PUT', `/api/users/${user.id}/update_password/`, {
      current_password: PASSWORD, password: user.username, confirm_password: user.username,
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual({ password: [PASSWORD_MSG.sameAsUsername] });

    const contact = await t.call(t.admin, 'POST', '/api/contact/contacto/', {
      contactType: 'PERSONA NATURAL', first_name: 'Eva', last_name: 'Paz', username: `eva${Date.now()}@correo.co`, phone: '+57 300 111 2233',
      createUser: true, password: 'iloveyou', confirm_password: 'iloveyou',
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toMatchObject({ password: [PASSWORD_MSG.common] });
  });
});

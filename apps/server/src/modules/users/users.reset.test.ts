import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { MSG } from '@atiende/shared';
import { PASSWORD, useTestApp } from '../../test/harness.js';
import { loginThrottle, sessionHistory } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { resetPassword } from './users.service.js';

const t = useTestApp();

describe('resetPassword (npm run admin:password)', () => {
  it('sets the given password, ends every session, forgets failed attempts and leaves an audit entry', async () => {
    const user = await t.userWithRole('Administrador');
    await t.login(user.username);
    await t.database.db.insert(loginThrottle).values([
      { scope: 'username', key: user.username, failures: 100 },
      { scope: 'pair', key: `${user.username} 10.0.0.9`, failures: 10 },
    ]);
    const written = await t.auditsWrittenBy(() => resetPassword(t.database.db, user.username.toUpperCase(), 'Nueva-Clave-2026'));
    const open = await t.database.db.select().from(sessionHistory)
      .where(and(eq(sessionHistory.userId, user.id), isNull(sessionHistory.logoutTime), isNull(sessionHistory.revokedAt)));
    expect(open).toEqual([]);
    const throttled = await t.database.db.select().from(loginThrottle);
    expect(throttled.filter((row) => row.key.startsWith(user.username))).toEqual([]);
    await expect(t.login(user.username, PASSWORD)).rejects.toThrow();
    expect(await t.login(user.username, 'Nueva-Clave-2026')).toEqual(expect.any(String));
    expect(written.map((entry) => entry.descripcion)).toEqual([`Se restableció la contraseña del usuario ${user.username} desde la consola del servidor`]);
  });

  it('generates a strong password when none is given, and it signs in', async () => {
    const user = await t.userWithRole('Agente');
    const { password } = await resetPassword(t.database.db, user.username);
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(await t.login(user.username, password)).toEqual(expect.any(String));
  });

  it('refuses an unknown user and a weak password in Spanish, changing nothing', async () => {
    const user = await t.userWithRole('Agente');
    await expect(resetPassword(t.database.db, 'nadie@atiende.co', 'Nueva-Clave-2026')).rejects.toThrow('No existe un usuario activo «nadie@atiende.co».');
    const weak = await resetPassword(t.database.db, user.username, '123').catch((error: unknown) => error);
    expect(weak).toBeInstanceOf(AppError);
    expect((weak as AppError).statusCode).toBe(400);
    expect((weak as AppError).message).toBe(MSG.passwordTooShort);
    expect(await t.login(user.username, PASSWORD)).toEqual(expect.any(String));
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from './http/log-redaction.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { rows } from './db/client.js';
import { useTestApp } from './test/harness.js';

const t = useTestApp();

describe('access tokens in the query string', () => {
  it('are refused on API routes, which take the Authorization header only', async () => {
    const res = await t.call(null, 'GET', `/api/users/?token=${t.admin}`);
    expect(res.statusCode).toBe(401);
    expect((await t.call(null, 'GET', `/api/me/?token=${t.admin}`)).statusCode).toBe(401);
  });

  it('are hidden in logged URLs', () => {
    expect(redactSecrets('/ws/inbox/?token=abc.def&x=1')).toBe('/ws/inbox/?token=[REDACTED]&x=1');
    expect(redactSecrets('/api/contact/contacto/1/foto/?v=2&token=abc')).toBe('/api/contact/contacto/1/foto/?v=2&token=[REDACTED]');
    expect(redactSecrets('/api/users/')).toBe('/api/users/');
  });
});

describe('forwarded client addresses', () => {
  /** The address a failed sign-in is counted against, by a second instance on the same database configured with TRUST_PROXY. */
  async function failedLoginAddress(trustProxy: string | undefined): Promise<string> {
    const config = loadConfig({ DATA_DIR: t.app.config.dataDir, TOKEN_SECRET: t.app.config.tokenSecret, TRUST_PROXY: trustProxy });
    const app = await buildApp({ config, database: t.database });
    try {
      await t.database.db.execute(sql`delete from login_throttle where scope = 'address'`);
      await app.inject({
        method: 'POST', url: '/api/auth/login/', payload: { username: 'nadie@atiende.co', password: 'Incorrecta123*' },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      const [failure] = await rows<{ key: string }>(t.database.db, sql`select key from login_throttle where scope = 'address'`);
      return failure!.key;
    } finally {
      await app.close();
    }
  }

  it('are ignored unless TRUST_PROXY names the proxy', async () => {
    expect(await failedLoginAddress(undefined)).toBe('127.0.0.1');
    expect(await failedLoginAddress('127.0.0.1')).toBe('203.0.113.9');
  });
});

import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { useTestApp } from '../test/harness.js';

const t = useTestApp();

function directives(header: string | undefined): Map<string, string> {
  return new Map((header ?? '').split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
    const [name, ...values] = d.split(/\s+/);
    return [name!, values.join(' ')];
  }));
}

describe('security headers', () => {
  it('protect the API and the browser app: CSP without inline scripts, no framing, nosniff, referrer policy', async () => {
    for (const url of ['/api/health/', '/api/users/me/', '/', '/contactos']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp.get('script-src'), url).toBe("'self'");
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('add HSTS only when cookies are secure (the app is served over HTTPS)', async () => {
    const database = await openDatabase({});
    const config = { ...loadConfig({ DATA_DIR: '/tmp/atiende-hsts', TOKEN_SECRET: 'secreto-de-pruebas-hsts-0123456789', SECURE_COOKIES: 'true' }) };
    const app = await buildApp({ config, database });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health/' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directives(res.headers['content-security-policy'] as string).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

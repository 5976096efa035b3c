import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { hostileRequests, nonSpanishMessage, operationsOf } from '../test/hostile-requests.js';

const t = useTestApp();

describe('every route of the OpenAPI document with hostile input', () => {
  it('never answers 5xx and always explains errors in plain Spanish', async () => {
    const doc = t.app.swagger() as Parameters<typeof operationsOf>[0];
    const operations = operationsOf(doc).filter((op) => op.path.startsWith('/api/') && !op.path.startsWith('/api/docs'));
    expect(operations.length).toBeGreaterThan(100);
    let token = (await t.userWithRole('SuperAdmin')).token;
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      for (const hostile of hostileRequests(op)) {
        const send = () => t.app.inject({
          method: hostile.method as 'GET',
          url: hostile.url,
          headers: { authorization: `Bearer ${token}`, ...hostile.headers },
          ...(hostile.rawBody !== undefined ? { payload: hostile.rawBody } : hostile.payload !== undefined ? { payload: hostile.payload as object } : {}),
        });
        let res = await send();
        if (res.statusCode === 401) {
          // A request may have ended the session (logout, password change): go on with a new one.
          token = (await t.userWithRole('SuperAdmin')).token;
          res = await send();
        }
        sent++;
        // A 5xx the route documents (503 while a PBX is not configured) is an answer, not a crash; a 500 never is.
        const documented = res.statusCode !== 500 && hostile.operation.documented.includes(res.statusCode);
        if (res.statusCode >= 500 && !documented) failures.push(`${hostile.label}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        else if (res.statusCode >= 400) {
          const english = nonSpanishMessage(res.body);
          if (english) failures.push(`${hostile.label}: ${res.statusCode} «${english.slice(0, 160)}»`);
        }
      }
    }
    expect(sent).toBeGreaterThan(3000);
    expect(failures).toEqual([]);
  }, 600_000);
});

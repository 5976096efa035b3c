import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const imports = (file: string) =>
  [...readFileSync(path.join(here, file), 'utf8').matchAll(/@import '([^']+)';/g)].map((m) => m[1]!);

/** Where a per-component sheet of @mantine/core starts inside the package's full styles.css. */
function positionInFullSheet(specifier: string, full: string): number {
  const own = readFileSync(require.resolve(specifier), 'utf8').trim();
  return full.indexOf(own.slice(0, 300));
}

describe('the sign-in page\'s style sheet (entry.css)', () => {
  it('takes Mantine\'s per-component sheets in the order of @mantine/core/styles.css, after its global styles', () => {
    const full = readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8');
    const core = imports('entry.css').filter((specifier) => specifier.startsWith('@mantine/core/'));
    expect(core.slice(0, 3)).toEqual([
      '@mantine/core/styles/baseline.css', '@mantine/core/styles/default-css-variables.css', '@mantine/core/styles/global.css',
    ]);
    const positions = core.map((specifier) => positionInFullSheet(specifier, full));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('ends, like app.css, with Mantine\'s packages and then our own rules (accessibility, phone width, scheme details)', () => {
    expect(imports('entry.css').slice(-4)).toEqual(['@mantine/notifications/styles.css', '../a11y.css', '../responsive.css', '../theme.css']);
    expect(imports('app.css')).toEqual([
      '@mantine/core/styles.css', '@mantine/notifications/styles.css', '@mantine/dates/styles.css', '../a11y.css', '../responsive.css', '../theme.css',
    ]);
  });
});

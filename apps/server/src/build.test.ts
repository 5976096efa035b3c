import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.dirname(fileURLToPath(import.meta.url));
const TEST_ONLY = [/\.test\.ts$/, /\.test-support\.ts$/, /\.fixtures\.ts$/, /^test\//];

function sourceFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix + entry.name;
    if (entry.isDirectory()) return sourceFiles(path.join(dir, entry.name), `${relative}/`);
    return entry.name.endsWith('.ts') ? [relative] : [];
  });
}

const isTestOnly = (file: string) => TEST_ONLY.some((pattern) => pattern.test(file));

describe('production build', () => {
  it('leaves out tests, test support and fixtures', () => {
    const config = JSON.parse(readFileSync(path.join(srcDir, '../tsconfig.build.json'), 'utf8')) as { exclude: string[] };
    expect(config.exclude).toEqual(expect.arrayContaining([
      'src/**/*.test.ts', 'src/**/*.test-support.ts', 'src/**/*.fixtures.ts', 'src/test',
    ]));
  });

  it('has no shipped file importing a test-only file', () => {
    const offenders = sourceFiles(srcDir)
      .filter((file) => !isTestOnly(file))
      .flatMap((file) => {
        const text = readFileSync(path.join(srcDir, file), 'utf8');
        const imports = [...text.matchAll(/from '(\.[^']+)'/g)].map((m) => path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!)));
        return imports.filter((target) => isTestOnly(target.replace(/\.js$/, '.ts'))).map((target) => `${file} → ${target}`);
      });
    expect(offenders).toEqual([]);
  });
});

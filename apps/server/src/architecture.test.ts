import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The files under `dir` (relative to src) whose imports name a path matching `target`. */
function importersOf(dir: string, target: RegExp): string[] {
  return sourceFiles(path.join(root, dir)).filter((file) => {
    const imports = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
    return imports.some((name) => target.test(name));
  }).map((file) => path.relative(root, file));
}

describe('module boundaries', () => {
  it('routes, services, jobs and events see the App type, never the file that builds the app', () => {
    expect(importersOf('modules', /\/app\.js$/)).toEqual([]);
    expect(importersOf('jobs', /\/app\.js$/)).toEqual([]);
    expect(importersOf('events', /\/app\.js$/)).toEqual([]);
  });

  it('the job runner and the event hub name no module: modules declare their own jobs and events', () => {
    expect(importersOf('jobs', /modules\//)).toEqual([]);
    expect(importersOf('events', /modules\//)).toEqual([]);
  });
});

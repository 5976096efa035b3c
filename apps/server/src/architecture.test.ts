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

/**
 * A module's tables are read and written by that module; another module asks it through its functions
 * (`<area>.queries.ts` and the like). `modules/reports/` is the one module that joins across areas, because that
 * is what reports are. A module's own `*.tables.ts` may name other tables: foreign keys are the schema, not a read.
 */
const CROSS_AREA_READER = 'reports';

/**
 * The reads across modules that predate the rule: none may be added, and each one removed must leave the
 * list (a test says which), so it only shrinks. All are gone: a new cross-module read fails the test below
 * rather than being listed here.
 */
const KNOWN_CROSS_TABLE_READS: readonly string[] = [];

/** Every `<area>/<file> → <module whose tables it imports>` of the modules' code (tests and fixtures aside); `*`: the whole schema. */
function crossTableReads(): string[] {
  const modules = path.join(root, 'modules');
  return sourceFiles(modules).flatMap((file) => {
    const [area, ...rest] = path.relative(modules, file).split(path.sep);
    if (rest.length === 0 || area === CROSS_AREA_READER || /\.(test-support|fixtures|tables)\.ts$/.test(file)) return [];
    const text = readFileSync(file, 'utf8');
    const owners = new Set([...text.matchAll(/from '\.\.\/([a-z-]+)\/[a-z.-]+\.tables\.js'/g)].map((m) => m[1]!).filter((owner) => owner !== area));
    if (/from '\.\.\/\.\.\/db\/schema\.js'/.test(text)) owners.add('*');
    return [...owners].sort().map((owner) => `${area}/${rest.join('/')} → ${owner}`);
  });
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

  it('no module reads another module\'s tables, beyond the reads listed before the rule', () => {
    const added = crossTableReads().filter((read) => !KNOWN_CROSS_TABLE_READS.includes(read));
    expect(added, 'Read through the owning module\'s functions (<area>.queries.ts), or move a cross-area report to modules/reports/').toEqual([]);
  });

  it('lists only cross-module reads that still exist, so the list shrinks as they go', () => {
    const current = new Set(crossTableReads());
    expect(KNOWN_CROSS_TABLE_READS.filter((read) => !current.has(read)), 'Remove these from KNOWN_CROSS_TABLE_READS').toEqual([]);
  });
});

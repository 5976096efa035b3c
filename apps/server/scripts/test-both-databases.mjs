// Runs the server suite on the embedded database, then again on PostgreSQL when TEST_DATABASE_URL
// is set, and prints one closing line with the totals of both runs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const extraArgs = process.argv.slice(2);
const runs = [{ name: 'PGlite', env: { TEST_DATABASE_URL: '' } }];
if (process.env.TEST_DATABASE_URL) runs.push({ name: 'PostgreSQL', env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL } });

// Files named *.postgres.test.ts prove what only a PostgreSQL server shows; vitest.config.ts leaves them out
// of the embedded run, and they run in the PostgreSQL one.
console.log(process.env.TEST_DATABASE_URL
  ? '\nLas pruebas *.postgres.test.ts corren solo en la pasada de PostgreSQL.'
  : '\nLas pruebas *.postgres.test.ts corren solo sobre PostgreSQL: define TEST_DATABASE_URL para ejecutarlas.');

let passed = 0;
let failed = 0;
let ok = true;
for (const run of runs) {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'vitest-')), 'result.json');
  console.log(`\n=== Servidor en ${run.name} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extraArgs], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env },
  });
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numTotalTests === 0) ok = false;
  } catch {
    ok = false;
  }
  if (result.status !== 0) ok = false;
}
console.log(`\nserver: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);

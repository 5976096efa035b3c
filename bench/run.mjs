// Benchmarks: `npm run bench -- <suite>`; suites live in bench/suites/<suite>.mjs.
// Each suite runs against the compiled server (npm run build first) on PGlite and, when
// BENCH_DATABASE_URL points to a PostgreSQL server, on a fresh database there.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const suitesDir = path.join(import.meta.dirname, 'suites');
const available = readdirSync(suitesDir).filter((f) => f.endsWith('.mjs')).map((f) => f.replace(/\.mjs$/, ''));
const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const suites = requested.length ? requested : available;
for (const name of suites) {
  if (!available.includes(name)) {
    console.error(`No existe la suite "${name}". Disponibles: ${available.join(', ')}`);
    process.exit(2);
  }
  const suite = await import(path.join(suitesDir, `${name}.mjs`));
  await suite.run();
}

// Runs before `npm start`: builds the shared package, the web app and the server only when their sources
// changed since the last build, so a start after `npm run demo` or a restart takes seconds, not a build.
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** Everything a build reads, besides node_modules (covered by the lock file). */
const INPUTS = [
  'package.json', 'package-lock.json', 'tsconfig.base.json',
  'packages/shared/src', 'packages/shared/package.json', 'packages/shared/tsconfig.json',
  'apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'apps/web/tsconfig.json',
  'apps/server/src', 'apps/server/package.json', 'apps/server/tsconfig.json', 'apps/server/tsconfig.build.json',
];
const OUTPUTS = ['packages/shared/dist', 'apps/web/dist/index.html', 'apps/server/dist/main.js'];
const STAMP = path.join(root, 'apps/server/dist/.sources-hash');

function filesUnder(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true })
    .flatMap((entry) => filesUnder(path.join(relative, entry.name)))
    .sort();
}

function sourcesHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder)) {
    hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

const current = sourcesHash();
if (process.argv.includes('--record')) {
  // Called at the end of `npm run build`: what was just built is up to date.
  writeFileSync(STAMP, current);
  process.exit(0);
}
const built = OUTPUTS.every((output) => existsSync(path.join(root, output)));
if (built && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === current) {
  console.log('La compilación está al día; se inicia sin compilar de nuevo.');
} else {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

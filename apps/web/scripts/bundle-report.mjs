// Prints what the built web app weighs, per route entry: what /login downloads (the entry chunk, its static
// imports and its CSS), what the first screen after sign-in adds, and what each lazy screen adds on its first
// visit; raw, gzip and Brotli. Reads dist/.vite/manifest.json (build first: `npm run build`).
//   npm run bundle:report              the table
//   npm run bundle:report -- --check   also fails when /login's JavaScript passes its budget
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotli, gzip } from './precompress.mjs';

const WEB = path.resolve(import.meta.dirname, '..');
const DIST = path.join(WEB, 'dist');
/** /login's JavaScript, gzip, in bytes. */
const LOGIN_JS_BUDGET = 250_000;

const manifestPath = path.join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${path.relative(process.cwd(), manifestPath)}: run \`npm run build\` first.`);
  process.exit(1);
}
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const sizes = new Map();
/** Raw, gzip and Brotli bytes of a built file (compressed as the build's precompress step does). */
function sizeOf(file) {
  if (!sizes.has(file)) {
    const buffer = readFileSync(path.join(DIST, file));
    sizes.set(file, { raw: buffer.length, gzip: gzip(buffer).length, br: brotli(buffer).length });
  }
  return sizes.get(file);
}

/** The chunk `key` and every chunk it imports statically: what the browser fetches to run it. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}

/** The JS and CSS files of a set of chunks, less those already downloaded. */
function filesOf(keys, already = { js: new Set(), css: new Set() }) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    // A module that only imports style sheets becomes a CSS file of its own.
    const own = chunk.file.endsWith('.css') ? css : js;
    if (!already.js.has(chunk.file) && !already.css.has(chunk.file)) own.add(chunk.file);
    for (const sheet of chunk.css ?? []) if (!already.css.has(sheet)) css.add(sheet);
  }
  return { js, css };
}

function total(files) {
  const sum = { raw: 0, gzip: 0, br: 0, count: files.size };
  for (const file of files) {
    const size = sizeOf(file);
    sum.raw += size.raw;
    sum.gzip += size.gzip;
    sum.br += size.br;
  }
  return sum;
}

/** Route paths by the source file of their lazy screen, read from the route tables (`lazyPage(() => import(...))`). */
function routesBySource() {
  const bySource = new Map();
  const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const tables = walk(path.join(WEB, 'src')).filter((file) => /routes\.tsx$|RequireSession\.tsx$/.test(file));
  for (const file of tables) {
    const text = readFileSync(file, 'utf8');
    const sources = new Map();
    for (const [, name, target] of text.matchAll(/const (\w+) = lazyPage\(\(\) => import\('([^']+)'\)/g)) {
      const base = path.resolve(path.dirname(file), target);
      const found = ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
      if (found) sources.set(name, path.relative(WEB, found).split(path.sep).join('/'));
    }
    for (const [name, source] of sources) {
      const paths = [...text.matchAll(new RegExp(`path: '([^']+)', element: <${name}[ />]`, 'g'))].map((m) => m[1]);
      if (name === 'PendingApprovalPage') paths.push('(cuenta pendiente de aprobación)');
      if (name === 'AppLayout') paths.push('(layout)');
      bySource.set(source, [...(bySource.get(source) ?? []), ...paths]);
    }
  }
  return bySource;
}

const kb = (n) => `${(n / 1000).toFixed(1)} kB`.padStart(10);
const row = (label, size) => `${label.padEnd(64)}${kb(size.raw)}${kb(size.gzip)}${kb(size.br)}`;
const header = `${''.padEnd(64)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const login = filesOf(closure(entryKey));
const loginJs = total(login.js);
const loginCss = total(login.css);
const routes = routesBySource();
const lines = [];
lines.push(header);
lines.push(row(`/login JavaScript (${loginJs.count} files: entry + static imports)`, loginJs));
lines.push(row(`/login CSS (${loginCss.count} files)`, loginCss));

// What the first screen after sign-in adds: the layout, the dashboard and the app's style sheet.
const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
const keyOf = (suffix) => Object.keys(manifest).find((key) => (manifest[key].src ?? key).endsWith(suffix));
const dashboardKeys = ['src/app/layout/AppLayout.tsx', 'src/features/dashboard/DashboardPage.tsx', 'src/app/app-styles.ts']
  .map(keyOf).filter(Boolean).flatMap((key) => [...closure(key)]);
const dashboard = filesOf(dashboardKeys, login);
lines.push(row('/dashboard after /login adds: JavaScript (layout, page)', total(dashboard.js)));
lines.push(row('/dashboard after /login adds: CSS (all of Mantine, app.css)', total(dashboard.css)));
const loaded = { js: new Set([...login.js, ...dashboard.js]), css: new Set([...login.css, ...dashboard.css]) };

lines.push('');
lines.push('Each lazy chunk on its first visit after the dashboard (JS + CSS it adds):');
lines.push(header);
const perEntry = lazyKeys
  .filter((key) => !dashboardKeys.includes(key))
  .map((key) => {
    const source = manifest[key].src ?? key;
    const added = filesOf([...closure(key)], loaded);
    const size = total(new Set([...added.js, ...added.css]));
    const where = routes.get(source)?.join(', ') ?? '(loaded by a screen)';
    return { label: `${where} — ${source.replace(/^src\//, '')}`, size };
  })
  .sort((a, b) => b.size.gzip - a.size.gzip);
for (const entry of perEntry) lines.push(row(entry.label.length > 62 ? `${entry.label.slice(0, 61)}…` : entry.label, entry.size));

lines.push('');
lines.push('Largest chunks:');
lines.push(header);
const chunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].map((file) => ({ file, size: sizeOf(file) }));
for (const { file, size } of chunks.sort((a, b) => b.size.gzip - a.size.gzip).slice(0, 10)) lines.push(row(file, size));

console.log(lines.join('\n'));

if (process.argv.includes('--check')) {
  if (loginJs.gzip > LOGIN_JS_BUDGET) {
    console.error(`\n/login JavaScript is ${kb(loginJs.gzip).trim()} gzip, over its budget of ${kb(LOGIN_JS_BUDGET).trim()}.`);
    process.exit(1);
  }
  console.log(`\n/login JavaScript within its budget: ${kb(loginJs.gzip).trim()} of ${kb(LOGIN_JS_BUDGET).trim()} gzip.`);
}

// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the built web app, so that
// the server sends the smallest one the browser accepts without compressing on each request. Run after
// `vite build` (see the build script in apps/web/package.json).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the extra response header costs. */
const MIN_BYTES = 1024;

/** Every file under `dir`, as paths relative to it; the build manifest folder is left out. */
function files(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : files(dir, relative);
    return [relative];
  });
}

export function brotli(buffer) {
  return brotliCompressSync(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
}

export function gzip(buffer) {
  return gzipSync(buffer, { level: constants.Z_BEST_COMPRESSION });
}

/** Compresses the files of `dir`; answers how many got copies and the bytes before and after (Brotli). */
export function precompress(dir) {
  let count = 0;
  let before = 0;
  let after = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const full = path.join(dir, file);
    if (statSync(full).size < MIN_BYTES) continue;
    const buffer = readFileSync(full);
    const br = brotli(buffer);
    const gz = gzip(buffer);
    // A copy that is not smaller is useless: the server then sends the file as it is.
    if (br.length < buffer.length) writeFileSync(`${full}.br`, br);
    if (gz.length < buffer.length) writeFileSync(`${full}.gz`, gz);
    count += 1;
    before += buffer.length;
    after += Math.min(br.length, buffer.length);
  }
  return { count, before, after };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
  const { count, before, after } = precompress(dir);
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  console.log(`precompress: ${count} files, ${kb(before)} → ${kb(after)} with Brotli (.br and .gz beside each)`);
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { App } from '../app.types.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';

/**
 * The built browser app as the server sends it, over real HTTP (the socket, not app.inject): the
 * precompressed copy the request accepts, cache headers by kind of file, the SPA fallback. No table is read
 * on these paths, so one database kind proves them.
 */

const BUNDLE = `console.log(${JSON.stringify('Atiende '.repeat(2000))});\n`;
const BUNDLE_NAME = 'index-Ab12Cd34.js';
const STYLES = `.m_1 { color: red; }\n`.repeat(200);
const STYLES_NAME = 'index-Ef56Gh78.css';
const INDEX_HTML = `<!doctype html><html lang="es"><head><script type="module" src="/assets/${BUNDLE_NAME}"></script></head><body><div id="root"></div></body></html>`;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let dir: string;
let database: Database;
let app: App;
let port: number;

/** A GET (or HEAD) with exactly the headers given: no client-side decompression, the bytes as sent. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const varyOf = (answer: Answer) => String(answer.headers.vary ?? '').toLowerCase().split(/\s*,\s*/);

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atiende-web-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /login\nDisallow: /\n');
  writeFileSync(path.join(dist, 'assets', BUNDLE_NAME), BUNDLE);
  writeFileSync(path.join(dist, 'assets', `${BUNDLE_NAME}.br`), brotliCompressSync(BUNDLE));
  writeFileSync(path.join(dist, 'assets', `${BUNDLE_NAME}.gz`), gzipSync(BUNDLE));
  // A file the build left without copies (too small, or not worth it): sent as it is whatever is accepted.
  writeFileSync(path.join(dist, 'assets', STYLES_NAME), STYLES);
  database = await openDatabase({});
  const config = loadConfig({ DATA_DIR: path.join(dir, 'data'), TOKEN_SECRET: 'secreto-de-pruebas-web-0123456789', WEB_DIST_DIR: dist });
  app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('hashed bundles', () => {
  const url = `/assets/${BUNDLE_NAME}`;

  it('come as Brotli when the browser accepts it, gzip when it accepts only gzip, as they are otherwise', async () => {
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(BUNDLE.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(BUNDLE);

    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(gz.body).toString()).toBe(BUNDLE);

    // Brotli refused by its q-value: gzip.
    expect((await get(url, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');

    const plainRequests: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }];
    for (const headers of plainRequests) {
      const plain = await get(url, headers);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toMatch(/javascript/);
      expect(plain.body.toString()).toBe(BUNDLE);
    }
  });

  it('say that the answer depends on Accept-Encoding, and are cached for a year as immutable', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const answer = await get(url, { 'accept-encoding': encoding });
      expect(varyOf(answer), encoding).toContain('accept-encoding');
      expect(answer.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
      // The security headers stay on every file.
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    const styles = await get(`/assets/${STYLES_NAME}`, { 'accept-encoding': 'br, gzip' });
    expect(styles.status).toBe(200);
    expect(styles.headers['content-encoding']).toBeUndefined();
    expect(styles.headers['content-type']).toMatch(/^text\/css/);
    expect(styles.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(styles.body.toString()).toBe(STYLES);
  });

  it('are revalidated per encoding: each copy has its own ETag', async () => {
    const br = await get(url, { 'accept-encoding': 'br' });
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answer HEAD with the headers of the copy that GET would send', async () => {
    const head = await get(url, { 'accept-encoding': 'br, gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('are not addresses of their own as compressed copies, and a missing bundle is a 404, not the page', async () => {
    for (const missing of [`/assets/${BUNDLE_NAME}.br`, `/assets/${BUNDLE_NAME}.gz`, '/assets/index-00000000.js']) {
      const answer = await get(missing, { 'accept-encoding': 'br, gzip' });
      expect(answer.status, missing).toBe(404);
      expect(answer.headers['x-error-code']).toBe('not_found');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('index.html and the SPA fallback', () => {
  it('answer every client route with index.html, revalidated on each load', async () => {
    for (const url of ['/', '/login', '/contacts/5/index', '/casos/view/12', '/index.html']) {
      const answer = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(answer.status, url).toBe(200);
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      const body = answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body)
        : answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body;
      expect(body.toString(), url).toBe(INDEX_HTML);
    }
  });

  it('leave the API and unhashed files alone: a JSON 404 for an unknown API path, robots.txt as text', async () => {
    const api = await get('/api/no-existe/');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.headers['cache-control']).toBe('no-cache');
    expect(robots.body.toString()).toContain('User-agent: *');
  });

  it('is sent only to GET and HEAD', async () => {
    const post = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/login', method: 'POST' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(post).toBe(404);
  });
});

describe('the simulator addresses', () => {
  const simulatorPaths = ['/simulador', '/simulador/', '/simulador?canal=1', '/sim/whatsapp/v21.0/123/messages', '/sim/telegram/bot1:abc/getMe'];

  it('are not found, rather than the app page, with the simulator off', async () => {
    const config = loadConfig({
      DATA_DIR: path.join(dir, 'data'), TOKEN_SECRET: 'secreto-de-pruebas-web-0123456789', WEB_DIST_DIR: path.join(dir, 'dist'),
      CHANNEL_SIMULATOR: 'false',
    });
    const off = await buildApp({ config, database });
    try {
      for (const url of simulatorPaths) {
        const answer = await off.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.headers['content-type'], url).toMatch(/^application\/json/);
        expect(answer.body, url).not.toContain('<html');
      }
      // Addresses that only start alike are the app's.
      expect((await off.inject({ method: 'GET', url: '/simulacion' })).headers['content-type']).toMatch(/^text\/html/);
    } finally {
      await off.close();
    }
  });

  it('lead to the page and the stand-ins (which answer JSON) with the simulator on', async () => {
    const page = await get('/simulador');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect((await get('/sim/telegram/bot1:abc/getMe')).headers['content-type']).toMatch(/^application\/json/);
  });
});

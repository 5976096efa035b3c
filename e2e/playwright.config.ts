import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** A second server, loaded with the demo data, for the flows that read what a running contact centre has. */
const DEMO_PORT = PORT + 1;
const DEMO_SPECS = /\.demo\.spec\.ts$/;
const server = (port: number, env: Record<string, string> = {}) => ({
  command: 'node e2e/start-server.mjs',
  cwd: '..',
  url: `http://127.0.0.1:${port}/api/health/`,
  // The demo server loads its data first.
  timeout: 180_000,
  reuseExistingServer: false,
  env: { PORT: String(port), LOG_LEVEL: 'warn', ...env },
});

export default defineConfig({
  testDir: './specs',
  outputDir: `./artifacts/results-${PORT}`,
  // A flow on a busy 2-core CI machine can take several times its usual few seconds.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    viewport: { width: 1400, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'producto', testIgnore: DEMO_SPECS },
    { name: 'demostración', testMatch: DEMO_SPECS, use: { baseURL: `http://127.0.0.1:${DEMO_PORT}` } },
  ],
  // The demo server keeps no daily backup: archiving its data at start would slow the first flows of the other server.
  webServer: [server(PORT), server(DEMO_PORT, { E2E_DEMO: '1', BACKUP_KEEP: '0' })],
});

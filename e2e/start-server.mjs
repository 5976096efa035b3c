// Starts the built server on a fresh embedded database for the browser suite: empty but for a fake PBX's call
// records, or, with E2E_DEMO=1, loaded with the demo contact centre (`npm run demo`).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fakePbxCdr } from './fake-pbx-cdr.mjs';

// One data directory per port, so that suites run at the same time on other ports do not collide.
const dataDir = path.resolve(`e2e/artifacts/data-${process.env.PORT ?? '3100'}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.ADMIN_USERNAME = 'admin@atiende.co';
process.env.ADMIN_PASSWORD = 'Admin123*';
process.env.HOST = '127.0.0.1';
if (process.env.E2E_DEMO === '1') {
  execFileSync(process.execPath, [path.resolve('apps/server/dist/demo/load-demo.js')], { env: process.env, stdio: ['ignore', 'ignore', 'inherit'] });
} else {
  Object.assign(process.env, await fakePbxCdr(dataDir, process.env.PORT ?? '3100'));
}
await import('../apps/server/dist/main.js');

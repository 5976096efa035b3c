import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

/** Where the browser's typed client reads the API's paths, operations and payloads from. */
export const API_TYPES_FILE = path.resolve(import.meta.dirname, '../../../web/src/app/api.paths.ts');

const HEADER = `/**
 * The API's paths, parameters, bodies and answers, generated from its OpenAPI document.
 * Do not edit: run \`npm run api:types\` after changing a route or a shared schema.
 */

`;

/** The OpenAPI document the running server publishes at /api/docs/json. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atiende-openapi-'));
  const database = await openDatabase({});
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'solo-para-generar-el-documento' }), database });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The TypeScript the browser's client is typed with. */
export async function apiTypesSource(): Promise<string> {
  const ast = await openapiTS(await openApiDocument() as never, { alphabetize: true });
  return HEADER + astToString(ast);
}

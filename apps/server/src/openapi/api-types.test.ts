import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesSource } from './api-types.test-support.js';

describe('the browser client types', () => {
  it('are the ones the OpenAPI document gives today (npm run api:types regenerates them)', async () => {
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    const current = await apiTypesSource();
    expect(committed === current, 'apps/web/src/app/api.paths.ts está desactualizado: ejecuta npm run api:types').toBe(true);
  }, 60_000);
});

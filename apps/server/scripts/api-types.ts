import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, apiTypesSource } from '../src/openapi/api-types.test-support.js';

writeFileSync(API_TYPES_FILE, await apiTypesSource());
console.log(`API types written to ${API_TYPES_FILE}`);

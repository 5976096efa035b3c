export { z } from './zod-spanish.js';
export * from './constants.js';
export * from './messages.js';
export * from './permissions.js';
export * from './common.js';
export * from './auth.js';

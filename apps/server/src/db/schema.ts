export * from '../modules/users/users.tables.js';
export * from '../modules/modulos/modulos.tables.js';
export * from '../modules/auth/auth.tables.js';
export * from '../modules/sessions/sessions.tables.js';
export * from '../modules/audits/audits.tables.js';
export * from '../modules/chat/chat.tables.js';

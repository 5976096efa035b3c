import type { SQL } from 'drizzle-orm';
import { phoneOrContactPhone } from '../contacts/contacts.queries.js';
import { gestiones } from './gestiones.tables.js';

export { contactNameSql } from '../contacts/contacts.queries.js';
export { userNameSql as agentNameSql } from '../users/users.queries.js';

/** The phone a gestión was made to, or else its contact's phone (with contacts joined). */
export const gestionPhoneSql: SQL<string | null> = phoneOrContactPhone(gestiones.phone);

/** 'HH:MM' of a time column read as 'HH:MM:SS'. */
export const hourMinute = (value: string | null): string | null => (value === null ? null : value.slice(0, 5));

/** ISO 8601 text of a timestamp whichever driver read it. */
export const isoText = (value: Date | string): string => new Date(value).toISOString();

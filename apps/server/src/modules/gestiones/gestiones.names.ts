import { sql, type SQL } from 'drizzle-orm';
import { contacts } from '../contacts/contacts.tables.js';
import { users } from '../users/users.tables.js';
import { gestiones } from './gestiones.tables.js';

/** A contact's name as the lists show it: the razón social of a company, names and surnames of a person. */
export const contactNameSql: SQL<string> = sql<string>`(case when ${contacts.contactType} = 'EMPRESA'
  then coalesce(${contacts.razonSocial}, '') else trim(${contacts.firstName} || ' ' || ${contacts.lastName}) end)`;

/** A user's full name, or their username when they have none; null when there is no user. */
export const agentNameSql: SQL<string | null> = sql<string | null>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`;

/** The phone a gestión was made to, or else its contact's phone. */
export const gestionPhoneSql: SQL<string | null> = sql<string | null>`coalesce(${gestiones.phone}, ${contacts.phone})`;

/** 'HH:MM' of a time column read as 'HH:MM:SS'. */
export const hourMinute = (value: string | null): string | null => (value === null ? null : value.slice(0, 5));

/** ISO 8601 text of a timestamp whichever driver read it. */
export const isoText = (value: Date | string): string => new Date(value).toISOString();

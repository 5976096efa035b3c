import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { allowedValues } from '../../db/allowed-values.js';
import { CONTACT_TYPES, DOCUMENT_TYPES, USER_STATUSES } from '@atiende/shared';
import { folded } from '../../db/folded.js';
import { permissions, roles } from '../roles/roles.tables.js';

/** The text the users search matches: one expression, so its trigram index serves every search. */
export function userSearchText(t: { username: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn }) {
  return sql`(${t.username} || ' ' || ${t.firstName} || ' ' || ${t.lastName})`;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    contactType: text('contact_type'),
    documentType: text('document_type'),
    documentNumber: text('document_number'),
    gender: text('gender'),
    birthDate: date('birth_date', { mode: 'string' }),
    city: text('city'),
    image: text('image'),
    status: text('status').notNull().default('DESCONECTADO'),
    /** The PBX extension the user's calls ring first; null dials from the default extension. */
    extension: text('extension'),
    selfRegistered: boolean('self_registered').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_active_uq').on(sql`lower(${t.username})`).where(sql`${t.deletedAt} is null`),
    index('users_name_idx').on(t.firstName, t.lastName),
    index('users_search_trgm_idx').using('gin', sql`${folded(userSearchText(t))} gin_trgm_ops`),
    allowedValues('users_contact_type_check', t.contactType, CONTACT_TYPES),
    allowedValues('users_document_type_check', t.documentType, DOCUMENT_TYPES),
    allowedValues('users_status_check', t.status, USER_STATUSES),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.permissionId] }),
    index('user_permissions_permission_id_idx').on(t.permissionId),
  ],
);

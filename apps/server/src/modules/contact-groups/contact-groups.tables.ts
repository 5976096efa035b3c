import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contacts } from '../contacts/contacts.tables.js';

export const contactGroups = pgTable(
  'contact_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    etiqueta: text('etiqueta').notNull().default('blue'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contact_groups_name_uq').on(sql`lower(${t.name})`)],
);

export const contactGroupMembers = pgTable(
  'contact_group_members',
  {
    groupId: integer('group_id').notNull().references(() => contactGroups.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.contactId] }), index('contact_group_members_contact_idx').on(t.contactId)],
);

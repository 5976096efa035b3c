import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { allowedValues } from '../../db/allowed-values.js';
import { ACCOUNT_DOCUMENT_TYPES } from '@atiende/shared';
import { folded } from '../../db/folded.js';

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('accounts_search_trgm_idx').using('gin', sql`${folded(sql`(${t.documentNumber} || ' ' || ${t.name})`)} gin_trgm_ops`),
    allowedValues('accounts_document_type_check', t.documentType, ACCOUNT_DOCUMENT_TYPES),
  ],
);

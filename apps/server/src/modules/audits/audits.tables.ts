import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';
import { contacts } from '../contacts/contacts.tables.js';
import { allowedValues } from '../../db/allowed-values.js';
import { AUDIT_ESTADOS } from '@atiende/shared';
import { folded } from '../../db/folded.js';

export const audits = pgTable(
  'audits',
  {
    id: serial('id').primaryKey(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    contentType: text('content_type').notNull(),
    objectId: integer('object_id'),
    tipoGestion: text('tipo_gestion').notNull(),
    estado: text('estado').notNull(),
    descripcion: text('descripcion').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull().default(''),
    /** The contact whose activity timeline shows the entry (the object itself or the contact it belongs to). */
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('audits_created_idx').on(t.createdDate.desc()),
    index('audits_search_trgm_idx').using(
      'gin',
      sql`${folded(sql`(${t.username} || ' ' || ${t.estado} || ' ' || ${t.contentType} || ' ' || ${t.tipoGestion} || ' ' || ${t.descripcion})`)} gin_trgm_ops`,
    ),
    allowedValues('audits_estado_check', t.estado, AUDIT_ESTADOS),
    index('audits_user_id_idx').on(t.userId),
    index('audits_contact_created_idx')
      .on(t.contactId, t.createdDate.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.contactId} is not null`),
  ],
);

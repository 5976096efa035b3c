import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const modulos = pgTable('modulos', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const submodulos = pgTable(
  'submodulos',
  {
    id: serial('id').primaryKey(),
    moduloId: integer('modulo_id').notNull().references(() => modulos.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('submodulos_modulo_name_uq').on(t.moduloId, t.name)],
);

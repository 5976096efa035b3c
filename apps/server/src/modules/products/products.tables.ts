import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../../db/money.js';
import { folded } from '../../db/folded.js';

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    codigoProducto: text('codigo_producto').notNull(),
    categoria: text('categoria').notNull().default(''),
    marca: text('marca').notNull(),
    precio: money('precio').notNull(),
    descripcion: text('descripcion').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_codigo_uq').on(sql`lower(${t.codigoProducto})`),
    index('products_search_trgm_idx').using('gin', sql`${folded(sql`(${t.name} || ' ' || ${t.codigoProducto} || ' ' || ${t.marca} || ' ' || ${t.categoria})`)} gin_trgm_ops`),
    check('products_precio_check', sql`${t.precio} >= 0`),
  ],
);

/** A product's pictures, kept under DATA_DIR/uploads/products/. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_id_idx').on(t.productId)],
);

/** The 'detalles_producto' rows of a product, in the order the form sent them. */
export const productDetails = pgTable(
  'product_details',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    diseno: text('diseno').notNull().default(''),
    pais: text('pais').notNull().default(''),
    descripcion: text('descripcion').notNull().default(''),
    observaciones: text('observaciones').notNull().default(''),
  },
  (t) => [index('product_details_product_id_idx').on(t.productId, t.position)],
);

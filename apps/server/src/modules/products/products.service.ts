import { stat } from 'node:fs/promises';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  PRODUCT_MAX_IMAGES, PRODUCT_MSG, type ProductListQuery, type ProductCreateParsed, type ProductRead,
} from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockListOwner } from '../../db/locks.js';
import { fieldError, notFound, taken } from '../../errors.js';
import type { StoredFile } from '../../files/file-reply.js';
import { removeStoredFile, storedFilePath, storeFile } from '../../files/stored-files.js';
import { containsFolded } from '../../db/search.js';
import { foldedText, orderingBy } from '../../db/ordering.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { checkProductImage } from './products.images.js';
import { productDetails, productImages, products } from './products.tables.js';

const CONTENT_TYPE = 'Producto';
const IMAGES_FOLDER = 'products';

type ProductRow = typeof products.$inferSelect;
type ImageRow = Pick<typeof productImages.$inferSelect, 'id' | 'productId'>;
type DetailRow = typeof productDetails.$inferSelect;

/** Where the browser loads a product image (it adds the access token for <img>). */
export const productImageUrl = (imageId: number) => `/api/productos/imagenes/${imageId}/`;

function toProductRead(row: ProductRow, images: ImageRow[], details: DetailRow[]): ProductRead {
  return {
    id: row.id,
    name: row.name,
    codigo_producto: row.codigoProducto,
    categoria: row.categoria,
    marca: row.marca,
    precio: row.precio,
    descripcion: row.descripcion,
    imagenes: images.map((image) => ({ id: image.id, imagen: productImageUrl(image.id) })),
    detalles_producto: details.map((d) => ({
      id: d.id, 'diseño': d.diseno, pais: d.pais, descripcion: d.descripcion, observaciones: d.observaciones,
    })),
    created_date: row.createdAt.toISOString(),
  };
}

/** The same expression as the trigram index products_search_trgm_idx, so the search uses it. */
const searchText = sql`(${products.name} || ' ' || ${products.codigoProducto} || ' ' || ${products.marca} || ' ' || ${products.categoria})`;

/** Products with their images and details, in the order of `rows`. */
async function withParts(db: Db, rows: ProductRow[]): Promise<ProductRead[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const images = await db.select({ id: productImages.id, productId: productImages.productId }).from(productImages)
    .where(inArray(productImages.productId, ids)).orderBy(asc(productImages.id));
  const details = await db.select().from(productDetails)
    .where(inArray(productDetails.productId, ids)).orderBy(asc(productDetails.position));
  return rows.map((row) => toProductRead(
    row, images.filter((image) => image.productId === row.id), details.filter((detail) => detail.productId === row.id),
  ));
}

/** Newest first, so a product just added shows on the first page. */
const productSortKeys = {
  codigo_producto: foldedText(products.codigoProducto), name: foldedText(products.name), marca: foldedText(products.marca),
  categoria: foldedText(products.categoria), precio: products.precio,
};

export async function listProducts(db: Db, query: ProductListQuery): Promise<{ count: number; results: ProductRead[] }> {
  const where = query.search ? containsFolded(searchText, query.search) : undefined;
  const [total] = await db.select({ count: count() }).from(products).where(where);
  const page = await db.select().from(products).where(where)
    .orderBy(...orderingBy(query.ordering, productSortKeys, products.id, [desc(products.id)])).limit(query.limit).offset(query.offset);
  return { count: total?.count ?? 0, results: await withParts(db, page) };
}

async function findProduct(db: Db, id: number): Promise<ProductRow> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound();
  return row;
}

export async function getProduct(db: Db, id: number): Promise<ProductRead> {
  const [read] = await withParts(db, [await findProduct(db, id)]);
  return read!;
}

/** The codigo is unique whatever its case: the index decides, so two products racing cannot share one. */
async function codeIsFree<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw taken('codigo_producto', PRODUCT_MSG.codeTaken);
    throw error;
  }
}

function productValues(input: ProductCreateParsed) {
  return {
    name: input.name, codigoProducto: input.codigo_producto, categoria: input.categoria, marca: input.marca,
    precio: input.precio, descripcion: input.descripcion,
  };
}

async function insertDetails(tx: Db, productId: number, input: ProductCreateParsed): Promise<void> {
  if (input.detalles_producto.length === 0) return;
  await tx.insert(productDetails).values(input.detalles_producto.map((d, position) => ({
    productId, position, diseno: d['diseño'], pais: d.pais, descripcion: d.descripcion, observaciones: d.observaciones,
  })));
}

export async function createProduct(db: Db, actor: AuditActor, input: ProductCreateParsed): Promise<ProductRead> {
  const id = await codeIsFree(db.transaction(async (tx) => {
    const [row] = await tx.insert(products).values(productValues(input)).returning({ id: products.id });
    await insertDetails(tx, row!.id, input);
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Creación', objectId: row!.id,
      descripcion: `Se creó el producto ${input.name} (código ${input.codigo_producto})`,
    });
    return row!.id;
  }));
  return getProduct(db, id);
}

/** The whole form replaces the product's fields and its details. */
export async function updateProduct(db: Db, actor: AuditActor, id: number, input: ProductCreateParsed): Promise<ProductRead> {
  const current = await findProduct(db, id);
  await codeIsFree(db.transaction(async (tx) => {
    await lockListOwner(tx, products.id, id);
    const [row] = await tx.update(products).set({ ...productValues(input), updatedAt: new Date() }).where(eq(products.id, id))
      .returning({ id: products.id });
    if (!row) throw notFound();
    await tx.delete(productDetails).where(eq(productDetails.productId, id));
    await insertDetails(tx, id, input);
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Actualización', objectId: id,
      descripcion: `Se actualizó el producto ${current.name}: ${describeChanges(current, input)}`,
    });
  }));
  return getProduct(db, id);
}

const FIELD_LABELS: [keyof ReturnType<typeof productValues>, string][] = [
  ['name', 'nombre'], ['codigoProducto', 'código'], ['categoria', 'categoría'], ['marca', 'marca'], ['precio', 'precio'],
  ['descripcion', 'descripción'],
];

function describeChanges(current: ProductRow, input: ProductCreateParsed): string {
  const next = productValues(input);
  const samePrice = Number(current.precio) === Number(next.precio);
  const changed = FIELD_LABELS
    .filter(([key]) => (key === 'precio' ? !samePrice : current[key] !== next[key]))
    .map(([key, label]) => `${label} '${current[key]}' → '${key === 'precio' ? Number(next.precio).toFixed(2) : next[key]}'`);
  return changed.length > 0 ? changed.join(', ') : 'sin cambios en sus campos';
}

export async function deleteProduct(db: Db, uploadsDir: string, actor: AuditActor, id: number): Promise<void> {
  const product = await findProduct(db, id);
  const files = await db.transaction(async (tx) => {
    const images = await tx.select({ path: productImages.path }).from(productImages).where(eq(productImages.productId, id));
    const [gone] = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
    if (!gone) throw notFound();
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Eliminación', objectId: id,
      descripcion: `Se eliminó el producto ${product.name} (código ${product.codigoProducto})`,
    });
    return images.map((image) => image.path);
  });
  // The rows are gone with the commit; their files only after it, so a rollback never loses a picture.
  await Promise.all(files.map((file) => removeStoredFile(uploadsDir, file)));
}

// ---------------------------------------------------------------------------------------------
// Images

export async function addProductImage(
  db: Db, uploadsDir: string, actor: AuditActor, productId: number, filename: string, bytes: Buffer,
): Promise<{ id: number; imagen: string }> {
  const product = await findProduct(db, productId);
  const image = checkProductImage(bytes);
  const stored = await storeFile(uploadsDir, `${IMAGES_FOLDER}/${productId}`, image.extension, bytes);
  try {
    const id = await db.transaction(async (tx) => {
      await lockListOwner(tx, products.id, productId);
      const [held] = await tx.select({ count: count() }).from(productImages).where(eq(productImages.productId, productId));
      if ((held?.count ?? 0) >= PRODUCT_MAX_IMAGES) throw fieldError('imagen', PRODUCT_MSG.tooManyImages);
      const [row] = await tx.insert(productImages)
        .values({ productId, path: stored, filename, mimeType: image.mimeType, size: bytes.length })
        .returning({ id: productImages.id });
      if (!row) throw notFound();
      await recordAudit(tx, actor, {
        contentType: CONTENT_TYPE, action: 'Actualización', objectId: productId,
        descripcion: `Se agregó la imagen ${filename} al producto ${product.name}`,
      });
      return row.id;
    });
    return { id, imagen: productImageUrl(id) };
  } catch (error) {
    await removeStoredFile(uploadsDir, stored);
    throw error;
  }
}

export async function deleteProductImage(db: Db, uploadsDir: string, actor: AuditActor, productId: number, imageId: number): Promise<void> {
  const product = await findProduct(db, productId);
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(productImages)
      .where(sql`${productImages.id} = ${imageId} and ${productImages.productId} = ${productId}`)
      .returning({ path: productImages.path, filename: productImages.filename });
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Actualización', objectId: productId,
      descripcion: `Se quitó la imagen ${row.filename} del producto ${product.name}`,
    });
    return row.path;
  });
  await removeStoredFile(uploadsDir, removed);
}

export async function productImageFile(db: Db, uploadsDir: string, imageId: number): Promise<StoredFile> {
  const [row] = await db.select().from(productImages).where(eq(productImages.id, imageId));
  if (!row) throw notFound();
  const absolute = storedFilePath(uploadsDir, row.path);
  const size = absolute ? await stat(absolute).then((s) => s.size, () => null) : null;
  if (!absolute || size === null) throw notFound();
  return { absolute, filename: row.filename, mimeType: row.mimeType, size };
}

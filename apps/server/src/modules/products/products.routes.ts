import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PERMISSIONS, PRODUCT_ORDERING, ProductListQuery, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_MAX_IMAGES, PRODUCT_MSG, ProductCreate, ProductIdParam,
  ProductImageFileParam, ProductImageParams, ProductImageSaved, ProductRead, ProductSaved, ProductUpdate, paged, z,
} from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requestActor } from '../../access.js';
import { fieldError } from '../../errors.js';
import { sendStoredFile } from '../../files/file-reply.js';
import { inlineDisposition, sanitizeFilename } from '../../files/stored-files.js';
import { wellFormed, wholeFile } from '../../http/multipart.js';
import { pageResponse } from '../../http/paging.js';
import { orderingNote } from '../../db/ordering.js';
import { errors, noContent, uploadErrors } from '../../http/responses.js';
import {
  addProductImage, createProduct, deleteProduct, deleteProductImage, getProduct, listProducts, productImageFile, updateProduct,
} from './products.service.js';

/** The module of the sidebar's 'Tienda' group, which holds the products. */
export const STORE_MODULE = 'Tienda';

const imageBytes = { 200: z.unknown().describe('Los bytes de la imagen.') };
const tokenQuery = z.object({ token: z.string().optional() });

export async function productsRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['productos'];
  const view = { permission: PERMISSIONS.productsView, module: STORE_MODULE };
  const manage = { permission: PERMISSIONS.productsManage, module: STORE_MODULE };
  const remove = { permission: PERMISSIONS.productsDelete, module: STORE_MODULE };
  const base = '/productos';

  api.get(`${base}/`, {
    config: { access: view },
    schema: {
      tags, description: `Productos, el más reciente primero; busca por nombre, código, marca o categoría. ${orderingNote(PRODUCT_ORDERING)}`,
      querystring: ProductListQuery, response: { 200: paged(ProductRead), ...errors },
    },
  }, async (request) => {
    const { count, results } = await listProducts(app.db, request.query);
    return pageResponse(request, request.query, count, results);
  });

  api.get(`${base}/:id/`, {
    config: { access: view },
    schema: { tags, params: ProductIdParam, response: { 200: ProductRead, ...errors } },
  }, async (request) => getProduct(app.db, request.params.id));

  api.post(`${base}/`, {
    config: { access: manage },
    schema: {
      tags, description: 'El formulario del producto; precio en pesos (texto decimal o número, hasta dos decimales).',
      body: ProductCreate, response: { 201: ProductSaved, ...errors },
    },
  }, async (request, reply) => {
    const created = await createProduct(app.db, requestActor(request), request.body);
    return reply.code(201).send({ ...created, message: PRODUCT_MSG.created });
  });

  api.put(`${base}/:id/`, {
    config: { access: manage },
    schema: {
      tags, description: 'El formulario completo, como al crear: los detalles enviados reemplazan a los del producto.',
      params: ProductIdParam, body: ProductUpdate, response: { 200: ProductSaved, ...errors },
    },
  }, async (request) => {
    const updated = await updateProduct(app.db, requestActor(request), request.params.id, request.body);
    return { ...updated, message: PRODUCT_MSG.updated };
  });

  api.delete(`${base}/:id/`, {
    config: { access: remove },
    schema: { tags, description: 'Elimina el producto con sus imágenes y detalles.', params: ProductIdParam, response: { 204: noContent, ...errors } },
  }, async (request, reply) => {
    await deleteProduct(app.db, app.config.uploadsDir, requestActor(request), request.params.id);
    return reply.code(204).send(undefined);
  });

  api.post(`${base}/:id/imagenes/`, {
    config: { access: manage },
    schema: {
      tags, consumes: ['multipart/form-data'], params: ProductIdParam, response: { 201: ProductImageSaved, ...uploadErrors },
      description: `multipart/form-data con el campo imagen: JPG, PNG o WEBP (se comprueba por el contenido) de máximo `
        + `${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB; hasta ${PRODUCT_MAX_IMAGES} imágenes por producto.`,
    },
  }, async (request, reply) => {
    const upload = await readImage(request);
    const saved = await addProductImage(app.db, app.config.uploadsDir, requestActor(request), request.params.id, upload.filename, upload.bytes);
    return reply.code(201).send({ ...saved, message: PRODUCT_MSG.imageAdded });
  });

  api.delete(`${base}/:id/imagenes/:imagen/`, {
    config: { access: manage },
    schema: { tags, params: ProductImageParams, response: { 204: noContent, ...errors } },
  }, async (request, reply) => {
    await deleteProductImage(app.db, app.config.uploadsDir, requestActor(request), request.params.id, request.params.imagen);
    return reply.code(204).send(undefined);
  });

  api.get(`${base}/imagenes/:imagen/`, {
    config: { access: view, tokenInQuery: true },
    schema: {
      tags, description: 'La imagen de un producto. Admite el token como ?token= para <img src>.',
      params: ProductImageFileParam, querystring: tokenQuery, response: { ...imageBytes, ...errors },
    },
  }, async (request, reply) => {
    const file = await productImageFile(app.db, app.config.uploadsDir, request.params.imagen);
    return sendStoredFile(reply, file, inlineDisposition(file.filename));
  });
}

/** The one picture of the request, whole in memory: a picture over the limit is refused with 413. */
async function readImage(request: FastifyRequest): Promise<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw fieldError('imagen', PRODUCT_MSG.imageRequired);
  const part = await wellFormed(request.file({ limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1 } }));
  const bytes = part ? await wholeFile(part, PRODUCT_MSG.imageTooLarge) : Buffer.alloc(0);
  if (!part || bytes.length === 0) throw fieldError('imagen', PRODUCT_MSG.imageRequired);
  return { filename: sanitizeFilename(part.filename), bytes };
}

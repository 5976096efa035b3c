import { z } from './zod-spanish.js';
import { MSG } from './messages.js';
import { dbId, requiredText, sortedPageQuery } from './common.js';
import { MONEY_MSG, MONEY_PATTERN } from './money.js';

export const PRODUCT_MSG = {
  createdTitle: 'Producto Agregado',
  created: 'El producto se agregó exitosamente.',
  updated: 'El producto se actualizó exitosamente.',
  deleteConfirm: '¿Estás seguro de que quieres eliminar este Producto ?',
  cancelled: 'La información del producto esta a salvo',
  deleted: 'Se ha eliminado el Producto con éxito!',
  codeTaken: 'Ya existe un producto con este código.',
  negativePrice: 'El precio no puede ser negativo.',
  emptyDetail: 'Complete al menos un campo de cada detalle.',
  imageRequired: 'Seleccione una imagen.',
  imageType: 'La imagen debe ser JPG, PNG o WEBP.',
  imageTooLarge: 'La imagen no puede superar 5 MB.',
  tooManyImages: 'Un producto admite como máximo 10 imágenes.',
  imageAdded: 'Se agregó la imagen del producto.',
} as const;

export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_MAX_IMAGES = 10;
export const PRODUCT_MAX_DETAILS = 50;

const numberToText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : value);

/** The price in pesos: required, numeric with up to two decimals, never negative. */
const precio = () =>
  z.preprocess(
    numberToText,
    z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? MSG.required : MONEY_MSG.invalid) })
      .pipe(z.string().trim().min(1, { error: MSG.required, abort: true })
        // '-' and twelve digits with two decimals: what MONEY_PATTERN takes, so the field stops there.
        .max(16, { error: MONEY_MSG.invalid, abort: true })
        .regex(MONEY_PATTERN, { error: MONEY_MSG.invalid, abort: true })
        .refine((value) => !value.startsWith('-'), PRODUCT_MSG.negativePrice)),
  );

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

export const ProductDetail = z
  .object({
    'diseño': optionalText(200),
    pais: optionalText(100),
    descripcion: optionalText(500),
    observaciones: optionalText(500),
  })
  .refine((row) => Object.values(row).some((value) => value !== ''), PRODUCT_MSG.emptyDetail);
export type ProductDetail = z.infer<typeof ProductDetail>;

/** name, codigo_producto, marca, precio and descripcion are required (§5); categoria and the details are not. */
export const ProductCreate = z.object({
  name: requiredText(150),
  codigo_producto: requiredText(50),
  categoria: optionalText(100),
  marca: requiredText(100),
  precio: precio(),
  descripcion: requiredText(2000),
  detalles_producto: z.array(ProductDetail).max(PRODUCT_MAX_DETAILS).optional().default([]),
});
export type ProductCreate = z.input<typeof ProductCreate>;
export type ProductCreateParsed = z.output<typeof ProductCreate>;

/** An update sends the whole form, as the create does: the details sent replace the product's. */
export const ProductUpdate = ProductCreate;
export type ProductUpdate = ProductCreate;

export const ProductIdParam = z.object({ id: dbId() });
export const ProductImageParams = z.object({ id: dbId(), imagen: dbId() });
export const ProductImageFileParam = z.object({ imagen: dbId() });

export const ProductImageRead = z.object({ id: z.number().int(), imagen: z.string() });
export type ProductImageRead = z.infer<typeof ProductImageRead>;

export const ProductDetailRead = z.object({
  id: z.number().int(),
  'diseño': z.string(),
  pais: z.string(),
  descripcion: z.string(),
  observaciones: z.string(),
});

export const ProductRead = z.object({
  id: z.number().int(),
  name: z.string(),
  codigo_producto: z.string(),
  categoria: z.string(),
  marca: z.string(),
  /** Pesos as a decimal string, e.g. "125000.50". */
  precio: z.string(),
  descripcion: z.string(),
  imagenes: z.array(ProductImageRead),
  detalles_producto: z.array(ProductDetailRead),
  created_date: z.string(),
});
export type ProductRead = z.infer<typeof ProductRead>;

export const ProductSaved = ProductRead.extend({ message: z.string() });
export type ProductSaved = z.infer<typeof ProductSaved>;

export const ProductImageSaved = ProductImageRead.extend({ message: z.string() });

/** The products list: `ordering` by code, name, brand, category or price (newest first without it). */
export const PRODUCT_ORDERING = ['codigo_producto', 'name', 'marca', 'categoria', 'precio'] as const;
export const ProductListQuery = sortedPageQuery(PRODUCT_ORDERING);
export type ProductListQuery = z.infer<typeof ProductListQuery>;

import type { ProductRead } from '@atiende/shared';
import type { ProductBody } from './products.api';

export interface DetailValues {
  'diseño': string;
  pais: string;
  descripcion: string;
  observaciones: string;
  /** Tells rows apart while they are edited. */
  key: string;
}

export interface ProductValues {
  name: string;
  codigo_producto: string;
  categoria: string;
  marca: string;
  precio: string;
  descripcion: string;
  detalles_producto: DetailValues[];
}

export function initialProductValues(product?: ProductRead): ProductValues {
  return {
    name: product?.name ?? '',
    codigo_producto: product?.codigo_producto ?? '',
    categoria: product?.categoria ?? '',
    marca: product?.marca ?? '',
    precio: product?.precio ?? '',
    descripcion: product?.descripcion ?? '',
    detalles_producto: (product?.detalles_producto ?? []).map((d) => ({
      'diseño': d['diseño'], pais: d.pais, descripcion: d.descripcion, observaciones: d.observaciones, key: String(d.id),
    })),
  };
}

const isBlankRow = (row: DetailValues) => [row['diseño'], row.pais, row.descripcion, row.observaciones].every((v) => v.trim() === '');

/** What the form sends: trimmed texts, and the detail rows that have something written. */
export function toProductPayload(values: ProductValues): ProductBody {
  return {
    name: values.name.trim(),
    codigo_producto: values.codigo_producto.trim(),
    categoria: values.categoria.trim(),
    marca: values.marca.trim(),
    precio: values.precio.trim(),
    descripcion: values.descripcion.trim(),
    detalles_producto: values.detalles_producto.filter((row) => !isBlankRow(row)).map((row) => ({
      'diseño': row['diseño'].trim(), pais: row.pais.trim(), descripcion: row.descripcion.trim(), observaciones: row.observaciones.trim(),
    })),
  };
}

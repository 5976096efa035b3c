import { describe, expect, it } from 'vitest';
import { ProductCreate, type ProductRead } from '@atiende/shared';
import { initialProductValues, toProductPayload } from './product-form';

const product: ProductRead = {
  id: 7, name: 'Nevera', codigo_producto: 'NEV-1', categoria: '', marca: 'Haceb', precio: '1899900.50', descripcion: 'No frost',
  imagenes: [], created_date: '2026-01-01T00:00:00.000Z',
  detalles_producto: [{ id: 3, 'diseño': 'Acero', pais: 'Colombia', descripcion: '', observaciones: '' }],
};

describe('product form', () => {
  it('starts from the product, details included, and sends it back unchanged', () => {
    const values = initialProductValues(product);
    expect(values.detalles_producto).toEqual([{ 'diseño': 'Acero', pais: 'Colombia', descripcion: '', observaciones: '', key: '3' }]);
    expect(toProductPayload(values)).toEqual({
      name: 'Nevera', codigo_producto: 'NEV-1', categoria: '', marca: 'Haceb', precio: '1899900.50', descripcion: 'No frost',
      detalles_producto: [{ 'diseño': 'Acero', pais: 'Colombia', descripcion: '', observaciones: '' }],
    });
  });

  it('trims the texts and leaves out detail rows with nothing written, so the shared schema accepts them', () => {
    const values = {
      ...initialProductValues(),
      name: '  Lavadora ', codigo_producto: ' LAV-2 ', marca: 'LG', precio: ' 1250000 ', descripcion: 'Carga superior',
      detalles_producto: [
        { 'diseño': ' ', pais: '', descripcion: '', observaciones: '', key: 'a' },
        { 'diseño': '', pais: ' Corea ', descripcion: '', observaciones: '', key: 'b' },
      ],
    };
    const payload = toProductPayload(values);
    expect(payload).toMatchObject({ name: 'Lavadora', codigo_producto: 'LAV-2', precio: '1250000' });
    expect(payload.detalles_producto).toEqual([{ 'diseño': '', pais: 'Corea', descripcion: '', observaciones: '' }]);
    expect(ProductCreate.safeParse(payload).success).toBe(true);
    expect(ProductCreate.safeParse(toProductPayload(initialProductValues())).success).toBe(false);
  });
});

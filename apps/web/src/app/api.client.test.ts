import { describe, expect, it } from 'vitest';
import { fillPath } from './api.client';

describe('fillPath', () => {
  it('puts each value in its placeholder, encoded', () => {
    expect(fillPath('/contact/contacto/{id}/relaciones/{relationId}/', { id: 7, relationId: 12 })).toBe('/contact/contacto/7/relaciones/12/');
    expect(fillPath('/x/{name}/', { name: 'a/b c' })).toBe('/x/a%2Fb%20c/');
  });

  it('refuses a path with a placeholder left empty', () => {
    expect(() => fillPath('/users/{id}/', {})).toThrow('Falta el parámetro id de /users/{id}/');
  });

  it('leaves a path without placeholders as it is', () => {
    expect(fillPath('/users/FullList')).toBe('/users/FullList');
  });
});

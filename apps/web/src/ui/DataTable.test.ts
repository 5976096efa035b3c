import { describe, expect, it } from 'vitest';
import { afterOf } from './DataTable';

describe('afterOf', () => {
  it('reads the id a keyset next link starts after', () => {
    expect(afterOf('/api/contact/contacto/?limit=30&offset=60&search=rod&after=987654')).toBe(987654);
  });

  it('has none for an offset link or no next page', () => {
    expect(afterOf('/api/users/?limit=30&offset=30')).toBeUndefined();
    expect(afterOf(null)).toBeUndefined();
  });
});

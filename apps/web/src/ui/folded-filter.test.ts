import { describe, expect, it } from 'vitest';
import { fold, foldedOptionsFilter } from './folded-filter';

const options = [
  { value: '1', label: 'Andrés Gómez' },
  { value: '2', label: 'ANDREA GOMEZ' },
  { value: '3', label: 'Lucía Pérez' },
];

describe('foldedOptionsFilter', () => {
  it('ignores accents and case both ways', () => {
    expect(foldedOptionsFilter({ options, search: 'gomez', limit: 10 }).map((o) => ('value' in o ? o.value : ''))).toEqual(['1', '2']);
    expect(foldedOptionsFilter({ options, search: 'GÓMEZ', limit: 10 }).map((o) => ('value' in o ? o.value : ''))).toEqual(['1', '2']);
    expect(foldedOptionsFilter({ options, search: ' lucia ', limit: 10 })).toEqual([options[2]]);
  });

  it('stops at the limit and keeps groups with matches only', () => {
    expect(foldedOptionsFilter({ options, search: '', limit: 2 })).toHaveLength(2);
    const grouped = foldedOptionsFilter({
      options: [{ group: 'Agentes', items: options }, { group: 'Otros', items: [{ value: '9', label: 'Zoe' }] }],
      search: 'perez',
      limit: 10,
    });
    expect(grouped).toEqual([{ group: 'Agentes', items: [options[2]] }]);
  });

  it('folds ñ to n like the server does', () => {
    expect(fold('Muñoz ÁLVAREZ')).toBe('munoz alvarez');
  });
});

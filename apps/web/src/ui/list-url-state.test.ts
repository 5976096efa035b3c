import { describe, expect, it } from 'vitest';
import {
  listParamName, parseSort, readListState, sortParamOf, toggledSort, withListState, withoutPages,
} from './list-url-state';

const params = (query: string) => new URLSearchParams(query);

describe('a list state read from the URL', () => {
  it('reads the search, the sort and the page', () => {
    expect(readListState(params('q=gomez&orden=-nombre&pagina=3'))).toEqual({
      search: 'gomez', sort: { column: 'nombre', descending: true }, page: 3,
    });
    expect(readListState(params('orden=apellidos')).sort).toEqual({ column: 'apellidos', descending: false });
  });

  it('falls back to the defaults for what is missing or malformed', () => {
    expect(readListState(params(''))).toEqual({ search: '', sort: null, page: 1 });
    for (const page of ['0', '-2', 'dos', '1.5', '99999999999']) expect(readListState(params(`pagina=${page}`)).page).toBe(1);
    for (const sort of ['--nombre', 'Nombre', 'nombre;drop', '']) expect(readListState(params(`orden=${sort}`)).sort).toBeNull();
  });

  it('reads a prefixed list apart from the other list of the screen', () => {
    const both = params('pagina=2&documentos_pagina=4&documentos_orden=fecha&q=ana');
    expect(readListState(both)).toEqual({ search: 'ana', sort: null, page: 2 });
    expect(readListState(both, 'documentos')).toEqual({ search: '', sort: { column: 'fecha', descending: false }, page: 4 });
    expect(listParamName('search', 'documentos')).toBe('documentos_q');
  });
});

describe('a list state written to the URL', () => {
  it('writes what changed and keeps the screen\'s other parameters', () => {
    const written = withListState(params('estado=ABIERTO&pagina=2'), { sort: { column: 'nombre', descending: true }, page: 3 });
    expect(written.toString()).toBe('estado=ABIERTO&pagina=3&orden=-nombre');
  });

  it('leaves the defaults out, so an untouched list keeps a clean URL', () => {
    expect(withListState(params('q=ana&orden=nombre&pagina=4'), { search: '  ', sort: null, page: 1 }).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const state = { search: 'gómez pérez', sort: { column: 'fecha_de_creacion', descending: false }, page: 12 };
    expect(readListState(withListState(params(''), state, 'lista'), 'lista')).toEqual(state);
  });

  it('sends every list of the screen back to page 1 on a new filter', () => {
    expect(withoutPages(params('pagina=3&documentos_pagina=2&estado=ABIERTO&paginas=1')).toString()).toBe('estado=ABIERTO&paginas=1');
  });
});

describe('sorting by a column', () => {
  it('names a column after its header, in lower case and without accents', () => {
    expect(sortParamOf('Fecha de creación')).toBe('fecha_de_creacion');
    expect(sortParamOf('Caso N°')).toBe('caso_n');
    expect(sortParamOf('Código')).toBe('codigo');
  });

  it('sorts a new column ascending and turns the sorted one around', () => {
    expect(toggledSort(null, 'nombre')).toEqual({ column: 'nombre', descending: false });
    expect(toggledSort({ column: 'nombre', descending: false }, 'nombre')).toEqual({ column: 'nombre', descending: true });
    expect(toggledSort({ column: 'nombre', descending: true }, 'nombre')).toEqual({ column: 'nombre', descending: false });
    expect(toggledSort({ column: 'nombre', descending: true }, 'ciudad')).toEqual({ column: 'ciudad', descending: false });
  });

  it('reads what it writes', () => {
    expect(parseSort('-fecha_de_creacion')).toEqual({ column: 'fecha_de_creacion', descending: true });
  });
});

import { describe, expect, it } from 'vitest';
import { formatPhone, IMPORT_MSG, suggestMapping, type ImportPreview } from '@atiende/shared';
import {
  NOT_IMPORTED, columnTitle, examplesOf, finishedNotice, mappedPreview, problemsOf, selectValue, suggestedMapping, withField,
} from './import-mapping';

const preview: ImportPreview = {
  filename: 'clientes.xlsx',
  total_rows: 2,
  columns: [
    { index: 0, letter: 'A', header: 'Nombre', field: 'firstName' },
    { index: 1, letter: 'B', header: 'Cédula', field: 'documentNumber' },
    { index: 2, letter: 'C', header: 'Celular', field: 'phone' },
    { index: 3, letter: 'D', header: '', field: null },
  ],
  rows: [
    { row_number: 2, cells: ['Ana Ríos', '123', '3001112233', 'nota'] },
    { row_number: 3, cells: ['Luis Paz', '', '3001112234', ''] },
  ],
};

describe('column mapping', () => {
  it('starts from the fields the server suggested and names a column without header by its letter', () => {
    expect(suggestedMapping(preview)).toEqual(['firstName', 'documentNumber', 'phone', null]);
    expect(columnTitle(preview.columns[3]!)).toBe('Columna D');
    expect(selectValue(null)).toBe(NOT_IMPORTED);
  });

  it('matches the headers people write, ignoring accents, case, spacing and punctuation', () => {
    expect(suggestMapping(['NOMBRES', 'Apellido', 'cedula', 'E-mail', 'Teléfono celular', ' Móvil ', 'Correo Electrónico', 'CC']))
      .toEqual(['firstName', 'lastName', 'documentNumber', 'email', 'phone', null, null, null]);
  });

  it('changes one column and reports a field given twice or a missing requirement as the server does', () => {
    const base = suggestedMapping(preview);
    expect(problemsOf(preview, base)).toEqual([]);
    const twice = withField(base, 3, 'phone');
    expect(problemsOf(preview, twice)).toEqual([IMPORT_MSG.mappingRepeated('Teléfono', ['Celular', 'Columna D'])]);
    const noName = withField(base, 0, NOT_IMPORTED);
    expect(noName).toEqual([null, 'documentNumber', 'phone', null]);
    expect(problemsOf(preview, noName)).toEqual([IMPORT_MSG.mappingNoName]);
    const noKey = withField(withField(base, 1, NOT_IMPORTED), 2, null);
    expect(problemsOf(preview, noKey)).toEqual([IMPORT_MSG.mappingNoKey]);
  });

  it('previews the rows as they will be imported, with the examples of each column', () => {
    expect(mappedPreview(preview, withField(suggestedMapping(preview), 2, NOT_IMPORTED))).toEqual({
      headers: ['Nombres', 'Número de documento'],
      rows: [{ key: 2, cells: ['Ana Ríos', '123'] }, { key: 3, cells: ['Luis Paz', ''] }],
    });
    expect(examplesOf(preview, 1)).toEqual(['123']);
    expect(examplesOf(preview, 3)).toEqual(['nota']);
  });
});

describe('the end of an import', () => {
  it("says 'Archivo importado correctamente.' only when no row was left out", () => {
    expect(finishedNotice({ rejected_rows: 0, duplicate_rows: 0 })).toEqual({ ok: true, message: 'Archivo importado correctamente.' });
    expect(finishedNotice({ rejected_rows: 2, duplicate_rows: 1 })).toEqual({
      ok: false, message: 'Importación terminada con filas sin importar: 2 rechazadas y 1 duplicada en el archivo.',
    });
    expect(finishedNotice({ rejected_rows: 0, duplicate_rows: 3 }).ok).toBe(false);
  });
});

describe('phones as people read them', () => {
  it('shows Colombian numbers in the national format whatever they were stored as, others internationally', () => {
    expect(formatPhone('+573121748585')).toBe('312 174 8585');
    expect(formatPhone('+57 312 174 8585')).toBe('312 174 8585');
    expect(formatPhone('3015556677')).toBe('301 555 6677');
    expect(formatPhone('+576012345678')).toBe('601 234 5678');
    expect(formatPhone('+13055550123')).toBe('+1 305 555 0123');
    expect(formatPhone('llamar a la oficina')).toBe('llamar a la oficina');
    expect(formatPhone(null)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { TEMPLATE_MSG } from '@atiende/shared';
import { examplesFor, headerTypeOf, nextVariable, previewBody, templateFileProblem, truncated, variableCountOf } from './template-form';

describe('template form', () => {
  it('derives the header type from the file', () => {
    expect(headerTypeOf({ type: 'image/png' })).toBe('image');
    expect(headerTypeOf({ type: 'video/mp4' })).toBe('video');
    expect(headerTypeOf({ type: 'application/pdf' })).toBe('document');
  });

  it('refuses files WhatsApp does not review, and those over 5 MB', () => {
    expect(templateFileProblem({ type: 'image/gif', size: 10 })).toBe(TEMPLATE_MSG.fileType);
    expect(templateFileProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe(TEMPLATE_MSG.fileTooLarge);
    expect(templateFileProblem({ type: 'application/pdf', size: 1024 })).toBeNull();
  });

  it('numbers variables in order and fills the preview with the examples', () => {
    expect(nextVariable('Hola')).toBe('{{1}}');
    expect(nextVariable('Hola {{1}}, tu cita es el {{2}}')).toBe('{{3}}');
    expect(variableCountOf('Hola {{1}} y {{2}}')).toBe(2);
    expect(variableCountOf('Hola {{3}}')).toBe(3);
    expect(previewBody('Hola {{1}}, tu cita es el {{2}}', ['Ana', ''])).toBe('Hola Ana, tu cita es el {{2}}');
    expect(examplesFor('Hola {{1}}, el {{2}}', ['Ana'])).toEqual(['Ana', 'Ejemplo 2']);
    expect(examplesFor('Hola', ['Ana'])).toEqual([]);
  });

  it('cuts long texts at 100 characters for the list', () => {
    expect(truncated('corto', 100)).toEqual({ text: 'corto', cut: false });
    const long = 'a'.repeat(150);
    expect(truncated(long, 100)).toEqual({ text: `${'a'.repeat(100)}…`, cut: true });
    expect(truncated('🎉'.repeat(101), 100).text).toBe(`${'🎉'.repeat(100)}…`);
  });
});

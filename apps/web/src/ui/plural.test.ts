import { describe, expect, it } from 'vitest';
import { counted } from './plural';

describe('counted', () => {
  it('uses the singular for one only', () => {
    expect(counted(1, 'respuesta')).toBe('1 respuesta');
    expect(counted(0, 'respuesta')).toBe('0 respuestas');
    expect(counted(2, 'pregunta')).toBe('2 preguntas');
  });
});

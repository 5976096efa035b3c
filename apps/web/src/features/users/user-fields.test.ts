import { describe, expect, it } from 'vitest';
import { onlyDigits, parseDayMonthYear, rules } from './user-fields';

describe('parseDayMonthYear', () => {
  it('reads DD/MM/AAAA and D/M/AAAA as an ISO date', () => {
    expect(parseDayMonthYear('15/03/1990')).toBe('1990-03-15');
    expect(parseDayMonthYear(' 5/3/1990 ')).toBe('1990-03-05');
    expect(parseDayMonthYear('29-02-2024')).toBe('2024-02-29');
  });

  it('refuses dates that do not exist and other shapes', () => {
    expect(parseDayMonthYear('31/02/1990')).toBeNull();
    expect(parseDayMonthYear('29/02/2023')).toBeNull();
    expect(parseDayMonthYear('1990-03-15')).toBeNull();
    expect(parseDayMonthYear('ayer')).toBeNull();
  });
});

describe('form rules', () => {
  it('keeps only digits of a document number', () => {
    expect(onlyDigits('12.345-67a')).toBe('1234567');
  });

  it('answers with the server messages', () => {
    expect(rules.required('  ')).toBe('Este campo es obligatorio.');
    expect(rules.required(null)).toBe('Este campo es obligatorio.');
    expect(rules.required('CEDULA')).toBeNull();
    expect(rules.email('malo')).toBe('Introduzca una dirección de correo electrónico válida.');
    expect(rules.email('a@b.co')).toBeNull();
    expect(rules.password('corta')).toBe('La contraseña debe tener al menos 8 caracteres.');
    expect(rules.confirmation('Otra1234', { password: 'Clave1234' })).toBe('Las contraseñas no coinciden.');
    expect(rules.confirmation('Clave1234', { password: 'Clave1234' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api';
import { duplicateOf } from './contacts.api';
import { contactOption, contactRules, displayName, fullPhone } from './contact-fields';
import { groupMantineColor } from '../../ui/group-colors';

describe('contact fields', () => {
  it('joins the calling code and the digits of the number', () => {
    expect(fullPhone('+57', '300 123-4567')).toBe('+573001234567');
    expect(fullPhone('+1', '(212) 555 0100')).toBe('+12125550100');
  });

  it('draws purple groups with the Mantine grape palette', () => {
    expect(groupMantineColor('purple')).toBe('grape');
    expect(groupMantineColor('green')).toBe('green');
  });

  it('names a contact without a name with the spec placeholder', () => {
    expect(displayName({ get_full_name: '  ' })).toBe('Sin nombre');
    expect(contactOption({ id: 1, get_full_name: 'Ana Pérez', documentNumber: '123' }))
      .toEqual({ value: '1', label: 'Ana Pérez · 123' });
    expect(contactOption({ id: 2, get_full_name: 'Acme', documentNumber: null })).toEqual({ value: '2', label: 'Acme' });
    expect(contactOption({ id: 3, get_full_name: '' })).toEqual({ value: '3', label: 'Sin nombre' });
  });

  it('words the required and e-mail checks as the server does', () => {
    expect(contactRules.required(' ')).toBe('Este campo es requerido');
    expect(contactRules.email('no-es-correo')).toBe('Introduzca una dirección de correo electrónico válida.');
    expect(contactRules.email('ana@example.co')).toBeNull();
  });
});

describe('duplicate answer', () => {
  it('is recognised only on a 400 coded duplicate that names the existing contact', () => {
    const body = { detail: 'El Contacto ya existe', duplicate: true, contact_id: 7, fields: ['documentNumber'] };
    expect(duplicateOf(new ApiError(400, body, 'duplicate'))?.contact_id).toBe(7);
    expect(duplicateOf(new ApiError(400, body, 'validation'))).toBeNull();
    expect(duplicateOf(new ApiError(400, { documentNumber: ['Ya existe un contacto con este número de documento.'] }, 'duplicate'))).toBeNull();
    expect(duplicateOf(new ApiError(500, body, 'duplicate'))).toBeNull();
    expect(duplicateOf(new Error('x'))).toBeNull();
  });
});

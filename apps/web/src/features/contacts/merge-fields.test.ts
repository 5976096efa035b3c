import { describe, expect, it } from 'vitest';
import type { ContactRead, MergeCounts } from '@atiende/shared';
import { defaultChoices, differingFields, keepOf, movesSummary, sideOfContact, sideOfDraft } from './merge-fields';

const person = (overrides: Partial<ContactRead> = {}): ContactRead => ({
  id: 1, contactType: 'PERSONA NATURAL', first_name: 'Ana', last_name: 'Pérez', get_full_name: 'Ana Pérez', documentType: 'CEDULA',
  documentNumber: '123', status: 'ACTIVO', image: null, grupos: [], username: 'ana@correo.co', birthdate: '1990-01-01', city: 'Cali',
  gender: 'Femenino', address: null, razon_social: null, actividad: null, web_site: null, empresa: null,
  email: [{ id: 1, email: 'ana@correo.co' }], phone: [{ id: 2, telefono: '+573001234567' }], telegram: [], address_list: [],
  relaciones: [], agents: [], campaigns: [], statusDescripcion: 'Activo', ultima_gestion: null, user_id: null,
  autorizacion_datos: { estado: 'PENDIENTE', fecha: null, medio: null, texto: '' }, datos_suprimidos: null, ...overrides,
});

describe('merge fields', () => {
  it('offers a choice only for the fields of the kind whose values differ, ignoring case', () => {
    const survivor = sideOfContact(person(), null);
    const other = sideOfContact(person({ first_name: 'ANA', city: 'Bogotá', address: 'Calle 1', documentNumber: '456' }), { ocupacion: 'Abogada' });
    expect(differingFields(survivor, other)).toEqual(['document', 'city', 'address']);
    const withResume = sideOfContact(person(), { ocupacion: 'Contadora' });
    expect(differingFields(withResume, other)).toEqual(['document', 'city', 'address', 'resume']);
  });

  it("keeps the survivor's values, unless it has none, and sends only the other's", () => {
    const survivor = sideOfContact(person(), null);
    const other = sideOfContact(person({ city: 'Bogotá', address: 'Calle 1' }), null);
    const choices = defaultChoices(survivor, other);
    expect(choices).toEqual({ city: 'survivor', address: 'other' });
    expect(keepOf(choices)).toEqual({ address: 'other' });
  });

  it('reads a person form not saved yet: no document, phone shown nationally', () => {
    const draft = sideOfDraft({ first_name: 'Ana María', last_name: 'Pérez', username: 'ANA2@correo.co', phone: '+573009998877' });
    expect(draft.values).toMatchObject({ document: '', email: 'ana2@correo.co', phone: '300 999 8877', first_name: 'Ana María' });
  });

  it('names what moves, the four main kinds even at zero', () => {
    const counts: MergeCounts = {
      gestiones: 3, documents: 1, groups: 0, conversations: 0, contact_data: 2, campaigns: 0, relations: 0, agents: 0, cases: 0, tasks: 1, surveys: 0,
    };
    expect(movesSummary(counts)).toEqual(['3 gestiones', '1 documento', '0 grupos', '0 conversaciones', '2 datos de contacto', '1 tarea']);
  });
});

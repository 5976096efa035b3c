import { describe, expect, it } from 'vitest';
import { LEAD_MSG } from '@atiende/shared';
import { emptyScheduleItem, scheduleFieldOf, scheduleFormErrors, scheduleItemPayload, serverScheduleErrors, type ScheduleItemValues } from './schedule-items';

const complete = (changes: Partial<ScheduleItemValues> = {}): ScheduleItemValues => ({
  ...emptyScheduleItem(), contact: { value: '15', label: 'Ana Ruiz' }, campaign: '3', agent: '8', observaciones: 'Llamar en la tarde',
  fecha: '2026-12-15', hora: '10:30', ...changes,
});

describe('manual scheduling items', () => {
  it('sends the chosen contact or the new one, never both, and the due date with its time', () => {
    expect(scheduleItemPayload(complete())).toEqual({
      contact: 15, campaign: 3, agent: 8, observaciones: 'Llamar en la tarde', fecha_vencimiento: '2026-12-15 10:30',
    });
    const fresh = scheduleItemPayload(complete({ newContact: true, first_name: 'Mateo', last_name: 'Gil', email: 'mateo@correo.co', phone: '3015550101', hora: '' }));
    expect(fresh).toEqual({
      new_contact: { first_name: 'Mateo', last_name: 'Gil', email: 'mateo@correo.co', phone: '3015550101' },
      campaign: 3, agent: 8, observaciones: 'Llamar en la tarde', fecha_vencimiento: '2026-12-15',
    });
  });

  it('checks each item with the server’s rules, under the item’s own fields', () => {
    expect(scheduleFormErrors([complete()])).toEqual({});
    const errors = scheduleFormErrors([
      complete(),
      complete({ contact: null, agent: null, observaciones: ' ', fecha: null }),
      complete({ newContact: true, first_name: 'Mateo', last_name: '', email: 'no-es-correo', phone: '' }),
    ]);
    expect(errors).toEqual({
      'items.1.contact': LEAD_MSG.required,
      'items.1.agent': LEAD_MSG.required,
      'items.1.observaciones': LEAD_MSG.required,
      'items.1.fecha': LEAD_MSG.required,
      'items.2.last_name': LEAD_MSG.required,
      'items.2.email': expect.any(String),
      'items.2.phone': 'Este campo es requerido',
    });
  });

  it('puts the server’s leads.{n}.{field} under the field of item n, and says the rest as a whole', () => {
    expect(serverScheduleErrors({
      'leads.1.agent': ['El agente no pertenece a la campaña seleccionada.'],
      'leads.0.contact': ['El contacto no existe.'],
      'leads.2.new_contact.phone': ['Introduzca un número de teléfono válido.'],
      'leads.3.fecha_vencimiento': ['Introduzca una fecha válida.'],
      leads: ['Agregue al menos una programación.'],
      'leads.x.agent': ['?'],
    })).toEqual({
      byField: {
        'items.1.agent': 'El agente no pertenece a la campaña seleccionada.',
        'items.0.contact': 'El contacto no existe.',
        'items.2.phone': 'Introduzca un número de teléfono válido.',
        'items.3.fecha': 'Introduzca una fecha válida.',
      },
      general: ['Agregue al menos una programación.', '?'],
    });
    expect(scheduleFieldOf(['new_contact', 'nada'])).toBeNull();
  });
});

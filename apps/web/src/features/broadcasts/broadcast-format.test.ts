import { describe, expect, it } from 'vitest';
import type { BroadcastStats } from '@atiende/shared';
import { phoneOutcome, sendEstado, sentPhone, statShare } from './broadcast-format';

const figures = (progreso: number): BroadcastStats => ({
  exitosos: 0, fallidos: 0, sin_telefono: 0, multiples_telefonos: 0, total_contactos: 0,
  mensajes_enviados: 0, mensajes_fallidos: 0, mensajes_pendientes: 0, progreso,
});

describe('broadcast figures', () => {
  it('draws each ring as count over total_contactos, 0 without contacts', () => {
    expect(statShare(3, 4)).toBe(75);
    expect(statShare(1, 3)).toBe(33);
    expect(statShare(5, 0)).toBe(0);
    expect(statShare(0, 10)).toBe(0);
  });

  it('names the send of a row, with its progress while it sends', () => {
    expect(sendEstado(null)).toEqual({ label: 'Sin enviar', color: 'gray' });
    expect(sendEstado({ status: 'EN_PROCESO', metadata: figures(40) })).toEqual({ label: 'En Proceso 40 %', color: 'blue' });
    expect(sendEstado({ status: 'FINALIZADO', metadata: figures(100) }).label).toBe('Finalizado');
  });

  it('writes the numbers sent to as the app writes phones', () => {
    expect(sentPhone('573101234567')).toBe('310 123 4567');
    expect(sentPhone('')).toBe('');
    expect(sentPhone('12')).toBe('12');
  });

  it('says why a number did not go out', () => {
    expect(phoneOutcome('exitoso', null)).toBeNull();
    expect(phoneOutcome('fallido', 'El teléfono no es un número válido.')).toEqual({ text: 'El teléfono no es un número válido.', color: 'red' });
    expect(phoneOutcome('sin_telefono', null)?.text).toBe('Sin teléfono');
  });
});

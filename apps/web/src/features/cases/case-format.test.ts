import { describe, expect, it } from 'vitest';
import { CASE_MSG, caseActionsFor } from '@atiende/shared';
import { clientsText, formatDuration, namesOf } from './case-format';

describe('case texts', () => {
  it('shows worked time as H:MM:SS and a dash when unknown', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(3000)).toBe('0:50:00');
    expect(formatDuration(7505)).toBe('2:05:05');
  });

  it('names agents and clients, with the fallback for a case without clients', () => {
    expect(namesOf([['Ana Campo', 3], ['Luis Paz', 4]])).toBe('Ana Campo, Luis Paz');
    expect(clientsText({ cliente: [] })).toBe(CASE_MSG.noClient);
  });

  it('offers the actions of §4 for each estado', () => {
    expect(caseActionsFor('SIN_ASIGNAR')).toEqual(['ACEPTAR']);
    expect(caseActionsFor('ASIGNADO')).toEqual(['ACEPTAR']);
    expect(caseActionsFor('PENDIENTE')).toEqual(['INICIAR']);
    expect(caseActionsFor('EN_PROCESO')).toEqual(['PAUSAR', 'FINALIZAR']);
    expect(caseActionsFor('EN_PAUSA')).toEqual(['REANUDAR']);
    expect(caseActionsFor('FINALIZADO')).toEqual([]);
    expect(CASE_MSG.confirmAction('INICIAR', 'CASO-00003')).toBe('¿INICIAR caso CASO-00003 ?');
  });
});

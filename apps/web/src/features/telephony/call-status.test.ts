import { describe, expect, it } from 'vitest';
import type { PhoneCallRead } from '@atiende/shared';
import {
  callLabel, callSeconds, contactToTypify, formatCallTime, isCallInProgress, laterCall, linkProblem, phoneDial, placedCall,
} from './call-status';

const call = (change: Partial<PhoneCallRead> = {}): PhoneCallRead => ({
  id: 7, channel_id: 'c2c-7', number: '573001234567', extension: '1203', estado: 'marcando', motivo: null, contacto: 42,
  iniciada: '2026-03-01T15:00:00.000Z', contestada: null, terminada: null, ...change,
});
const answered = call({ estado: 'contestada', contestada: '2026-03-01T15:00:03.000Z' });
const hungUp = call({ estado: 'colgada', contestada: '2026-03-01T15:00:03.000Z', terminada: '2026-03-01T15:01:15.000Z' });

describe('call state in words', () => {
  it('names each state in Spanish and a failure by its reason', () => {
    expect(callLabel(call())).toBe('Marcando…');
    expect(callLabel(call({ estado: 'timbrando' }))).toBe('Timbrando…');
    expect(callLabel(answered)).toBe('En llamada');
    expect(callLabel(hungUp)).toBe('Llamada terminada');
    expect(callLabel(call({ estado: 'fallida', motivo: 'Ocupado' }))).toBe('Ocupado');
    expect(callLabel(call({ estado: 'fallida', motivo: 'No contestó' }))).toBe('No contestó');
    expect(callLabel(call({ estado: 'fallida', motivo: null }))).toBe('Falló la llamada');
  });
  it('tells a call going on from a finished one', () => {
    expect([call(), call({ estado: 'timbrando' }), answered].every(isCallInProgress)).toBe(true);
    expect([hungUp, call({ estado: 'fallida' }), null].some(isCallInProgress)).toBe(false);
  });
  it('says why no call can be placed while the link to the PBX is down', () => {
    expect(linkProblem('desconectado')).toBe('AMI desconectado');
    expect(linkProblem('no_configurado')).toBe('Telefonía no configurada');
    expect(linkProblem('conectado')).toBeNull();
    expect(linkProblem(undefined)).toBeNull();
  });
});

describe('call timer', () => {
  it('counts from the answer, not from the dialling, and stops at the end', () => {
    const now = Date.parse('2026-03-01T15:01:08.000Z');
    expect(callSeconds(call({ estado: 'timbrando' }), now)).toBe(0);
    expect(callSeconds(answered, now)).toBe(65);
    expect(formatCallTime(callSeconds(answered, now))).toBe('1:05');
    expect(callSeconds(hungUp, now + 3_600_000)).toBe(72);
  });
  it('never goes below zero when the browser clock is behind the server', () => {
    expect(callSeconds(answered, Date.parse('2026-03-01T15:00:01.000Z'))).toBe(0);
  });
  it('writes m:ss', () => {
    expect(formatCallTime(0)).toBe('0:00');
    expect(formatCallTime(9)).toBe('0:09');
    expect(formatCallTime(600)).toBe('10:00');
  });
});

describe('live call updates', () => {
  it('moves the same call only forward, so a late event does not take it back', () => {
    expect(laterCall(call(), answered)).toBe(answered);
    expect(laterCall(hungUp, answered)).toBe(hungUp);
    expect(laterCall(answered, placedCall({ call_id: 7, channel_id: 'c2c-7' }, '573001234567', 42))).toBe(answered);
  });
  it('shows a newer call instead of an older one, never the other way', () => {
    const next = call({ id: 8 });
    expect(laterCall(hungUp, next)).toBe(next);
    expect(laterCall(next, hungUp)).toBe(next);
    expect(laterCall(null, next)).toBe(next);
  });
  it('builds the placed call in Marcando with its contact until the PBX reports', () => {
    expect(placedCall({ call_id: 9, channel_id: 'c2c-9' }, '573001234567', null)).toMatchObject({
      id: 9, channel_id: 'c2c-9', estado: 'marcando', contacto: null, contestada: null,
    });
  });
});

describe('typification after a call', () => {
  it('opens for the contact once an answered call is hung up, by either side, and only once', () => {
    expect(contactToTypify(answered, hungUp)).toBe(42);
    expect(contactToTypify(null, hungUp)).toBe(42);
    expect(contactToTypify(hungUp, hungUp)).toBeNull();
    expect(contactToTypify(call({ estado: 'timbrando' }), call({ estado: 'timbrando' }))).toBeNull();
  });
  it('does not open for a failed or unanswered call, nor for a number dialled by hand', () => {
    expect(contactToTypify(call({ estado: 'timbrando' }), call({ estado: 'fallida', motivo: 'Ocupado', terminada: hungUp.terminada }))).toBeNull();
    expect(contactToTypify(call({ estado: 'timbrando' }), call({ estado: 'colgada', terminada: hungUp.terminada }))).toBeNull();
    expect(contactToTypify(answered, { ...hungUp, contacto: null })).toBeNull();
  });
});

describe('click-to-call number', () => {
  it('dials a Colombian phone with the 57 prefix and shows its national number', () => {
    expect(phoneDial('+573001234567')).toEqual({ shown: '3001234567', dialed: '573001234567' });
  });
  it('dials every digit of a foreign phone', () => {
    expect(phoneDial('+13055550199')).toEqual({ shown: '13055550199', dialed: '13055550199' });
  });
});

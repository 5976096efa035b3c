import { describe, expect, it } from 'vitest';
import { slaOf, type ConversationFacts } from './service-levels.sla.js';

/** A controllable clock: minutes after a fixed start. */
const T0 = Date.parse('2026-11-30T14:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const iso = (minutes: number) => at(minutes).toISOString();

const open = (facts: Partial<ConversationFacts> = {}): ConversationFacts => ({
  id: 1, campaignId: 1, estado: 'EN_ESPERA', firstInboundAt: at(0), firstAnswerAt: null, closedAt: null, gestionId: null, expired: false, ...facts,
});
const both = { firstResponseMinutes: 10, resolutionMinutes: 60 };

describe('a conversation\'s SLA', () => {
  it('runs from the customer\'s first message: en tiempo, por vencer in the last fifth, vencido past the target', () => {
    expect(slaOf(open(), both, null, at(1))).toEqual({ primera_respuesta_vence: iso(10), resolucion_vence: iso(60), estado: 'EN_TIEMPO' });
    expect(slaOf(open(), both, null, at(7.9)).estado).toBe('EN_TIEMPO');
    expect(slaOf(open(), both, null, at(8)).estado).toBe('POR_VENCER');
    expect(slaOf(open(), both, null, at(10.5)).estado).toBe('VENCIDO');
  });

  it('stops the first-response clock at the first answer; typification in time is cumplido', () => {
    const answered = open({ estado: 'EN_GESTION', firstAnswerAt: at(4) });
    expect(slaOf(answered, both, null, at(30)).estado).toBe('EN_TIEMPO');
    expect(slaOf(answered, both, null, at(50)).estado).toBe('POR_VENCER');
    const typified = { ...answered, estado: 'FINALIZADA', closedAt: at(45), gestionId: 9 };
    expect(slaOf(typified, both, null, at(500)).estado).toBe('CUMPLIDO');
    expect(slaOf({ ...typified, closedAt: at(61) }, both, null, at(500)).estado).toBe('VENCIDO');
    expect(slaOf(open({ estado: 'EN_GESTION', firstAnswerAt: at(11) }), both, null, at(12)).estado).toBe('VENCIDO');
  });

  it('counts a close without typification (the closing time) as a missed resolution', () => {
    const expired = open({ estado: 'FINALIZADA', firstAnswerAt: at(2), closedAt: at(30), gestionId: 9, expired: true });
    expect(slaOf(expired, both, null, at(31)).estado).toBe('VENCIDO');
    expect(slaOf(expired, { firstResponseMinutes: 10, resolutionMinutes: null }, null, at(31)).estado).toBe('CUMPLIDO');
  });

  it('starts at the opening when the customer wrote while closed', () => {
    const sla = slaOf(open(), both, at(600), at(605));
    expect(sla).toEqual({ primera_respuesta_vence: iso(610), resolucion_vence: iso(660), estado: 'EN_TIEMPO' });
    // Answered before a later closed period: that later one does not move the clock.
    expect(slaOf(open({ estado: 'EN_GESTION', firstAnswerAt: at(3) }), both, at(600), at(5)).primera_respuesta_vence).toBe(iso(10));
  });

  it('is empty without targets or when the company wrote first', () => {
    const none = { primera_respuesta_vence: null, resolucion_vence: null, estado: null };
    expect(slaOf(open(), { firstResponseMinutes: null, resolutionMinutes: null }, null, at(1))).toEqual(none);
    expect(slaOf(open({ firstInboundAt: null }), both, null, at(1))).toEqual(none);
    expect(slaOf(open(), { firstResponseMinutes: null, resolutionMinutes: 60 }, null, at(1))).toEqual({ primera_respuesta_vence: null, resolucion_vence: iso(60), estado: 'EN_TIEMPO' });
  });
});

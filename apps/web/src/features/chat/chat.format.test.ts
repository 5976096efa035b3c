import { describe, expect, it } from 'vitest';
import {
  byDay, dayLabel, enterAction, fileSize, followsNewest, senderLabel, shortcutMatches, templatePreview, unreadTitle, unreadTotal, waited,
  whatsappMarkup,
} from './chat.format';

describe('chat dates', () => {
  const now = new Date('2026-11-26T15:00:00-05:00');

  it('calls today HOY and yesterday AYER, other days by their Spanish date', () => {
    expect(dayLabel('2026-11-26', now)).toBe('HOY');
    expect(dayLabel('2026-11-25', now)).toBe('AYER');
    expect(dayLabel('2026-11-20', now)).toBe('VIERNES, 20 DE NOVIEMBRE');
  });

  it('groups messages by day in order', () => {
    const m = (id: number, date: string) => ({ id, date }) as never;
    expect(byDay([m(1, '2026-11-25'), m(2, '2026-11-25'), m(3, '2026-11-26')]).map((g) => [g.date, g.messages.length]))
      .toEqual([['2026-11-25', 2], ['2026-11-26', 1]]);
  });

  it('writes waiting times in minutes, then hours and minutes', () => {
    const at = Date.parse('2026-11-26T15:00:00Z');
    expect(waited('2026-11-26T14:57:00Z', at)).toBe('3 min');
    expect(waited('2026-11-26T12:55:00Z', at)).toBe('2 h 5 min');
    expect(waited(null, at)).toBeNull();
  });
});

describe('unread title', () => {
  it('puts the unread total before the screen name, and nothing when all is read', () => {
    expect(unreadTitle(unreadTotal([{ no_leidos: 2 }, { no_leidos: 0 }, { no_leidos: 1 }]))).toBe('(3) Chat');
    expect(unreadTitle(unreadTotal([{ no_leidos: 0 }]))).toBe('Chat');
    expect(unreadTitle(0)).toBe('Chat');
  });
});

describe('shortcuts on Enter', () => {
  const shortcuts = [{ atajo: '/RENOVAR', text: 'Su plan se renueva cada mes.' }, { atajo: '/SALUDO', text: 'Hola, ¿en qué le ayudo?' },
    { atajo: '/SALUDOS', text: 'Saludos cordiales.' }];

  it('never sends a slash word without a match', () => {
    expect(enterAction('/ren', [])).toEqual({ action: 'ignore' });
    expect(enterAction('/xyz', shortcuts)).toEqual({ action: 'ignore' });
  });

  it('inserts the matching shortcut, the exact one first', () => {
    expect(enterAction('/ren', shortcuts)).toEqual({ action: 'insert', text: 'Su plan se renueva cada mes.' });
    expect(enterAction('/saludo', shortcuts)).toEqual({ action: 'insert', text: 'Hola, ¿en qué le ayudo?' });
  });

  it('sends ordinary text, and text that only starts with a slash word', () => {
    expect(enterAction('Hola', shortcuts)).toEqual({ action: 'send' });
    expect(enterAction('/ren y algo más', shortcuts)).toEqual({ action: 'send' });
  });

  it('filters by the start of the name, ignoring case', () => {
    expect(shortcutMatches('/sal', shortcuts)?.map((s) => s.atajo)).toEqual(['/SALUDO', '/SALUDOS']);
    expect(shortcutMatches('hola', shortcuts)).toBeNull();
  });
});

describe('sender label', () => {
  const message = (sent_by_id: number | null, role: 'From_me' | 'received' = 'From_me', msg_type: 'text' | 'sistema' = 'text') =>
    ({ role, msg_type, sent_by: sent_by_id ? 'Ana Pérez' : null, sent_by_id });

  it("is 'Tú' only for the signed-in user's own messages", () => {
    expect(senderLabel(message(7), 7)).toBe('Tú');
    expect(senderLabel(message(7), 9)).toBe('Ana Pérez');
  });

  it("names the bot, and nobody for the customer or a workspace line", () => {
    expect(senderLabel(message(null), 7)).toBe('Bot');
    expect(senderLabel(message(null, 'received'), 7)).toBeNull();
    expect(senderLabel(message(7, 'From_me', 'sistema'), 7)).toBeNull();
  });
});

describe('scroll rule', () => {
  it('follows new content at the end of the thread, not while reading older messages', () => {
    expect(followsNewest({ scrollTop: 920, scrollHeight: 1400, clientHeight: 480 })).toBe(true);
    expect(followsNewest({ scrollTop: 860, scrollHeight: 1400, clientHeight: 480 })).toBe(true);
    expect(followsNewest({ scrollTop: 300, scrollHeight: 1400, clientHeight: 480 })).toBe(false);
  });
});

describe('file size', () => {
  it('writes sizes with a decimal comma', () => {
    expect(fileSize(820)).toBe('820 B');
    expect(fileSize(14_540)).toBe('14,2 kB');
    expect(fileSize(3_250_000)).toBe('3,1 MB');
  });
});

describe('WhatsApp formatting', () => {
  it('draws *bold*, _italic_ and ~strikethrough~ without their markers, nested too', () => {
    expect(whatsappMarkup('Hola *Ana*, su cita es _mañana_.')).toEqual([
      { text: 'Hola ' }, { text: 'Ana', bold: true }, { text: ', su cita es ' }, { text: 'mañana', italic: true }, { text: '.' },
    ]);
    expect(whatsappMarkup('*muy _importante_* ~antes~')).toEqual([
      { text: 'muy ', bold: true }, { text: 'importante', bold: true, italic: true }, { text: ' ' }, { text: 'antes', strike: true },
    ]);
  });

  it('leaves markers inside words, around spaces, unclosed or across lines as written', () => {
    for (const text of ['2*3*4', 'nombre_de_usuario', '* suelto *', 'sin *cerrar', '*una\nlínea*', '**']) {
      expect(whatsappMarkup(text)).toEqual([{ text }]);
    }
    expect(whatsappMarkup('')).toEqual([]);
  });

  it('previews a template with its values, keeping {{n}} while a value is empty', () => {
    expect(templatePreview('Hola {{1}}, su cita es el {{2}}.', ['Ana', ' '])).toBe('Hola Ana, su cita es el {{2}}.');
    expect(templatePreview('Hola {{ 1 }}', ['*Ana*'])).toBe('Hola *Ana*');
  });
});

import { describe, expect, it } from 'vitest';
import { parseWhatsAppMarkup } from './whatsapp-markup';

describe('WhatsApp markup', () => {
  it('draws asterisks as bold and underscores as italics', () => {
    expect(parseWhatsAppMarkup('Hola *Ana*, tu cita es _mañana_.')).toEqual([
      'Hola ', { style: 'bold', children: ['Ana'] }, ', tu cita es ', { style: 'italic', children: ['mañana'] }, '.',
    ]);
  });

  it('nests styles and reads strikes and monospace', () => {
    expect(parseWhatsAppMarkup('*_urgente_* ~antes~ ```COD-1```')).toEqual([
      { style: 'bold', children: [{ style: 'italic', children: ['urgente'] }] }, ' ',
      { style: 'strike', children: ['antes'] }, ' ', { style: 'mono', children: ['COD-1'] },
    ]);
  });

  it('leaves markers inside words, beside spaces, unclosed or across lines as typed', () => {
    for (const text of ['nombre_de_usuario', '2*3*4', '* no *', '*abierto', '*una\nlínea*', '**', 'a _b_c']) {
      expect(parseWhatsAppMarkup(text), text).toEqual([text]);
    }
  });

  it('keeps variables and emojis', () => {
    expect(parseWhatsAppMarkup('Hola {{1}} 🎉 *{{2}}*')).toEqual(['Hola {{1}} 🎉 ', { style: 'bold', children: ['{{2}}'] }]);
  });
});

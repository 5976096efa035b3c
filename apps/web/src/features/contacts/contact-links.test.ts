import { describe, expect, it } from 'vitest';
import { chatPath, telegramLink, whatsappLink } from './contact-links';

describe('the quick links of a contact card', () => {
  it('write to WhatsApp and open the chat by the E.164 digits of the phone', () => {
    expect(whatsappLink('+573001234567')).toBe('https://wa.me/573001234567');
    expect(whatsappLink('300 123 4567')).toBe('https://wa.me/573001234567');
    expect(whatsappLink('+1 305 555 0199')).toBe('https://wa.me/13055550199');
    expect(chatPath('+573001234567')).toBe('/chat?telefono=573001234567');
    for (const phone of [null, '', 'sin número', '12']) {
      expect(whatsappLink(phone), String(phone)).toBeNull();
      expect(chatPath(phone), String(phone)).toBeNull();
    }
  });

  it('open Telegram by user name or phone, and nothing for what is neither', () => {
    expect(telegramLink('@laura_gomez')).toBe('https://t.me/laura_gomez');
    expect(telegramLink('laura_gomez')).toBe('https://t.me/laura_gomez');
    expect(telegramLink('https://t.me/laura_gomez')).toBe('https://t.me/laura_gomez');
    expect(telegramLink('+57 300 123 4567')).toBe('https://t.me/+573001234567');
    for (const value of [null, '', '@ab', 'laura gómez', 'https://ejemplo.co/x']) expect(telegramLink(value), String(value)).toBeNull();
  });
});

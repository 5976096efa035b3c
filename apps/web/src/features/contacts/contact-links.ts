import { phoneDigits, toE164 } from '@atiende/shared';

/** The digits of a phone's E.164 form (country code first), or null for text that is not a phone number. */
function e164Digits(phone: string | null): string | null {
  const e164 = phone ? toE164(phone) : null;
  return e164 ? phoneDigits(e164) : null;
}

/** The contact's conversation in the chat workspace (/chat?telefono={E.164 digits}; it opens the number's conversation). */
export function chatPath(phone: string | null): string | null {
  const digits = e164Digits(phone);
  return digits ? `/chat?telefono=${digits}` : null;
}

/** WhatsApp's own link to write to the number. */
export function whatsappLink(phone: string | null): string | null {
  const digits = e164Digits(phone);
  return digits ? `https://wa.me/${digits}` : null;
}

const TELEGRAM_USERNAME = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;

/** Telegram's link to a user ('@name', 'name' or a t.me address) or to a phone number; null for anything else. */
export function telegramLink(value: string | null): string | null {
  const text = value?.trim().replace(/^(https?:\/\/)?(t\.me|telegram\.me)\//i, '').replace(/^@/, '') ?? '';
  if (TELEGRAM_USERNAME.test(text)) return `https://t.me/${text}`;
  const digits = e164Digits(text);
  return digits ? `https://t.me/+${digits}` : null;
}

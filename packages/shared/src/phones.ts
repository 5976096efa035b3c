import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js';

/**
 * Phone numbers: one rule for every place that stores, compares or shows one. A phone is stored in
 * E.164 ('+573121748585'); a number typed without a country code is read as Colombian. The digits of
 * the stored form ('573121748585') are what searches and duplicate checks compare.
 */

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'CO';
const COLOMBIA_CODE = '57';

export const PHONE_MSG = {
  invalid: 'El número de teléfono no es válido.',
} as const;

/** Digits of a phone number, the form it is searched and compared by. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** Only the characters people write in a phone number: digits, spaces, dots, dashes, parentheses, a leading +. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

function parsed(text: string): PhoneNumber | null {
  const value = text.trim();
  if (value.length === 0 || value.length > 40 || !PHONE_CHARACTERS.test(value)) return null;
  const national = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
  if (national?.isValid()) return national;
  // A number written with its country code but without the '+' ('573001234567', '1 305 555 0199').
  if (!value.startsWith('+')) {
    const international = parsePhoneNumberFromString(`+${phoneDigits(value)}`);
    if (international?.isValid()) return international;
  }
  return null;
}

/** The number in E.164 ('+573121748585'), or null when it is not a valid phone number. */
export function toE164(text: string): string | null {
  return parsed(text)?.number ?? null;
}

export function isValidPhone(text: string): boolean {
  return parsed(text) !== null;
}

/**
 * How a phone is stored: E.164 when it is a valid number, otherwise as it came, trimmed (numbers kept
 * from before the rule, or addresses a provider gave, are never lost).
 */
export function storedPhone(text: string): string {
  return toE164(text) ?? text.trim();
}

/** The digits a phone is compared and searched by: those of its E.164 form when it has one. */
export function phoneKey(text: string): string {
  return phoneDigits(storedPhone(text));
}

/**
 * A phone as people read it: a Colombian number in the national format ('312 174 8585',
 * '601 234 5678'), any other in the international one ('+1 305 555 0199'); text that is not a phone
 * number is shown as it is.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const phone = parsed(value);
  if (!phone) return value.trim();
  if (phone.countryCallingCode === COLOMBIA_CODE) {
    const national = String(phone.nationalNumber);
    return national.length === 10 ? `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}` : phone.formatNational();
  }
  return phone.formatInternational();
}

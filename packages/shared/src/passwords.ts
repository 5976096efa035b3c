import { COMMON_PASSWORDS } from './common-passwords.js';

export const PASSWORD_MSG = {
  common: 'Esta contraseña es demasiado común. Elija otra más difícil de adivinar.',
  sameAsUsername: 'La contraseña no puede ser igual a su usuario.',
  repeated: 'La contraseña no puede ser un mismo carácter repetido.',
} as const;

/**
 * Why a password is too easy to guess, or null when it is acceptable: one of the most common
 * passwords, the username (or the part of the e-mail before '@'), or one character repeated.
 */
export function weakPasswordReason(password: string, username?: string | null): string | null {
  const lower = password.toLowerCase();
  if (/^(.)\1*$/su.test(password)) return PASSWORD_MSG.repeated;
  if (COMMON_PASSWORDS.has(lower)) return PASSWORD_MSG.common;
  const name = username?.trim().toLowerCase();
  if (name && (lower === name || lower === name.split('@')[0])) return PASSWORD_MSG.sameAsUsername;
  return null;
}

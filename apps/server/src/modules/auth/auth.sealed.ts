import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A key for sealing values stored in the database, derived from the token secret (which is not stored there). */
const keyOf = (secret: string) => createHash('sha256').update(`atiende-sealed:${secret}`).digest();

/** AES-256-GCM: `iv.tag.ciphertext`, each base64url. */
export function seal(value: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const encrypted = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), encrypted].map((part) => part.toString('base64url')).join('.');
}

/** The sealed value, or null when it was not sealed with this secret or was altered. */
export function unseal(sealed: string, secret: string): string | null {
  const [iv, tag, encrypted] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !encrypted) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(encrypted), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A channel's secrets as one AES-256-GCM blob: `v1.<iv>.<tag>.<ciphertext>` in base64url. The key lives
 * outside the database (CHANNEL_SECRETS_KEY or a file in DATA_DIR), so a copy of the database alone does
 * not reveal any token.
 */
export function sealSecrets(key: Buffer, secrets: Record<string, string>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function openSecrets(key: Buffer, sealed: string): Record<string, string> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Secretos del canal ilegibles.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  return JSON.parse(text) as Record<string, string>;
}

/** How a secret is shown: never in full, only its last 4 characters. */
export const maskSecret = (value: string) => (value.length > 8 ? `••••${value.slice(-4)}` : '••••');

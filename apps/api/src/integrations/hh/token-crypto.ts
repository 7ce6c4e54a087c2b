import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for hh tokens: AES-256-GCM with a 96-bit random IV per value.
 * Stored form: `v1.<iv b64url>.<tag b64url>.<ciphertext b64url>`; the user id is bound as associated data,
 * so a ciphertext copied onto another user's row does not decrypt.
 * The 32-byte key is derived from APP_SECRET (HKDF, purpose "hh-token") by the config layer.
 */
export function createTokenCipher(key: Buffer) {
  if (key.length !== 32) throw new Error('hh token key must be 32 bytes');

  /** Encrypts a token for one user. */
  function encrypt(plaintext: string, userId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(userId, 'utf8'));
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
  }

  /**
   * Decrypts a value written by {@link encrypt} for the same user.
   * @throws Error when the value was tampered with, belongs to another user or another key.
   */
  function decrypt(stored: string, userId: string): string {
    const [version, iv, tag, data] = stored.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unknown token format');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }

  return { encrypt, decrypt };
}

export type TokenCipher = ReturnType<typeof createTokenCipher>;

import { hkdfSync } from 'node:crypto';

/** What a derived key is for. Each purpose gets its own key, so one leaking never exposes another. */
export type KeyPurpose = 'jwt' | 'hh-token-encryption';

/**
 * Derives a 32-byte key for one purpose from APP_SECRET with HKDF-SHA-256 (RFC 5869, node:crypto).
 * The purpose is the HKDF `info`, so keys for different purposes are independent.
 * @param appSecret APP_SECRET (≥ 32 characters, checked by loadConfig).
 * @param purpose what the key is used for: `jwt` (HS256 access tokens), `hh-token-encryption` (hh OAuth tokens at rest).
 * @returns 32 raw key bytes.
 */
export function deriveKey(appSecret: string, purpose: KeyPurpose): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', appSecret, 'otklik/v1', `otklik:${purpose}`, 32));
}

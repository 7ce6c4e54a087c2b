import { describe, expect, it } from 'vitest';
import { deriveKey } from './keys';

describe('deriveKey', () => {
  it('gives a stable 32-byte key per purpose, different across purposes and secrets', () => {
    const secret = 'a'.repeat(40);
    const jwt = deriveKey(secret, 'jwt');
    expect(jwt).toHaveLength(32);
    expect(deriveKey(secret, 'jwt')).toEqual(jwt);
    expect(Buffer.from(deriveKey(secret, 'hh-token-encryption')).equals(Buffer.from(jwt))).toBe(false);
    expect(Buffer.from(deriveKey('b'.repeat(40), 'jwt')).equals(Buffer.from(jwt))).toBe(false);
  });
});

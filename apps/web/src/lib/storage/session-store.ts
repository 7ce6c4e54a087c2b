import { useSyncExternalStore } from 'react';
import type { User } from '@otklik/contracts';
import { safeParseFirstPaint, userFirstPaint } from '../api/first-paint-schemas';
import { STORAGE_KEYS, notify, readHhIntegrated, subscribe } from './session-flags';

export { STORAGE_KEYS, clearSession, readHhIntegrated, saveHhIntegrated } from './session-flags';

let cachedRaw: string | null = null;
let cachedUser: User | null = null;

/**
 * The cached User, validated with the contract's `userSchema` (its twin in lib/api/first-paint-schemas.ts); a missing or malformed entry reads as null.
 * The same object is returned while the stored text is unchanged, so React can compare snapshots.
 */
export function readUser(): User | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = null;
  if (raw !== null) {
    try {
      cachedUser = safeParseFirstPaint(userFirstPaint, JSON.parse(raw));
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

/** Caches the User returned by login/register under the `user` key. */
export function saveUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  notify();
}

/** The cached User, re-rendering when it changes (also from another tab). */
export function useCurrentUser(): User | null {
  return useSyncExternalStore(subscribe, readUser, () => null);
}

/** The cached hh integration flag, re-rendering when it changes. */
export function useHhIntegrated(): boolean {
  return useSyncExternalStore(subscribe, readHhIntegrated, () => false);
}

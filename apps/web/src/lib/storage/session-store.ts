import { useSyncExternalStore } from 'react';
import { type User, userSchema } from '@otklik/contracts';

/** localStorage keys of the cached session (spec §3: "cached in local storage under a user key", integrated flag). */
export const STORAGE_KEYS = { user: 'user', hhIntegrated: 'hhIntegrated' } as const;

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedUser: User | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || event.key === STORAGE_KEYS.user || event.key === STORAGE_KEYS.hhIntegrated) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The cached User (spec §3), validated with the contract's `userSchema`; a missing or malformed entry reads as null.
 * The same object is returned while the stored text is unchanged, so React can compare snapshots.
 */
export function readUser(): User | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = null;
  if (raw !== null) {
    try {
      const parsed = userSchema.safeParse(JSON.parse(raw));
      cachedUser = parsed.success ? parsed.data : null;
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

/** Caches the User returned by login/register under the `user` key (spec §3). */
export function saveUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  notify();
}

/** The cached hh integration flag (spec §3, §4); anything but a stored `true` reads as not integrated. */
export function readHhIntegrated(): boolean {
  return localStorage.getItem(STORAGE_KEYS.hhIntegrated) === 'true';
}

/** Caches the hh integration flag under the `hhIntegrated` key (spec §4: it becomes true after a code exchange). */
export function saveHhIntegrated(integrated: boolean): void {
  localStorage.setItem(STORAGE_KEYS.hhIntegrated, String(integrated));
  notify();
}

/** Forgets the cached User and integration flag (logout, failed refresh: spec §4). Other keys (theme) are kept. */
export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.user);
  localStorage.removeItem(STORAGE_KEYS.hhIntegrated);
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

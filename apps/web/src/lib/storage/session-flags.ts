/**
 * The cached session's storage keys, change notifications and the hh integration flag: the part of the
 * session store the navigation guards use. A module of its own without the contract's schemas, so the first load of
 * /login needs no zod (the /login first-load budget); session-store.ts adds the cached User and re-exports all of this.
 */

/** localStorage keys of the cached session ("cached in local storage under a user key", integrated flag). */
export const STORAGE_KEYS = { user: 'user', hhIntegrated: 'hhIntegrated' } as const;

const listeners = new Set<() => void>();

/** Tells every subscriber that the cached session changed. */
export function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Subscribes to changes of the cached session, in this tab ({@link notify}) and in others (storage events).
 * @returns the unsubscribe function
 */
export function subscribe(listener: () => void): () => void {
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

/** The cached hh integration flag; anything but a stored `true` reads as not integrated. */
export function readHhIntegrated(): boolean {
  return localStorage.getItem(STORAGE_KEYS.hhIntegrated) === 'true';
}

/** Caches the hh integration flag under the `hhIntegrated` key (it becomes true after a code exchange). */
export function saveHhIntegrated(integrated: boolean): void {
  localStorage.setItem(STORAGE_KEYS.hhIntegrated, String(integrated));
  notify();
}

/** Forgets the cached User and integration flag (logout, a failed refresh). Other keys (theme) are kept. */
export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.user);
  localStorage.removeItem(STORAGE_KEYS.hhIntegrated);
  notify();
}

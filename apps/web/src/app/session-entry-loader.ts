import type * as SessionEntry from './session-entry';

/** The signed-in pages' chunk (app/session-entry.ts): the query root with the shell, and the API transport. */
export type SessionEntryModule = typeof SessionEntry;

let loaded: SessionEntryModule | null = null;
let loading: Promise<SessionEntryModule> | null = null;

/**
 * Loads the signed-in pages' chunk once (a failed load is tried again on the next call). The session guard awaits it
 * with the locale, so a signed-in page renders its shell in the same pass as the rest instead of suspending on it.
 * @returns the chunk's exports
 * @throws the dynamic import's error (the chunk could not be fetched)
 */
export function loadSessionEntry(): Promise<SessionEntryModule> {
  loading ??= import('./session-entry').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The signed-in pages' chunk when it has loaded, else null. */
export function loadedSessionEntry(): SessionEntryModule | null {
  return loaded;
}

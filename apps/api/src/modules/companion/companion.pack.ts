import { COMPANION_CHANNEL } from '../../db/change-bus';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { companionPackPaused } from '../../lib/metrics';
import * as repo from './companion.repository';

/** Where sending through the companions stands on the selector pack served now. */
export interface PackState {
  /** The served pack's version. */
  version: string;
  /** True while a failed page self-test keeps sending paused for everyone on this version. */
  paused: boolean;
  /** The page whose self-test failed first, and the pack's roles it did not find there (null: never failed). */
  page: string | null;
  missing: string[];
  /** When it paused, and when an operator lifted the pause (UTC; null when not). */
  paused_at: Date | null;
  lifted_at: Date | null;
}

/**
 * The operator's hold on the selector pack's pause: read it, and lift it once the pages were checked (the pack was
 * fixed in place, or the failure was one seeker's odd page). Needs only the database, so the admin CLI can run it
 * without the app. A lifted pause comes back on the next failed self-test of the same version.
 */
export function createPackControl({ db, clock, version }: { db: Db; clock: Clock; version: string }) {
  return {
    /** The pause of the served pack. */
    async state(): Promise<PackState> {
      const row = await repo.findPackPause(db, version);
      return {
        version,
        paused: row !== null && row.clearedAt === null,
        page: row?.page ?? null,
        missing: row?.missing ?? [],
        paused_at: row?.pausedAt ?? null,
        lifted_at: row?.clearedAt ?? null,
      };
    },

    /**
     * Lifts the pause: the companions take applications again at their next poll (the seekers' own waits wake now).
     * @returns false when the served pack was not paused.
     */
    async lift(): Promise<boolean> {
      const lifted = await repo.clearPackPause(db, version, clock.now());
      companionPackPaused.set({ version }, 0);
      if (lifted) for (const userId of await repo.listPairedUserIds(db)) await repo.announce(db, COMPANION_CHANNEL, userId);
      return lifted;
    },
  };
}

export type PackControl = ReturnType<typeof createPackControl>;

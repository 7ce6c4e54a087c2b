import { AppError } from '../../lib/app-error';

/** Readiness check (GET /api/health). */
export interface HealthService {
  /**
   * @returns `{status:'ok'}` once the database answers `select 1`.
   * @throws AppError 503 `unavailable` 'Database is not available' otherwise.
   */
  check(): Promise<{ status: 'ok' }>;
}

/** @param ping resolves when the database answers (Database.ping). */
export function createHealthService(ping: () => Promise<void>): HealthService {
  return {
    async check() {
      try {
        await ping();
      } catch (error) {
        throw new AppError('unavailable', { detail: 'Database is not available', cause: error });
      }
      return { status: 'ok' };
    },
  };
}

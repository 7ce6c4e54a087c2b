import type { AdminUserDetail } from '@otklik/contracts';
import { TRIAL } from './subscription-fixtures';

/** Test-only: the user the support console's tests open. */
export const ADMIN_TARGET_ID = '7d0c4a5e-8f1b-4c2d-9e3f-0a1b2c3d4e5f';

/** Test-only: GET /api/admin/users/{id} for {@link ADMIN_TARGET_ID}: a trial seeker with hh connected and no history. */
export function adminUserDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    user: {
      user_id: ADMIN_TARGET_ID,
      email: 'anna@example.ru',
      name: 'Анна',
      created_at: '2026-11-01T09:00:00.000Z',
      last_login: null,
      is_admin: false,
      trainer_access: false,
      hh_connected: true,
    },
    subscription: TRIAL,
    payments: [],
    applications: [],
    applications_total: 0,
    trainer_requests: [],
    ...overrides,
  };
}

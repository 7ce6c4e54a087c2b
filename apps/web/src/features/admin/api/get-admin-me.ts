import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './keys';

/** GET /api/admin/me; the call and its schema load with the first ask (fetch-admin-me.ts), after the first paint. */
export const adminMeQueryOptions = queryOptions({ queryKey: adminKeys.me(), queryFn: async () => (await import('./fetch-admin-me')).getAdminMe() });

/** Whether the session user may use /admin. */
export function useAdminMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminMeQueryOptions, enabled });
}

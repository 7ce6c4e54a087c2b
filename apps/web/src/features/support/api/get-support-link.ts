import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

export { SUPPORT_LINK_PATH } from './support-link-path';

/**
 * Query options of the support link (key `['support', 'link']`); it never changes within a session. The call and its
 * schema (fetch-support-link.ts) load with the first ask: the shell asks after the first paint.
 */
export const supportLinkQueryOptions = queryOptions({
  queryKey: queryKeys.supportLink(),
  queryFn: async () => (await import('./fetch-support-link')).getSupportLink(),
  staleTime: Infinity,
});

/** The support chat URL, or null while it loads or when it could not be loaded. */
export function useSupportLink({ enabled = true }: { enabled?: boolean } = {}): string | null {
  const { data } = useQuery({ ...supportLinkQueryOptions, enabled });
  return data?.url ?? null;
}

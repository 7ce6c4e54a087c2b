import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SupportLink, supportLinkSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/support/link: the server knows the bot (TELEGRAM_SUPPORT_BOT) and the session's user id. */
export const SUPPORT_LINK_PATH = '/api/support/link';

/**
 * The support chat link `https://t.me/<bot>?start=<user_id>` (the bot link opens with the user id as start
 * parameter), validated with the contract's `supportLinkSchema`.
 * @throws the HttpError of the call, or a ZodError when the answer does not match the contract
 */
export async function getSupportLink(): Promise<SupportLink> {
  const { data } = await apiClient.get<unknown>(SUPPORT_LINK_PATH);
  return supportLinkSchema.parse(data);
}

/** Query options of the support link (key `['support', 'link']`); it never changes within a session. */
export const supportLinkQueryOptions = queryOptions({ queryKey: queryKeys.supportLink(), queryFn: getSupportLink, staleTime: Infinity });

/** The support chat URL, or null while it loads or when it could not be loaded. */
export function useSupportLink({ enabled = true }: { enabled?: boolean } = {}): string | null {
  const { data } = useQuery({ ...supportLinkQueryOptions, enabled });
  return data?.url ?? null;
}

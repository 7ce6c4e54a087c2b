import { type SupportLink, supportLinkSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SUPPORT_LINK_PATH } from './support-link-path';

// A module of its own: the shell asks this after the first paint, so the call's schema (zod) loads then, not with
// the page.

/**
 * The support chat link `https://t.me/<bot>?start=<user_id>` (the bot link opens with the user id as start
 * parameter), validated with the contract's `supportLinkSchema`.
 * @throws the HttpError of the call, or a ZodError when the answer does not match the contract
 */
export async function getSupportLink(): Promise<SupportLink> {
  const { data } = await apiClient.get<unknown>(SUPPORT_LINK_PATH);
  return supportLinkSchema.parse(data);
}

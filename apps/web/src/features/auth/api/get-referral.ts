import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ReferralInfo, referralInfoSchema } from '@otklik/contracts';
import { authClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/referrals/{code}: the parameter is the referral code of the registration link. */
export function referralPath(code: string): string {
  return `/api/referrals/${encodeURIComponent(code)}`;
}

/**
 * Who invited the guest: `{code, referrer_name, bonus_days, valid}`; `valid` false for an unknown code. Public, so it
 * goes through the auth client: a guest has no session, and the main client's 401 handling would send them to /login.
 * @throws the HttpError of the call, or a ZodError when the answer does not match the contract
 */
export async function getReferral(code: string): Promise<ReferralInfo> {
  const { data } = await authClient.get<unknown>(referralPath(code));
  return referralInfoSchema.parse(data);
}

/** Query options of a referral code (it does not change while the form is open). */
export function referralQueryOptions(code: string) {
  return queryOptions({ queryKey: queryKeys.referral(code), queryFn: () => getReferral(code), staleTime: Infinity });
}

/** The referral code's inviter, when `code` is set. */
export function useReferral(code: string | undefined) {
  return useQuery({ ...referralQueryOptions(code ?? ''), enabled: code !== undefined });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MyReferrals, myReferralsSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/referrals/me: the seeker's own referral code and counts. */
export const MY_REFERRALS_PATH = '/api/referrals/me';

/**
 * The seeker's referral code, its link path (`/register?ref=CODE`), how many joined with it, how many of them paid
 * and the bonus days earned.
 * @throws the HttpError of the call, or a ZodError when the answer does not match the contract
 */
export async function getMyReferrals(): Promise<MyReferrals> {
  const { data } = await apiClient.get<unknown>(MY_REFERRALS_PATH);
  return myReferralsSchema.parse(data);
}

/** Query options of the seeker's referrals. */
export const myReferralsQueryOptions = queryOptions({ queryKey: queryKeys.subscription.referrals(), queryFn: getMyReferrals });

/** The seeker's referral link and counts. */
export function useMyReferrals() {
  return useQuery(myReferralsQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { type OpenedPlans, openedPlansSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/subscription/opened_plans: the plans on sale. */
export const OPENED_PLANS_PATH = '/api/subscription/opened_plans';

/**
 * The paid plans on sale, each with prices for the whole period in kopecks and cents and its running sale, if any.
 * @throws the HttpError of the call, or a ZodError when the answer does not match the contract
 */
export async function getOpenedPlans(): Promise<OpenedPlans> {
  const { data } = await apiClient.get<unknown>(OPENED_PLANS_PATH);
  return openedPlansSchema.parse(data);
}

/** Query options of the plans on sale (fresh for 5 minutes: prices change rarely). */
export const openedPlansQueryOptions = queryOptions({ queryKey: queryKeys.subscription.plans(), queryFn: getOpenedPlans, staleTime: 300_000 });

/** The plans on sale. */
export function useOpenedPlans() {
  return useQuery(openedPlansQueryOptions);
}

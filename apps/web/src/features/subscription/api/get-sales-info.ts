import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SalesInfo, salesInfoSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/subscription/get-sales-info. */
export const SALES_INFO_PATH = '/api/subscription/get-sales-info';

/**
 * The running discounts: title, percent, plans and end (ISO UTC), ending soonest first.
 * @throws the HttpError of the call, or a ZodError when the answer does not match the contract
 */
export async function getSalesInfo(): Promise<SalesInfo> {
  const { data } = await apiClient.get<unknown>(SALES_INFO_PATH);
  return salesInfoSchema.parse(data);
}

/** Query options of the running sales. */
export const salesInfoQueryOptions = queryOptions({ queryKey: queryKeys.subscription.sales(), queryFn: getSalesInfo, staleTime: 300_000 });

/** The running sales (the banner above the plans). */
export function useSalesInfo() {
  return useQuery(salesInfoQueryOptions);
}

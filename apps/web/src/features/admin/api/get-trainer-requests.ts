import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminTrainerRequests, adminTrainerRequestsSchema, type TrainerRequestStatus } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { adminKeys } from './keys';

/** GET /api/admin/trainer-requests?status=: trainer-access requests in one status, oldest first. */
export async function getTrainerRequests(status: TrainerRequestStatus): Promise<AdminTrainerRequests> {
  const { data } = await apiClient.get<unknown>('/api/admin/trainer-requests', { params: { status } });
  return adminTrainerRequestsSchema.parse(data);
}

export const trainerRequestsQueryOptions = (status: TrainerRequestStatus) =>
  queryOptions({ queryKey: adminKeys.trainerRequests(status), queryFn: () => getTrainerRequests(status) });

/** The trainer-access requests in `status`. */
export function useTrainerRequests(status: TrainerRequestStatus) {
  return useQuery(trainerRequestsQueryOptions(status));
}

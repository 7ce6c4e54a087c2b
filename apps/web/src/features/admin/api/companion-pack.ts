import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminCompanionPack, adminCompanionPackSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { adminKeys } from './keys';

/** GET /api/admin/companion-pack: whether sending through the browser companions is paused on the served pack. */
export async function getCompanionPack(): Promise<AdminCompanionPack> {
  const { data } = await apiClient.get<unknown>('/api/admin/companion-pack');
  return adminCompanionPackSchema.parse(data);
}

export const companionPackQueryOptions = queryOptions({ queryKey: adminKeys.companionPack(), queryFn: getCompanionPack });

/** The selector pack's pause. */
export function useCompanionPack() {
  return useQuery(companionPackQueryOptions);
}

/** POST /api/admin/companion-pack/resume: lifts the pause; answers the state after. */
export async function resumeCompanionPack(): Promise<AdminCompanionPack> {
  const { data } = await apiClient.post<unknown>('/api/admin/companion-pack/resume');
  return adminCompanionPackSchema.parse(data);
}

/** Lifts the pause, then refreshes the console (the audit log gains the entry). */
export function useResumeCompanionPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'companion-pack-resume'],
    mutationFn: resumeCompanionPack,
    meta: SHOWN_TO_USER,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Application, type VacancyHideResult, vacancyActionBodySchema, vacancyApplyResultSchema, vacancyHideResultSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/vacancies/:vacancyId/apply {position_id} («Откликнуться»): queues an application with a letter; it
 * goes out through the sending pipeline within the daily quota.
 * @returns the queued application
 * @throws the HttpError of the call (403 forbidden, 409 already_applied / position_paused / vacancy_unavailable,
 *   422 letter_ungrounded)
 */
export async function applyToVacancy(vacancyId: string, positionId: string): Promise<Application> {
  const { data } = await apiClient.post<unknown>(
    `/api/vacancies/${encodeURIComponent(vacancyId)}/apply`,
    vacancyActionBodySchema.parse({ position_id: positionId }),
  );
  return vacancyApplyResultSchema.parse(data);
}

/**
 * POST /api/vacancies/:vacancyId/hide {position_id} («Не интересно»): hides it; similar vacancies rank lower.
 * @throws the HttpError of the call
 */
export async function hideVacancy(vacancyId: string, positionId: string): Promise<VacancyHideResult> {
  const { data } = await apiClient.post<unknown>(
    `/api/vacancies/${encodeURIComponent(vacancyId)}/hide`,
    vacancyActionBodySchema.parse({ position_id: positionId }),
  );
  return vacancyHideResultSchema.parse(data);
}

/** «Откликнуться»: refreshes the list, the counter and /responses after it. */
export function useApplyToVacancyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['vacancy-list', 'apply'],
    meta: SHOWN_TO_USER,
    mutationFn: ({ vacancyId, positionId }: { vacancyId: string; positionId: string }) => applyToVacancy(vacancyId, positionId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.vacancyList.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.applications.all });
    },
  });
}

/** «Не интересно»: refreshes the list after it. */
export function useHideVacancyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['vacancy-list', 'hide'],
    meta: SHOWN_TO_USER,
    mutationFn: ({ vacancyId, positionId }: { vacancyId: string; positionId: string }) => hideVacancy(vacancyId, positionId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.vacancyList.all }),
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type VacancyList, type VacancyListQuery, vacancyListQuerySchema, vacancyListSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/vacancies (the Vacancies entry; paid seekers only): every vacancy found for the seeker's positions
 * with its fit reasons, filtered by position, city (hh area id), salary per month and remote.
 * @throws the HttpError of the call (403 `forbidden` without a paid plan), or a ZodError
 */
export async function getVacancyList(filter: VacancyListQuery): Promise<VacancyList> {
  const { data } = await apiClient.get<unknown>('/api/vacancies', { params: vacancyListQuerySchema.parse(filter) });
  return vacancyListSchema.parse(data);
}

export const vacancyListQueryOptions = (filter: VacancyListQuery) =>
  queryOptions({ queryKey: queryKeys.vacancyList.list(filter), queryFn: () => getVacancyList(filter), placeholderData: keepPreviousData });

export function useVacancyList(filter: VacancyListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...vacancyListQueryOptions(filter), enabled });
}

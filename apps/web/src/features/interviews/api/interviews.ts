import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Interview,
  type InterviewBody,
  type InterviewPrefill,
  type VacancyLookup,
  interviewListSchema,
  interviewPrefillSchema,
  interviewSchema,
  vacancyLookupSchema,
} from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/interviews: the seeker's interview records, soonest first. @throws the HttpError or a ZodError */
export async function getInterviews(): Promise<Interview[]> {
  const { data } = await apiClient.get<unknown>('/api/interviews');
  return interviewListSchema.parse(data);
}
export const interviewsQueryOptions = queryOptions({ queryKey: queryKeys.interviews.list(), queryFn: getInterviews });
export function useInterviews() {
  return useQuery(interviewsQueryOptions);
}

/** GET /api/interviews/vacancy?link=: the title and employer hh gives for a vacancy link. @throws 400 vacancy_link_invalid / vacancy_unknown */
export async function lookupVacancy(link: string): Promise<VacancyLookup> {
  const { data } = await apiClient.get<unknown>('/api/interviews/vacancy', { params: { link } });
  return vacancyLookupSchema.parse(data);
}
/** The vacancy behind `link`, asked only when `enabled` (the link passed the form's own check). */
export function useVacancyLookup(link: string, enabled: boolean) {
  return useQuery({ queryKey: queryKeys.interviews.vacancy(link), queryFn: () => lookupVacancy(link), enabled, retry: false, staleTime: 5 * 60_000 });
}

/**
 * GET /api/interviews/prefill: a new record's fields from an invitation: `application` (from /responses) or
 * `vacancyLink` (from the bell). @throws 404 application_not_found
 */
export async function getPrefill(source: { application?: string; vacancyLink?: string }): Promise<InterviewPrefill> {
  const params = source.application ? { application: source.application } : { vacancy_link: source.vacancyLink };
  const { data } = await apiClient.get<unknown>('/api/interviews/prefill', { params });
  return interviewPrefillSchema.parse(data);
}
export function usePrefill(source: { application?: string; vacancyLink?: string } | null) {
  return useQuery({
    queryKey: queryKeys.interviews.prefill(source ?? {}),
    queryFn: () => getPrefill(source ?? {}),
    enabled: source !== null,
    retry: false,
  });
}

/** POST /api/interviews (create) or PUT /api/interviews/{id} (edit). @throws the HttpError (400 field issues, 404) */
export async function saveInterview(input: { id?: string; body: InterviewBody }): Promise<Interview> {
  const { data } = input.id
    ? await apiClient.put<unknown>(`/api/interviews/${encodeURIComponent(input.id)}`, input.body)
    : await apiClient.post<unknown>('/api/interviews', input.body);
  return interviewSchema.parse(data);
}
export function useSaveInterviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['interviews', 'save'],
    meta: SHOWN_TO_USER,
    mutationFn: saveInterview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.interviews.list() }),
  });
}

/** DELETE /api/interviews/{id}. @throws the HttpError (404 interview_not_found) */
export async function deleteInterview(id: string): Promise<void> {
  await apiClient.delete(`/api/interviews/${encodeURIComponent(id)}`);
}
export function useDeleteInterviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['interviews', 'delete'],
    meta: SHOWN_TO_USER,
    mutationFn: deleteInterview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.interviews.list() }),
  });
}

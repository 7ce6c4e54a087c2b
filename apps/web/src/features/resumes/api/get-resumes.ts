import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ResumeList, resumeListSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/resumes: the seeker's hh.ru resumes, validated against the contract's `resumeListSchema`.
 * @throws the HttpError of the call, or a ZodError when the answer does not match the contract
 */
export async function getResumes(): Promise<ResumeList> {
  const { data } = await apiClient.get<unknown>('/api/resumes');
  return resumeListSchema.parse(data);
}

/** Query options for the resume list (key `['resumes']`). */
export const resumesQueryOptions = queryOptions({ queryKey: queryKeys.resumes, queryFn: getResumes });
export function useResumes() {
  return useQuery(resumesQueryOptions);
}

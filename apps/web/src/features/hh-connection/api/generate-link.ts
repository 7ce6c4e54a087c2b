import { useMutation } from '@tanstack/react-query';
import { registrationLinkSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';

/**
 * GET /api/hh/generate-link: the hh.ru consent page URL, with a state bound to this session.
 * @returns the `registration_link` URL
 * @throws the HttpError (detail 'Failed to get HH registration link') or a ZodError for a malformed answer
 */
export async function generateHhLink(): Promise<string> {
  const { data } = await apiClient.get<unknown>('/api/hh/generate-link');
  return registrationLinkSchema.parse(data).registration_link;
}

/** Mutation around {@link generateHhLink}: fetched on click, never cached (the state is single-use). */
export function useGenerateHhLinkMutation() {
  return useMutation({ mutationKey: ['hh', 'generate-link'], meta: SHOWN_TO_USER, mutationFn: generateHhLink });
}

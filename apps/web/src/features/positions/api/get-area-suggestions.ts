import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AreaSuggestList, areaSuggestListSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/** Fewest characters the area suggest needs (contracts `areaSuggestQuerySchema`, hh /suggests/areas). */
export const AREA_SUGGEST_MIN_CHARS = 2;

/**
 * GET /api/areas/suggest?text= (hh /suggests/areas through our API): cities whose name starts with `text`.
 * @param text at least 2 characters after trimming
 * @throws the HttpError of the call, or a ZodError when the answer does not match `areaSuggestListSchema`
 */
export async function getAreaSuggestions(text: string, signal?: AbortSignal): Promise<AreaSuggestList> {
  const { data } = await apiClient.get<unknown>('/api/areas/suggest', { params: { text }, signal });
  return areaSuggestListSchema.parse(data);
}

/** Query options for the suggestions of one prefix (key `['areas', 'suggest', text]`); cached for 5 minutes. */
export function areaSuggestionsQueryOptions(text: string) {
  const prefix = text.trim();
  return queryOptions({
    queryKey: queryKeys.areaSuggestions(prefix),
    queryFn: ({ signal }) => getAreaSuggestions(prefix, signal),
    enabled: prefix.length >= AREA_SUGGEST_MIN_CHARS,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** Cities for a prefix; idle (no request) below {@link AREA_SUGGEST_MIN_CHARS} characters. Debounce `text` first. */
export function useAreaSuggestions(text: string) {
  return useQuery(areaSuggestionsQueryOptions(text));
}

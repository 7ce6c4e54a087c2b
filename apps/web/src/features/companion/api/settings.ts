import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CompanionSettings, type CompanionSettingsBody, companionSettingsBodySchema, companionSettingsSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { companionKeys } from './keys';

/** GET/PUT /api/companion/settings. */
export const COMPANION_SETTINGS_PATH = '/api/companion/settings';

/** The mode and pacing of the companion. @throws the HttpError of the call, or a ZodError for an unexpected answer */
export async function getCompanionSettings(signal?: AbortSignal): Promise<CompanionSettings> {
  const { data } = await apiClient.get<unknown>(COMPANION_SETTINGS_PATH, { signal });
  return companionSettingsSchema.parse(data);
}

/**
 * Changes the mode or pacing. «Отправлять за меня» needs `consent: true` the first time.
 * @throws the HttpError of the call (409 companion_consent_required), or a ZodError for a body outside the contract
 */
export async function putCompanionSettings(body: CompanionSettingsBody): Promise<CompanionSettings> {
  const { data } = await apiClient.put<unknown>(COMPANION_SETTINGS_PATH, companionSettingsBodySchema.parse(body));
  return companionSettingsSchema.parse(data);
}

export const companionSettingsQueryOptions = () => queryOptions({ queryKey: companionKeys.settings(), queryFn: ({ signal }) => getCompanionSettings(signal) });

/** The companion's settings (TanStack Query). */
export function useCompanionSettings() {
  return useQuery(companionSettingsQueryOptions());
}

/** Mutation around {@link putCompanionSettings}; stores the answer and refreshes the status. */
export function useSaveCompanionSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putCompanionSettings,
    onSuccess: (saved) => {
      client.setQueryData(companionKeys.settings(), saved);
      void client.invalidateQueries({ queryKey: companionKeys.status() });
    },
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CompanionDeviceList, companionDeviceListSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { companionKeys } from './keys';

/** GET /api/companion/devices, DELETE /api/companion/devices/{id}. */
export const COMPANION_DEVICES_PATH = '/api/companion/devices';

/** The seeker's paired browsers. @throws the HttpError of the call, or a ZodError for an unexpected answer */
export async function getCompanionDevices(signal?: AbortSignal): Promise<CompanionDeviceList> {
  const { data } = await apiClient.get<unknown>(COMPANION_DEVICES_PATH, { signal });
  return companionDeviceListSchema.parse(data);
}

/** Revokes one paired browser: its token stops working at once. @throws the HttpError of the call (404: not theirs) */
export async function revokeCompanionDevice(id: string): Promise<void> {
  await apiClient.delete(`${COMPANION_DEVICES_PATH}/${encodeURIComponent(id)}`);
}

export const companionDevicesQueryOptions = () => queryOptions({ queryKey: companionKeys.devices(), queryFn: ({ signal }) => getCompanionDevices(signal) });

/** The seeker's paired browsers (TanStack Query). */
export function useCompanionDevices() {
  return useQuery(companionDevicesQueryOptions());
}

/** Mutation around {@link revokeCompanionDevice}; refreshes every companion view. */
export function useRevokeCompanionDevice() {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeCompanionDevice, onSettled: () => client.invalidateQueries({ queryKey: companionKeys.all }) });
}

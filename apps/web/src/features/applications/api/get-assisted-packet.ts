import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AssistedPacket, assistedPacketSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/applications/{id}/assisted-packet: the letter, the answer bank's answers to common
 * questionnaire questions and hh's apply link of an application in assisted apply.
 * @throws the HttpError of the call (404 application_not_found, 409 assisted_packet_unavailable), or a ZodError
 */
export async function getAssistedPacket(applicationId: string, signal?: AbortSignal): Promise<AssistedPacket> {
  const { data } = await apiClient.get<unknown>(`/api/applications/${encodeURIComponent(applicationId)}/assisted-packet`, { signal });
  return assistedPacketSchema.parse(data);
}

/** Query options of {@link getAssistedPacket}; asked only while the packet is open (`enabled`). */
export const assistedPacketQueryOptions = (applicationId: string, enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.assistedPacket(applicationId),
    queryFn: ({ signal }) => getAssistedPacket(applicationId, signal),
    enabled,
  });

/** The packet of one application (TanStack Query), read when `enabled`. */
export function useAssistedPacket(applicationId: string, enabled: boolean) {
  return useQuery(assistedPacketQueryOptions(applicationId, enabled));
}

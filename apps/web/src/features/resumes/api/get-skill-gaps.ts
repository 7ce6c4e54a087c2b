import { useQuery } from '@tanstack/react-query';
import { type SkillGaps, skillGapsSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';

/** The query key of a position's «Как усилить резюме». */
export const skillGapsKey = (positionId: string) => ['skill-gaps', positionId] as const;

/**
 * GET /api/positions/{id}/skill-gaps («Как усилить резюме»): the key skills the position's matched
 * vacancies ask for and the resume lacks, with their share in %, the fields hh users fill that this resume leaves
 * empty, and the skills the seeker confirmed.
 * @throws the HttpError: 404 position_not_found, 503 when hh is unavailable; or a ZodError for a malformed answer
 */
export async function getSkillGaps(positionId: string): Promise<SkillGaps> {
  const { data } = await apiClient.get<unknown>(`/api/positions/${encodeURIComponent(positionId)}/skill-gaps`);
  return skillGapsSchema.parse(data);
}

/** {@link getSkillGaps} while `enabled` (the panel is open); reads hh, so it is kept for 5 minutes. */
export function useSkillGaps(positionId: string, enabled: boolean) {
  return useQuery({ queryKey: skillGapsKey(positionId), queryFn: () => getSkillGaps(positionId), enabled, staleTime: 5 * 60_000 });
}

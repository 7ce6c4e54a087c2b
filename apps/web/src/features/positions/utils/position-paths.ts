import { PATHS } from '@/lib/paths';

/** The address of a position's assistant flow (it stays on /position): `/position?id=<id>`. */
export function positionFlowPath(positionId: string): string {
  return `${PATHS.position}?id=${encodeURIComponent(positionId)}`;
}

/** The address of a position's settings: `/settings/<id>` (the route `/settings/:positionId?`). */
export function positionSettingsPath(positionId: string): string {
  return `${PATHS.settings}/${encodeURIComponent(positionId)}`;
}

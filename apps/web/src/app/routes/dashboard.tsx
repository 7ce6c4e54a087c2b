import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';

/** /dashboard (spec §2: session; no integration needed). */
export function Component() {
  return <DashboardOverview />;
}

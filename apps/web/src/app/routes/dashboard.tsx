import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';

/** /dashboard (session; no integration needed). */
export function Component() {
  return <DashboardOverview />;
}

import { type AdminMe, adminMeSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';

// A module of its own: the shell asks this after the first paint, so the call's schema (zod) loads then, not with
// the page.
/** GET /api/admin/me: whether the session user is an admin (any session may ask). */
export async function getAdminMe(): Promise<AdminMe> {
  const { data } = await apiClient.get<unknown>('/api/admin/me');
  return adminMeSchema.parse(data);
}

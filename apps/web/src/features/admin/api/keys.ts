/** Query keys of the support console: one family, so any admin action can refresh what it changed. */
export const adminKeys = {
  all: ['admin'] as const,
  me: () => ['admin', 'me'] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  user: (userId: string) => ['admin', 'user', userId] as const,
  plans: () => ['admin', 'plans'] as const,
  promos: () => ['admin', 'promos'] as const,
  companionPack: () => ['admin', 'companion-pack'] as const,
  trainerRequests: (status: string) => ['admin', 'trainer-requests', status] as const,
  audit: (userId: string | null, offset: number) => ['admin', 'audit', userId, offset] as const,
};

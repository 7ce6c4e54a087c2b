/** Query keys of the browser companion; invalidating `all` refreshes every companion view. */
export const companionKeys = {
  all: ['companion'] as const,
  status: () => ['companion', 'status'] as const,
  devices: () => ['companion', 'devices'] as const,
  settings: () => ['companion', 'settings'] as const,
  audit: (offset: number) => ['companion', 'audit', offset] as const,
};

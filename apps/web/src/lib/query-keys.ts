/**
 * Every query key of the app, built in one place so features share them instead of retyping arrays. A key's first
 * element is its family: invalidating `positions.all` refreshes the list and each open position, and leaves the
 * assistant's per-position data (questionnaire, resume, proposals) alone, since reading those may make them.
 */
export const queryKeys = {
  positions: {
    all: ['positions'] as const,
    list: () => ['positions', 'list'] as const,
    detail: (positionId: string) => ['positions', 'detail', positionId] as const,
  },
  questionnaire: (positionId: string) => ['questionnaire', positionId] as const,
  generatedResume: (positionId: string) => ['generated-resume', positionId] as const,
  proposals: (positionId: string) => ['proposals', positionId] as const,
  applications: {
    all: ['applications'] as const,
    lists: () => ['applications', 'list'] as const,
    list: (filter: { statuses: readonly string[]; offset: number; limit: number }) =>
      ['applications', 'list', { statuses: [...filter.statuses], offset: filter.offset, limit: filter.limit }] as const,
    statistics: (userId: string) => ['applications', 'statistics', userId] as const,
    count: () => ['applications', 'count'] as const,
  },
  areaSuggestions: (prefix: string) => ['areas', 'suggest', prefix] as const,
  resumes: ['resumes'] as const,
  hh: ['hh'] as const,
  /** Everything that changes when the seeker pays, cancels or changes plan: invalidate `subscription.all` then. */
  subscription: {
    all: ['subscription'] as const,
    current: () => ['subscription', 'current'] as const,
    plans: () => ['subscription', 'plans'] as const,
    sales: () => ['subscription', 'sales'] as const,
    payments: () => ['subscription', 'payments'] as const,
    referrals: () => ['subscription', 'referrals'] as const,
  },
  /** One payment's status on the return page; outside `subscription` so refreshing the paid state does not re-ask it. */
  paymentStatus: (paymentId: string) => ['payment-status', paymentId] as const,
  /** A referral code as the registration page shows it (public). */
  referral: (code: string) => ['referral', code] as const,
  supportLink: () => ['support', 'link'] as const,
} as const;

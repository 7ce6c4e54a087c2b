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
  /** The seeker's answer bank. */
  answerBank: () => ['answer-bank'] as const,
  /** The assisted-apply packet of one application; it holds bank answers, so it lives under `answer-bank` too. */
  assistedPacket: (applicationId: string) => ['answer-bank', 'packet', applicationId] as const,
  /** The seeker's own account as /profile shows it (GET /api/users/me). */
  profile: ['profile'] as const,
  /** The seeker's interview records; `vacancy` and `prefill` are per link / application. */
  interviews: {
    all: ['interviews'] as const,
    list: () => ['interviews', 'list'] as const,
    vacancy: (link: string) => ['interviews', 'vacancy', link] as const,
    prefill: (source: { application?: string; vacancyLink?: string }) => ['interviews', 'prefill', source] as const,
  },
  dashboardSummary: () => ['dashboard', 'summary'] as const,
  /** Whether the bell shows its unread dot (POST /notifications/have_notifications), per signed-in user. */
  notificationStatus: (userId: string) => ['notifications', 'status', userId] as const,
  /** /vacancy lists per filter; invalidating `vacancyList.all` refreshes every filter. */
  vacancyList: {
    all: ['vacancy-list'] as const,
    list: (filter: object) => ['vacancy-list', filter] as const,
  },
} as const;

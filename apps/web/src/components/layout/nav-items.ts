import { IconBriefcase, IconCreditCard, IconLayoutDashboard, IconListSearch, IconMessages, IconSend, IconShieldLock, type Icon } from '@tabler/icons-react';
import { PATHS } from '@/lib/paths';

/** One side-menu entry. */
export interface NavItem {
  /** Key under `shell.menu` in the locales. */
  labelKey: 'dashboard' | 'position' | 'responses' | 'subscription' | 'interview' | 'vacancy' | 'admin';
  path: string;
  /** Other paths on which this entry is highlighted (Positions is also active on /resumes). */
  alsoActiveOn?: readonly string[];
  /** Shown only once the subscription check has finished with an active paid state (hidden during the trial). */
  paidOnly?: boolean;
  /** Shown only to admins (GET /api/admin/me says is_admin): the support console. */
  adminOnly?: boolean;
  icon: Icon;
}

/** The side menu in its order: Dashboard, Positions, Responses, Subscription, Interview, Vacancies, then the support console. */
export const NAV_ITEMS: readonly NavItem[] = [
  { labelKey: 'dashboard', path: PATHS.dashboard, icon: IconLayoutDashboard },
  { labelKey: 'position', path: PATHS.position, alsoActiveOn: [PATHS.resumes], icon: IconBriefcase },
  { labelKey: 'responses', path: PATHS.responses, icon: IconSend },
  { labelKey: 'subscription', path: PATHS.subscription, icon: IconCreditCard },
  { labelKey: 'interview', path: PATHS.interview, icon: IconMessages },
  { labelKey: 'vacancy', path: PATHS.vacancy, paidOnly: true, icon: IconListSearch },
  { labelKey: 'admin', path: PATHS.admin, adminOnly: true, icon: IconShieldLock },
];

/**
 * The entries to show: Vacancies only when `showVacancies` (the subscription check finished and the user is not on
 * the trial); the support console only when `showAdmin`.
 */
export function visibleNavItems(showVacancies: boolean, showAdmin = false): NavItem[] {
  return NAV_ITEMS.filter((item) => (showVacancies || item.paidOnly !== true) && (showAdmin || item.adminOnly !== true));
}

function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Whether `item` is the active entry for `pathname`. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return isUnder(pathname, item.path) || (item.alsoActiveOn ?? []).some((path) => isUnder(pathname, path));
}

import { IconBriefcase, IconCreditCard, IconLayoutDashboard, IconMessages, IconSend, type Icon } from '@tabler/icons-react';
import { PATHS } from '@/lib/paths';

/** One side-menu entry (spec §2 "Side menu entries"). */
export interface NavItem {
  /** Key under `shell.menu` in the locales. */
  labelKey: 'dashboard' | 'position' | 'responses' | 'subscription' | 'interview' | 'vacancy';
  path: string;
  /** Other paths on which this entry is highlighted (Positions is also active on /resumes). */
  alsoActiveOn?: readonly string[];
  icon: Icon;
}

/**
 * The side menu in spec order. Vacancies (/vacancy) is left out until the subscription state is known: spec §2 shows
 * it only to users with an active paid state, and the subscription issue adds that rule.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { labelKey: 'dashboard', path: PATHS.dashboard, icon: IconLayoutDashboard },
  { labelKey: 'position', path: PATHS.position, alsoActiveOn: [PATHS.resumes], icon: IconBriefcase },
  { labelKey: 'responses', path: PATHS.responses, icon: IconSend },
  { labelKey: 'subscription', path: PATHS.subscription, icon: IconCreditCard },
  { labelKey: 'interview', path: PATHS.interview, icon: IconMessages },
];

function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Whether `item` is the active entry for `pathname`. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return isUnder(pathname, item.path) || (item.alsoActiveOn ?? []).some((path) => isUnder(pathname, path));
}

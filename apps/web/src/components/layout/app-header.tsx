import { type ReactNode, Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Anchor, Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HH_ACCOUNT_URL, PATHS } from '@/lib/paths';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { Logo } from '../logo';
import { NAVBAR_ID } from './shell-frame';
import { ColorSchemeToggle } from './color-scheme-toggle';
import type * as UserMenuModule from './user-menu';
import { UserMenuButton, type UserMenuProps } from './user-menu-button';
import { loadOtherStyles } from '@/lib/styles/load-other-styles';

export { initialsOf } from './user-menu-button';
export interface AppHeaderProps {
  /** The name shown in the header; the caller falls back to 'Пользователь' when there is none. */
  userName: string;
  navbarOpened: boolean;
  onToggleNavbar: () => void;
  onHhLogout: () => void;
  onLogout: () => void;
  /** The notification bell with its unread dot and panel (the notifications feature). */
  bell?: ReactNode;
}

/** The user menu's chunk, fetched once (after the first paint, or when the seeker reaches for the button). */
let userMenuChunk: Promise<typeof UserMenuModule> | null = null;
/** Whether that chunk has arrived: a header mounted later shows the real menu at once. */
let userMenuLoaded = false;
const loadUserMenu = () =>
  (userMenuChunk ??= Promise.all([import('./user-menu'), loadOtherStyles()]).then(([module]) => {
    userMenuLoaded = true;
    return module;
  }));
const LoadedUserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.LoadedUserMenu })));

/**
 * The user menu, whose code (Mantine's Menu and its floating positioning, about 20 kB gzipped) is not part of the
 * page's first load: until it is there, the same button stands in its place. The code is fetched after the first
 * paint, or when the seeker points at or focuses the button; the button is swapped for the real one after the first
 * paint or on a press (the menu then opens as soon as it is there), never between a pointer's arrival and its
 * click, so no press is lost on a button that goes away under it.
 */
function UserMenu(props: UserMenuProps) {
  const painted = useAfterFirstPaint();
  const [ready, setReady] = useState(userMenuLoaded);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const prefetch = useCallback(() => {
    loadUserMenu().catch(() => undefined);
  }, []);
  const swap = useCallback(() => {
    loadUserMenu().then(
      () => setReady(true),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (painted) swap();
  }, [painted, swap]);
  const placeholder = (
    <UserMenuButton
      userName={props.userName}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={() => {
        setFocused(true);
        prefetch();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setPressed(true);
        swap();
      }}
    />
  );
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LoadedUserMenu {...props} openAtOnce={pressed} takeFocus={focused} />
    </Suspense>
  );
}

/**
 * The shell header: burger, logo → /dashboard, theme toggle, the 'Аккаунт HH.ru' link (new tab) and
 * the notification bell, and the user menu (initials on a phone, the name cut to fit on wider screens, the whole name on hover and at the top of
 * the menu) with 'Мой профиль', 'Перейти в аккаунт HH.ru', 'Выйти из HH.ru' and 'Выйти'.
 */
export function AppHeader({ userName, navbarOpened, onToggleNavbar, onHhLogout, onLogout, bell }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navbarOpened}
          onClick={onToggleNavbar}
          size="sm"
          aria-label={t('shell.toggleNavigation')}
          aria-expanded={navbarOpened}
          aria-controls={NAVBAR_ID}
        />
        <Anchor component={Link} to={PATHS.dashboard} underline="never" c="inherit" aria-label={t('shell.logoLabel')}>
          <Logo compact />
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {bell}
        <ColorSchemeToggle />
        <Anchor href={HH_ACCOUNT_URL} target="_blank" rel="noopener noreferrer" size="sm" visibleFrom="sm">
          {t('shell.hhAccount')}
        </Anchor>
        <UserMenu userName={userName} onHhLogout={onHhLogout} onLogout={onLogout} />
      </Group>
    </Group>
  );
}

import type { ReactNode } from 'react';
import { Anchor, Avatar, Burger, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconExternalLink, IconLogout, IconPlugConnectedX, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HH_ACCOUNT_URL, PATHS } from '@/lib/paths';
import { Logo } from '../logo';
import { NAVBAR_ID } from './shell-frame';
import { ColorSchemeToggle } from './color-scheme-toggle';
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

/** Up to two initials of a name, for the avatar ('Анна Жукова' → 'АЖ'); '?' for an empty name. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
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
        <Menu position="bottom-end" width={240} withinPortal>
          <Menu.Target>
            <UnstyledButton px={4} py={4} title={userName}>
              {/* A phone shows the initials (the name is read out all the same); a wider screen the name, cut to fit. */}
              <Group gap={6} wrap="nowrap">
                <Avatar size={28} radius="xl" color="primary" hiddenFrom="sm" aria-hidden>
                  {initialsOf(userName)}
                </Avatar>
                <Text size="sm" fw={500} maw={180} truncate className="otk-sr-only-below-sm">
                  {userName}
                </Text>
                <IconChevronDown size={14} aria-hidden />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label style={{ overflowWrap: 'anywhere' }}>{userName}</Menu.Label>
            <Menu.Item component={Link} to={PATHS.profile} leftSection={<IconUser size={16} />}>
              {t('shell.myProfile')}
            </Menu.Item>
            <Menu.Item component="a" href={HH_ACCOUNT_URL} target="_blank" rel="noopener noreferrer" leftSection={<IconExternalLink size={16} />}>
              {t('shell.goToHh')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item leftSection={<IconPlugConnectedX size={16} />} onClick={onHhLogout}>
              {t('shell.hhLogout')}
            </Menu.Item>
            <Menu.Item color="error" leftSection={<IconLogout size={16} />} onClick={onLogout}>
              {t('shell.logout')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}

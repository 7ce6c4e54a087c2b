import { AppShell, Button, NavLink, Stack, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NAV_ITEMS, isNavItemActive } from './nav-items';

/** Props of {@link AppNavbar}. */
export interface AppNavbarProps {
  userName: string;
  onHhLogout: () => void;
  hhLogoutPending: boolean;
  /** Called after a menu entry is chosen (closes the mobile overlay). */
  onNavigate: () => void;
}

/**
 * The left sidebar (spec §2 "Side menu entries", "Sidebar footer"): the menu, then the user name and
 * 'Выйти из HH.ru'. The daily counter, 'Инструкция' and 'Поддержка' come with their own issues.
 */
export function AppNavbar({ userName, onHhLogout, hhLogoutPending, onNavigate }: AppNavbarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <AppShell.Section grow component="nav" aria-label={t('shell.navigation')}>
        {NAV_ITEMS.map((item) => {
          const active = isNavItemActive(item, pathname);
          return (
            <NavLink
              key={item.path}
              component={Link}
              to={item.path}
              label={t(`shell.menu.${item.labelKey}`)}
              leftSection={<item.icon size={18} stroke={1.6} />}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            />
          );
        })}
      </AppShell.Section>
      <AppShell.Section pt="md" style={{ borderTop: '1px solid var(--app-shell-border-color)' }}>
        <Stack gap="xs">
          <Text size="sm" fw={500} truncate>
            {userName}
          </Text>
          <Button
            variant="subtle"
            color="secondary"
            justify="flex-start"
            leftSection={<IconPlugConnectedX size={16} />}
            loading={hhLogoutPending}
            onClick={onHhLogout}
          >
            {t('shell.hhLogout')}
          </Button>
        </Stack>
      </AppShell.Section>
    </>
  );
}

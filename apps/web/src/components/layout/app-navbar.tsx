import type { ReactNode } from 'react';
import { ActionIcon, AppShell, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconBook2, IconHeadset, IconLogout, IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isNavItemActive, visibleNavItems } from './nav-items';
export interface AppNavbarProps {
  userName: string;
  onHhLogout: () => void;
  hhLogoutPending: boolean;
  /** Signs out of Otklik ('Выйти'); the mobile footer has it as an icon button. */
  onLogout: () => void;
  /** Called after a menu entry is chosen (closes the mobile overlay). */
  onNavigate: () => void;
  /** Show the Vacancies entry (subscription checked, paid state, not on trial). */
  showVacancies: boolean;
  /** Show «Консоль поддержки» (→ /admin): the user is an admin (GET /api/admin/me). */
  showAdmin?: boolean;
  /** The daily-applications counter («N из M откликов за день», or the 'limit reached' box). */
  quota: ReactNode;
  onOpenInstructions: () => void;
  /** The Telegram support chat (https://t.me/<bot>?start=<user_id>); null while it loads. */
  supportUrl: string | null;
  /** ≤ 650 px: the footer shows icon buttons for instructions, support and sign out. */
  isMobile: boolean;
}

/**
 * The left sidebar: the menu, then the user name, 'Выйти из HH.ru',
 * the daily counter and 'Инструкция' / 'Поддержка' (on mobile: icon buttons for instructions, support and sign out).
 */
export function AppNavbar({
  userName,
  onHhLogout,
  hhLogoutPending,
  onLogout,
  onNavigate,
  showVacancies,
  showAdmin = false,
  quota,
  onOpenInstructions,
  supportUrl,
  isMobile,
}: AppNavbarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const supportLink = supportUrl === null ? {} : { component: 'a' as const, href: supportUrl, target: '_blank', rel: 'noopener noreferrer' };
  return (
    <>
      <AppShell.Section grow component="nav" aria-label={t('shell.navigation')}>
        {visibleNavItems(showVacancies, showAdmin).map((item) => {
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
          {quota}
          {isMobile ? (
            <Group gap="xs" role="group" aria-label={t('shell.sidebarActions')}>
              <ActionIcon title={t('shell.instructions')} variant="light" size="lg" aria-label={t('shell.instructions')} onClick={onOpenInstructions}>
                <IconBook2 size={18} />
              </ActionIcon>
              <ActionIcon title={t('shell.support')} variant="light" size="lg" aria-label={t('shell.support')} disabled={supportUrl === null} {...supportLink}>
                <IconHeadset size={18} />
              </ActionIcon>
              <ActionIcon title={t('shell.logout')} variant="light" color="error" size="lg" aria-label={t('shell.logout')} onClick={onLogout}>
                <IconLogout size={18} />
              </ActionIcon>
            </Group>
          ) : (
            <Stack gap={2}>
              <Button variant="subtle" justify="flex-start" leftSection={<IconBook2 size={16} />} onClick={onOpenInstructions}>
                {t('shell.instructions')}
              </Button>
              <Button
                variant="subtle"
                justify="flex-start"
                leftSection={<IconHeadset size={16} />}
                disabled={supportUrl === null}
                title={supportUrl === null ? t('shell.supportUnavailable') : undefined}
                {...supportLink}
              >
                {t('shell.support')}
              </Button>
            </Stack>
          )}
        </Stack>
      </AppShell.Section>
    </>
  );
}

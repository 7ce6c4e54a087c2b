import { useEffect, useRef, useState } from 'react';
import { Menu } from '@mantine/core';
import { IconExternalLink, IconLogout, IconPlugConnectedX, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HH_ACCOUNT_URL, PATHS } from '@/lib/paths';
import { UserMenuButton, type UserMenuProps } from './user-menu-button';

/** What the header's placeholder button hands over when the menu's code arrives. */
export interface LoadedUserMenuProps extends UserMenuProps {
  /** Open at once: the placeholder was pressed while the code loaded. */
  openAtOnce: boolean;
  /** Take the focus: the placeholder had it. */
  takeFocus: boolean;
}

/**
 * The user menu with its dropdown: the whole name, 'Мой профиль', 'Перейти в аккаунт HH.ru', 'Выйти из HH.ru' and
 * 'Выйти'. A chunk of its own (Mantine's Menu and the floating positioning behind it), loaded after the first paint
 * or when the seeker reaches for the button (components/layout/app-header.tsx).
 */
export function LoadedUserMenu({ userName, onHhLogout, onLogout, openAtOnce, takeFocus }: LoadedUserMenuProps) {
  const { t } = useTranslation();
  const target = useRef<HTMLButtonElement>(null);
  // Opened after the first commit when the placeholder was pressed: the menu then gives the focus back to its button.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (takeFocus || openAtOnce) target.current?.focus();
    if (openAtOnce) setOpened(true);
    // Only on mount: the placeholder's state at the hand-over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Menu position="bottom-end" width={240} withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <UserMenuButton ref={target} userName={userName} />
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
  );
}

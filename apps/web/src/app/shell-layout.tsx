import type { ReactNode } from 'react';
import { em } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '@/components/layout/app-header';
import { AppNavbar } from '@/components/layout/app-navbar';
import { MOBILE_BREAKPOINT_PX, ShellFrame } from '@/components/layout/shell-frame';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useHhLogout } from '@/features/hh-connection/hooks/use-hh-logout';
import { useCurrentUser } from '@/lib/storage/session-store';

/**
 * The shell of the session pages (spec §2 "Shell layout"): header, sidebar and the page. The burger toggles the
 * sidebar; at ≤ 650 px it is an overlay that closes when a menu entry or the main content is clicked.
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const userName = user?.name?.trim() || t('shell.defaultUserName');
  const isMobile = useMediaQuery(`(max-width: ${em(MOBILE_BREAKPOINT_PX)})`) ?? false;
  const [desktopOpened, desktop] = useDisclosure(true);
  const [mobileOpened, mobile] = useDisclosure(false);
  const { logout } = useLogout();
  const { hhLogout, pending: hhLogoutPending } = useHhLogout();

  return (
    <ShellFrame
      desktopOpened={desktopOpened}
      mobileOpened={mobileOpened}
      onMainClick={() => {
        if (isMobile && mobileOpened) mobile.close();
      }}
      header={
        <AppHeader
          userName={userName}
          navbarOpened={isMobile ? mobileOpened : desktopOpened}
          onToggleNavbar={isMobile ? mobile.toggle : desktop.toggle}
          onHhLogout={hhLogout}
          onLogout={logout}
        />
      }
      navbar={<AppNavbar userName={userName} onHhLogout={hhLogout} hhLogoutPending={hhLogoutPending} onNavigate={mobile.close} />}
    >
      {children}
    </ShellFrame>
  );
}

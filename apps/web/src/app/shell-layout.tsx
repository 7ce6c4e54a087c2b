import type { ReactNode } from 'react';
import { em } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '@/components/layout/app-header';
import { AppNavbar } from '@/components/layout/app-navbar';
import { MOBILE_BREAKPOINT_PX, ShellFrame } from '@/components/layout/shell-frame';
import { useAdminMe } from '@/features/admin/api/get-admin-me';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useHhLogout } from '@/features/hh-connection/hooks/use-hh-logout';
import { NotificationCenter } from '@/features/notifications/components/notification-center';
import { QuotaBox } from '@/features/quota/components/quota-box';
import { useSubscriptionState } from '@/features/subscription/hooks/use-subscription-state';
import { useSupportLink } from '@/features/support/api/get-support-link';
import { useCurrentUser } from '@/lib/storage/session-store';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { deferredDialog } from '@/components/deferred-dialog';

/** The instructions open from the sidebar: their code and texts (the whole locale) load the first time they do. */
const InstructionsDialog = deferredDialog(() => import('@/features/instructions/components/instructions-dialog').then((module) => module.InstructionsDialog), {
  fullLocale: true,
});

/**
 * The shell of the session pages: header (bell, user menu), sidebar (menu, user name,
 * 'Выйти из HH.ru', daily counter, 'Инструкция', 'Поддержка') and the page. The burger toggles the sidebar; at
 * ≤ 650 px it is an overlay that closes when a menu entry or the main content is clicked. Vacancies shows once the
 * subscription check finished with a paid state; «Консоль поддержки» only once GET /api/admin/me says admin.
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const userName = user?.name?.trim() || t('shell.defaultUserName');
  // Read at the first render (no server rendering here): the shell is drawn once in its layout, not again after an effect.
  const isMobile = useMediaQuery(`(max-width: ${em(MOBILE_BREAKPOINT_PX)})`, false, { getInitialValueInEffect: false });
  const [desktopOpened, desktop] = useDisclosure(true);
  const [mobileOpened, mobile] = useDisclosure(false);
  const [instructionsOpened, instructions] = useDisclosure(false);
  const { logout } = useLogout();
  const { hhLogout, pending: hhLogoutPending } = useHhLogout();
  const subscription = useSubscriptionState();
  // The support link and the admin check change nothing in the first paint: they are asked for after it.
  const painted = useAfterFirstPaint();
  const supportUrl = useSupportLink({ enabled: painted });
  const adminMe = useAdminMe({ enabled: painted });

  return (
    <>
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
            bell={<NotificationCenter userId={user?.user_id ?? null} />}
          />
        }
        navbar={
          <AppNavbar
            userName={userName}
            onHhLogout={hhLogout}
            hhLogoutPending={hhLogoutPending}
            onLogout={logout}
            onNavigate={mobile.close}
            showVacancies={subscription.checked && subscription.paid}
            showAdmin={adminMe.data?.is_admin === true}
            // The 'limit reached' box needs the paid-or-trial-active state, i.e. a loaded subscription: a trial
            // seeker at the limit is offered a plan too. Only the Vacancies entry tells the trial apart.
            quota={<QuotaBox paid={subscription.checked} />}
            onOpenInstructions={instructions.open}
            supportUrl={supportUrl}
            isMobile={isMobile}
          />
        }
      >
        {children}
      </ShellFrame>
      <InstructionsDialog opened={instructionsOpened} onClose={instructions.close} />
    </>
  );
}

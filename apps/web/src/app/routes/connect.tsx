import { Button, Divider } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CenteredPage } from '@/components/centered-page';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { CompanionConnect } from '@/features/companion/components/companion-connect';
import { ConnectPanel } from '@/features/hh-connection/components/connect-panel';

/** /connect (needs a session, not integration; no shell, hence its own 'Выйти' button). */
export function Component() {
  const { t } = useTranslation();
  const { logout, pending } = useLogout();
  return (
    <CenteredPage title={t('connect.title')} width={560}>
      <ConnectPanel />
      <Divider />
      <CompanionConnect />
      <Divider />
      <Button variant="subtle" color="secondary" leftSection={<IconLogout size={16} />} loading={pending} onClick={logout}>
        {t('connect.signOut')}
      </Button>
    </CenteredPage>
  );
}

import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CenteredPage } from '@/components/centered-page';
import { HhSignIn } from '@/features/auth/components/hh-sign-in';
import { LoginForm } from '@/features/auth/components/login-form';

/** /login (guests only, no shell). */
export function Component() {
  const { t } = useTranslation();
  return (
    <CenteredPage title={t('login.title')} subtitle={t('login.subtitle')}>
      <Stack gap="md">
        <LoginForm />
        <Divider label={t('login.hh.or')} labelPosition="center" />
        <HhSignIn />
      </Stack>
    </CenteredPage>
  );
}

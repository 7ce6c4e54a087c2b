import { useTranslation } from 'react-i18next';
import { CenteredPage } from '@/components/centered-page';
import { LoginForm } from '@/features/auth/components/login-form';

/** /login (spec §2: guests only, no shell). */
export function Component() {
  const { t } = useTranslation();
  return (
    <CenteredPage title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm />
    </CenteredPage>
  );
}

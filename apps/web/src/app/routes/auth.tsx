import { useTranslation } from 'react-i18next';
import { CenteredPage } from '@/components/centered-page';
import { RegisterForm } from '@/features/auth/components/register-form';

/** /auth, registration (guests only, no shell). */
export function Component() {
  const { t } = useTranslation();
  return (
    <CenteredPage title={t('register.title')} subtitle={t('register.subtitle')}>
      <RegisterForm />
    </CenteredPage>
  );
}

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CenteredPage } from '@/components/centered-page';
import { RecoveryRequestForm } from '@/features/auth/components/recovery-request-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /recovery (always reachable, no shell): the reset-link request, or with ?token= the new-password form. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (token !== null && token !== '') {
    return (
      <CenteredPage title={t('recovery.resetTitle')} subtitle={t('recovery.resetSubtitle')}>
        <ResetPasswordForm token={token} />
      </CenteredPage>
    );
  }
  return (
    <CenteredPage title={t('recovery.title')} subtitle={t('recovery.subtitle')}>
      <RecoveryRequestForm />
    </CenteredPage>
  );
}

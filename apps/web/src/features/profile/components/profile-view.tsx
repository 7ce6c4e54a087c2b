import { useEffect, useRef } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadState } from '@/components/load-state';
import { errorMessageKey } from '@/lib/api/errors';
import { useConfirmEmailMutation, useProfile } from '../api/profile';
import { DataSection } from './data-section';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/**
 * The content of /profile (the header menu's 'Мой профиль'): personal details, e-mail, password, and the seeker's data
 * (export, deletion). Opening the mailed link `/profile?email_token=…` confirms a new e-mail first.
 */
export function ProfileView() {
  const { t } = useTranslation();
  const profile = useProfile();
  const confirm = useConfirmEmailMutation();
  const [params, setParams] = useSearchParams();
  const token = params.get('email_token');
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(
      { token },
      {
        onSettled: () => {
          setParams(
            (current) => {
              current.delete('email_token');
              return current;
            },
            { replace: true },
          );
        },
      },
    );
  }, [token, confirm, setParams]);

  return (
    <Stack gap="lg">
      {confirm.isSuccess && (
        <Alert color="success" variant="light" role="status">
          {t('profile.emailConfirmed')}
        </Alert>
      )}
      {confirm.isError && (
        <Alert color="error" variant="light">
          {t(errorMessageKey(confirm.error, 'profile.saveFailed'))}
        </Alert>
      )}
      {profile.isPending && <LoadState state="loading" />}
      {profile.isError && <LoadState state="error" title={t('profile.loadFailed')} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />}
      {profile.data && (
        <>
          <ProfileForm key={`details-${profile.data.user_id}`} profile={profile.data} />
          <EmailForm profile={profile.data} />
          <PasswordForm />
          <DataSection />
        </>
      )}
    </Stack>
  );
}

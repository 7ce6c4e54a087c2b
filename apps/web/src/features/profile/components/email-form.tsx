import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailSchema, type Profile } from '@otklik/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, readErrorCode } from '@/lib/api/errors';
import { useUpdateProfileMutation } from '../api/profile';

/**
 * 'E-mail': the current address, and a change that needs the password; the new address gets a confirmation link and
 * the e-mail changes only once it is opened (the pending address is shown meanwhile).
 */
export function EmailForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfileMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', current_password: '' },
    validate: {
      email: (value) => {
        if (value.trim() === '') return t('validation.required');
        if (!emailSchema.safeParse(value).success) return t('validation.emailInvalid');
        return emailSchema.parse(value) === profile.email ? t('profile.emailSame') : null;
      },
      current_password: (value) => (value === '' ? t('validation.required') : null),
    },
  });

  const submit = form.onSubmit((values) => {
    update.mutate(
      { email: values.email, current_password: values.current_password },
      {
        onSuccess: () => form.reset(),
        onError: (error) => {
          const code = readErrorCode(error);
          if (code === 'password_incorrect') form.setFieldError('current_password', t('errors.password_incorrect'));
          if (code === 'email_taken') form.setFieldError('email', t('errors.email_taken'));
        },
      },
    );
  });
  const fieldError = ['password_incorrect', 'email_taken'].includes(readErrorCode(update.error) ?? '');

  return (
    <Paper withBorder p="lg" radius="md">
      <form noValidate onSubmit={submit} aria-labelledby="profile-email-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="profile-email-title">
            {t('profile.emailTitle')}
          </Title>
          <Text>
            {t('profile.emailCurrent')} <strong data-testid="profile-email">{profile.email}</strong>
          </Text>
          {profile.pending_email && (
            <Alert color="warning" variant="light" role="status">
              {t('profile.emailPending', { email: profile.pending_email })}
            </Alert>
          )}
          {update.isError && !fieldError && (
            <Alert color="error" variant="light">
              {t(errorMessageKey(update.error, 'profile.saveFailed'))}
            </Alert>
          )}
          <TextInput label={t('profile.newEmail')} type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            key={form.key('current_password')}
            {...form.getInputProps('current_password')}
          />
          <Button type="submit" variant="light" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('profile.emailSubmit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

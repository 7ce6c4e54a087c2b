import { Alert, Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordSchema } from '@otklik/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, readErrorCode } from '@/lib/api/errors';
import { useChangePasswordMutation } from '../api/profile';

/** 'Пароль': the current and the new password (twice). Other devices are signed out on success. */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePasswordMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { current_password: '', new_password: '', repeat: '' },
    validate: {
      current_password: (value) => (value === '' ? t('validation.required') : null),
      new_password: (value) => {
        if (value === '') return t('validation.required');
        if (passwordSchema.safeParse(value).success) return null;
        return value.length < 8 ? t('validation.passwordTooShort') : t('validation.passwordTooLong');
      },
      repeat: (value, values) => (value === values.new_password ? null : t('validation.passwordsDiffer')),
    },
  });

  const submit = form.onSubmit((values) => {
    change.mutate(
      { current_password: values.current_password, new_password: values.new_password },
      {
        onSuccess: () => form.reset(),
        onError: (error) => {
          if (readErrorCode(error) === 'password_incorrect') form.setFieldError('current_password', t('errors.password_incorrect'));
        },
      },
    );
  });

  return (
    <Paper withBorder p="lg" radius="md">
      <form noValidate onSubmit={submit} aria-labelledby="profile-password-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="profile-password-title">
            {t('profile.passwordTitle')}
          </Title>
          {change.isSuccess && (
            <Alert color="success" variant="light" role="status">
              {t('profile.passwordChanged')}
            </Alert>
          )}
          {change.isError && readErrorCode(change.error) !== 'password_incorrect' && (
            <Alert color="error" variant="light">
              {t(errorMessageKey(change.error, 'profile.saveFailed'))}
            </Alert>
          )}
          <PasswordInput
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            key={form.key('current_password')}
            {...form.getInputProps('current_password')}
          />
          <PasswordInput
            label={t('fields.newPassword')}
            description={t('register.passwordHint')}
            autoComplete="new-password"
            key={form.key('new_password')}
            {...form.getInputProps('new_password')}
          />
          <PasswordInput label={t('fields.repeatPassword')} autoComplete="new-password" key={form.key('repeat')} {...form.getInputProps('repeat')} />
          <Button type="submit" variant="light" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('profile.passwordSubmit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

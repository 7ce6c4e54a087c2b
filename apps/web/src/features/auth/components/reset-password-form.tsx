import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readErrorCode } from '@/lib/api/errors';
import { PATHS } from '@/lib/paths';
import { useResetPasswordMutation } from '../api/reset-password';
import { useAuthValidators } from '../hooks/use-auth-validators';

/**
 * The new-password form of /recovery?token=…: 'Новый пароль', 'Повторите пароль' and 'Сохранить пароль'.
 * Success shows a message and a link to /login; an invalid or used link offers to request a new one.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const validators = useAuthValidators();
  const reset = useResetPasswordMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', repeat: '' },
    validate: {
      password: validators.newPassword,
      repeat: (value, values) => (value === values.password ? null : t('validation.passwordsDiffer')),
    },
  });

  if (reset.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="success" variant="light" role="status">
          {t('recovery.resetDone')}
        </Alert>
        <Button component={Link} to={PATHS.login}>
          {t('recovery.toLogin')}
        </Button>
      </Stack>
    );
  }

  const linkInvalid = reset.isError && readErrorCode(reset.error) === 'reset_invalid';

  return (
    <form noValidate onSubmit={form.onSubmit((values) => reset.mutate({ token, password: values.password }))}>
      <Stack gap="md">
        {reset.isError && (
          <Alert color="error" variant="light">
            {linkInvalid ? t('recovery.resetInvalid') : t('recovery.resetFailed')}
          </Alert>
        )}
        <PasswordInput
          label={t('fields.newPassword')}
          description={t('register.passwordHint')}
          autoComplete="new-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput label={t('fields.repeatPassword')} autoComplete="new-password" withAsterisk key={form.key('repeat')} {...form.getInputProps('repeat')} />
        <Button type="submit" fullWidth loading={reset.isPending}>
          {t('recovery.resetSubmit')}
        </Button>
        <Anchor component={Link} to={PATHS.recovery} size="sm" ta="center">
          {t('recovery.requestNewLink')}
        </Anchor>
      </Stack>
    </form>
  );
}

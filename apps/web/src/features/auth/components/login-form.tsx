import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/lib/paths';
import { useAuthValidators } from '../hooks/use-auth-validators';
import { loginFailureReason, useLogin } from '../hooks/use-login';

/**
 * The /login form (spec §2, §8): Email and Пароль, the 'Войти' button, links to /auth and /recovery.
 * A failed sign-in shows 'Введен неверный логин или пароль' (or the other spec §8 texts) in an alert.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const validators = useAuthValidators();
  const login = useLogin();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: { email: validators.email, password: validators.requiredPassword },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => login.mutate({ email: values.email.trim(), password: values.password }))}>
      <Stack gap="md">
        {login.isError && (
          <Alert color="error" variant="light">
            {t(`login.errors.${loginFailureReason(login.error)}`)}
          </Alert>
        )}
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={PATHS.recovery} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending}>
          {t('login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to={PATHS.auth}>
            {t('login.toRegister')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/lib/paths';
import { useAuthValidators } from '../hooks/use-auth-validators';
import { loginFailureReason, useLogin } from '../hooks/use-login';

type Field = 'email' | 'password';

/**
 * The /login form: Email and Пароль, the 'Войти' button, links to /auth and /recovery.
 * A failed sign-in shows 'Введен неверный логин или пароль' (or the other login failure texts) in an alert. Fields are
 * checked on submit, and a field's message clears when it is edited. Plain React state rather than @mantine/form:
 * the form is on the first load of /login (at most 150 KB of gzipped JS).
 */
export function LoginForm() {
  const { t } = useTranslation();
  const validators = useAuthValidators();
  const login = useLogin();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const inputProps = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { email: validators.email(values.email) ?? undefined, password: validators.requiredPassword(values.password) ?? undefined };
    setErrors(found);
    if (found.email === undefined && found.password === undefined) login.mutate({ email: values.email.trim(), password: values.password });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {login.isError && (
          <Alert color="error" variant="light">
            {t(`login.errors.${loginFailureReason(login.error)}`)}
          </Alert>
        )}
        <TextInput label={t('fields.email')} type="email" autoComplete="email" withAsterisk {...inputProps('email')} />
        <PasswordInput label={t('fields.password')} autoComplete="current-password" withAsterisk {...inputProps('password')} />
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

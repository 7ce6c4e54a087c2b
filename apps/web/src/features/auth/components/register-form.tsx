import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { referralCodeSchema } from '@otklik/contracts';
import { PATHS } from '@/lib/paths';
import { useReferral } from '../api/get-referral';
import { useAuthValidators } from '../hooks/use-auth-validators';
import { loginFailureReason } from '../hooks/use-login';
import { RegistrationError, useRegister } from '../hooks/use-register';

/**
 * The /auth registration form: Имя, Email, Пароль and 'Зарегистрироваться'. On success the user is
 * logged in and lands on /connect. A `?ref=CODE` query (the referral link) is sent with the registration.
 * Errors: 'Email уже зарегистрирован', 'Регистрация закрыта', 'Ошибка регистрации'.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const validators = useAuthValidators();
  const register = useRegister();
  const [searchParams] = useSearchParams();
  // The referral link /register?ref=CODE lands here; a malformed code is dropped rather than failing the registration.
  const ref = referralCodeSchema.safeParse(searchParams.get('ref') ?? '').data;
  const referral = useReferral(ref);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', password: '' },
    validate: { name: validators.name, email: validators.email, password: validators.newPassword },
  });

  const errorText = (error: unknown): string =>
    error instanceof RegistrationError
      ? t(error.reason === 'failed' ? 'register.failed' : `errors.${error.reason}`)
      : t(`login.errors.${loginFailureReason(error)}`);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        register.mutate({ name: values.name.trim(), email: values.email.trim(), password: values.password, ...(ref === undefined ? {} : { ref }) }),
      )}
    >
      <Stack gap="md">
        {referral.data !== undefined && (
          <Alert color={referral.data.valid ? 'info' : 'warning'} variant="light">
            {referral.data.valid
              ? t('register.referral.invited', { name: referral.data.referrer_name ?? '', count: referral.data.bonus_days })
              : t('register.referral.invalid')}
          </Alert>
        )}
        {register.isError && (
          <Alert color="error" variant="light">
            {errorText(register.error)}
          </Alert>
        )}
        <TextInput label={t('fields.name')} autoComplete="name" withAsterisk key={form.key('name')} {...form.getInputProps('name')} />
        <TextInput label={t('fields.email')} type="email" autoComplete="email" withAsterisk key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordInput
          label={t('fields.password')}
          description={t('register.passwordHint')}
          autoComplete="new-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={register.isPending}>
          {t('register.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to={PATHS.login}>
            {t('register.toLogin')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

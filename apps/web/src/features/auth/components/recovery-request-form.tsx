import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readErrorStatus } from '@/lib/api/errors';
import { PATHS } from '@/lib/paths';
import { useRequestPasswordResetMutation } from '../api/forgot-password';
import { useAuthValidators } from '../hooks/use-auth-validators';

/**
 * The /recovery request form: Email and 'Отправить ссылку'. Whatever the server knows about the address, the same
 * neutral confirmation follows, so the page never reveals who is registered. Only an unreachable server (network,
 * 5xx) shows an error, because then nothing was sent.
 */
export function RecoveryRequestForm() {
  const { t } = useTranslation();
  const validators = useAuthValidators();
  const request = useRequestPasswordResetMutation();
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' }, validate: { email: validators.email } });

  const status = readErrorStatus(request.error);
  const serverDown = request.isError && (status === undefined || status >= 500);
  const answered = request.isSuccess || (request.isError && !serverDown);

  if (answered) {
    return (
      <Stack gap="md">
        <Alert color="success" variant="light" role="status">
          {t('recovery.sent')}
        </Alert>
        <Anchor component={Link} to={PATHS.login}>
          {t('recovery.backToLogin')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => request.mutate({ email: values.email.trim() }))}>
      <Stack gap="md">
        {serverDown && (
          <Alert color="error" variant="light">
            {t('recovery.failed')}
          </Alert>
        )}
        <TextInput label={t('fields.email')} type="email" autoComplete="email" withAsterisk key={form.key('email')} {...form.getInputProps('email')} />
        <Button type="submit" fullWidth loading={request.isPending}>
          {t('recovery.submit')}
        </Button>
        <Anchor component={Link} to={PATHS.login} size="sm" ta="center">
          {t('recovery.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}

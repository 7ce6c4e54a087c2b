import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Profile, portfolioLinkSchema, telegramSchema } from '@otklik/contracts';
import { useTranslation } from 'react-i18next';
import { readApiError } from '@/lib/api/error-body';
import { errorMessageKey } from '@/lib/api/errors';
import { useUpdateProfileMutation } from '../api/profile';

/**
 * 'Личные данные': name, Telegram (@handle) and portfolio link, each checked by the contract's rule with its own
 * message; the server's field issues land on the same fields.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfileMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: profile.name ?? '', telegram: profile.telegram ?? '', portfolio_link: profile.portfolio_link ?? '' },
    validate: {
      name: (value) => (value.trim().length > 100 ? t('validation.nameTooLong') : null),
      telegram: (value) => (value.trim() === '' || telegramSchema.safeParse(value).success ? null : t('profile.telegramInvalid')),
      portfolio_link: (value) => (value.trim() === '' || portfolioLinkSchema.safeParse(value).success ? null : t('profile.portfolioInvalid')),
    },
  });

  const submit = form.onSubmit((values) => {
    update.mutate(
      { name: values.name.trim() || null, telegram: values.telegram.trim() || null, portfolio_link: values.portfolio_link.trim() || null },
      {
        onSuccess: (saved) => {
          form.setValues({ name: saved.name ?? '', telegram: saved.telegram ?? '', portfolio_link: saved.portfolio_link ?? '' });
          notifications.show({ color: 'success', message: t('profile.saved') });
        },
        onError: (error) => {
          for (const issue of readApiError(error)?.issues ?? []) {
            const field = issue.path.replace(/^body[./]/, '');
            if (field === 'telegram') form.setFieldError('telegram', t('profile.telegramInvalid'));
            if (field === 'portfolio_link') form.setFieldError('portfolio_link', t('profile.portfolioInvalid'));
            if (field === 'name') form.setFieldError('name', t('validation.nameTooLong'));
          }
        },
      },
    );
  });

  return (
    <Paper withBorder p="lg" radius="md">
      <form noValidate onSubmit={submit} aria-labelledby="profile-details-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="profile-details-title">
            {t('profile.detailsTitle')}
          </Title>
          {update.isError && (
            <Alert color="error" variant="light">
              {t(errorMessageKey(update.error, 'profile.saveFailed'))}
            </Alert>
          )}
          <TextInput label={t('fields.name')} autoComplete="name" key={form.key('name')} {...form.getInputProps('name')} />
          <TextInput
            label={t('profile.telegram')}
            description={t('profile.telegramHint')}
            placeholder="@username"
            key={form.key('telegram')}
            {...form.getInputProps('telegram')}
          />
          <TextInput
            label={t('profile.portfolio')}
            description={t('profile.portfolioHint')}
            placeholder="https://"
            type="url"
            key={form.key('portfolio_link')}
            {...form.getInputProps('portfolio_link')}
          />
          <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('profile.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

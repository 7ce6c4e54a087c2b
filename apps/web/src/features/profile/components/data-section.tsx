import { useState } from 'react';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppModal } from '@/components/app-modal';
import { errorMessageKey, readErrorCode } from '@/lib/api/errors';
import { PATHS } from '@/lib/paths';
import { clearSession } from '@/lib/storage/session-store';
import { useDeleteAccountMutation, useExportMutation } from '../api/profile';

/**
 * 'Мои данные' (152-FZ): download everything as JSON, and delete the account after confirming with the password.
 * Deletion revokes hh access, cancels the plan's renewals, ends the session and goes to /login.
 */
export function DataSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const exporting = useExportMutation();
  const deletion = useDeleteAccountMutation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [password, setPassword] = useState('');

  const remove = (): void => {
    deletion.mutate(
      { password },
      {
        onSuccess: () => {
          clearSession();
          queryClient.clear();
          void navigate(PATHS.login, { replace: true });
        },
      },
    );
  };
  const wrongPassword = readErrorCode(deletion.error) === 'password_incorrect';

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('profile.dataTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('profile.dataIntro')}
        </Text>
        {exporting.isError && (
          <Alert color="error" variant="light">
            {t(errorMessageKey(exporting.error, 'profile.exportFailed'))}
          </Alert>
        )}
        <Group>
          <Button variant="light" loading={exporting.isPending} onClick={() => exporting.mutate()}>
            {t('profile.export')}
          </Button>
          <Button color="error" variant="outline" onClick={() => setConfirmOpen(true)}>
            {t('profile.delete')}
          </Button>
        </Group>
      </Stack>
      <AppModal opened={confirmOpen} onClose={() => setConfirmOpen(false)} title={t('profile.deleteTitle')}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (password !== '') remove();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('profile.deleteWarning')}</Text>
            {deletion.isError && !wrongPassword && (
              <Alert color="error" variant="light">
                {t(errorMessageKey(deletion.error, 'profile.deleteFailed'))}
              </Alert>
            )}
            <PasswordInput
              label={t('fields.password')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={wrongPassword ? t('errors.password_incorrect') : undefined}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirmOpen(false)}>
                {t('profile.cancel')}
              </Button>
              <Button type="submit" color="error" loading={deletion.isPending} disabled={password === ''}>
                {t('profile.deleteConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </AppModal>
    </Paper>
  );
}

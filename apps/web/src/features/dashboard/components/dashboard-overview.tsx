import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PATHS } from '@/lib/paths';
import { useCurrentUser, useHhIntegrated } from '@/lib/storage/session-store';

/**
 * The /dashboard body: a greeting with the user's name ('Пользователь' when unknown, spec §2) and, while hh.ru is not
 * connected, a call to connect it (/dashboard is the one shell page reachable without integration, spec §6).
 */
export function DashboardOverview() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const integrated = useHhIntegrated();
  const name = user?.name?.trim() || t('shell.defaultUserName');

  return (
    <>
      <PageHeader title={t('dashboard.greeting', { name })} description={t('dashboard.intro')} documentTitle={t('dashboard.title')} />
      {integrated ? (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Text>{t('dashboard.connectedText')}</Text>
            <Group>
              <Button component={Link} to={PATHS.position}>
                {t('dashboard.toPositions')}
              </Button>
              <Button component={Link} to={PATHS.resumes} variant="default">
                {t('dashboard.toResumes')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Alert role="note" color="info" variant="light" title={t('dashboard.connectTitle')} icon={<IconPlugConnected size={20} />}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('dashboard.connectText')}</Text>
            <Button component={Link} to={PATHS.connect}>
              {t('dashboard.connectAction')}
            </Button>
          </Stack>
        </Alert>
      )}
    </>
  );
}

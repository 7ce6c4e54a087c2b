import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES } from '@otklik/contracts';
import { useCurrentUser } from '@/lib/storage/session-store';
import { useApplicationStatistics } from '../api/get-statistics';

/**
 * 'Статистика' of /responses (POST /api/applications/statistics with the cached user's id): the number of
 * applications in total, today (UTC) and per status. It stays out of the way when the call fails (other call
 * failures show no message; a 403 goes to /subscription through the transport).
 */
export function ApplicationStatistics() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const statistics = useApplicationStatistics(user?.user_id);
  if (user === null || statistics.isError) return null;

  const counts: [string, number | undefined][] = [
    [t('applications.statistics.total'), statistics.data?.total],
    [t('applications.statistics.today'), statistics.data?.today],
    ...APPLICATION_STATUSES.map((status): [string, number | undefined] => [
      t(`applications.status.${status}`),
      statistics.data?.by_status[status] ?? (statistics.data === undefined ? undefined : 0),
    ]),
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="applications-statistics">
      <Stack gap="sm">
        <Title order={2} size="h5" id="applications-statistics">
          {t('applications.statistics.title')}
        </Title>
        <Group component="dl" gap="lg" m={0} wrap="wrap" aria-busy={statistics.isPending}>
          {counts.map(([label, count]) => (
            <Stack key={label} gap={0}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" fw={700} size="lg" m={0}>
                {count === undefined ? <Skeleton height={20} width={28} mt={4} /> : count}
              </Text>
            </Stack>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

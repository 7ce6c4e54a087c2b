import { Anchor, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { LoadState } from '@/components/load-state';
import { Link } from 'react-router';
import type { ApplicationStatus } from '@otklik/contracts';
import { PATHS } from '@/lib/paths';
import { APPLICATIONS_PAGE_SIZE, useApplications } from '../api/get-applications';
import { useStatisticsFollowApplications } from '../api/get-statistics';
import { ApplicationCard } from './application-card';
import { ApplicationStatistics } from './application-statistics';
import { StatusFilter } from './status-filter';

/**
 * The /responses page body: statistics, the 'Статус' filter and one page of
 * applications (GET /api/applications/v2 with repeated `status`, `offset`, `limit`) with pagination. A new filter
 * starts again at page 1. The list is read again every 10 s while an application is queued or sending, and the
 * statistics follow it (read again when a shown application changes status, and polled while any is in flight). The filter is
 * page state, not part of the address: changing the address would re-run the session guards on every click.
 */
export function ResponsesView() {
  const { t } = useTranslation();
  const [{ statuses, page }, show] = useState<{ statuses: readonly ApplicationStatus[]; page: number }>({ statuses: [], page: 1 });
  const limit = APPLICATIONS_PAGE_SIZE;
  const applications = useApplications({ statuses, offset: (page - 1) * limit, limit });
  useStatisticsFollowApplications(applications.data);

  let list: React.ReactNode;
  if (applications.isPending) {
    list = <LoadState state="loading" label={t('applications.loading')} />;
  } else if (applications.isError) {
    list = (
      <LoadState
        state="error"
        title={t('applications.error')}
        onRetry={() => void applications.refetch()}
        retrying={applications.isFetching}
        retryLabel={t('applications.retry')}
      />
    );
  } else if (applications.data.items.length === 0) {
    list =
      statuses.length > 0 || page > 1 ? (
        <Text>{t('applications.emptyFiltered')}</Text>
      ) : (
        <Text>
          {t('applications.empty')}{' '}
          <Anchor component={Link} to={PATHS.position}>
            {t('applications.toPositions')}
          </Anchor>
        </Text>
      );
  } else {
    const pages = Math.max(1, Math.ceil(applications.data.total / limit));
    list = (
      <Stack gap="md">
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {applications.data.items.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </Stack>
        {pages > 1 && (
          <Group component="nav" aria-label={t('applications.pagination.label')} justify="center">
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={(next) => show({ statuses, page: next })}
              getControlProps={(control) => ({ 'aria-label': t(`applications.pagination.${control}`) })}
              getItemProps={(item) => ({ 'aria-label': t('applications.pagination.page', { page: item }) })}
            />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <ApplicationStatistics />
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <StatusFilter value={statuses} onChange={(next) => show({ statuses: next, page: 1 })} />
        {applications.isSuccess && (
          <Group gap="xs">
            {applications.isFetching && <Loader size="xs" aria-label={t('applications.refreshing')} />}
            <Text size="sm" c="dimmed">
              {t('applications.total', { count: applications.data.total })}
            </Text>
          </Group>
        )}
      </Group>
      {list}
    </Stack>
  );
}

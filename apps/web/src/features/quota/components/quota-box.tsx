import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { subscriptionUpsellPath } from '@/lib/paths';
import { shownQuotaUse } from '@/lib/quota';
import { setUpsellFlag } from '@/lib/storage/upsell-flag';
import { useApplicationsCount } from '../api/get-applications-count';

export interface QuotaBoxProps {
  /** The paid state: paid or trial-active, false while no subscription is loaded. */
  paid: boolean;
}

/**
 * The daily quota box in the sidebar footer, refreshed every 10 s:
 * - normal: 'N из M откликов за день' while current < total, or total is 0, or the state is not paid;
 * - 'limit reached': current ≥ total > 0 and paid — a highlighted box with 'Увеличить количество', a link to
 *   /subscription?showUpsell=true that also stores showUpsellModal=true.
 * Nothing shows until the first count arrives; a failed poll keeps the last count (failures are logged by the query cache).
 * The count never reads above the quota: applications beyond it wait for tomorrow.
 */
export function QuotaBox({ paid }: QuotaBoxProps) {
  const { t } = useTranslation();
  const { data } = useApplicationsCount();
  if (data === undefined) return null;
  const { total_applications: total } = data;
  const current = shownQuotaUse(data.current_applications, total);
  const counter = t('quota.counter', { current, count: total });
  const limitReached = paid && total > 0 && current >= total;

  if (!limitReached) {
    return (
      <Stack gap={0} aria-label={t('quota.label')} role="status">
        <Text size="xs" c="dimmed">
          {t('quota.label')}
        </Text>
        <Text size="sm" fw={500}>
          {counter}
        </Text>
      </Stack>
    );
  }

  return (
    <Paper p="sm" radius="md" bg="var(--mantine-color-warning-light)" withBorder role="alert" aria-label={t('quota.limitReached')}>
      <Stack gap={4}>
        <Text size="sm" fw={600} c="warning">
          <IconAlertTriangle size={16} style={{ verticalAlign: 'text-bottom', marginRight: 4 }} aria-hidden />
          {t('quota.limitReached')}
        </Text>
        <Text size="sm">{counter}</Text>
        <Text size="xs" c="dimmed">
          {t('quota.limitHint')}
        </Text>
        <Anchor component={Link} to={subscriptionUpsellPath()} size="sm" fw={600} onClick={setUpsellFlag}>
          {t('quota.increase')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

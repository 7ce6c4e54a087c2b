import { Alert, Anchor, Badge, Button, Card, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardSummary, NextStep, PositionFunnel } from '@otklik/contracts';
import { LoadState } from '@/components/load-state';
import { PageHeader } from '@/components/page-header';
import { useFormat } from '@/lib/format';
import { PATHS } from '@/lib/paths';
import { shownQuotaUse } from '@/lib/quota';
import { useCurrentUser, useHhIntegrated } from '@/lib/storage/session-store';
import { useDashboardSummary } from '../api/get-dashboard-summary';

const FUNNEL_STEPS: readonly { key: keyof PositionFunnel; color: string }[] = [
  { key: 'proposed', color: 'secondary' },
  { key: 'sent', color: 'primary' },
  { key: 'viewed', color: 'teal' },
  { key: 'invited', color: 'success' },
  { key: 'rejected', color: 'error' },
];

/**
 * One position's funnel as a list of bars: each step's name and count are text in the page's colours (readable in both
 * schemes, whatever the bar's length), the bar beside them is decoration scaled to the largest count.
 */
function FunnelBars({ funnel }: { funnel: PositionFunnel }) {
  const { t } = useTranslation();
  const max = Math.max(...FUNNEL_STEPS.map((step) => funnel[step.key]), 0);
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {FUNNEL_STEPS.map((step) => {
        const name = t(`dashboard.funnel.${step.key}`);
        const value = funnel[step.key];
        return (
          <li key={step.key}>
            <Group gap="sm" wrap="nowrap" role="group" aria-label={`${name}: ${value}`}>
              <Text size="sm" w={110} style={{ flexShrink: 0 }}>
                {name}
              </Text>
              <Progress value={max > 0 ? (value / max) * 100 : 0} color={step.color} size="lg" radius="sm" style={{ flex: 1 }} aria-hidden />
              <Text size="sm" fw={600} w={32} ta="right" style={{ flexShrink: 0 }}>
                {value}
              </Text>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}

/** Where the next step's button leads. */
function nextStepPath(step: NextStep): string | null {
  switch (step.kind) {
    case 'connect_hh':
      return PATHS.connect;
    case 'renew':
      return PATHS.subscription;
    case 'create_position':
      return PATHS.position;
    case 'finish_questions':
    case 'confirm_proposals':
      return step.position_id === null ? PATHS.position : `${PATHS.position}?id=${encodeURIComponent(step.position_id)}`;
    default:
      return null;
  }
}

/**
 * The /dashboard body, refreshed every 15 s: a greeting, the seeker's
 * next step (connect hh, renew, create a position, finish the questions, confirm the proposals), today's quota and
 * when the next application goes out, the trial or plan with its end, the latest invitations and per position a
 * funnel proposed → sent → viewed → invited / rejected.
 */
export function DashboardOverview() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const integrated = useHhIntegrated();
  const name = user?.name?.trim() || t('shell.defaultUserName');
  const summary = useDashboardSummary();

  let body: React.ReactNode;
  if (summary.isPending) body = <LoadState state="loading" label={t('dashboard.loading')} />;
  else if (summary.isError) {
    body = (
      <Stack gap="md">
        {!integrated && <ConnectAlert />}
        <LoadState
          state="error"
          title={t('dashboard.loadFailed')}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
          retryLabel={t('positions.retry')}
        />
      </Stack>
    );
  } else body = <Summary summary={summary.data} />;

  return (
    <>
      <PageHeader title={t('dashboard.greeting', { name })} description={t('dashboard.intro')} documentTitle={t('dashboard.title')} />
      {body}
    </>
  );
}

function ConnectAlert() {
  const { t } = useTranslation();
  return (
    <Alert role="note" color="info" variant="light" title={t('dashboard.connectTitle')} icon={<IconPlugConnected size={20} />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('dashboard.connectText')}</Text>
        <Button component={Link} to={PATHS.connect}>
          {t('dashboard.connectAction')}
        </Button>
      </Stack>
    </Alert>
  );
}

function Summary({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { quota, subscription } = summary;
  return (
    <Stack gap="lg">
      {summary.next_step.kind === 'connect_hh' ? <ConnectAlert /> : <NextStepCard step={summary.next_step} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dashboard-quota">
          <Stack gap={4}>
            <Title order={2} size="h5" id="dashboard-quota">
              {t('dashboard.quota.title')}
            </Title>
            <Text size="xl" fw={600} data-testid="dashboard-quota-used">
              {t('dashboard.quota.used', { used: shownQuotaUse(quota.used, quota.total), total: quota.total })}
            </Text>
            <Text size="sm" c="dimmed">
              {quota.next_send_at === null
                ? t('dashboard.quota.nothingQueued')
                : t('dashboard.quota.nextSend', { count: quota.queued, time: format.dateTime(quota.next_send_at) })}
            </Text>
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dashboard-plan">
          <Stack gap={4} align="flex-start">
            <Title order={2} size="h5" id="dashboard-plan">
              {t('dashboard.plan.title')}
            </Title>
            <Text size="xl" fw={600}>
              {t(`dashboard.plan.${subscription.state}`)}
            </Text>
            {subscription.ends_at !== null && (
              <Text size="sm" c="dimmed">
                {t(subscription.state === 'expired' ? 'dashboard.plan.ended' : 'dashboard.plan.until', { time: format.date(subscription.ends_at) })}
              </Text>
            )}
            <Anchor component={Link} to={PATHS.subscription} size="sm">
              {subscription.state === 'paid' ? t('dashboard.plan.manage') : t('dashboard.plan.choose')}
            </Anchor>
          </Stack>
        </Paper>
      </SimpleGrid>
      <Invitations summary={summary} />
      <Stack gap="sm" component="section" aria-labelledby="dashboard-positions">
        <Title order={2} size="h4" id="dashboard-positions">
          {t('dashboard.funnel.title')}
        </Title>
        {summary.positions.length === 0 ? (
          <Text c="dimmed">{t('dashboard.funnel.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {summary.positions.map((position) => (
              <Card key={position.id} withBorder radius="md" padding="md" aria-label={t('dashboard.funnel.of', { title: position.title })}>
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Anchor component={Link} to={`${PATHS.position}?id=${encodeURIComponent(position.id)}`} fw={600}>
                      {position.title}
                    </Anchor>
                    <Group gap={4} wrap="nowrap">
                      {position.paused && (
                        <Badge color="warning" variant="outline">
                          {t('positions.edit.pausedBadge')}
                        </Badge>
                      )}
                      <Badge variant="light">{t(`positions.stage.${position.stage}`)}</Badge>
                    </Group>
                  </Group>
                  <FunnelBars funnel={position.funnel} />
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}

function NextStepCard({ step }: { step: NextStep }) {
  const { t } = useTranslation();
  const path = nextStepPath(step);
  return (
    <Alert color={step.kind === 'renew' ? 'warning' : step.kind === 'none' ? 'success' : 'info'} variant="light" title={t('dashboard.next.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(`dashboard.next.${step.kind}`)}</Text>
        {path !== null && step.kind !== 'none' && (
          <Button component={Link} to={path} size="sm">
            {t(`dashboard.next.${step.kind}Action`)}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

function Invitations({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="xs" component="section" aria-labelledby="dashboard-invitations">
      <Title order={2} size="h4" id="dashboard-invitations">
        {t('dashboard.invitations.title')}
      </Title>
      {summary.invitations.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('dashboard.invitations.empty')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {summary.invitations.map((invitation) => (
            <li key={invitation.application_id}>
              <Text size="sm">
                <Anchor href={invitation.alternate_url} target="_blank" rel="noopener noreferrer">
                  {invitation.vacancy_name}
                </Anchor>
                {invitation.employer_name !== null && ` · ${invitation.employer_name}`}
                {` · ${invitation.position_title} · ${format.dateTime(invitation.updated_at)}`}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={PATHS.responses} size="sm">
        {t('dashboard.invitations.all')}
      </Anchor>
    </Stack>
  );
}

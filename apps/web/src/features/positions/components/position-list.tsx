import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { LoadState } from '@/components/load-state';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Position, PositionStage } from '@otklik/contracts';
import { usePositions } from '../api/get-positions';
import { formatMoney } from '@/lib/format';
import { positionFlowPath, positionSettingsPath } from '../utils/position-paths';

const STAGE_COLOR: Record<PositionStage, string> = {
  questions: 'info',
  resume: 'info',
  vacancies: 'warning',
  done: 'success',
};

/**
 * "Мои позиции" (GET /api/positions): each position with its title, resume, cities, salary, where it is in the flow,
 * 'Продолжить' (the assistant flow) and 'Настройки'. Loading, empty and error states included.
 */
export function PositionList() {
  const { t } = useTranslation();
  const positions = usePositions();

  let body: React.ReactNode;
  if (positions.isPending) {
    body = <LoadState state="loading" label={t('positions.list.loading')} />;
  } else if (positions.isError) {
    body = (
      <LoadState
        state="error"
        title={t('positions.list.error')}
        onRetry={() => void positions.refetch()}
        retrying={positions.isFetching}
        retryLabel={t('positions.retry')}
      />
    );
  } else if (positions.data.items.length === 0) {
    body = <Text c="dimmed">{t('positions.list.empty')}</Text>;
  } else {
    body = (
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {positions.data.items.map((position) => (
          <PositionCard key={position.id} position={position} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="positions-heading">
      <Title order={2} size="h3" id="positions-heading">
        {t('positions.list.heading')}
      </Title>
      {body}
    </Stack>
  );
}

/** One line of a position's settings, e.g. 'Москва, Казань · Удалённая работа · 150 000 ₽'. */
export function describePositionTerms(position: Position, remoteLabel: string, language: string): string {
  return [
    position.areas.map((area) => area.name).join(', '),
    position.remote ? remoteLabel : null,
    formatMoney(position.salary.amount, position.salary.currency, language),
  ]
    .filter((part): part is string => part !== null && part !== '')
    .join(' · ');
}

function PositionCard({ position }: { position: Position }) {
  const { t, i18n } = useTranslation();
  return (
    <Card component="li" withBorder radius="md" padding="lg" aria-label={position.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4">
            {position.title}
          </Title>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {position.paused && (
              <Badge color="warning" variant="outline">
                {t('positions.edit.pausedBadge')}
              </Badge>
            )}
            <Badge color={STAGE_COLOR[position.stage]} variant="light">
              {t(`positions.stage.${position.stage}`)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm">{describePositionTerms(position, t('positions.form.remote'), i18n.language)}</Text>
        <Text size="sm" c="dimmed">
          {t('positions.card.resume', { title: position.resume_title })}
        </Text>
        <Group gap="sm" mt={4}>
          <Button component={Link} to={positionFlowPath(position.id)} size="xs">
            {position.stage === 'done' ? t('positions.card.open') : t('positions.card.continue')}
          </Button>
          <Button component={Link} to={positionSettingsPath(position.id)} size="xs" variant="default">
            {t('positions.card.settings')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

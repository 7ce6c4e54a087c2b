import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Position } from '@otklik/contracts';
import { DetailsList } from '@/components/details-list';
import { LoadState } from '@/components/load-state';
import { readErrorCode } from '@/lib/api/errors';
import { PATHS } from '@/lib/paths';
import { usePosition, usePositions } from '../api/get-positions';
import { formatMoney } from '@/lib/format';
import { positionFlowPath, positionSettingsPath } from '../utils/position-paths';
import { PositionEditor } from './position-editor';

/**
 * /settings/:positionId: a position's settings — title, resume, favourites, cities, remote work, salary and
 * cover-letter styles — and under them the editor: the same form as on creation, pause / resume and delete.
 */
export function PositionSettings({ positionId }: { positionId: string }) {
  const { t } = useTranslation();
  const position = usePosition(positionId);

  if (position.isPending) return <LoadState state="loading" label={t('positions.list.loading')} />;
  if (position.isError && readErrorCode(position.error) !== 'position_not_found') {
    return (
      <LoadState
        state="error"
        title={t('positions.list.error')}
        onRetry={() => void position.refetch()}
        retrying={position.isFetching}
        retryLabel={t('positions.retry')}
      />
    );
  }
  if (position.isError) {
    return (
      <LoadState state="error" color="warning" title={t('positions.notFound')}>
        <Anchor component={Link} to={PATHS.position}>
          {t('positions.backToList')}
        </Anchor>
      </LoadState>
    );
  }
  return <SettingsTable position={position.data} />;
}

function SettingsTable({ position }: { position: Position }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const yesNo = (value: boolean): string => (value ? t('positions.settings.yes') : t('positions.settings.no'));
  const rows: [string, React.ReactNode][] = [
    [t('positions.form.title'), position.title],
    [t('positions.form.resume'), position.resume_title],
    [t('positions.form.favorites'), yesNo(position.use_favorites)],
    [t('positions.form.areas'), position.areas.map((area) => area.name).join(', ')],
    [t('positions.form.remote'), yesNo(position.remote)],
    [t('positions.form.salary'), formatMoney(position.salary.amount, position.salary.currency, i18n.language)],
    [
      t('positions.form.styles'),
      <Group gap={6} key="styles" wrap="wrap">
        {position.letter_styles.map((style) => (
          <Badge key={style} variant="light" color="secondary" tt="none" style={{ flexShrink: 0 }}>
            {t(`positions.style.${style}`)}
          </Badge>
        ))}
      </Group>,
    ],
    [t('positions.settings.stage'), t(`positions.stage.${position.stage}`)],
  ];
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          {position.title}
        </Title>
        <DetailsList items={rows} />
        <PositionEditor position={position} onDeleted={() => void navigate(PATHS.position)} />
        <Group gap="sm">
          <Button component={Link} to={positionFlowPath(position.id)}>
            {position.stage === 'done' ? t('positions.card.open') : t('positions.card.continue')}
          </Button>
          <Button component={Link} to={PATHS.position} variant="default">
            {t('positions.backToList')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /settings without a position: the seeker picks one of their positions. */
export function PositionSettingsIndex() {
  const { t } = useTranslation();
  const positions = usePositions();
  if (positions.isPending) return <LoadState state="loading" label={t('positions.list.loading')} />;
  if (positions.isError) {
    return (
      <LoadState
        state="error"
        title={t('positions.list.error')}
        onRetry={() => void positions.refetch()}
        retrying={positions.isFetching}
        retryLabel={t('positions.retry')}
      />
    );
  }
  if (positions.data.items.length === 0) {
    return (
      <Text>
        {t('positions.list.empty')}{' '}
        <Anchor component={Link} to={PATHS.position}>
          {t('positions.settings.create')}
        </Anchor>
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text>{t('positions.settings.choose')}</Text>
      <Stack gap={4} component="ul" style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {positions.data.items.map((position) => (
          <li key={position.id}>
            <Anchor component={Link} to={positionSettingsPath(position.id)}>
              {position.title}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, NumberInput, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FoundVacancy, POSITION_LIMITS, type VacancyListQuery } from '@otklik/contracts';
import { LoadState } from '@/components/load-state';
import { readErrorCode } from '@/lib/api/errors';
import { PATHS } from '@/lib/paths';
import { useVacancyList } from '../api/get-vacancy-list';
import { useApplyToVacancyMutation, useHideVacancyMutation } from '../api/vacancy-actions';
import { formatVacancySalary } from '../utils/format-salary';

/** The filter form's state: '' = any. */
interface Filter {
  positionId: string;
  areaId: string;
  salary: number | string;
  remote: boolean;
}

/** The GET /api/vacancies query of a filter. */
export function toVacancyQuery(filter: Filter): VacancyListQuery {
  return {
    ...(filter.positionId === '' ? {} : { position_id: filter.positionId }),
    ...(filter.areaId === '' ? {} : { area_id: filter.areaId }),
    ...(typeof filter.salary === 'number' && filter.salary > 0 ? { salary_from: Math.floor(filter.salary) } : {}),
    ...(filter.remote ? { remote: 'true' as const } : {}),
  };
}

/**
 * /vacancy for paid seekers (spec §2 Vacancies entry): every vacancy the assistant found for the seeker's positions,
 * each with why it fits, filtered by position, city, salary and remote. «Откликнуться» queues an application with a
 * letter (it counts against today's quota and goes out through the same pipeline); «Не интересно» hides it, and
 * vacancies like it rank lower.
 */
export function VacancyBrowser() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>({ positionId: '', areaId: '', salary: '', remote: false });
  const [query] = useDebouncedValue(toVacancyQuery(filter), 400);
  const list = useVacancyList(query);
  const [applied, setApplied] = useState<string | null>(null);

  const positions = list.data?.positions ?? [];
  const areas = new Map<string, string>();
  for (const position of positions) {
    if (filter.positionId !== '' && position.id !== filter.positionId) continue;
    for (const area of position.areas) areas.set(area.id, area.name);
  }

  let body: React.ReactNode;
  if (list.isPending) body = <LoadState state="loading" label={t('vacancyList.loading')} />;
  else if (list.isError) {
    body = (
      <LoadState
        state="error"
        title={t('vacancyList.loadFailed')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        retryLabel={t('vacancies.retry')}
      />
    );
  } else if (list.data.positions.length === 0) {
    body = (
      <Text c="dimmed">
        {t('vacancyList.noPositions')}{' '}
        <Anchor component={Link} to={PATHS.position}>
          {t('vacancyList.toPositions')}
        </Anchor>
      </Text>
    );
  } else if (list.data.items.length === 0) body = <Text c="dimmed">{t('vacancyList.empty')}</Text>;
  else {
    body = (
      <Stack gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-busy={list.isFetching}>
        {list.data.items.map((vacancy) => (
          <VacancyCard key={vacancy.vacancy_id} vacancy={vacancy} onApplied={() => setApplied(vacancy.name)} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="md" wrap="wrap" role="search" aria-label={t('vacancyList.filters')}>
        <Select
          label={t('vacancyList.position')}
          data={[{ value: '', label: t('vacancyList.allPositions') }, ...positions.map((p) => ({ value: p.id, label: p.title }))]}
          value={filter.positionId}
          onChange={(value) => setFilter((f) => ({ ...f, positionId: value ?? '', areaId: '' }))}
          allowDeselect={false}
          w={240}
        />
        <Select
          label={t('vacancyList.city')}
          data={[{ value: '', label: t('vacancyList.allCities') }, ...[...areas].map(([id, name]) => ({ value: id, label: name }))]}
          value={filter.areaId}
          onChange={(value) => setFilter((f) => ({ ...f, areaId: value ?? '' }))}
          allowDeselect={false}
          w={200}
        />
        <NumberInput
          label={t('vacancyList.salary')}
          placeholder={t('vacancyList.salaryPlaceholder')}
          value={filter.salary}
          onChange={(value) => setFilter((f) => ({ ...f, salary: value }))}
          min={0}
          max={POSITION_LIMITS.salaryMax}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=" "
          hideControls
          w={180}
        />
        <Switch
          label={t('vacancyList.remote')}
          checked={filter.remote}
          onChange={(event) => {
            const remote = event.currentTarget.checked;
            setFilter((f) => ({ ...f, remote }));
          }}
          mb={8}
        />
      </Group>
      {applied !== null && (
        <Alert color="success" variant="light" role="status" withCloseButton onClose={() => setApplied(null)}>
          {t('vacancyList.applied', { name: applied })}{' '}
          <Anchor component={Link} to={PATHS.responses}>
            {t('vacancyList.toResponses')}
          </Anchor>
        </Alert>
      )}
      {list.data !== undefined && list.data.items.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('vacancyList.found', { count: list.data.items.length })}
        </Text>
      )}
      {body}
    </Stack>
  );
}

function VacancyCard({ vacancy, onApplied }: { vacancy: FoundVacancy; onApplied: () => void }) {
  const { t } = useTranslation();
  const apply = useApplyToVacancyMutation();
  const hide = useHideVacancyMutation();
  const failure = apply.error ?? hide.error;
  const failed = failure !== null;
  const code = failed ? readErrorCode(failure) : undefined;
  const salary = formatVacancySalary(vacancy.salary, {
    from: (amount) => t('vacancies.salaryFrom', { amount }),
    to: (amount) => t('vacancies.salaryTo', { amount }),
    unknown: t('vacancies.salaryUnknown'),
  });
  const place = [vacancy.area?.name ?? null, vacancy.remote ? t('vacancies.remote') : null].filter((part): part is string => part !== null).join(' · ');
  const args = { vacancyId: vacancy.vacancy_id, positionId: vacancy.position_id };
  return (
    <Card component="li" withBorder radius="md" padding="lg" aria-label={vacancy.name}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={3} size="h5">
              <Anchor href={vacancy.alternate_url} target="_blank" rel="noopener noreferrer" inherit>
                <Group gap={4} component="span" wrap="nowrap">
                  {vacancy.name}
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            </Title>
            <Text size="sm">{vacancy.employer?.name ?? t('vacancies.employerUnknown')}</Text>
          </Stack>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {vacancy.position_title}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {[place, salary].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm">
          <Text span fw={500}>
            {t('vacancies.why')}:
          </Text>{' '}
          {vacancy.reasons.summary}
        </Text>
        {vacancy.reasons.dismissed_similar === true && (
          <Text size="xs" c="dimmed">
            {t('vacancies.dismissedSimilar')}
          </Text>
        )}
        {failed && (
          <Alert color="error" variant="light" role="alert">
            {code === undefined ? t('vacancyList.actionFailed') : t(`errors.${code}`)}
          </Alert>
        )}
        <Group gap="sm" mt={4}>
          <Button size="xs" loading={apply.isPending} disabled={hide.isPending} onClick={() => apply.mutate(args, { onSuccess: onApplied })}>
            {t('vacancyList.apply')}
          </Button>
          <Button size="xs" variant="default" loading={hide.isPending} disabled={apply.isPending} onClick={() => hide.mutate(args)}>
            {t('vacancyList.hide')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /vacancy during the trial (spec §4: the entry is hidden): why the page is closed, and the way to a plan. */
export function VacancyTrialNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="info" variant="light" title={t('vacancyList.trialTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('vacancyList.trialText')}</Text>
        <Button component={Link} to={PATHS.subscription}>
          {t('vacancyList.trialAction')}
        </Button>
      </Stack>
    </Alert>
  );
}

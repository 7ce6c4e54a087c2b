import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, NumberInput, Pagination, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type FoundVacancy, POSITION_LIMITS, type VacancyListQuery } from '@otklik/contracts';
import { LoadState } from '@/components/load-state';
import { readErrorCode } from '@/lib/api/errors';
import { PATHS } from '@/lib/paths';
import { useVacancyList } from '../api/get-vacancy-list';
import { useApplyToVacancyMutation, useHideVacancyMutation } from '../api/vacancy-actions';
import { formatVacancySalary } from '../utils/format-salary';
import { FitReasons } from './fit-reasons';

/** The URL query parameters of the list, so a filtered page can be bookmarked, shared and reloaded. */
const PARAM = { position: 'position', city: 'city', salary: 'salary', remote: 'remote', source: 'source', page: 'page' } as const;
const SOURCES = ['proposed', 'search', 'similar', 'favorites'] as const;
type Source = (typeof SOURCES)[number];

/**
 * The GET /api/vacancies query of the page's URL (`?position=&city=&salary=&remote=1&source=&page=`); values that make
 * no sense are left out.
 */
export function toVacancyQuery(params: URLSearchParams): VacancyListQuery {
  const salary = Number(params.get(PARAM.salary));
  const page = Number(params.get(PARAM.page));
  const source = params.get(PARAM.source);
  const position = params.get(PARAM.position);
  const city = params.get(PARAM.city);
  return {
    ...(position ? { position_id: position } : {}),
    ...(city ? { area_id: city } : {}),
    ...(Number.isInteger(salary) && salary > 0 && salary <= POSITION_LIMITS.salaryMax ? { salary_from: salary } : {}),
    ...(params.get(PARAM.remote) === '1' ? { remote: 'true' as const } : {}),
    ...(SOURCES.includes(source as Source) ? { source: source as Source } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

/**
 * /vacancy for paid seekers: every vacancy the assistant proposed for the seeker's positions,
 * from every source, then the others its searches found, each with where it comes from and why it fits; 20 a page,
 * the filters (position, city, salary, remote, source) and the page in the URL. «Откликнуться» queues an application
 * with a letter (it counts against today's quota and goes out through the same pipeline); «Не интересно» hides it,
 * and vacancies like it rank lower.
 */
export function VacancyBrowser() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = toVacancyQuery(params);
  const [salary, setSalary] = useState<number | string>(query.salary_from ?? '');
  const [debouncedSalary] = useDebouncedValue(salary, 400);
  const list = useVacancyList(query);
  const [applied, setApplied] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);

  /** Sets some parameters (null removes one); any change but the page's own goes back to page 1. */
  const update = (changes: Partial<Record<keyof typeof PARAM, string | null>>, options: { replace?: boolean } = {}) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(PARAM[key as keyof typeof PARAM]);
          else next.set(PARAM[key as keyof typeof PARAM], value);
        }
        if (!('page' in changes)) next.delete(PARAM.page);
        return next;
      },
      { replace: options.replace ?? false },
    );
  };

  useEffect(() => {
    const value = typeof debouncedSalary === 'number' && debouncedSalary > 0 ? String(Math.floor(debouncedSalary)) : null;
    if (value !== (params.get(PARAM.salary) || null)) update({ salary: value }, { replace: true });
    // Only a settled new salary updates the URL; the rest of the URL is read fresh inside.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSalary]);

  const positions = list.data?.positions ?? [];
  const areas = new Map<string, string>();
  for (const position of positions) {
    if (query.position_id !== undefined && position.id !== query.position_id) continue;
    for (const area of position.areas) areas.set(area.id, area.name);
  }
  const page = query.page ?? 1;
  const pages = list.data === undefined ? 1 : Math.max(1, Math.ceil(list.data.total / list.data.per_page));

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
          value={query.position_id ?? ''}
          onChange={(value) => update({ position: value, city: null })}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
        <Select
          label={t('vacancyList.city')}
          data={[{ value: '', label: t('vacancyList.allCities') }, ...[...areas].map(([id, name]) => ({ value: id, label: name }))]}
          value={query.area_id ?? ''}
          onChange={(value) => update({ city: value })}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <NumberInput
          label={t('vacancyList.salary')}
          placeholder={t('vacancyList.salaryPlaceholder')}
          value={salary}
          onChange={setSalary}
          min={0}
          max={POSITION_LIMITS.salaryMax}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=" "
          hideControls
          w={{ base: '100%', xs: 180 }}
        />
        <Select
          label={t('vacancyList.source')}
          data={[{ value: '', label: t('vacancyList.allSources') }, ...SOURCES.map((source) => ({ value: source, label: t(`vacancyList.sources.${source}`) }))]}
          value={query.source ?? ''}
          onChange={(value) => update({ source: value })}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
        <Switch
          label={t('vacancyList.remote')}
          checked={query.remote === 'true'}
          onChange={(event) => update({ remote: event.currentTarget.checked ? '1' : null })}
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
      <div ref={top} tabIndex={-1} style={{ outline: 'none' }}>
        {list.data !== undefined && list.data.items.length > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('vacancyList.found', { count: list.data.total })} ·{' '}
            {t('vacancyList.shown', {
              from: (page - 1) * list.data.per_page + 1,
              to: (page - 1) * list.data.per_page + list.data.items.length,
              total: list.data.total,
            })}
          </Text>
        )}
      </div>
      {body}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={(next) => {
            update({ page: next === 1 ? null : String(next) });
            top.current?.focus();
            top.current?.scrollIntoView({ block: 'start' });
          }}
          getItemProps={(item) => ({ 'aria-label': t('vacancyList.pageN', { page: item }) })}
          getControlProps={(control) => ({ 'aria-label': t(`vacancyList.pageControl.${control}`) })}
          aria-label={t('vacancyList.pages')}
          withEdges
          siblings={1}
          style={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}

function VacancyCard({ vacancy, onApplied }: { vacancy: FoundVacancy; onApplied: () => void }) {
  const { t, i18n } = useTranslation();
  const apply = useApplyToVacancyMutation();
  const hide = useHideVacancyMutation();
  const failure = apply.error ?? hide.error;
  const failed = failure !== null;
  const code = failed ? readErrorCode(failure) : undefined;
  const salary = formatVacancySalary(
    vacancy.salary,
    {
      from: (amount) => t('vacancies.salaryFrom', { amount }),
      to: (amount) => t('vacancies.salaryTo', { amount }),
      unknown: t('vacancies.salaryUnknown'),
    },
    i18n.language,
  );
  const place = [vacancy.area?.name ?? null, vacancy.remote ? t('vacancies.remote') : null].filter((part): part is string => part !== null).join(' · ');
  const args = { vacancyId: vacancy.vacancy_id, positionId: vacancy.position_id };
  const sources = [...(vacancy.proposed ? (['proposed'] as const) : []), ...vacancy.sources];
  return (
    <Card component="li" withBorder radius="md" padding="lg" aria-label={vacancy.name}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Title order={3} size="h5">
              <Anchor href={vacancy.alternate_url} target="_blank" rel="noopener noreferrer" inherit>
                {vacancy.name} <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
              </Anchor>
            </Title>
            <Text size="sm">{vacancy.employer?.name ?? t('vacancies.employerUnknown')}</Text>
          </Stack>
          <Badge variant="light" maw="100%">
            {vacancy.position_title}
          </Badge>
        </Group>
        <Group gap={4} component="ul" aria-label={t('vacancyList.sourcesLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {sources.map((source) => (
            <Badge
              key={source}
              component="li"
              variant={source === 'proposed' ? 'filled' : 'outline'}
              color={source === 'proposed' ? 'primary' : 'secondary'}
              tt="none"
            >
              {t(`vacancyList.sources.${source}`)}
            </Badge>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          {[place, salary].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm" fw={600}>
          {t('vacancies.why')}:
        </Text>
        <FitReasons vacancy={vacancy} />
        {failed && (
          <Alert color="error" variant="light" role="alert">
            {code === undefined ? t('vacancyList.actionFailed') : t(`errors.${code}`)}
          </Alert>
        )}
        {vacancy.application_status === null ? (
          <Group gap="sm" mt={4}>
            <Button size="xs" loading={apply.isPending} disabled={hide.isPending} onClick={() => apply.mutate(args, { onSuccess: onApplied })}>
              {t('vacancyList.apply')}
            </Button>
            <Button size="xs" variant="default" loading={hide.isPending} disabled={apply.isPending} onClick={() => hide.mutate(args)}>
              {t('vacancyList.hide')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" fw={500}>
            {t('vacancyList.applicationStatus', { status: t(`applications.status.${vacancy.application_status}`) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** /vacancy during the trial (the menu hides the entry then): why the page is closed, and the way to a plan. */
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

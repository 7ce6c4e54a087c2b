import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WidenBody, WidenOption } from '@otklik/contracts';
import { errorMessageKey } from '@/lib/api/errors';
import { useWidenProposalsMutation } from '../api/widen-proposals';

/**
 * The card shown when fewer than 3 vacancies fit the position: it says so, and offers each way to widen the search
 * the server found (nearby cities, remote work, a related title), with how many more vacancies each brings. Pressing
 * one saves it on the position and shows the new batch; without any, it says what the seeker can still change.
 */
/** One key per way to widen, the same for an offer and the request it sends. */
const keyOf = (option: WidenOption | WidenBody): string =>
  option.kind === 'remote' ? 'remote' : option.kind === 'nearby_areas' ? 'nearby' : `title:${option.title}`;

/** How many of the offered nearby cities the button names; the rest are counted. */
const NAMED_CITIES = 3;

/** The request that accepts an offer: the offered cities, remote work, or the related title. */
const bodyOf = (option: WidenOption): WidenBody =>
  option.kind === 'remote'
    ? { kind: 'remote' }
    : option.kind === 'nearby_areas'
      ? { kind: 'nearby_areas', areas: option.areas }
      : { kind: 'related_title', title: option.title };

export function WidenSearch({ positionId, options }: { positionId: string; options: readonly WidenOption[] }) {
  const { t } = useTranslation();
  const widen = useWidenProposalsMutation(positionId);
  /** The offered cities, nearest first: up to 3 by name, the rest counted («Москва, Химки, Реутов и ещё 4 города»). */
  const citiesOf = (areas: readonly { name: string }[]): string => {
    const list = areas
      .slice(0, NAMED_CITIES)
      .map((area) => area.name)
      .join(', ');
    return areas.length > NAMED_CITIES ? t('vacancies.widen.moreCities', { list, count: areas.length - NAMED_CITIES }) : list;
  };
  const label = (option: WidenOption): string =>
    option.kind === 'remote'
      ? t('vacancies.widen.remote', { count: option.found })
      : option.kind === 'nearby_areas'
        ? t('vacancies.widen.nearby', { cities: citiesOf(option.areas), count: option.found })
        : t('vacancies.widen.relatedTitle', { title: option.title, count: option.found });

  return (
    <Alert color="warning" variant="light" title={t('vacancies.widen.title')} role="region" aria-label={t('vacancies.widen.title')}>
      <Stack gap="sm">
        <Text size="sm">{options.length > 0 ? t('vacancies.widen.body') : t('vacancies.widen.none')}</Text>
        {options.length > 0 && (
          <Group gap="xs">
            {options.map((option) => (
              <Button
                key={keyOf(option)}
                variant="light"
                size="sm"
                loading={widen.isPending && widen.variables !== undefined && keyOf(widen.variables) === keyOf(option)}
                disabled={widen.isPending}
                onClick={() => widen.mutate(bodyOf(option))}
              >
                {label(option)}
              </Button>
            ))}
          </Group>
        )}
        {widen.isError && (
          <Text size="sm" c="error" role="alert">
            {t(errorMessageKey(widen.error, 'vacancies.widen.failed'))}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WidenBody, WidenOption } from '@otklik/contracts';
import { errorMessageKey } from '@/lib/api/errors';
import { useWidenProposalsMutation } from '../api/widen-proposals';

/**
 * The card shown when fewer than 3 vacancies fit the position: it says so, and offers each way to widen the search
 * the server found (remote work, a related title), with how many more vacancies each brings. Pressing one saves it
 * on the position and shows the new batch; without any, it says what the seeker can still change.
 */
/** One key per way to widen, the same for an offer and the request it sends. */
const keyOf = (option: WidenOption | WidenBody): string => (option.kind === 'remote' ? 'remote' : `title:${option.title}`);

export function WidenSearch({ positionId, options }: { positionId: string; options: readonly WidenOption[] }) {
  const { t } = useTranslation();
  const widen = useWidenProposalsMutation(positionId);
  const label = (option: WidenOption): string =>
    option.kind === 'remote'
      ? t('vacancies.widen.remote', { count: option.found })
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
                onClick={() => widen.mutate(option.kind === 'remote' ? { kind: 'remote' } : { kind: 'related_title', title: option.title })}
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

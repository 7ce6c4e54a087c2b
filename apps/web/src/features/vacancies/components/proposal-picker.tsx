import { useState } from 'react';
import { Alert, Anchor, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Proposal } from '@otklik/contracts';
import { PATHS } from '@/lib/paths';
import { useConfirmProposalsMutation } from '../api/confirm-proposals';
import { useProposals } from '../api/create-proposals';
import { formatVacancySalary } from '../utils/format-salary';
import { LoadState } from '@/components/load-state';
import { errorMessageKey } from '@/lib/api/errors';
import { FitReasons } from './fit-reasons';
import { WidenSearch } from './widen-search';

/**
 * The vacancies step: POST …/proposals answers the proposals, or the first time has the assistant make them while
 * 'Ассистент подбирает вакансии…' shows. When fewer than 3 fit, a card above them says so and offers to widen the
 * search (WidenSearch). Each of the 3–5 cards has a
 * checkbox named after the vacancy (checked by default), the vacancy linked to hh in a new tab, the employer, the
 * salary, the city or 'Удалённо', and why it fits: matched skills, missing skills, the salary against the expectation
 * and the summary, and «Похожие вы уже убирали» when it looks like a vacancy the seeker unchecked before. 'Готово' (disabled with nothing checked) sends the checked ids to POST …/confirm and opens /responses.
 */
export function ProposalPicker({ positionId }: { positionId: string }) {
  const { t } = useTranslation();
  const proposals = useProposals(positionId);

  if (proposals.isPending) return <LoadState state="loading" label={t('vacancies.searching')} progress />;
  if (proposals.isError) {
    return (
      <LoadState
        state="error"
        title={t(errorMessageKey(proposals.error, 'vacancies.errors.loadFailed'))}
        onRetry={() => void proposals.refetch()}
        retrying={proposals.isFetching}
        retryLabel={t('vacancies.retry')}
      />
    );
  }
  const { items, widen } = proposals.data;
  const short = widen !== undefined && <WidenSearch positionId={positionId} options={widen} />;
  if (items.length === 0) {
    return short === false ? <Text>{t('vacancies.empty')}</Text> : short;
  }
  return (
    <Stack gap="md">
      {short}
      <ProposalChecklist key={items.map((item) => item.vacancy_id).join()} positionId={positionId} items={items} />
    </Stack>
  );
}

function ProposalChecklist({ positionId, items }: { positionId: string; items: Proposal[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmProposalsMutation();
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(() => new Set());
  const checkedIds = items.map((item) => item.vacancy_id).filter((id) => !unchecked.has(id));

  const toggle = (vacancyId: string, checked: boolean): void => {
    setUnchecked((current) => {
      const next = new Set(current);
      if (checked) next.delete(vacancyId);
      else next.add(vacancyId);
      return next;
    });
  };

  const done = (): void => {
    if (checkedIds.length === 0) return;
    confirm.mutate({ positionId, vacancyIds: checkedIds }, { onSuccess: () => void navigate(PATHS.responses) });
  };

  return (
    <Stack gap="md">
      <Text>{t('vacancies.intro', { count: items.length })}</Text>
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((proposal) => (
          <ProposalCard
            key={proposal.vacancy_id}
            proposal={proposal}
            checked={!unchecked.has(proposal.vacancy_id)}
            onCheckedChange={(checked) => toggle(proposal.vacancy_id, checked)}
            disabled={confirm.isPending}
          />
        ))}
      </Stack>
      {confirm.isError && (
        <Alert color="error" variant="light" role="alert">
          {t(errorMessageKey(confirm.error, 'vacancies.errors.confirmFailed'))}
        </Alert>
      )}
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('vacancies.selected', { count: checkedIds.length, total: items.length })}
        </Text>
        <Button onClick={done} disabled={checkedIds.length === 0} loading={confirm.isPending}>
          {t('vacancies.done')}
        </Button>
      </Group>
    </Stack>
  );
}

interface ProposalCardProps {
  proposal: Proposal;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled: boolean;
}

function ProposalCard({ proposal, checked, onCheckedChange, disabled }: ProposalCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = `proposal-${proposal.vacancy_id}`;
  const { reasons } = proposal;
  const salary = formatVacancySalary(
    proposal.salary,
    {
      from: (amount) => t('vacancies.salaryFrom', { amount }),
      to: (amount) => t('vacancies.salaryTo', { amount }),
      unknown: t('vacancies.salaryUnknown'),
    },
    i18n.language,
  );
  const place = [proposal.area?.name ?? null, proposal.remote ? t('vacancies.remote') : null].filter((part): part is string => part !== null).join(' · ');

  return (
    <Card component="li" withBorder radius="md" padding="lg" aria-labelledby={titleId}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Checkbox mt={4} checked={checked} disabled={disabled} onChange={(event) => onCheckedChange(event.currentTarget.checked)} aria-labelledby={titleId} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} size="h4" id={titleId}>
            <Anchor href={proposal.alternate_url} target="_blank" rel="noopener noreferrer" inherit>
              <Group gap={4} component="span" wrap="nowrap">
                {proposal.name}
                <IconExternalLink size={16} aria-hidden />
              </Group>
            </Anchor>
          </Title>
          <Text size="sm" fw={500}>
            {proposal.employer?.name ?? t('vacancies.employerUnknown')}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{salary}</Text>
            {place !== '' && (
              <Text size="sm" c="dimmed">
                · {place}
              </Text>
            )}
          </Group>
          <Stack gap={6} mt={4}>
            <Text size="sm" fw={600}>
              {t('vacancies.why')}
            </Text>
            <FitReasons vacancy={proposal} />
            {reasons.summary.trim() !== '' && (
              <Text size="sm" c="dimmed">
                {reasons.summary}
              </Text>
            )}
          </Stack>
        </Stack>
      </Group>
    </Card>
  );
}

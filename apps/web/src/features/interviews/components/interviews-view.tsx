import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Interview } from '@otklik/contracts';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppModal } from '@/components/app-modal';
import { LoadState } from '@/components/load-state';
import { errorMessageKey } from '@/lib/api/errors';
import { useDeleteInterviewMutation, useInterviews, usePrefill } from '../api/interviews';
import { InterviewForm, type InterviewFormStart } from './interview-form';

/** Query parameters that open the form pre-filled from an invitation: `?application=<id>` or `?vacancy_link=<url>`. */
export const INTERVIEW_PREFILL_PARAMS = { application: 'application', vacancyLink: 'vacancy_link' } as const;

/**
 * The interview records of /interview: list soonest first, add, edit, delete. Arriving with
 * `?application=` (from /responses) or `?vacancy_link=` (from the bell) opens a new record pre-filled from the invitation.
 */
export function InterviewsView() {
  const { t } = useTranslation();
  const list = useInterviews();
  const remove = useDeleteInterviewMutation();
  const [params, setParams] = useSearchParams();
  const application = params.get(INTERVIEW_PREFILL_PARAMS.application);
  const vacancyLink = params.get(INTERVIEW_PREFILL_PARAMS.vacancyLink);
  const source = application ? { application } : vacancyLink ? { vacancyLink } : null;
  const prefill = usePrefill(source);
  const [editing, setEditing] = useState<InterviewFormStart | null>(null);

  const clearSource = (): void =>
    setParams(
      (current) => {
        current.delete(INTERVIEW_PREFILL_PARAMS.application);
        current.delete(INTERVIEW_PREFILL_PARAMS.vacancyLink);
        return current;
      },
      { replace: true },
    );

  // A new record from an invitation: the prefilled form, once its fields have arrived (or failed: empty but linked).
  let open: InterviewFormStart | null = editing;
  if (!open && source && !prefill.isPending) {
    open = prefill.data
      ? { companyName: prefill.data.company_name, vacancyLink: prefill.data.vacancy_link, applicationId: prefill.data.application_id }
      : { vacancyLink: vacancyLink ?? '' };
  }
  const close = (): void => {
    setEditing(null);
    if (source) clearSource();
  };
  const formKey = open?.interview?.id ?? (source ? `prefill-${application ?? vacancyLink}` : 'new');

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed">{t('interviews.intro')}</Text>
        <Button onClick={() => setEditing({})}>{t('interviews.add')}</Button>
      </Group>
      {list.isPending && <LoadState state="loading" />}
      {list.isError && <LoadState state="error" title={t('interviews.loadFailed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />}
      {list.data?.length === 0 && <Text>{t('interviews.empty')}</Text>}
      {list.data?.map((interview) => (
        <InterviewCard
          key={interview.id}
          interview={interview}
          onEdit={() => setEditing({ interview })}
          onDelete={() =>
            remove.mutate(interview.id, {
              onError: (error) => notifications.show({ color: 'error', message: t(errorMessageKey(error, 'interviews.deleteFailed')) }),
            })
          }
          deleting={remove.isPending && remove.variables === interview.id}
        />
      ))}
      {source && prefill.isPending && <LoadState state="loading" label={t('interviews.prefilling')} />}
      <AppModal opened={open !== null} onClose={close} title={open?.interview ? t('interviews.editTitle') : t('interviews.newTitle')} width={560}>
        {open && (
          <InterviewForm
            key={formKey}
            start={open}
            onCancel={close}
            onSaved={() => {
              notifications.show({ color: 'success', message: t('interviews.saved') });
              close();
            }}
          />
        )}
      </AppModal>
    </Stack>
  );
}

/** One record: when, company and format, the vacancy as hh named it, notes, edit and delete. */
function InterviewCard({ interview, onEdit, onDelete, deleting }: { interview: Interview; onEdit: () => void; onDelete: () => void; deleting: boolean }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="interview-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{interview.company_name}</Text>
          <Badge variant="light">{t(`interviews.formats.${interview.format}`)}</Badge>
        </Group>
        <Text size="sm">{dayjs(interview.scheduled_at).format('DD.MM.YYYY HH:mm')}</Text>
        <Anchor href={interview.vacancy_url} target="_blank" rel="noopener noreferrer" size="sm">
          {interview.vacancy_name}
          {interview.employer_name ? ` — ${interview.employer_name}` : ''}
        </Anchor>
        {interview.notes !== '' && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {interview.notes}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          <Button size="xs" variant="light" onClick={onEdit}>
            {t('interviews.edit')}
          </Button>
          <Button size="xs" variant="subtle" color="error" onClick={onDelete} loading={deleting}>
            {t('interviews.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

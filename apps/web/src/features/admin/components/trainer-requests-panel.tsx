import { useState } from 'react';
import { Button, Card, Group, SegmentedControl, Stack, Text, Textarea, em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useForm } from '@mantine/form';
import { type AdminTrainerAnswerBody, type AdminTrainerRequest, type TrainerRequestStatus, adminTrainerAnswerBodySchema } from '@otklik/contracts';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
import { errorMessageKey } from '@/lib/api/errors';
import { contractValidate } from '@/lib/form';
import { useAnswerTrainerRequest } from '../api/answer-trainer-request';
import { useTrainerRequests } from '../api/get-trainer-requests';
import { formatDateTime } from './format';

function RequestCard({ request }: { request: AdminTrainerRequest }) {
  const { t } = useTranslation();
  const answer = useAnswerTrainerRequest();
  // The body of POST …/answer: the button pressed sets `decision`; the contract's schema wants a message to decline.
  const form = useForm<Required<AdminTrainerAnswerBody>>({
    initialValues: { decision: 'grant', message: '' },
    validate: contractValidate<Required<AdminTrainerAnswerBody>>(adminTrainerAnswerBodySchema, { message: t('admin.requests.replyRequired') }),
  });
  const submit = form.onSubmit((values) => answer.mutate({ requestId: request.id, body: values }));
  const open = request.status === 'open';
  return (
    <Card withBorder radius="md" padding="md" aria-label={t('admin.requests.card', { email: request.email })}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>
            {request.email}
            {request.name ? ` (${request.name})` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(request.created_at)}
          </Text>
        </Group>
        <Text size="sm">{request.message || t('admin.requests.noMessage')}</Text>
        {!open && (
          <Text size="sm" c="dimmed">
            {t(`admin.requestStatus.${request.status}`)} · {formatDateTime(request.answered_at)}
            {request.reply ? ` · ${request.reply}` : ''}
          </Text>
        )}
        {open && (
          <form noValidate onSubmit={submit}>
            <Stack gap="xs">
              <Textarea label={t('admin.requests.reply')} maxLength={1000} rows={2} {...form.getInputProps('message')} />
              <Group gap="sm">
                <Button type="submit" size="xs" loading={answer.isPending} onClick={() => form.setFieldValue('decision', 'grant')}>
                  {t('admin.requests.grant')}
                </Button>
                <Button
                  type="submit"
                  size="xs"
                  variant="light"
                  color="red"
                  loading={answer.isPending}
                  onClick={() => form.setFieldValue('decision', 'decline')}
                >
                  {t('admin.requests.decline')}
                </Button>
              </Group>
              {answer.isError && (
                <Text c="red" size="sm" role="alert">
                  {t(errorMessageKey(answer.error, 'admin.actionFailed'))}
                </Text>
              )}
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}

/** «Запросы на тренажёр»: seekers' trainer-access requests; open ones are granted or declined with a message. */
export function TrainerRequestsPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TrainerRequestStatus>('open');
  // On a phone the three filters stack, so the row never pushes the page sideways.
  const narrow = useMediaQuery(`(max-width: ${em(480)})`);
  const requests = useTrainerRequests(status);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('admin.requests.filter')}
        value={status}
        onChange={(value) => setStatus(value as TrainerRequestStatus)}
        data={(['open', 'granted', 'declined'] as const).map((value) => ({ value, label: t(`admin.requestStatus.${value}`) }))}
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        w={narrow ? '100%' : 'fit-content'}
      />
      {requests.isPending ? (
        <LoadState state="loading" />
      ) : requests.isError ? (
        <LoadState state="error" title={t(errorMessageKey(requests.error, 'admin.loadFailed'))} onRetry={() => void requests.refetch()} />
      ) : requests.data.items.length === 0 ? (
        <Text c="dimmed">{t('admin.requests.none')}</Text>
      ) : (
        requests.data.items.map((request) => <RequestCard key={request.id} request={request} />)
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
import { errorMessageKey } from '@/lib/api/errors';
import { useTrainerAccess } from '../api/get-trainer-access';
import { useRequestTrainerAccess } from '../api/request-trainer-access';

/**
 * The interview trainer's section of /interview (the trainer is a separate site; support grants access). With access: the link to TRAINER_URL, opening in a new tab. Without: «Запросить доступ»
 * with an optional note files a request to support; while it is open the section says so (one request at a time);
 * a declined request shows support's answer and the button again.
 */
export function TrainerSection() {
  const { t } = useTranslation();
  const access = useTrainerAccess();
  const request = useRequestTrainerAccess();
  const [message, setMessage] = useState('');

  let body;
  if (access.isPending) body = <LoadState state="loading" />;
  else if (access.isError)
    body = <LoadState state="error" title={t('trainer.loadFailed')} onRetry={() => void access.refetch()} retrying={access.isFetching} />;
  else if (access.data.has_access && access.data.trainer_url) {
    body = (
      <Stack gap="sm">
        <Text>{t('trainer.granted')}</Text>
        <Group>
          <Button component="a" href={access.data.trainer_url} target="_blank" rel="noopener noreferrer">
            {t('trainer.open')}
          </Button>
          <Anchor href={access.data.trainer_url} target="_blank" rel="noopener noreferrer" size="sm">
            {access.data.trainer_url}
          </Anchor>
        </Group>
      </Stack>
    );
  } else if (access.data.request?.status === 'open') {
    body = (
      <Alert color="blue" variant="light" title={t('trainer.pendingTitle')}>
        {t('trainer.pending', { date: dayjs(access.data.request.created_at).format('DD.MM.YYYY HH:mm') })}
      </Alert>
    );
  } else {
    const declined = access.data.request?.status === 'declined' ? access.data.request : null;
    body = (
      <Stack gap="sm">
        {declined && (
          <Alert color="orange" variant="light" title={t('trainer.declinedTitle')}>
            {declined.reply ?? t('trainer.declinedNoReply')}
          </Alert>
        )}
        <Text>{t('trainer.noAccess')}</Text>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            request.mutate({ message }, { onSuccess: () => setMessage('') });
          }}
        >
          <Stack gap="sm">
            <Textarea
              label={t('trainer.messageLabel')}
              placeholder={t('trainer.messagePlaceholder')}
              value={message}
              maxLength={1000}
              rows={2}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
            {request.isError && (
              <Text c="red" size="sm" role="alert">
                {t(errorMessageKey(request.error, 'trainer.requestFailed'))}
              </Text>
            )}
            <Group>
              <Button type="submit" loading={request.isPending}>
                {t('trainer.request')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="trainer-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="trainer-title">
          {t('trainer.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('trainer.description')}
        </Text>
        {body}
      </Stack>
    </Card>
  );
}

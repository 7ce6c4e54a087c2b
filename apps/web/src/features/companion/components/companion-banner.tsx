import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { HARD_STOP_TEXT, type CompanionAsk } from '@otklik/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReplyToAsk } from '../api/reply-ask';
import { useCompanionStatus } from '../api/status';

/**
 * What the seeker must know about their browser companion, above /responses: the browser is closed while
 * applications wait («Откройте браузер с расширением»), sending is paused because hh changed a page, and each hard
 * stop it asks them about (a captcha or login on hh, an employer's question it could not answer).
 */
export function CompanionBanner() {
  const { t } = useTranslation();
  const status = useCompanionStatus();
  const data = status.data;
  if (!data || data.transport !== 'companion') return null;
  return (
    <Stack gap="sm" mb="md">
      {!data.online && data.waiting > 0 && (
        <Alert color="warning" variant="light" role="alert" title={t('companion.banner.openBrowser')}>
          {t('companion.banner.openBrowserText', { count: data.waiting })}
        </Alert>
      )}
      {data.paused_page_changed && (
        <Alert color="warning" variant="light" role="alert" title={t('companion.banner.paused')}>
          {t('companion.banner.pausedText')}
        </Alert>
      )}
      {data.asks.map((ask) => (
        <AskCard key={ask.id} ask={ask} />
      ))}
    </Stack>
  );
}

function AskCard({ ask }: { ask: CompanionAsk }) {
  const { t } = useTranslation();
  const reply = useReplyToAsk();
  const [answer, setAnswer] = useState('');
  const vacancy = ask.vacancy_name ?? (ask.vacancy_id ? t('companion.banner.vacancyId', { id: ask.vacancy_id }) : '');
  return (
    <Alert color="info" variant="light" title={t('companion.banner.askTitle', { reason: HARD_STOP_TEXT[ask.reason] })} data-testid="companion-ask">
      <Stack gap="xs">
        {vacancy && <Text size="sm">{t('companion.banner.askVacancy', { vacancy })}</Text>}
        {ask.reason === 'unanswerable_question' && ask.question && (
          <>
            <Text size="sm" fw={600}>
              {ask.question}
            </Text>
            <Textarea label={t('companion.banner.yourAnswer')} value={answer} onChange={(event) => setAnswer(event.currentTarget.value)} autosize minRows={2} />
          </>
        )}
        {ask.reason !== 'unanswerable_question' && <Text size="sm">{t(`companion.banner.askHelp.${ask.reason}`)}</Text>}
        <Group gap="xs">
          {ask.reason === 'unanswerable_question' ? (
            <Button
              size="xs"
              disabled={answer.trim() === ''}
              loading={reply.isPending}
              onClick={() => reply.mutate({ id: ask.id, reply: { action: 'answer', answer } })}
            >
              {t('companion.banner.answer')}
            </Button>
          ) : (
            <Button size="xs" loading={reply.isPending} onClick={() => reply.mutate({ id: ask.id, reply: { action: 'retry' } })}>
              {t('companion.banner.retry')}
            </Button>
          )}
          <Button size="xs" variant="subtle" loading={reply.isPending} onClick={() => reply.mutate({ id: ask.id, reply: { action: 'skip' } })}>
            {t('companion.banner.skip')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

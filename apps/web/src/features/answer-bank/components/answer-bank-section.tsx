import { Alert, Button, Divider, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnswerBank } from '../api/get-answer-bank';
import { AnswerBankForm } from './answer-bank-form';
import { QuestionDraft } from './question-draft';

/**
 * «Ответы для анкет» on /profile, self-contained: the answer bank's form and the question-draft tool.
 * Loads the bank once; the form and the tool share it through the query cache.
 */
export function AnswerBankSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const bank = useAnswerBank();
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {t('answerBank.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('answerBank.intro')}
        </Text>
        {bank.isPending && <Loader size="sm" aria-label={t('answerBank.title')} />}
        {bank.isError && (
          <Alert color="error" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('answerBank.loadFailed')}</Text>
              <Button size="xs" variant="light" onClick={() => void bank.refetch()}>
                {t('answerBank.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {bank.data && (
          <>
            <AnswerBankForm bank={bank.data} />
            <Divider />
            <QuestionDraft bank={bank.data} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

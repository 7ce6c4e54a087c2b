import { useState } from 'react';
import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useForm } from '@mantine/form';
import { type AnswerBody, type Questionnaire as QuestionnaireData, answerBodySchema } from '@otklik/contracts';
import { TextAreaField } from '@/components/text-area-field';
import { useQuestionnaire } from '../api/get-questionnaire';
import { useSaveAnswerMutation } from '../api/save-answer';
import { LoadState } from '@/components/load-state';
import { errorMessageKey } from '@/lib/api/errors';
import { contractValidate } from '@/lib/form';

const ANSWER_MAX_LENGTH = answerBodySchema.shape.text.maxLength ?? undefined;
export interface QuestionnaireProps {
  positionId: string;
  /** Called once the last answer is saved. */
  onComplete: () => void;
}

/**
 * The assistant's 5 questions, one at a time: 'Вопрос 2 из 5' with a progress bar, the question, a 'Ваш ответ' text
 * area ('Это поле не может быть пустым' when empty) and 'Назад' / 'Далее'. The answer is a `@mantine/form` field
 * validated by the contract's schema of PUT …/answers/{question_id}; each is saved before moving on; a reload opens
 * at `current_index`.
 */
export function Questionnaire({ positionId, onComplete }: QuestionnaireProps) {
  const { t } = useTranslation();
  const questionnaire = useQuestionnaire(positionId);
  if (questionnaire.isPending) {
    return <LoadState state="loading" label={t('assistant.questions.loading')} progress />;
  }
  if (questionnaire.isError) {
    return (
      <LoadState
        state="error"
        title={t(errorMessageKey(questionnaire.error, 'assistant.errors.questionsFailed'))}
        onRetry={() => void questionnaire.refetch()}
        retrying={questionnaire.isFetching}
        retryLabel={t('assistant.retry')}
      />
    );
  }
  return <QuestionSteps positionId={positionId} questionnaire={questionnaire.data} onComplete={onComplete} />;
}

/**
 * The form of the current question: `text` is the answer being written, the body of PUT …/answers/{question_id},
 * validated by the contract's schema; `drafts` keeps what was written for every question, so «Назад» and «Далее»
 * show it again.
 */
interface AnswerFormValues extends AnswerBody {
  drafts: Record<string, string>;
}

function QuestionSteps({ positionId, questionnaire, onComplete }: { positionId: string; questionnaire: QuestionnaireData; onComplete: () => void }) {
  const { t } = useTranslation();
  const { questions } = questionnaire;
  const total = questions.length;
  const [index, setIndex] = useState(() => Math.min(questionnaire.current_index, total - 1));
  const form = useForm<AnswerFormValues>({
    initialValues: (() => {
      const drafts = Object.fromEntries(questionnaire.answers.map((answer) => [answer.question_id, answer.text]));
      return { text: drafts[questions[index]?.id ?? ''] ?? '', drafts };
    })(),
    validate: contractValidate<AnswerFormValues>(answerBodySchema, { text: t('validation.required') }),
    // The message stays until the answer has words in it, not on the first keystroke.
    clearInputErrorOnChange: false,
  });
  const save = useSaveAnswerMutation();
  const question = questions[index];
  if (question === undefined) return null;

  const goTo = (next: number): void => {
    save.reset();
    const drafts = { ...form.values.drafts, [question.id]: form.values.text };
    form.setValues({ drafts, text: drafts[questions[next]?.id ?? ''] ?? '' });
    form.clearErrors();
    setIndex(next);
  };

  const submit = form.onSubmit(({ text }) => {
    if (save.isPending) return;
    save.mutate(
      { positionId, questionId: question.id, text },
      {
        onSuccess: () => {
          if (index === total - 1) onComplete();
          else goTo(index + 1);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('assistant.questions.progress', { current: index + 1, total })}
          </Text>
          <Progress value={((index + 1) / total) * 100} aria-label={t('assistant.questions.progressLabel')} />
        </Stack>
        <Title order={3} size="h4" id={`question-${question.id}`}>
          {question.text}
        </Title>
        {question.hint !== undefined && question.hint !== '' && (
          <Text size="sm" c="dimmed">
            {question.hint}
          </Text>
        )}
        <TextAreaField
          key={question.id}
          label={t('assistant.questions.answer')}
          minRows={6}
          maxLength={ANSWER_MAX_LENGTH}
          value={form.values.text}
          error={typeof form.errors.text === 'string' ? form.errors.text : false}
          onChange={(value) => {
            form.setFieldValue('text', value);
            if (value.trim() !== '') form.clearFieldError('text');
          }}
        />
        {save.isError && (
          <Alert color="error" variant="light" role="alert">
            {t(errorMessageKey(save.error, 'assistant.errors.answerFailed'))}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={() => goTo(index - 1)} disabled={index === 0 || save.isPending}>
            {t('assistant.questions.back')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('assistant.questions.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

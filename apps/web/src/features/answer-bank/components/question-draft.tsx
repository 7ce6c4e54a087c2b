import { Alert, Badge, Button, CopyButton, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnswerBank, type DraftAnswer, patchAnswerBankBodySchema } from '@otklik/contracts';
import { useDraftAnswer } from '../api/draft-answer';
import { usePatchAnswerBank } from '../api/save-answer-bank';
import { toBankFacts, toBankForm, type BankFormValues } from '../utils/bank-form';
import { BankFieldInputs } from './bank-field-inputs';

/**
 * «Ответ на вопрос работодателя»: the seeker pastes a questionnaire question and gets a draft from the
 * bank and the profile, with its category and a copy button. When the draft needs a fact the bank lacks, the fact's
 * field is shown once; «Сохранить и ответить» stores it in the bank (PATCH) and drafts again, so the next question
 * about it is answered at once.
 */
export function QuestionDraft({ bank }: { bank: AnswerBank }) {
  const { t } = useTranslation();
  const draft = useDraftAnswer();
  const patch = usePatchAnswerBank();
  const [asked, setAsked] = useState('');
  const [result, setResult] = useState<DraftAnswer | null>(null);
  const questionForm = useForm({
    mode: 'controlled',
    initialValues: { question: '' },
    validate: { question: (value) => (value.trim().length < 3 ? t('answerBank.draft.tooShort') : null) },
  });
  const factForm = useForm<BankFormValues>({ mode: 'controlled', initialValues: toBankForm(bank) });
  const [years, setYears] = useState<number | ''>('');
  const [invalid, setInvalid] = useState(false);

  const ask = (question: string) => {
    setAsked(question);
    draft.mutate({ question }, { onSuccess: setResult });
  };

  const submitQuestion = questionForm.onSubmit(({ question }) => {
    setResult(null);
    factForm.setValues(toBankForm(bank));
    setYears('');
    setInvalid(false);
    ask(question.trim());
  });

  const saveMissing = () => {
    if (!result?.missing) return;
    const missing = result.missing;
    const value =
      missing === 'skill_years' && result.missing_skill !== null
        ? years === ''
          ? null
          : [...(bank.skill_years ?? []), { skill: result.missing_skill, years }]
        : toBankFacts(factForm.values)[missing];
    const valid = value !== null && patchAnswerBankBodySchema.safeParse({ [missing]: value }).success;
    setInvalid(!valid);
    if (!valid) return;
    patch.mutate({ [missing]: value }, { onSuccess: () => ask(asked) });
  };

  const compliance = result?.category === 'compliance';
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('answerBank.draft.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('answerBank.draft.intro')}
      </Text>
      <form onSubmit={submitQuestion} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('answerBank.draft.question')}
            placeholder={t('answerBank.draft.questionPlaceholder')}
            autosize
            minRows={2}
            maxLength={2000}
            {...questionForm.getInputProps('question')}
          />
          <Button type="submit" loading={draft.isPending && result === null} style={{ alignSelf: 'flex-start' }}>
            {t('answerBank.draft.submit')}
          </Button>
        </Stack>
      </form>
      {draft.isError && (
        <Alert color="error" variant="light" role="alert">
          {t('answerBank.draft.failed')}
        </Alert>
      )}
      {result !== null && (
        <Paper withBorder radius="md" p="md" aria-live="polite">
          <Stack gap="sm">
            <Badge variant="light" style={{ alignSelf: 'flex-start' }}>
              {t('answerBank.draft.category', { category: t(`answerBank.draft.categories.${result.category}`) })}
            </Badge>
            {result.draft !== '' && (
              <>
                <Text size="sm" fw={500}>
                  {t('answerBank.draft.answer')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="draft-answer">
                  {result.draft}
                </Text>
                <CopyButton value={result.draft} timeout={2000}>
                  {({ copied, copy }) => (
                    <Button
                      size="xs"
                      variant={copied ? 'light' : 'filled'}
                      color={copied ? 'success' : 'primary'}
                      leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                      onClick={copy}
                      style={{ alignSelf: 'flex-start' }}
                    >
                      {copied ? t('answerBank.draft.copied') : t('answerBank.draft.copy')}
                    </Button>
                  )}
                </CopyButton>
              </>
            )}
            {result.missing !== null && (
              <Alert color="info" variant="light" title={t('answerBank.draft.missingTitle', { fact: t(`answerBank.factNames.${result.missing}`) })}>
                <Stack gap="sm">
                  <Text size="sm">{t('answerBank.draft.missingText')}</Text>
                  {result.missing === 'skill_years' && result.missing_skill !== null ? (
                    <MissingYears skill={result.missing_skill} value={years} onChange={setYears} />
                  ) : (
                    <BankFieldInputs field={result.missing} form={factForm} />
                  )}
                  {(invalid || patch.isError) && (
                    <Text size="sm" c="error" role="alert">
                      {t(`answerBank.fieldErrors.${result.missing}`)}
                    </Text>
                  )}
                  <Button onClick={saveMissing} loading={patch.isPending || draft.isPending} style={{ alignSelf: 'flex-start' }}>
                    {t('answerBank.draft.saveAndAnswer')}
                  </Button>
                </Stack>
              </Alert>
            )}
            {result.draft === '' && result.missing === null && (
              <Text size="sm">{compliance ? t('answerBank.draft.compliancePersonal') : t('answerBank.draft.ownWords')}</Text>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** The one input of a missing skill's years. */
function MissingYears({ skill, value, onChange }: { skill: string; value: number | ''; onChange: (value: number | '') => void }) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t('answerBank.draft.missingSkill', { skill })}
      min={0}
      max={60}
      step={0.5}
      decimalScale={1}
      w={260}
      value={value}
      onChange={(next) => onChange(typeof next === 'number' ? next : next === '' ? '' : Number(next))}
    />
  );
}

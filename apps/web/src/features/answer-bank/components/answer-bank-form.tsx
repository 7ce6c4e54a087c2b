import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerBank } from '@otklik/contracts';
import { readApiError } from '@/lib/api/error-body';
import { usePutAnswerBank } from '../api/save-answer-bank';
import { bankFormErrors, factOfPath, formFieldOfPath, toBankFacts, toBankForm, type BankFormValues } from '../utils/bank-form';
import { BankFieldInputs } from './bank-field-inputs';

/**
 * The answer bank's form: conditions (salary, notice period, relocation, format, business trips),
 * skills (English level, years per skill) and documents (work permit, citizenship: only what the seeker types). The
 * portfolio link is not asked here: it is the account's link («Личные данные» on the same page), which the bank's
 * answers use. Checked with the same contract the server applies; the server's 400 `issues` land on their fields
 * too. «Сохранить ответы» replaces the whole bank (PUT) but the link, which it leaves as it is.
 */
export function AnswerBankForm({ bank }: { bank: AnswerBank }) {
  const { t } = useTranslation();
  const save = usePutAnswerBank();
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const form = useForm<BankFormValues>({
    mode: 'controlled',
    initialValues: toBankForm(bank),
    validate: (values) => Object.fromEntries(Object.entries(bankFormErrors(values)).map(([field, fact]) => [field, t(`answerBank.fieldErrors.${fact}`)])),
  });

  // A fact stored from the question-draft tool (PATCH) shows here too, unless the seeker is editing the form.
  const storedAt = bank.updated_at;
  useEffect(() => {
    if (form.isDirty()) return;
    form.setValues(toBankForm(bank));
    form.resetDirty();
    // Only a newly stored bank re-fills the form; `form` and `bank` change identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storedAt]);

  const submit = form.onSubmit((values) => {
    setSavedAt(null);
    const { portfolio_url: _accountLink, ...facts } = toBankFacts(values);
    save.mutate(facts, {
      onSuccess: (stored) => {
        setSavedAt(stored.updated_at);
        form.setValues(toBankForm(stored));
        form.resetDirty();
      },
      onError: (error) => {
        const issues = readApiError(error)?.issues ?? [];
        form.setErrors(Object.fromEntries(issues.map((issue) => [formFieldOfPath(issue.path), t(`answerBank.fieldErrors.${factOfPath(issue.path)}`)])));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('answerBank.title')}>
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('answerBank.groups.conditions')}
        </Title>
        <BankFieldInputs field="salary" form={form} />
        <BankFieldInputs field="notice_period" form={form} />
        <Group align="flex-start" gap="lg" wrap="wrap">
          <BankFieldInputs field="relocation" form={form} />
          <BankFieldInputs field="business_trips" form={form} />
        </Group>
        <BankFieldInputs field="work_format" form={form} />
        <Divider />
        <Title order={3} size="h5">
          {t('answerBank.groups.skills')}
        </Title>
        <BankFieldInputs field="english_level" form={form} />
        <Text size="sm" c="dimmed">
          {t('answerBank.portfolioFromAccount')}
        </Text>
        <BankFieldInputs field="skill_years" form={form} />
        <Divider />
        <Title order={3} size="h5">
          {t('answerBank.groups.compliance')}
        </Title>
        <BankFieldInputs field="work_permit" form={form} />
        <BankFieldInputs field="citizenship" form={form} />
        {save.isError && (
          <Alert color="error" variant="light" role="alert">
            {t('answerBank.saveFailed')}
          </Alert>
        )}
        <Group gap="md">
          <Button type="submit" loading={save.isPending}>
            {t('answerBank.save')}
          </Button>
          {savedAt !== null && !form.isDirty() && (
            <Text size="sm" c="success" role="status">
              <IconCheck size={14} aria-hidden /> {t('answerBank.saved')}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}

import { Alert, Button, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { hhVacancyIdOf, type Interview, type InterviewFormat } from '@otklik/contracts';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { readApiError } from '@/lib/api/error-body';
import { errorMessageKey, readErrorCode } from '@/lib/api/errors';
import { useSaveInterviewMutation, useVacancyLookup } from '../api/interviews';

/** What the form starts with: an existing record (edit), or fields pre-filled from an invitation. */
export interface InterviewFormStart {
  interview?: Interview;
  companyName?: string;
  vacancyLink?: string;
  applicationId?: string | null;
}

/** `<input type="datetime-local">` value of an ISO instant, in the browser's time zone. */
const toLocalInput = (iso: string): string => dayjs(iso).format('YYYY-MM-DDTHH:mm');

/**
 * The interview record form: company, a required hh vacancy link (checked as an hh vacancy URL,
 * then resolved at hh to show its title and employer), date and time, format (online / on-site), notes.
 */
export function InterviewForm({ start, onSaved, onCancel }: { start: InterviewFormStart; onSaved: (interview: Interview) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const save = useSaveInterviewMutation();
  const existing = start.interview;
  const form = useForm({
    initialValues: {
      company_name: existing?.company_name ?? start.companyName ?? '',
      vacancy_link: existing?.vacancy_link ?? start.vacancyLink ?? '',
      scheduled_at: existing ? toLocalInput(existing.scheduled_at) : '',
      format: (existing?.format ?? 'online') as InterviewFormat,
      notes: existing?.notes ?? '',
    },
    validate: {
      company_name: (value) => (value.trim() === '' ? t('interviews.companyRequired') : null),
      vacancy_link: (value) => {
        if (value.trim() === '') return t('interviews.linkRequired');
        return hhVacancyIdOf(value) ? null : t('interviews.linkInvalid');
      },
      scheduled_at: (value) => (value === '' || Number.isNaN(new Date(value).getTime()) ? t('interviews.dateRequired') : null),
    },
  });

  const [link] = useDebouncedValue(form.values.vacancy_link.trim(), 400);
  const lookup = useVacancyLookup(link, link !== '' && hhVacancyIdOf(link) !== null);

  const submit = form.onSubmit((values) => {
    save.mutate(
      {
        ...(existing ? { id: existing.id } : {}),
        body: {
          company_name: values.company_name.trim(),
          vacancy_link: values.vacancy_link.trim(),
          scheduled_at: new Date(values.scheduled_at).toISOString(),
          format: values.format,
          notes: values.notes,
          application_id: existing?.application_id ?? start.applicationId ?? null,
        },
      },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const code = readErrorCode(error);
          if (code === 'vacancy_link_invalid' || code === 'vacancy_unknown') form.setFieldError('vacancy_link', t(`errors.${code}`));
          for (const issue of readApiError(error)?.issues ?? []) {
            const field = issue.path.replace(/^body[./]/, '');
            if (field === 'vacancy_link') form.setFieldError('vacancy_link', t('interviews.linkInvalid'));
            if (field === 'company_name') form.setFieldError('company_name', t('interviews.companyRequired'));
            if (field === 'scheduled_at') form.setFieldError('scheduled_at', t('interviews.dateRequired'));
          }
        },
      },
    );
  });
  const linkError = ['vacancy_link_invalid', 'vacancy_unknown'].includes(readErrorCode(save.error) ?? '');
  const lookupCode = readErrorCode(lookup.error);

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {save.isError && !linkError && (
          <Alert color="error" variant="light">
            {t(errorMessageKey(save.error, 'interviews.saveFailed'))}
          </Alert>
        )}
        <TextInput label={t('interviews.company')} withAsterisk {...form.getInputProps('company_name')} />
        <TextInput
          label={t('interviews.link')}
          description={t('interviews.linkHint')}
          placeholder="https://hh.ru/vacancy/123456"
          withAsterisk
          type="url"
          {...form.getInputProps('vacancy_link')}
        />
        {lookup.data && (
          <Text size="sm" data-testid="interview-vacancy-preview">
            {t('interviews.vacancyFound', { name: lookup.data.vacancy_name, employer: lookup.data.employer_name ?? '—' })}
          </Text>
        )}
        {lookup.isError && !form.errors.vacancy_link && (
          <Text size="sm" c="error">
            {lookupCode === 'vacancy_unknown' || lookupCode === 'vacancy_link_invalid' ? t(`errors.${lookupCode}`) : t('interviews.lookupFailed')}
          </Text>
        )}
        <TextInput label={t('interviews.when')} type="datetime-local" withAsterisk {...form.getInputProps('scheduled_at')} />
        <Radio.Group label={t('interviews.format')} {...form.getInputProps('format')}>
          <Group mt="xs">
            <Radio value="online" label={t('interviews.formats.online')} />
            <Radio value="on_site" label={t('interviews.formats.on_site')} />
          </Group>
        </Radio.Group>
        <Textarea label={t('interviews.notes')} rows={3} {...form.getInputProps('notes')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('interviews.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('interviews.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

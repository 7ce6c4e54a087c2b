import { useId } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LETTER_STYLES, POSITION_LIMITS, type LetterStyle, type Position, type PositionCurrency, type ResumeSummary } from '@otklik/contracts';
import { HH_ACCOUNT_URL } from '@/lib/paths';
import { useCreatePositionMutation } from '../api/create-position';
import { useUpdatePositionMutation } from '../api/update-position';
import {
  EMPTY_POSITION_FORM,
  type PositionFieldErrorKey,
  type PositionFormValues,
  describePositionSubmitFailure,
  positionToFormValues,
  toCreatePositionBody,
  toUpdatePositionBody,
  validatePositionForm,
} from '../utils/position-form';
import { AreaMultiSelect } from './area-multi-select';

/** The seeker's hh resumes as the page loaded them (GET /api/resumes, owned by the resumes feature). */
export interface ResumeChoices {
  items: readonly ResumeSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}
export interface PositionFormProps {
  /** The resumes to choose from (creation only; an edited position keeps its resume). */
  resumes?: ResumeChoices;
  /** Called with the position the server created. */
  onCreated?: (position: Position) => void;
  /** Edit mode: the position changed in place (PATCH); its title and resume are shown but stay as they are. */
  position?: Position;
  /** Edit mode: called with the position after the change. */
  onSaved?: (position: Position) => void;
  /** Edit mode: the «Отмена» button. */
  onCancel?: () => void;
}

const NO_RESUMES: ResumeChoices = { items: undefined, loading: false, failed: false, retry: () => undefined };

/** Resumes a position may use: published on hh (`can_apply`) and not written by the assistant (such a resume may fail on hh). */
export function usableResumes(items: readonly ResumeSummary[]): ResumeSummary[] {
  return items.filter((resume) => resume.can_apply && !resume.created_by_assistant);
}

const CURRENCIES: readonly PositionCurrency[] = ['RUR', 'USD'];

/**
 * "Новая позиция": Название позиции, Резюме, Откликаться на избранные вакансии
 * HH.ru, Города, Удалённая работа, Зарплата with Валюта (₽/$), Стиль сопроводительного письма (1–3 styles) and
 * 'Создать позицию'. Title, cities, salary and resume are required, each with its own Russian error; the server's
 * 400 `issues` and POSITION_DETAIL answers land on the same fields. When no resume is usable it shows the
 * advice: resumes created by the assistant are not supported, create a fresh one on hh.ru.
 */
export function PositionForm({ resumes = NO_RESUMES, onCreated, position, onSaved, onCancel }: PositionFormProps) {
  const { t } = useTranslation();
  const currencyLabelId = useId();
  const headingId = useId();
  const editing = position !== undefined;
  const createMutation = useCreatePositionMutation();
  const updateMutation = useUpdatePositionMutation(position?.id ?? '');
  const create = editing ? updateMutation : createMutation;
  const form = useForm<PositionFormValues>({
    mode: 'controlled',
    initialValues: editing ? positionToFormValues(position) : EMPTY_POSITION_FORM,
    validate: (values) => {
      const errors = validatePositionForm(values);
      return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(`positions.errors.${key}`)]));
    },
  });

  const usable = editing ? [{ id: position.resume_id, title: position.resume_title }] : resumes.items === undefined ? [] : usableResumes(resumes.items);
  const noUsableResume = !editing && resumes.items !== undefined && usable.length === 0;
  const failure = create.isError ? describePositionSubmitFailure(create.error) : null;

  const onError = (error: unknown) => {
    const { fields } = describePositionSubmitFailure(error);
    for (const [field, key] of Object.entries(fields) as [keyof PositionFormValues, PositionFieldErrorKey][]) {
      form.setFieldError(field, t(`positions.errors.${key}`));
    }
  };
  const submit = form.onSubmit((values) => {
    if (editing) {
      updateMutation.mutate(toUpdatePositionBody(values), {
        onSuccess: (saved) => {
          form.resetDirty();
          onSaved?.(saved);
        },
        onError,
      });
      return;
    }
    createMutation.mutate(toCreatePositionBody(values), {
      onSuccess: (created) => onCreated?.(created),
      onError: (error) => {
        const { fields } = describePositionSubmitFailure(error);
        for (const [field, key] of Object.entries(fields) as [keyof PositionFormValues, PositionFieldErrorKey][]) {
          form.setFieldError(field, t(`positions.errors.${key}`));
        }
      },
    });
  });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Title order={2} size="h3" id={headingId}>
            {editing ? t('positions.edit.heading') : t('positions.form.heading')}
          </Title>
          {failure?.form != null && (
            <Alert color="error" variant="light" role="alert">
              {t(`positions.errors.${failure.form}`)}
            </Alert>
          )}
          <TextInput
            label={t('positions.form.title')}
            placeholder={t('positions.form.titlePlaceholder')}
            withAsterisk={!editing}
            disabled={editing}
            maxLength={POSITION_LIMITS.titleMax}
            {...form.getInputProps('title')}
          />
          <Select
            label={t('positions.form.resume')}
            description={t('positions.form.resumeHint')}
            placeholder={resumes.loading ? t('positions.form.resumesLoading') : t('positions.form.resumePlaceholder')}
            withAsterisk={!editing}
            allowDeselect={false}
            disabled={editing || resumes.loading}
            rightSection={resumes.loading ? <Loader size="xs" aria-label={t('positions.form.resumesLoading')} /> : undefined}
            data={usable.map((resume) => ({ value: resume.id, label: resume.title }))}
            nothingFoundMessage={t('positions.form.noUsableResume')}
            {...form.getInputProps('resume_id')}
          />
          {resumes.failed && (
            <Alert color="error" variant="light" role="alert">
              <Group justify="space-between" gap="xs">
                <Text size="sm">{t('positions.form.resumesFailed')}</Text>
                <Button size="xs" variant="light" color="error" onClick={resumes.retry}>
                  {t('positions.retry')}
                </Button>
              </Group>
            </Alert>
          )}
          {noUsableResume && (
            <Alert color="warning" variant="light" role="note" icon={<IconAlertTriangle size={18} />} title={t('positions.form.noUsableResume')}>
              <Stack gap={6} align="flex-start">
                <Text size="sm">{t('positions.assistantResumeAdvice')}</Text>
                <Anchor href={HH_ACCOUNT_URL} target="_blank" rel="noopener noreferrer" size="sm">
                  <Group gap={4} component="span" wrap="nowrap">
                    {t('positions.form.openHh')}
                    <IconExternalLink size={14} aria-hidden />
                  </Group>
                </Anchor>
              </Stack>
            </Alert>
          )}
          <Switch
            label={t('positions.form.favorites')}
            description={t('positions.form.favoritesHint')}
            {...form.getInputProps('use_favorites', { type: 'checkbox' })}
          />
          <AreaMultiSelect value={form.values.areas} onChange={(areas) => form.setFieldValue('areas', areas)} error={form.errors.areas} />
          <Switch label={t('positions.form.remote')} {...form.getInputProps('remote', { type: 'checkbox' })} />
          <Group align="flex-start" gap="md" wrap="wrap">
            <NumberInput
              label={t('positions.form.salary')}
              description={t('positions.form.salaryHint')}
              withAsterisk
              min={1}
              max={POSITION_LIMITS.salaryMax}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=" "
              hideControls
              style={{ flex: '1 1 12rem' }}
              {...form.getInputProps('salary')}
            />
            <Stack gap={4}>
              <Text component="span" id={currencyLabelId} size="sm" fw={500}>
                {t('positions.form.currency')}
              </Text>
              <SegmentedControl
                aria-labelledby={currencyLabelId}
                data={CURRENCIES.map((currency) => ({ value: currency, label: t(`positions.currency.${currency}`) }))}
                value={form.values.currency}
                onChange={(currency) => form.setFieldValue('currency', currency as PositionCurrency)}
              />
            </Stack>
          </Group>
          <Checkbox.Group
            label={t('positions.form.styles')}
            description={t('positions.form.stylesHint')}
            withAsterisk
            {...form.getInputProps('letter_styles')}
            onChange={(styles) =>
              form.setFieldValue(
                'letter_styles',
                LETTER_STYLES.filter((style) => styles.includes(style)),
              )
            }
          >
            <Group gap="lg" mt={6}>
              {LETTER_STYLES.map((style: LetterStyle) => (
                <Checkbox key={style} value={style} label={t(`positions.style.${style}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          {editing && updateMutation.isSuccess && !form.isDirty() && (
            <Text size="sm" c="success" role="status">
              {t('positions.edit.saved')}
            </Text>
          )}
          <Group justify="flex-end">
            {editing && onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('positions.edit.cancel')}
              </Button>
            )}
            <Button type="submit" loading={create.isPending}>
              {editing ? t('positions.edit.submit') : t('positions.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

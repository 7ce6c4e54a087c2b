import { ActionIcon, Button, Checkbox, Group, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerBankField } from '@otklik/contracts';
import { BANK_CURRENCIES, type BankFormValues } from '../utils/bank-form';

const PERIODS = ['month', 'year', 'hour'] as const;
const UNITS = ['day', 'week', 'month'] as const;
const RELOCATION = ['ready', 'not_ready', 'discuss'] as const;
const FORMATS = ['office', 'hybrid', 'remote'] as const;
const TRIPS = ['ready', 'sometimes', 'never'] as const;
const ENGLISH = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'l1'] as const;

/** The answer-bank form (Mantine useForm over {@link BankFormValues}). */
export type BankForm = UseFormReturnType<BankFormValues>;

/**
 * The inputs of one bank fact, bound to the form: the whole bank form renders every fact with it, and the question
 * draft renders only the fact a draft is missing. Every input has a visible Russian label.
 */
export function BankFieldInputs({ field, form }: { field: AnswerBankField; form: BankForm }) {
  const { t } = useTranslation();
  const grossLabelId = useId();
  switch (field) {
    case 'salary':
      return (
        <Stack gap="xs">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NumberInput
              label={t('answerBank.fields.salaryAmount')}
              min={1}
              step={1000}
              allowDecimal={false}
              thousandSeparator=" "
              w={200}
              {...form.getInputProps('salaryAmount')}
            />
            <Select
              label={t('answerBank.fields.salaryCurrency')}
              data={BANK_CURRENCIES.map((c) => ({ value: c, label: t(`answerBank.currency.${c}`) }))}
              allowDeselect={false}
              w={120}
              {...form.getInputProps('salaryCurrency')}
            />
            <Select
              label={t('answerBank.fields.salaryPeriod')}
              data={PERIODS.map((p) => ({ value: p, label: t(`answerBank.period.${p}`) }))}
              allowDeselect={false}
              w={140}
              {...form.getInputProps('salaryPeriod')}
            />
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={grossLabelId}>
              {t('answerBank.fields.salaryGross')}
            </Text>
            <SegmentedControl
              aria-labelledby={grossLabelId}
              data={[
                { value: 'net', label: t('answerBank.fields.net') },
                { value: 'gross', label: t('answerBank.fields.gross') },
              ]}
              style={{ alignSelf: 'flex-start' }}
              {...form.getInputProps('salaryGross')}
            />
          </Stack>
        </Stack>
      );
    case 'notice_period':
      return (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NumberInput
            label={t('answerBank.fields.noticeAmount')}
            description={t('answerBank.fields.noticeAmountHint')}
            min={0}
            max={52}
            allowDecimal={false}
            w={260}
            {...form.getInputProps('noticeAmount')}
          />
          <Select
            label={t('answerBank.fields.noticeUnit')}
            data={UNITS.map((u) => ({ value: u, label: t(`answerBank.unit.${u}`) }))}
            allowDeselect={false}
            w={140}
            {...form.getInputProps('noticeUnit')}
          />
        </Group>
      );
    case 'relocation':
      return (
        <Select
          label={t('answerBank.fields.relocation')}
          placeholder={t('answerBank.notSet')}
          data={RELOCATION.map((v) => ({ value: v, label: t(`answerBank.relocation.${v}`) }))}
          clearable
          w={260}
          {...form.getInputProps('relocation')}
        />
      );
    case 'work_format':
      return (
        <Checkbox.Group label={t('answerBank.fields.workFormat')} {...form.getInputProps('workFormat')}>
          <Group gap="md" mt={6}>
            {FORMATS.map((f) => (
              <Checkbox key={f} value={f} label={t(`answerBank.workFormat.${f}`)} />
            ))}
          </Group>
        </Checkbox.Group>
      );
    case 'business_trips':
      return (
        <Select
          label={t('answerBank.fields.businessTrips')}
          placeholder={t('answerBank.notSet')}
          data={TRIPS.map((v) => ({ value: v, label: t(`answerBank.businessTrips.${v}`) }))}
          clearable
          w={260}
          {...form.getInputProps('businessTrips')}
        />
      );
    case 'english_level':
      return (
        <Select
          label={t('answerBank.fields.englishLevel')}
          placeholder={t('answerBank.notSet')}
          data={ENGLISH.map((v) => ({ value: v, label: t(`answerBank.english.${v}`) }))}
          clearable
          w={260}
          {...form.getInputProps('englishLevel')}
        />
      );
    case 'portfolio_url':
      return (
        <TextInput
          type="url"
          label={t('answerBank.fields.portfolioUrl')}
          description={t('answerBank.fields.portfolioHint')}
          placeholder="https://"
          maw={480}
          {...form.getInputProps('portfolioUrl')}
        />
      );
    case 'skill_years':
      return <SkillYearsInputs form={form} />;
    case 'work_permit':
      return (
        <TextInput
          label={t('answerBank.fields.workPermit')}
          description={t('answerBank.fields.complianceHint')}
          maw={480}
          {...form.getInputProps('workPermit')}
        />
      );
    case 'citizenship':
      return (
        <TextInput
          label={t('answerBank.fields.citizenship')}
          description={t('answerBank.fields.complianceHint')}
          maw={480}
          {...form.getInputProps('citizenship')}
        />
      );
  }
}

/** «Опыт по навыкам»: rows of a skill and its years, added and removed by the seeker. */
function SkillYearsInputs({ form }: { form: BankForm }) {
  const { t } = useTranslation();
  const labelId = useId();
  const rows = form.values.skillYears;
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {t('answerBank.fields.skillYears')}
      </Text>
      {typeof form.errors.skillYears === 'string' && (
        <Text size="xs" c="error">
          {form.errors.skillYears}
        </Text>
      )}
      {rows.map((row, index) => (
        // Rows have no id of their own; the index is their identity while the form is open.
        <Group key={index} align="flex-end" gap="sm" wrap="nowrap">
          <TextInput label={t('answerBank.fields.skill')} w={220} {...form.getInputProps(`skillYears.${index}.skill`)} />
          <NumberInput
            label={t('answerBank.fields.years')}
            min={0}
            max={60}
            step={0.5}
            decimalScale={1}
            w={120}
            {...form.getInputProps(`skillYears.${index}.years`)}
          />
          <ActionIcon
            variant="subtle"
            color="error"
            size="lg"
            mb={2}
            aria-label={t('answerBank.fields.removeSkill', { skill: row.skill })}
            onClick={() => form.removeListItem('skillYears', index)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => form.insertListItem('skillYears', { skill: '', years: '' })}
      >
        {t('answerBank.fields.addSkill')}
      </Button>
    </Stack>
  );
}

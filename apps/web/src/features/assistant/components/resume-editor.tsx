import { ActionIcon, Alert, Button, Fieldset, Group, Paper, Stack, TagsInput, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type ResumeDraft, type ResumeEditBody, resumeEditBodySchema } from '@otklik/contracts';
import { errorMessageKey } from '@/lib/api/errors';
import { contractValidate } from '@/lib/form';
import { useEditResumeMutation } from '../api/edit-resume';

export interface ResumeEditorProps {
  positionId: string;
  draft: ResumeDraft;
  /** Called after a save or on «Отмена». */
  onClose: () => void;
}

type Job = ResumeEditBody['experience'][number];
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/u;
/** A job as the form holds it: every field a string ('' = empty). */
type JobForm = { company: string; position: string; start: string; end: string; description: string };

const toForm = (job: ResumeDraft['experience'][number]): JobForm => ({
  company: job.company ?? '',
  position: job.position,
  start: job.start ?? '',
  end: job.end ?? '',
  description: job.description ?? '',
});
const fromForm = (job: JobForm): Job => ({
  company: job.company,
  position: job.position,
  start: job.start.trim(),
  end: job.end.trim() === '' ? null : job.end.trim(),
  description: job.description.trim() === '' ? null : job.description,
});

/** The editor's values: the edit body with each job as typed ('' = empty). */
interface EditorValues {
  title: string;
  skill_set: string[];
  skills: string;
  experience: JobForm[];
}

/**
 * Editing the written resume before publishing: title, key skills, «О себе» and each job (company, position, months
 * as YYYY-MM, duties and achievements). A `@mantine/form` checked with the contract's schema of the edit (the one the
 * API validates it with) before sending; what the seeker changes is saved as their own fact (PUT …/resume) and
 * published as edited.
 */
export function ResumeEditor({ positionId, draft, onClose }: ResumeEditorProps) {
  const { t } = useTranslation();
  const save = useEditResumeMutation(positionId);
  const toBody = (values: EditorValues): ResumeEditBody => ({
    title: values.title,
    skill_set: values.skill_set,
    skills: values.skills,
    experience: values.experience.map(fromForm),
    ...(draft.education === undefined ? {} : { education: draft.education }),
    ...(draft.language === undefined ? {} : { language: draft.language }),
  });
  const check = contractValidate<ResumeEditBody>(resumeEditBodySchema, {
    title: t('assistant.resume.titleLength'),
    skill_set: t('assistant.resume.tooManySkills'),
    'skill_set.*': t('assistant.resume.required'),
    'experience.*.company': t('assistant.resume.required'),
    'experience.*.position': t('assistant.resume.required'),
    'experience.*.start': t('assistant.resume.monthInvalid'),
    'experience.*.end': t('assistant.resume.monthInvalid'),
  });
  const form = useForm<EditorValues>({
    initialValues: { title: draft.title, skill_set: draft.skill_set, skills: draft.skills, experience: draft.experience.map(toForm) },
    validate: (values) => {
      const errors = check(toBody(values));
      // A well-formed end month before the start reads as such, not as a malformed month.
      values.experience.forEach((job, i) => {
        const end = fromForm(job).end;
        if (errors[`experience.${i}.end`] !== undefined && end !== null && MONTH.test(end) && MONTH.test(job.start.trim())) {
          errors[`experience.${i}.end`] = t('assistant.resume.endBeforeStart');
        }
      });
      return errors;
    },
  });
  const jobProps = (index: number, field: keyof JobForm) => form.getInputProps(`experience.${index}.${field}`);

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="form"
      aria-labelledby="resume-editor-title"
      onSubmit={form.onSubmit((values) => save.mutate(toBody(values), { onSuccess: onClose }))}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={3} size="h4" id="resume-editor-title">
            {t('assistant.resume.editTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('assistant.resume.editHint')}
          </Text>
        </Stack>
        <TextInput label={t('assistant.resume.fieldTitle')} {...form.getInputProps('title')} />
        <TagsInput
          label={t('assistant.resume.fieldSkills')}
          description={t('assistant.resume.fieldSkillsHint')}
          {...form.getInputProps('skill_set')}
          error={form.errors.skill_set ?? Object.entries(form.errors).find(([path]) => path.startsWith('skill_set.'))?.[1]}
          clearable={false}
        />
        <Textarea label={t('assistant.resume.fieldAbout')} {...form.getInputProps('skills')} autosize minRows={3} maxRows={12} />
        {form.values.experience.map((_, index) => (
          <Fieldset key={index} legend={t('assistant.resume.job', { number: index + 1 })}>
            <Stack gap="xs">
              <Group grow align="flex-start">
                <TextInput label={t('assistant.resume.fieldCompany')} {...jobProps(index, 'company')} />
                <TextInput label={t('assistant.resume.fieldPosition')} {...jobProps(index, 'position')} />
              </Group>
              <Group grow align="flex-start">
                <TextInput label={t('assistant.resume.fieldStart')} {...jobProps(index, 'start')} placeholder="2021-03" />
                <TextInput label={t('assistant.resume.fieldEnd')} {...jobProps(index, 'end')} placeholder="2023-08" />
              </Group>
              <Textarea label={t('assistant.resume.fieldDescription')} {...jobProps(index, 'description')} autosize minRows={2} maxRows={10} />
              <Group justify="flex-end">
                <ActionIcon
                  variant="subtle"
                  color="error"
                  aria-label={t('assistant.resume.removeJob')}
                  onClick={() => form.removeListItem('experience', index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Stack>
          </Fieldset>
        ))}
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('experience', { company: '', position: '', start: '', end: '', description: '' })}
          >
            {t('assistant.resume.addJob')}
          </Button>
        </Group>
        {save.isError && (
          <Alert color="error" variant="light" role="alert">
            {t(errorMessageKey(save.error, 'assistant.errors.editFailed'))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('assistant.resume.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('assistant.resume.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

import { ActionIcon, Alert, Button, Fieldset, Group, Paper, Stack, TagsInput, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ResumeDraft, type ResumeEditBody, resumeEditBodySchema } from '@otklik/contracts';
import { errorMessageKey } from '@/lib/api/errors';
import { useEditResumeMutation } from '../api/edit-resume';

export interface ResumeEditorProps {
  positionId: string;
  draft: ResumeDraft;
  /** Called after a save or on «Отмена». */
  onClose: () => void;
}

type Job = ResumeEditBody['experience'][number];
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

type FieldErrorKey =
  | 'assistant.resume.titleLength'
  | 'assistant.resume.tooManySkills'
  | 'assistant.resume.endBeforeStart'
  | 'assistant.resume.monthInvalid'
  | 'assistant.resume.required';

/** The first message key per field path of a refused edit ('title', 'experience.0.start'…). */
function fieldErrors(edit: ResumeEditBody): Map<string, FieldErrorKey> {
  const parsed = resumeEditBodySchema.safeParse(edit);
  const out = new Map<string, FieldErrorKey>();
  if (parsed.success) return out;
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (out.has(path)) continue;
    const last = String(issue.path.at(-1) ?? '');
    const key: FieldErrorKey =
      last === 'title'
        ? 'assistant.resume.titleLength'
        : last === 'skill_set'
          ? 'assistant.resume.tooManySkills'
          : last === 'end' && issue.message === 'end before start'
            ? 'assistant.resume.endBeforeStart'
            : last === 'start' || last === 'end'
              ? 'assistant.resume.monthInvalid'
              : 'assistant.resume.required';
    out.set(path, key);
  }
  return out;
}

/**
 * Editing the written resume before publishing: title, key skills, «О себе» and each job (company,
 * position, months as YYYY-MM, duties and achievements). Checked with the contract's schema before sending; what the
 * seeker changes is saved as their own fact (PUT …/resume) and published as edited.
 */
export function ResumeEditor({ positionId, draft, onClose }: ResumeEditorProps) {
  const { t } = useTranslation();
  const save = useEditResumeMutation(positionId);
  const [title, setTitle] = useState(draft.title);
  const [skills, setSkills] = useState<string[]>(draft.skill_set);
  const [about, setAbout] = useState(draft.skills);
  const [jobs, setJobs] = useState<JobForm[]>(draft.experience.map(toForm));
  const [checked, setChecked] = useState(false);

  const edit: ResumeEditBody = {
    title,
    skill_set: skills,
    skills: about,
    experience: jobs.map(fromForm),
    ...(draft.education === undefined ? {} : { education: draft.education }),
    ...(draft.language === undefined ? {} : { language: draft.language }),
  };
  const errors = checked ? fieldErrors(edit) : new Map<string, FieldErrorKey>();
  const error = (path: string): string | undefined => {
    const key = errors.get(path);
    return key === undefined ? undefined : t(key);
  };
  const setJob = (index: number, patch: Partial<JobForm>): void => setJobs((all) => all.map((job, i) => (i === index ? { ...job, ...patch } : job)));

  const submit = (): void => {
    setChecked(true);
    if (fieldErrors(edit).size > 0) return;
    save.mutate(edit, { onSuccess: onClose });
  };

  return (
    <Paper withBorder p="lg" radius="md" component="form" aria-labelledby="resume-editor-title" onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={3} size="h4" id="resume-editor-title">
            {t('assistant.resume.editTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('assistant.resume.editHint')}
          </Text>
        </Stack>
        <TextInput label={t('assistant.resume.fieldTitle')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={error('title')} />
        <TagsInput
          label={t('assistant.resume.fieldSkills')}
          description={t('assistant.resume.fieldSkillsHint')}
          value={skills}
          onChange={setSkills}
          error={error('skill_set')}
          clearable={false}
        />
        <Textarea label={t('assistant.resume.fieldAbout')} value={about} onChange={(e) => setAbout(e.currentTarget.value)} autosize minRows={3} maxRows={12} />
        {jobs.map((job, index) => (
          <Fieldset key={index} legend={t('assistant.resume.job', { number: index + 1 })}>
            <Stack gap="xs">
              <Group grow align="flex-start">
                <TextInput label={t('assistant.resume.fieldCompany')} value={job.company} onChange={(e) => setJob(index, { company: e.currentTarget.value })} error={error(`experience.${index}.company`)} />
                <TextInput label={t('assistant.resume.fieldPosition')} value={job.position} onChange={(e) => setJob(index, { position: e.currentTarget.value })} error={error(`experience.${index}.position`)} />
              </Group>
              <Group grow align="flex-start">
                <TextInput label={t('assistant.resume.fieldStart')} value={job.start} onChange={(e) => setJob(index, { start: e.currentTarget.value })} error={error(`experience.${index}.start`)} placeholder="2021-03" />
                <TextInput label={t('assistant.resume.fieldEnd')} value={job.end} onChange={(e) => setJob(index, { end: e.currentTarget.value })} error={error(`experience.${index}.end`)} placeholder="2023-08" />
              </Group>
              <Textarea
                label={t('assistant.resume.fieldDescription')}
                value={job.description}
                onChange={(e) => setJob(index, { description: e.currentTarget.value })}
                autosize
                minRows={2}
                maxRows={10}
              />
              <Group justify="flex-end">
                <ActionIcon variant="subtle" color="error" aria-label={t('assistant.resume.removeJob')} onClick={() => setJobs((all) => all.filter((_, i) => i !== index))}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Stack>
          </Fieldset>
        ))}
        <Group>
          <Button variant="subtle" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setJobs((all) => [...all, { company: '', position: '', start: '', end: '', description: '' }])}>
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

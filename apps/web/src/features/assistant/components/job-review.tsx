import { Alert, Badge, Button, Group, Menu, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowsExchange, IconCheck, IconEdit, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GeneratedResume, type ResumeDraft, type ReviewActionBody, reviewActionBodySchema, type ReviewFlag } from '@otklik/contracts';
import { errorMessageKey } from '@/lib/api/errors';
import { contractValidate } from '@/lib/form';
import { useReviewResumeMutation } from '../api/review-resume';
import { SourceNote, sourcesOf } from './fact-sources';

type Job = ResumeDraft['experience'][number];

/** The lines of a job's description as achievements (the «— » mark taken off). */
export function bulletsOf(description: string | null): string[] {
  return (description ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[—–\-•*]\s*)?/u, '').trim())
    .filter((line) => line !== '');
}

/** YYYY-MM → MM.YYYY; anything else as it is. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  return match === null ? month : `${match[2]}.${match[1]}`;
}

/** The values of the job form: the four fields as typed ('' end = until now). */
interface JobValues {
  company: string;
  position: string;
  start: string;
  end: string;
}

const toBody = (values: JobValues, job: number | null): ReviewActionBody =>
  job === null
    ? {
        action: 'add_job',
        company: values.company,
        position: values.position,
        start: values.start.trim(),
        end: values.end.trim() === '' ? null : values.end.trim(),
      }
    : {
        action: 'edit_job',
        job,
        company: values.company,
        position: values.position,
        start: values.start.trim(),
        end: values.end.trim() === '' ? null : values.end.trim(),
      };

/**
 * The form of one job's employer, role and months (`job` null: a job to add), validated by the review answer's
 * contract schema; on save the job's four fields become the seeker's own facts. `onDone` closes it (saved or
 * cancelled); `onSaved` gets the resume the server answered after a save (a job added is its last one).
 */
export function JobForm({
  positionId,
  job,
  initial,
  onDone,
  onSaved,
}: {
  positionId: string;
  job: number | null;
  initial: JobValues;
  onDone: () => void;
  onSaved?: (resume: GeneratedResume) => void;
}) {
  const { t } = useTranslation();
  const review = useReviewResumeMutation(positionId);
  const check = contractValidate<JobValues>(reviewActionBodySchema, {
    company: t('assistant.resume.required'),
    position: t('assistant.resume.required'),
    start: t('assistant.resume.monthInvalid'),
    end: t('assistant.review.endInvalid'),
  });
  const form = useForm<JobValues>({ initialValues: initial, validate: (values) => check(toBody(values, job) as unknown as JobValues) });
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      component="form"
      aria-label={job === null ? t('assistant.review.addJob') : t('assistant.review.fixJob', { company: initial.company || initial.position })}
      onSubmit={form.onSubmit((values) =>
        review.mutate(toBody(values, job), {
          onSuccess: (resume) => {
            onDone();
            onSaved?.(resume);
          },
        }),
      )}
    >
      <Stack gap="xs">
        <Group grow align="flex-start">
          <TextInput label={t('assistant.resume.fieldCompany')} {...form.getInputProps('company')} />
          <TextInput label={t('assistant.resume.fieldPosition')} {...form.getInputProps('position')} />
        </Group>
        <Group grow align="flex-start">
          <TextInput label={t('assistant.resume.fieldStart')} placeholder="2021-03" {...form.getInputProps('start')} />
          <TextInput label={t('assistant.resume.fieldEnd')} placeholder="2023-08" {...form.getInputProps('end')} />
        </Group>
        {review.isError && (
          <Alert color="error" variant="light" role="alert">
            {t(errorMessageKey(review.error, 'assistant.review.failed'))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={review.isPending}>
            {t('assistant.review.cancel')}
          </Button>
          <Button type="submit" loading={review.isPending}>
            {t('assistant.review.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export interface JobReviewProps {
  positionId: string;
  draft: ResumeDraft;
  index: number;
  /** The open flags of this job. */
  flags: readonly ReviewFlag[];
  /** False once the resume is published (nothing to answer then). */
  editable: boolean;
  /** The button that shows every source of the job on hover or focus. */
  sourceButton?: ReactNode;
}

/**
 * One job of the written resume on review: role, employer, months and each achievement, each with where it came from
 * (the answer's words, or the hh resume). Flags on it read «Проверьте» with what is uncertain; the seeker answers in
 * place: «Всё верно», «Исправить» (employer, role, months), moves an achievement to another job, or removes the job.
 */
export function JobReview({ positionId, draft, index, flags, editable, sourceButton }: JobReviewProps) {
  const { t } = useTranslation();
  const review = useReviewResumeMutation(positionId);
  const [fixing, setFixing] = useState(false);
  const job: Job = draft.experience[index]!;
  const company = job.company ?? t('assistant.resume.companyUnknown');
  const position = job.position === '' ? t('assistant.review.roleUnknown') : job.position;
  const bullets = bulletsOf(job.description);
  const jobFlags = flags.filter((f) => f.kind !== 'ambiguous_achievement');
  const companyOf = (n: number): string => draft.experience[n]?.company ?? t('assistant.resume.companyUnknown');
  const flagText = (flag: ReviewFlag): string =>
    flag.kind === 'computed_date'
      ? t('assistant.review.computed_date', {
          side: t(flag.field === 'end' ? 'assistant.review.sideEnd' : 'assistant.review.sideStart'),
          month: formatMonth(flag.fact),
        })
      : flag.kind === 'ambiguous_achievement'
        ? t('assistant.review.ambiguous_achievement', { others: flag.other_jobs.map(companyOf).join(', ') })
        : t(`assistant.review.${flag.kind}`);
  const when =
    job.start === null
      ? null
      : t('assistant.resume.period', { start: formatMonth(job.start), end: job.end === null ? t('assistant.resume.untilNow') : formatMonth(job.end) });

  return (
    <Stack gap={4} component="li" aria-label={t('assistant.review.jobLabel', { company, position })}>
      <Group gap={6}>
        <Text fw={600}>{position}</Text>
        {sourceButton}
        {jobFlags.length > 0 && (
          <Badge color="warning" variant="light" tt="none">
            {t('assistant.review.check')}
          </Badge>
        )}
      </Group>
      <Text size="sm">{company}</Text>
      {when !== null && (
        <Text size="sm" c="dimmed">
          {when}
        </Text>
      )}
      <SourceNote sources={['company', 'position', 'start', 'end'].flatMap((field) => sourcesOf(draft.sources, `experience[${index}].${field}`))} />
      {editable &&
        jobFlags.map((flag) => (
          <Alert key={flag.id} color="warning" variant="light" p="xs" title={t('assistant.review.check')}>
            <Stack gap={6}>
              <Text size="sm">{flagText(flag)}</Text>
              <Group gap="xs">
                {/* A missing employer, position or start month is filled in, never confirmed: hh needs the fact itself. */}
                {flag.kind !== 'missing_employer' && flag.kind !== 'missing_date' && flag.kind !== 'missing_role' && (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconCheck size={14} aria-hidden />}
                    loading={review.isPending}
                    onClick={() => review.mutate({ action: 'confirm', flag_id: flag.id })}
                  >
                    {t('assistant.review.confirm')}
                  </Button>
                )}
                <Button size="xs" variant="subtle" leftSection={<IconEdit size={14} aria-hidden />} onClick={() => setFixing(true)}>
                  {t('assistant.review.fix')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ))}
      {editable && fixing && (
        <JobForm
          positionId={positionId}
          job={index}
          initial={{ company: job.company ?? '', position: job.position, start: job.start ?? '', end: job.end ?? '' }}
          onDone={() => setFixing(false)}
        />
      )}
      {bullets.length > 0 && (
        <Stack gap={4} component="ul" aria-label={t('assistant.review.achievementsOf', { company })} style={{ paddingLeft: 18, margin: 0 }}>
          {bullets.map((bullet, b) => {
            const flag = flags.find((f) => f.kind === 'ambiguous_achievement' && f.bullet === b);
            const quoted = sourcesOf(draft.sources, `experience[${index}].description`).filter(
              (s) => s.fact.trim() === bullet || bullet.startsWith(s.fact.trim()),
            );
            return (
              <Stack key={`${b}-${bullet}`} gap={2} component="li">
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <Text size="sm">{bullet}</Text>
                  {flag !== undefined && (
                    <Badge color="warning" variant="light" tt="none" style={{ flexShrink: 0 }}>
                      {t('assistant.review.check')}
                    </Badge>
                  )}
                </Group>
                <SourceNote sources={quoted} />
                {editable && flag !== undefined && (
                  <Text size="xs" c="warning.8">
                    {flagText(flag)}
                  </Text>
                )}
                {editable && (flag !== undefined || draft.experience.length > 1) && (
                  <Group gap="xs">
                    {flag !== undefined && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => review.mutate({ action: 'confirm', flag_id: flag.id })}
                        loading={review.isPending}
                      >
                        {t('assistant.review.confirm')}
                      </Button>
                    )}
                    {draft.experience.length > 1 && (
                      <Menu position="bottom-start" withinPortal>
                        <Menu.Target>
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            leftSection={<IconArrowsExchange size={12} aria-hidden />}
                            aria-label={t('assistant.review.moveLabel', { fact: bullet })}
                          >
                            {t('assistant.review.moveTo')}
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {draft.experience.map((other, n) =>
                            n === index ? null : (
                              <Menu.Item key={n} onClick={() => review.mutate({ action: 'move_achievement', job: index, bullet: b, to_job: n })}>
                                {t('assistant.review.moveToJob', { company: other.company ?? t('assistant.resume.companyUnknown') })}
                              </Menu.Item>
                            ),
                          )}
                        </Menu.Dropdown>
                      </Menu>
                    )}
                  </Group>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
      {editable && (
        <Group>
          {jobFlags.length === 0 && !fixing && (
            <Button size="compact-xs" variant="subtle" leftSection={<IconEdit size={12} aria-hidden />} onClick={() => setFixing(true)}>
              {t('assistant.review.fix')}
            </Button>
          )}
          <Button
            size="compact-xs"
            variant="subtle"
            color="error"
            leftSection={<IconTrash size={12} aria-hidden />}
            onClick={() => review.mutate({ action: 'remove_job', job: index })}
            loading={review.isPending}
          >
            {t('assistant.review.removeJob')}
          </Button>
        </Group>
      )}
      {review.isError && (
        <Alert color="error" variant="light" role="alert">
          {t(errorMessageKey(review.error, 'assistant.review.failed'))}
        </Alert>
      )}
    </Stack>
  );
}

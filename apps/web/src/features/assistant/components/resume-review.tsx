import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconExternalLink, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedResume, ResumeDraft, ReviewFlag } from '@otklik/contracts';
import { LoadState } from '@/components/load-state';
import { errorMessageKey } from '@/lib/api/errors';
import { useGeneratedResume } from '../api/generate-resume';
import { usePublishResumeMutation } from '../api/publish-resume';
import { SourceButton, SourceNote, sourcesOf, WithSources } from './fact-sources';
import { JobForm, JobReview } from './job-review';
import { ResumeEditor } from './resume-editor';
import { UnplacedReview } from './unplaced-review';

export interface ResumeReviewProps {
  positionId: string;
  /** Called when the seeker moves on to the vacancies after publishing. */
  onContinue: () => void;
  /** Composed by the page under the resume (e.g. «Как усилить резюме»). */
  actions?: ReactNode;
}

/**
 * The resume step: POST …/resume answers the written resume, or has the assistant write it while
 * 'Ассистент пишет резюме…' and a progress bar show. The draft is shown for review — title,
 * key skills as tags, about me, experience (company, position, months, each achievement), education and languages;
 * each fact shows where it came from on hover or focus («Из ответа на вопрос N: «…»» / «Из резюме на hh.ru» / «Вы
 * указали это сами»); jobs, achievements and education also show it under the fact. Facts the assistant is unsure of
 * are flagged «Проверьте»: the seeker confirms or corrects each in place (JobReview); achievements the answers tie to
 * no job wait in their own block (UnplacedReview) until each is moved under a job or left out; 'Опубликовать на HH.ru'
 * stays disabled until none is left.
 * Before publishing, «Редактировать» opens the editor (ResumeEditor): the seeker's changes are their own facts and
 * are published as edited. Then 'Опубликовать на HH.ru' creates and publishes it on hh and shows
 * 'Открыть резюме на hh.ru'.
 */
export function ResumeReview({ positionId, onContinue, actions }: ResumeReviewProps) {
  const { t } = useTranslation();
  const resume = useGeneratedResume(positionId);
  const publish = usePublishResumeMutation(positionId);
  const [editing, setEditing] = useState(false);

  if (resume.isPending) return <LoadState state="loading" label={t('assistant.resume.writing')} progress />;
  if (resume.isError) {
    return (
      <LoadState
        state="error"
        title={t(errorMessageKey(resume.error, 'assistant.errors.resumeFailed'))}
        onRetry={() => void resume.refetch()}
        retrying={resume.isFetching}
        retryLabel={t('assistant.retry')}
      />
    );
  }
  const generated: GeneratedResume = resume.data;
  const open = generated.status === 'draft' ? generated.flags : [];
  if (editing && generated.status === 'draft') {
    return <ResumeEditor positionId={positionId} draft={generated.resume} onClose={() => setEditing(false)} />;
  }

  return (
    <Stack gap="md">
      {open.length > 0 && (
        <Alert color="warning" variant="light" title={t('assistant.review.left', { count: open.length })}>
          {t('assistant.review.intro')}
        </Alert>
      )}
      <ResumeDraftView positionId={positionId} draft={generated.resume} flags={open} editable={generated.status === 'draft'} />
      {actions}
      {publish.isError && (
        <Alert color="error" variant="light" role="alert">
          {t(errorMessageKey(publish.error, 'assistant.errors.publishFailed'))}
        </Alert>
      )}
      {generated.status === 'published' ? (
        <Stack gap="sm" align="flex-start">
          <Text c="success" fw={500}>
            {t('assistant.resume.published')}
          </Text>
          {generated.alternate_url !== null && (
            <Anchor href={generated.alternate_url} target="_blank" rel="noopener noreferrer">
              <Group gap={4} component="span" wrap="nowrap">
                {t('assistant.resume.open')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
          <Button onClick={onContinue}>{t('assistant.resume.toVacancies')}</Button>
        </Stack>
      ) : (
        <Stack gap={4} align="flex-end">
          <Group justify="flex-end">
            <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)} disabled={publish.isPending}>
              {t('assistant.resume.edit')}
            </Button>
            <Button
              onClick={() => publish.mutate()}
              loading={publish.isPending}
              disabled={open.length > 0}
              aria-describedby={open.length > 0 ? 'publish-waits' : undefined}
            >
              {t('assistant.resume.publish')}
            </Button>
          </Group>
          {open.length > 0 && (
            <Text size="sm" c="dimmed" id="publish-waits">
              {t('assistant.resume.publishWaits')}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

interface ResumeDraftViewProps {
  positionId: string;
  draft: ResumeDraft;
  /** The «Проверьте» flags still open (none once published). */
  flags: readonly ReviewFlag[];
  /** True while the resume is a draft: the seeker answers the flags and fixes jobs in place. */
  editable: boolean;
}

function ResumeDraftView({ positionId, draft, flags, editable }: ResumeDraftViewProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <Paper withBorder p="lg" radius="md" component="article" aria-labelledby="draft-resume-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('assistant.resume.draftLabel')}
          </Text>
          <Title order={3} size="h3" id="draft-resume-title">
            {draft.title}
          </Title>
        </Stack>
        {draft.skill_set.length > 0 && (
          <Stack gap={6}>
            <Title order={4} size="h5">
              {t('assistant.resume.skillSet')}
            </Title>
            <Group gap={6} component="ul" aria-label={t('assistant.resume.skillSet')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {draft.skill_set.map((skill, index) => (
                <WithSources key={skill} sources={sourcesOf(draft.sources, `skill_set[${index}]`)}>
                  <Badge component="li" variant="light" color="primary" tt="none" tabIndex={draft.sources === undefined ? undefined : 0}>
                    {skill}
                  </Badge>
                </WithSources>
              ))}
            </Group>
          </Stack>
        )}
        {draft.skills.trim() !== '' && (
          <Stack gap={6}>
            <Group gap={4}>
              <Title order={4} size="h5">
                {t('assistant.resume.about')}
              </Title>
              <SourceButton sources={sourcesOf(draft.sources, 'skills')} fact={t('assistant.resume.about')} />
            </Group>
            <Text style={{ whiteSpace: 'pre-line' }}>{draft.skills}</Text>
          </Stack>
        )}
        {(draft.experience.length > 0 || editable) && (
          <Stack gap={6}>
            <Title order={4} size="h5">
              {t('assistant.resume.experience')}
            </Title>
            <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {draft.experience.map((entry, index) => (
                <JobReview
                  key={`${entry.company ?? ''}-${entry.position}-${index}`}
                  positionId={positionId}
                  draft={draft}
                  index={index}
                  flags={flags.filter((f) => f.job === index && f.kind !== 'unplaced_achievement')}
                  editable={editable}
                  sourceButton={<SourceButton sources={sourcesOf(draft.sources, `experience[${index}]`)} fact={`${entry.position}, ${entry.company ?? ''}`} />}
                />
              ))}
            </Stack>
            {editable &&
              (adding ? (
                <JobForm positionId={positionId} job={null} initial={{ company: '', position: '', start: '', end: '' }} onDone={() => setAdding(false)} />
              ) : (
                <Group>
                  <Button size="xs" variant="subtle" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setAdding(true)}>
                    {t('assistant.review.addJob')}
                  </Button>
                </Group>
              ))}
          </Stack>
        )}
        <UnplacedReview positionId={positionId} draft={draft} flags={flags.filter((f) => f.kind === 'unplaced_achievement')} editable={editable} />
        {(draft.education ?? []).length > 0 && (
          <Stack gap={6}>
            <Title order={4} size="h5">
              {t('assistant.resume.education')}
            </Title>
            <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {(draft.education ?? []).map((edu, index) => {
                const line = [edu.name, edu.result, edu.year === null ? null : String(edu.year)].filter((x) => x !== null && x !== '').join(', ');
                return (
                  <Stack key={`${edu.name}-${index}`} gap={0} component="li">
                    <Group gap={4}>
                      <Text size="sm">{line}</Text>
                      <SourceButton sources={sourcesOf(draft.sources, `education[${index}]`)} fact={line} />
                    </Group>
                    <SourceNote sources={sourcesOf(draft.sources, `education[${index}]`)} />
                  </Stack>
                );
              })}
            </Stack>
          </Stack>
        )}
        {(draft.language ?? []).length > 0 && (
          <Stack gap={6}>
            <Title order={4} size="h5">
              {t('assistant.resume.languages')}
            </Title>
            <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {(draft.language ?? []).map((lang, index) => (
                <WithSources key={lang.id} sources={sourcesOf(draft.sources, `language[${index}]`)}>
                  <Badge component="li" variant="outline" color="gray" tt="none" tabIndex={draft.sources === undefined ? undefined : 0}>
                    {lang.level === null ? lang.name : `${lang.name} — ${lang.level === 'l1' ? 'родной' : lang.level.toUpperCase()}`}
                  </Badge>
                </WithSources>
              ))}
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

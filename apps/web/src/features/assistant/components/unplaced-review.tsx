import { Alert, Badge, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconEyeOff, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeDraft, ReviewFlag } from '@otklik/contracts';
import { errorMessageKey } from '@/lib/api/errors';
import { useReviewResumeMutation } from '../api/review-resume';
import { SourceNote, sourcesOf } from './fact-sources';
import { JobForm } from './job-review';

export interface UnplacedReviewProps {
  positionId: string;
  draft: ResumeDraft;
  /** The open 'unplaced_achievement' flags (none once published). */
  flags: readonly ReviewFlag[];
  /** True while the resume is a draft: the seeker places each achievement or leaves it out. */
  editable: boolean;
}

/**
 * The achievements the answers tie to no job (the draft's `unplaced`), in their own block «Не знаем, к какой работе
 * это относится»: each with the answer it came from, a menu of the resume's jobs to move it to (or «В новое место
 * работы…», which adds the job and then moves it there) and «Не включать». Nothing when the draft has none.
 */
export function UnplacedReview({ positionId, draft, flags, editable }: UnplacedReviewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const unplaced = draft.unplaced ?? [];
  if (unplaced.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-labelledby={titleId}>
      <Group gap={6}>
        <Title order={4} size="h5" id={titleId}>
          {t('assistant.review.unplacedTitle')}
        </Title>
        {flags.length > 0 && (
          <Badge color="warning" variant="light" tt="none">
            {t('assistant.review.check')}
          </Badge>
        )}
      </Group>
      {editable && (
        <Text size="sm" c="dimmed">
          {t('assistant.review.unplacedIntro')}
        </Text>
      )}
      <Stack gap="sm" component="ul" aria-labelledby={titleId} style={{ paddingLeft: 18, margin: 0 }}>
        {unplaced.map((line, u) => (
          <UnplacedItem
            key={`${u}-${line}`}
            positionId={positionId}
            draft={draft}
            index={u}
            flag={flags.find((f) => f.kind === 'unplaced_achievement' && f.bullet === u)}
            editable={editable}
          />
        ))}
      </Stack>
    </Stack>
  );
}

interface UnplacedItemProps {
  positionId: string;
  draft: ResumeDraft;
  index: number;
  flag: ReviewFlag | undefined;
  editable: boolean;
}

/** One achievement under no job: its words, its source, and the seeker's two answers to it. */
function UnplacedItem({ positionId, draft, index, flag, editable }: UnplacedItemProps) {
  const { t } = useTranslation();
  const review = useReviewResumeMutation(positionId);
  const [adding, setAdding] = useState(false);
  const line = draft.unplaced?.[index] ?? '';
  const place = (toJob: number) => flag !== undefined && review.mutate({ action: 'place_achievement', flag_id: flag.id, to_job: toJob });
  return (
    <Stack gap={4} component="li">
      <Text size="sm">{line}</Text>
      <SourceNote sources={sourcesOf(draft.sources, `unplaced[${index}]`)} />
      {editable && flag !== undefined && (
        <Group gap="xs">
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                size="compact-xs"
                variant="light"
                leftSection={<IconArrowsExchange size={12} aria-hidden />}
                aria-label={t('assistant.review.placeLabel', { fact: line })}
                loading={review.isPending}
              >
                {t('assistant.review.placeTo')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {draft.experience.map((job, n) => (
                <Menu.Item key={n} onClick={() => place(n)}>
                  {t('assistant.review.moveToJob', { company: job.company ?? job.position })}
                </Menu.Item>
              ))}
              {draft.experience.length > 0 && <Menu.Divider />}
              <Menu.Item leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setAdding(true)}>
                {t('assistant.review.placeToNew')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            leftSection={<IconEyeOff size={12} aria-hidden />}
            aria-label={t('assistant.review.leaveOutLabel', { fact: line })}
            onClick={() => review.mutate({ action: 'leave_out_achievement', flag_id: flag.id })}
            disabled={review.isPending}
          >
            {t('assistant.review.leaveOut')}
          </Button>
        </Group>
      )}
      {editable && adding && (
        <JobForm
          positionId={positionId}
          job={null}
          initial={{ company: '', position: '', start: '', end: '' }}
          onDone={() => setAdding(false)}
          onSaved={(resume) => place(resume.resume.experience.length - 1)}
        />
      )}
      {review.isError && (
        <Alert color="error" variant="light" role="alert">
          {t(errorMessageKey(review.error, 'assistant.review.failed'))}
        </Alert>
      )}
    </Stack>
  );
}

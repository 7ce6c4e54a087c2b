import { useId, useState } from 'react';
import { ActionIcon, Alert, Anchor, Badge, Button, Card, CopyButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconClipboardList, IconCopy, IconExternalLink, IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Application, ApplicationStatus, FeedbackStatus } from '@otklik/contracts';
import { PATHS } from '@/lib/paths';
import { useFeedbackStatusMutation } from '../api/feedback-status';
import { AssistedPacketModal } from './assisted-packet-modal';
import { isKnownFailureReason } from '../utils/failure-reason';

/** Badge colour per application status (the theme's roles: info blue, success green, warning amber, error red). */
export const STATUS_COLOR: Record<ApplicationStatus, string> = {
  queued: 'secondary',
  sending: 'info',
  sent: 'primary',
  invited: 'success',
  rejected: 'secondary',
  failed: 'error',
  assisted_apply: 'warning',
};

/** A UTC timestamp in the seeker's local time: '22.11.2026 13:05'. */
function formatTime(iso: string): string {
  return dayjs(iso).format('DD.MM.YYYY HH:mm');
}

/**
 * One application on /responses: the vacancy (hh link, new tab), employer, city, position, a status
 * badge, when it was sent, «HH.ru не отвечает, повторим в HH:MM» while hh fails and a retry is due (`retry_at`, local time), the failure reason in Russian (hh's raw value when unknown), the cover letter behind
 * 'Показать письмо', and like/dislike marks (PUT/DELETE …/feedback_status). For assisted apply it shows the letter
 * with 'Скопировать письмо' and 'Откликнуться на hh.ru' (hh's apply page, new tab; the employer's site for 'external_apply').
 */
export function ApplicationCard({ application }: { application: Application }) {
  const { t } = useTranslation();
  const titleId = useId();
  const reason = application.failure_reason;
  const reasonText = reason === null ? null : isKnownFailureReason(reason) ? t(`applications.failure.${reason}`) : reason;
  const place = [application.employer_name, application.area_name].filter((part): part is string => part !== null && part !== '').join(' · ');
  const time =
    application.sent_at !== null
      ? t('applications.sentAt', { time: formatTime(application.sent_at) })
      : t('applications.createdAt', { time: formatTime(application.created_at) });

  return (
    <Card component="li" withBorder radius="md" padding="lg" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={titleId}>
            <Anchor href={application.alternate_url} target="_blank" rel="noopener noreferrer" inherit>
              {application.vacancy_name}
            </Anchor>
          </Title>
          <Badge color={STATUS_COLOR[application.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`applications.status.${application.status}`)}
          </Badge>
        </Group>
        {place !== '' && (
          <Text size="sm" fw={500}>
            {place}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('applications.position', { title: application.position_title })} · {time}
        </Text>
        {application.retry_at != null && (application.status === 'queued' || application.status === 'sending') && (
          <Text size="sm" c="warning">
            {t('applications.hhRetry', { time: dayjs(application.retry_at).format('HH:mm') })}
          </Text>
        )}
        {reasonText !== null && (
          <Text size="sm" c={application.status === 'failed' ? 'error' : undefined}>
            {t('applications.reason', { reason: reasonText })}
          </Text>
        )}
        {application.status === 'assisted_apply' ? <AssistedApply application={application} /> : <CoverLetter letter={application.cover_letter} />}
        {application.status === 'invited' && (
          <Button
            component={Link}
            to={`${PATHS.interview}?application=${encodeURIComponent(application.id)}`}
            variant="light"
            color="success"
            size="compact-sm"
            style={{ alignSelf: 'flex-start' }}
          >
            {t('applications.addInterview')}
          </Button>
        )}
        <FeedbackToggles applicationId={application.id} value={application.feedback_status} />
      </Stack>
    </Card>
  );
}

function CoverLetter({ letter }: { letter: string }) {
  const { t } = useTranslation();
  const letterId = useId();
  const [open, setOpen] = useState(false);
  if (letter.trim() === '') return null;
  return (
    <Stack gap={6} align="flex-start">
      <Button variant="subtle" size="compact-sm" px={0} aria-expanded={open} aria-controls={letterId} onClick={() => setOpen((value) => !value)}>
        {open ? t('applications.letter.hide') : t('applications.letter.show')}
      </Button>
      {open && (
        <Text id={letterId} size="sm" style={{ whiteSpace: 'pre-line' }}>
          {letter}
        </Text>
      )}
    </Stack>
  );
}

function AssistedApply({ application }: { application: Application }) {
  const { t } = useTranslation();
  const [packetOpen, setPacketOpen] = useState(false);
  return (
    <Alert color="warning" variant="light" title={t('applications.assisted.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('applications.assisted.text')}</Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} p="sm" bg="var(--mantine-color-body)" bdrs="sm">
          {application.cover_letter}
        </Text>
        <Group gap="sm">
          <CopyButton value={application.cover_letter} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant={copied ? 'light' : 'filled'}
                color={copied ? 'success' : 'primary'}
                leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                onClick={copy}
              >
                {copied ? t('applications.assisted.copied') : t('applications.assisted.copy')}
              </Button>
            )}
          </CopyButton>
          <Button
            component="a"
            href={application.apply_alternate_url}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            variant="default"
            rightSection={<IconExternalLink size={14} aria-hidden />}
          >
            {application.failure_reason === 'external_apply' ? t('applications.assisted.applyExternal') : t('applications.assisted.apply')}
          </Button>
          <Button size="xs" variant="light" leftSection={<IconClipboardList size={14} aria-hidden />} onClick={() => setPacketOpen(true)}>
            {t('answerBank.packet.open')}
          </Button>
        </Group>
        <AssistedPacketModal applicationId={application.id} vacancyName={application.vacancy_name} opened={packetOpen} onClose={() => setPacketOpen(false)} />
      </Stack>
    </Alert>
  );
}

function FeedbackToggles({ applicationId, value }: { applicationId: string; value: FeedbackStatus | null }) {
  const { t } = useTranslation();
  const feedback = useFeedbackStatusMutation();
  const [pressed, setPressed] = useState<FeedbackStatus | null>(null);
  const toggle = (mark: FeedbackStatus): void => {
    if (feedback.isPending) return;
    setPressed(mark);
    feedback.mutate({ applicationId, feedbackStatus: value === mark ? null : mark });
  };
  const marks: { mark: FeedbackStatus; label: string; icon: React.ReactNode; color: string }[] = [
    { mark: 'like', label: t('applications.feedback.like'), icon: <IconThumbUp size={18} aria-hidden />, color: 'success' },
    { mark: 'dislike', label: t('applications.feedback.dislike'), icon: <IconThumbDown size={18} aria-hidden />, color: 'error' },
  ];
  return (
    <Group gap={6}>
      {marks.map(({ mark, label, icon, color }) => (
        <Tooltip key={mark} label={label} withArrow>
          <ActionIcon
            variant={value === mark ? 'filled' : 'default'}
            color={value === mark ? color : undefined}
            aria-label={label}
            aria-pressed={value === mark}
            loading={feedback.isPending && pressed === mark}
            onClick={() => toggle(mark)}
          >
            {icon}
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}

import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { LoadState } from '@/components/load-state';
import { IconAlertTriangle, IconExternalLink } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeStatus, ResumeSummary } from '@otklik/contracts';
import { useResumes } from '../api/get-resumes';

/** Badge colour per hh resume status (the theme's roles: info blue, success green, warning amber, error red). */
const STATUS_COLOR: Record<ResumeStatus, string> = {
  published: 'success',
  not_published: 'secondary',
  blocked: 'error',
  on_moderation: 'warning',
};

/**
 * The /resumes list: each hh resume with its title, a status badge, whether it can be used for applying,
 * a note for resumes the assistant created (they cannot start a position; a fresh one made on hh can) and
 * 'Открыть на hh.ru' in a new tab. Loading, empty and error states included. `actions` adds what the page composes
 * under a resume (e.g. «Как усилить резюме» for the positions that use it).
 */
export function ResumeList({ actions }: { actions?: (resume: ResumeSummary) => ReactNode } = {}) {
  const { t } = useTranslation();
  const resumes = useResumes();

  if (resumes.isPending) {
    return <LoadState state="loading" label={t('resumes.loading')} />;
  }
  if (resumes.isError) {
    return (
      <LoadState
        state="error"
        title={t('resumes.error')}
        onRetry={() => void resumes.refetch()}
        retrying={resumes.isFetching}
        retryLabel={t('resumes.retry')}
      />
    );
  }
  if (resumes.data.items.length === 0) {
    return <Text>{t('resumes.empty')}</Text>;
  }
  return (
    <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {resumes.data.items.map((resume) => (
        <ResumeCard key={resume.id} resume={resume} actions={actions?.(resume)} />
      ))}
    </Stack>
  );
}

function ResumeCard({ resume, actions }: { resume: ResumeSummary; actions?: ReactNode }) {
  const { t } = useTranslation();
  const details = [resume.area, resume.updated_at === null ? null : t('resumes.updated', { date: dayjs(resume.updated_at).format('DD.MM.YYYY') })]
    .filter((part): part is string => part !== null)
    .join(' · ');
  return (
    <Card component="li" withBorder radius="md" padding="lg" aria-label={resume.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            {resume.title}
          </Title>
          <Badge color={STATUS_COLOR[resume.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`resumes.status.${resume.status}`)}
          </Badge>
        </Group>
        {details !== '' && (
          <Text size="sm" c="dimmed">
            {details}
          </Text>
        )}
        <Text size="sm" c={resume.can_apply ? 'success' : 'dimmed'} fw={500}>
          {resume.can_apply ? t('resumes.canApply') : t('resumes.cannotApply')}
        </Text>
        {resume.created_by_assistant && (
          <Alert color="warning" variant="light" icon={<IconAlertTriangle size={18} />} p="xs" role="note">
            {t('resumes.createdByAssistant')}
          </Alert>
        )}
        <Anchor href={resume.alternate_url} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            {t('resumes.open')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
        {actions}
      </Stack>
    </Card>
  );
}

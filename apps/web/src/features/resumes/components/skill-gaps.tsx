import { Alert, Button, Group, List, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkillGap } from '@otklik/contracts';
import { LoadState } from '@/components/load-state';
import { errorMessageKey } from '@/lib/api/errors';
import { useConfirmSkillMutation } from '../api/confirm-skill';
import { useSkillGaps } from '../api/get-skill-gaps';

export interface SkillGapsButtonProps {
  positionId: string;
  /** The position's title, named on the button when one resume serves several positions. */
  positionTitle?: string;
}

/**
 * «Как усилить резюме»: a button that opens what the position's matched vacancies ask for and the
 * resume lacks («Docker — в 64% подходящих вакансий»), and the fields hh users fill that it leaves empty. «У меня есть
 * этот навык» asks the seeker to confirm, then stores the skill as their own fact (added to the resume while it is a
 * draft).
 */
export function SkillGapsButton({ positionId, positionTitle }: SkillGapsButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconBulb size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {positionTitle === undefined ? t('resumes.improve.button') : t('resumes.improve.buttonFor', { title: positionTitle })}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('resumes.improve.title')} size="lg">
        {opened && <SkillGapsPanel positionId={positionId} />}
      </Modal>
    </>
  );
}

function SkillGapsPanel({ positionId }: { positionId: string }) {
  const { t } = useTranslation();
  const gaps = useSkillGaps(positionId, true);
  const confirm = useConfirmSkillMutation(positionId);
  const [asking, setAsking] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (gaps.isPending) return <LoadState state="loading" label={t('resumes.improve.loading')} />;
  if (gaps.isError) {
    return (
      <LoadState
        state="error"
        title={t('resumes.improve.error')}
        onRetry={() => void gaps.refetch()}
        retrying={gaps.isFetching}
        retryLabel={t('resumes.improve.retry')}
      />
    );
  }
  const { skills, empty_fields: emptyFields, confirmed, vacancies_count: count } = gaps.data;
  const add = (name: string): void => {
    confirm.mutate(name, {
      onSuccess: (result) => {
        setAsking(null);
        setNotice(t(result.added_to_resume ? 'resumes.improve.added' : 'resumes.improve.stored', { name: result.name }));
      },
    });
  };
  return (
    <Stack gap="md">
      {notice !== null && (
        <Alert color="success" variant="light" role="status">
          {notice}
        </Alert>
      )}
      {count === 0 ? (
        <Text>{t('resumes.improve.noVacancies')}</Text>
      ) : skills.length === 0 ? (
        <Text>{t('resumes.improve.noGaps')}</Text>
      ) : (
        <Stack gap="xs">
          <Text>{t('resumes.improve.skillsIntro', { count })}</Text>
          <Stack gap="xs" component="ul" aria-label={t('resumes.improve.title')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {skills.map((gap) => (
              <SkillGapRow
                key={gap.name}
                gap={gap}
                asking={asking === gap.name}
                onAsk={() => {
                  confirm.reset();
                  setAsking(gap.name);
                }}
                onCancel={() => setAsking(null)}
                onConfirm={() => add(gap.name)}
                pending={confirm.isPending}
                error={confirm.isError && asking === gap.name ? t(errorMessageKey(confirm.error, 'resumes.improve.failed')) : null}
              />
            ))}
          </Stack>
        </Stack>
      )}
      {confirmed.length > 0 && <Text size="sm">{t('resumes.improve.confirmed', { names: confirmed.join(', ') })}</Text>}
      {emptyFields.length > 0 && (
        <Stack gap={4}>
          <Text>{t('resumes.improve.emptyIntro')}</Text>
          <List size="sm">
            {emptyFields.map((field) => (
              <List.Item key={field}>{t(`resumes.improve.field.${field}`)}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}

interface SkillGapRowProps {
  gap: SkillGap;
  asking: boolean;
  pending: boolean;
  error: string | null;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
}

function SkillGapRow({ gap, asking, pending, error, onAsk, onCancel, onConfirm }: SkillGapRowProps) {
  const { t } = useTranslation();
  const label = t('resumes.improve.share', { name: gap.name, share: gap.share });
  return (
    <Paper component="li" withBorder p="sm" radius="sm" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={500}>{label}</Text>
          {!asking && (
            <Button size="xs" variant="subtle" onClick={onAsk}>
              {t('resumes.improve.have')}
            </Button>
          )}
        </Group>
        {asking && (
          <Stack gap="xs">
            <Text size="sm">{t('resumes.improve.confirmText', { name: gap.name })}</Text>
            {error !== null && (
              <Text size="sm" c="error" role="alert">
                {error}
              </Text>
            )}
            <Group gap="xs">
              <Button size="xs" loading={pending} onClick={onConfirm}>
                {t('resumes.improve.confirm')}
              </Button>
              <Button size="xs" variant="default" onClick={onCancel} disabled={pending}>
                {t('resumes.improve.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

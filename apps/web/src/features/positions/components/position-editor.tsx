import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Position } from '@otklik/contracts';
import { readErrorCode } from '@/lib/api/errors';
import { useDeletePositionMutation } from '../api/delete-position';
import { useUpdatePositionMutation } from '../api/update-position';
import { describePositionTerms } from './position-list';
import { PositionForm } from './position-form';

export interface PositionEditorProps {
  position: Position;
  /** Called after the position was deleted (the page navigates away). */
  onDeleted: () => void;
  /** Open the form at once (the settings page) instead of behind «Изменить настройки». */
  initiallyEditing?: boolean;
}

/**
 * A position's settings, changed in place (issue «Positions are editable»): its terms with «Изменить настройки»,
 * which opens the same form as on creation (title and resume stay as they are); «Приостановить» / «Возобновить»
 * (a paused position sends nothing: its queued applications wait); «Удалить позицию» after a confirmation (its
 * applications stay on /responses).
 */
export function PositionEditor({ position, onDeleted, initiallyEditing = false }: PositionEditorProps) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(initiallyEditing);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const pause = useUpdatePositionMutation(position.id);
  const remove = useDeletePositionMutation(position.id);
  const pauseFailed = pause.isError ? readErrorCode(pause.error) : null;

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('positions.edit.section')}>
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start">
            <Title order={2} size="h4">
              {t('positions.edit.section')}
            </Title>
            {position.paused && (
              <Badge color="warning" variant="light">
                {t('positions.edit.pausedBadge')}
              </Badge>
            )}
          </Group>
          <Text size="sm">{describePositionTerms(position, t('positions.form.remote'), i18n.language)}</Text>
          {position.paused && (
            <Text size="sm" c="dimmed">
              {t('positions.edit.pausedHint')}
            </Text>
          )}
          {pauseFailed !== null && (
            <Alert color="error" variant="light" role="alert">
              {t('positions.edit.failed')}
            </Alert>
          )}
          <Group gap="sm">
            {!editing && (
              <Button size="xs" variant="default" onClick={() => setEditing(true)}>
                {t('positions.edit.open')}
              </Button>
            )}
            <Button
              size="xs"
              variant="light"
              color={position.paused ? 'success' : 'warning'}
              loading={pause.isPending}
              onClick={() => pause.mutate({ paused: !position.paused })}
            >
              {position.paused ? t('positions.edit.resume') : t('positions.edit.pause')}
            </Button>
            <Button size="xs" variant="subtle" color="error" onClick={() => setConfirmingDelete(true)}>
              {t('positions.edit.delete')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {editing && <PositionForm position={position} onSaved={() => setEditing(initiallyEditing)} onCancel={() => setEditing(false)} />}
      <Modal opened={confirmingDelete} onClose={() => setConfirmingDelete(false)} title={t('positions.edit.deleteTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{t('positions.edit.deleteText', { title: position.title })}</Text>
          {remove.isError && (
            <Alert color="error" variant="light" role="alert">
              {t('positions.edit.failed')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmingDelete(false)}>
              {t('positions.edit.cancel')}
            </Button>
            <Button color="error" loading={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: onDeleted })}>
              {t('positions.edit.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

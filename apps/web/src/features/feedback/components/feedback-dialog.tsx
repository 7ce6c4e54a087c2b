import { useState } from 'react';
import { Button, Group, Modal, Radio, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconMoodCrazyHappy, IconMoodEmpty, IconMoodHappy, IconMoodSad, IconMoodSmile, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MESSAGE_MAX_LENGTH } from '@otklik/contracts';
import { useCreateFeedback } from '../api/create-feedback';

/** Width of the feedback dialog, in px: fixed at 700. */
export const FEEDBACK_DIALOG_WIDTH_PX = 700;

/** The five scores, each with its face icon. */
const SCORES: readonly { score: 1 | 2 | 3 | 4 | 5; icon: Icon }[] = [
  { score: 1, icon: IconMoodSad },
  { score: 2, icon: IconMoodEmpty },
  { score: 3, icon: IconMoodSmile },
  { score: 4, icon: IconMoodHappy },
  { score: 5, icon: IconMoodCrazyHappy },
];
export interface FeedbackDialogProps {
  opened: boolean;
  /** 'Позже', the close button, Escape or the overlay. */
  onClose: () => void;
  /** Called after a successful send (the thank-you dialog follows). */
  onSent: () => void;
}

/**
 * The feedback dialog: 700 px wide; score options 1 Плохо, 2 Нормально,
 * 3 Хорошо, 4 Отлично, 5 Отлично! with a face each; an optional message; 'Отправить' and 'Позже'. A score is
 * required. On success the score and text reset and `onSent` runs; a failed send is silent (the dialog stays open).
 */
export function FeedbackDialog({ opened, onClose, onSent }: FeedbackDialogProps) {
  const { t } = useTranslation();
  const [score, setScore] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [scoreMissing, setScoreMissing] = useState(false);
  const mutation = useCreateFeedback();

  const send = (): void => {
    if (score === null) {
      setScoreMissing(true);
      return;
    }
    mutation.mutate(
      { action: '', score: Number(score), message: message.trim() },
      {
        onSuccess: () => {
          setScore(null);
          setMessage('');
          onSent();
        },
        // A failed send is silent: nothing is shown and the dialog stays as it is.
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('feedback.title')} size={FEEDBACK_DIALOG_WIDTH_PX} centered>
      <Stack gap="md">
        <Text size="sm">{t('feedback.intro')}</Text>
        <Radio.Group
          label={t('feedback.scoreLabel')}
          value={score}
          onChange={(value) => {
            setScore(value);
            setScoreMissing(false);
          }}
          error={scoreMissing ? t('feedback.scoreRequired') : undefined}
        >
          <SimpleGrid cols={{ base: 2, xs: 5 }} spacing="xs" mt="xs">
            {SCORES.map(({ score: value, icon: FaceIcon }) => (
              <Radio.Card key={value} value={String(value)} radius="md" p="sm">
                <Stack gap={4} align="center">
                  <FaceIcon size={32} stroke={1.5} aria-hidden />
                  <Text size="sm" fw={500}>
                    {t(`feedback.scores.${value}`)}
                  </Text>
                </Stack>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Textarea
          label={t('feedback.messageLabel')}
          placeholder={t('feedback.messagePlaceholder')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
          rows={3}
          resize="vertical"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('feedback.later')}
          </Button>
          <Button loading={mutation.isPending} onClick={send}>
            {t('feedback.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

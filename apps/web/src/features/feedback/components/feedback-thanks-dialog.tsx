import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/app-modal';

/**
 * The thank-you dialog, with a Close button, after a sent feedback, with
 * the feedback-sent illustration.
 */
export function FeedbackThanksDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} title={t('feedback.thanksTitle')}>
      <Stack gap="md" align="center">
        <Center>
          <ThemeIcon size={72} radius="xl" variant="light" color="success" aria-hidden>
            <IconHeartHandshake size={44} stroke={1.5} />
          </ThemeIcon>
        </Center>
        <Text ta="center" size="sm">
          {t('feedback.thanksText')}
        </Text>
        <Button onClick={onClose}>{t('feedback.close')}</Button>
      </Stack>
    </AppModal>
  );
}

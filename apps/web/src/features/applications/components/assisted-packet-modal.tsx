import { Alert, Anchor, Button, CopyButton, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/lib/paths';
import { useAssistedPacket } from '../api/get-assisted-packet';

/** A copy button for one item of the packet; its accessible name says which item it copies. */
function CopyItem({ value, item }: { value: string; item: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          size="compact-xs"
          variant={copied ? 'light' : 'subtle'}
          color={copied ? 'success' : 'primary'}
          leftSection={copied ? <IconCheck size={12} aria-hidden /> : <IconCopy size={12} aria-hidden />}
          aria-label={t('answerBank.packet.copyItem', { item })}
          onClick={copy}
        >
          {copied ? t('answerBank.packet.copied') : t('answerBank.packet.copy')}
        </Button>
      )}
    </CopyButton>
  );
}

/**
 * The assisted-apply packet of one application, in a modal: the cover letter, the answer bank's
 * answers to common questionnaire questions and hh's apply link, each with its own copy button. A question the bank
 * cannot answer says so and links to /profile, where the seeker fills it in once.
 */
export function AssistedPacketModal({
  applicationId,
  vacancyName,
  opened,
  onClose,
}: {
  applicationId: string;
  vacancyName: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const answersId = useId();
  const packet = useAssistedPacket(applicationId, opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t('answerBank.packet.title', { vacancy: vacancyName })}
      closeButtonProps={{ 'aria-label': t('answerBank.packet.close') }}
    >
      {packet.isPending && <Loader size="sm" />}
      {packet.isError && (
        <Alert color="error" variant="light" role="alert">
          {t('answerBank.packet.loadFailed')}
        </Alert>
      )}
      {packet.data && (
        <Stack gap="md">
          <Text size="sm">{t('answerBank.packet.intro')}</Text>
          <Paper withBorder radius="sm" p="sm">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Title order={3} size="h5">
                  {t('answerBank.packet.letter')}
                </Title>
                <CopyItem value={packet.data.letter} item={t('answerBank.packet.letter')} />
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {packet.data.letter}
              </Text>
            </Stack>
          </Paper>
          <Stack gap={6}>
            <Title order={3} size="h5" id={answersId}>
              {t('answerBank.packet.answers')}
            </Title>
            <Stack component="ul" gap="xs" aria-labelledby={answersId} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {packet.data.answers.map((item) => (
                <Paper component="li" key={item.field} withBorder radius="sm" p="sm">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Stack gap={2}>
                      <Text size="sm" fw={500}>
                        {item.question}
                      </Text>
                      {item.answer !== null ? (
                        <Text size="sm">{item.answer}</Text>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('answerBank.packet.notInBank')}
                        </Text>
                      )}
                    </Stack>
                    {item.answer !== null && <CopyItem value={item.answer} item={item.question} />}
                  </Group>
                </Paper>
              ))}
            </Stack>
            {packet.data.answers.some((item) => item.answer === null) && (
              <Anchor component={Link} to={PATHS.profile} size="sm">
                {t('answerBank.packet.fillBank')}
              </Anchor>
            )}
          </Stack>
          <Paper withBorder radius="sm" p="sm">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {t('answerBank.packet.applyLink')}
                </Text>
                <Anchor href={packet.data.apply_url} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
                  {packet.data.apply_url} <IconExternalLink size={12} aria-hidden />
                </Anchor>
              </Stack>
              <CopyItem value={packet.data.apply_url} item={t('answerBank.packet.applyLink')} />
            </Group>
          </Paper>
        </Stack>
      )}
    </Modal>
  );
}

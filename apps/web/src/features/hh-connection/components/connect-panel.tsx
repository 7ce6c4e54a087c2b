import type { ReactNode } from 'react';
import { Alert, Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { LoadState } from '@/components/load-state';
import { IconBriefcase, IconFileText, IconMailForward, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type AssignLocation, useHhConnect } from '../hooks/use-hh-connect';

/**
 * The body of /connect: what connecting hh.ru gives, the 'Подключить HH.ru' button, and the code exchange on
 * return from hh with its errors (link failure, 'Failed to complete HH integration' — shown in Russian).
 * @param assign how to send the browser to hh (tests pass a spy)
 */
export function ConnectPanel({ assign }: { assign?: AssignLocation }) {
  const { t } = useTranslation();
  const { connect, linkPending, linkFailed, exchanging, exchangeFailed } = useHhConnect(assign);

  if (exchanging) {
    return <LoadState state="loading" label={t('connect.exchanging')} />;
  }

  return (
    <Stack gap="md">
      {exchangeFailed && (
        <Alert color="error" variant="light">
          {t('connect.exchangeFailed')}
        </Alert>
      )}
      {linkFailed && (
        <Alert color="error" variant="light">
          {t('connect.linkFailed')}
        </Alert>
      )}
      <Text>{t('connect.intro')}</Text>
      <List spacing="sm" center>
        <List.Item icon={<BenefitIcon icon={<IconFileText size={16} />} />}>{t('connect.benefitResumes')}</List.Item>
        <List.Item icon={<BenefitIcon icon={<IconBriefcase size={16} />} />}>{t('connect.benefitSearch')}</List.Item>
        <List.Item icon={<BenefitIcon icon={<IconMailForward size={16} />} />}>{t('connect.benefitApply')}</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        {t('connect.consentNote')}
      </Text>
      <Button size="md" leftSection={<IconPlugConnected size={18} />} loading={linkPending} onClick={connect}>
        {t('connect.submit')}
      </Button>
    </Stack>
  );
}

function BenefitIcon({ icon }: { icon: ReactNode }) {
  return (
    <ThemeIcon size={26} radius="xl" variant="light" aria-hidden>
      {icon}
    </ThemeIcon>
  );
}

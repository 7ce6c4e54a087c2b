import { Alert, Button, Code, List, Stack, Text, Title } from '@mantine/core';
import { IconPuzzle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatTime } from '@/lib/format';
import { errorMessageKey } from '@/lib/api/errors';
import { PATHS } from '@/lib/paths';
import { saveHhIntegrated } from '@/lib/storage/session-store';
import { useCreatePairingCode } from '../api/pairing-code';
import { useCompanionStatus } from '../api/status';

/** Where the built extension's zip is served for the seeker to install. */
export const COMPANION_ZIP_PATH = '/companion/otklik-companion.zip';

/**
 * «Через расширение браузера» on /connect: a short pairing code to type into the Otklik extension, with the steps.
 * Once the extension traded the code (the status turns to the companion), the seeker is connected and goes to
 * /position, as after hh's consent page.
 */
export function CompanionConnect() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const code = useCreatePairingCode();
  const status = useCompanionStatus(2000);
  const paired = status.data?.transport === 'companion';

  useEffect(() => {
    if (!code.isSuccess || !paired) return;
    saveHhIntegrated(true);
    void navigate(PATHS.position, { replace: true });
  }, [code.isSuccess, paired, navigate]);

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('companion.connect.title')}
      </Title>
      <Text size="sm">{t('companion.connect.intro')}</Text>
      {!code.data && (
        <Button variant="light" leftSection={<IconPuzzle size={18} />} loading={code.isPending} onClick={() => code.mutate()}>
          {t('companion.connect.choose')}
        </Button>
      )}
      {code.isError && (
        <Alert color="error" variant="light" role="alert">
          {t(errorMessageKey(code.error, 'companion.connect.codeFailed'))}
        </Alert>
      )}
      {code.data && (
        <Stack gap="xs">
          <List type="ordered" spacing="xs" size="sm">
            <List.Item>
              {t('companion.connect.stepInstall')}{' '}
              <a href={COMPANION_ZIP_PATH} download>
                {t('companion.connect.download')}
              </a>
            </List.Item>
            <List.Item>{t('companion.connect.stepLogin')}</List.Item>
            <List.Item>{t('companion.connect.stepCode')}</List.Item>
          </List>
          <Text size="sm">{t('companion.connect.codeLabel')}</Text>
          <Code block fz="xl" ta="center" aria-label={t('companion.connect.codeLabel')} data-testid="pairing-code">
            {code.data.code}
          </Code>
          <Text size="xs" c="dimmed">
            {t('companion.connect.expires', { time: formatTime(code.data.expires_at, i18n.language) })}
          </Text>
          <Text size="sm" role="status">
            {t('companion.connect.waiting')}
          </Text>
          <Button variant="subtle" size="xs" onClick={() => code.mutate()} loading={code.isPending}>
            {t('companion.connect.newCode')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

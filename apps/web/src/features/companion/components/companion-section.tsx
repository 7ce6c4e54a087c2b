import { Alert, Button, Checkbox, Group, List, Modal, NumberInput, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { PACING_LIMITS, type CompanionMode, type CompanionSettings } from '@otklik/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { errorMessageKey } from '@/lib/api/errors';
import { useCompanionDevices, useRevokeCompanionDevice } from '../api/devices';
import { useCompanionSettings, useSaveCompanionSettings } from '../api/settings';

/**
 * «Расширение браузера» on /profile: the paired browsers (each revocable at once), the mode — «Помогать» (the
 * seeker presses hh's «Откликнуться») or «Отправлять за меня» behind a consent screen that says plainly hh's rules
 * forbid automated applications — and the pacing of automatic sending.
 */
export function CompanionSection() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const devices = useCompanionDevices();
  const revoke = useRevokeCompanionDevice();
  const settings = useCompanionSettings();
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {t('companion.profile.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('companion.profile.intro')}
        </Text>
        {devices.data && devices.data.items.length === 0 && <Text size="sm">{t('companion.profile.noDevices')}</Text>}
        {devices.data?.items.map((device) => (
          <Group key={device.id} justify="space-between" wrap="nowrap" data-testid="companion-device">
            <Stack gap={0}>
              <Text fw={600}>{device.name}</Text>
              <Text size="xs" c="dimmed">
                {device.online
                  ? t('companion.profile.online')
                  : device.last_seen_at
                    ? t('companion.profile.lastSeen', { time: formatDateTime(device.last_seen_at, i18n.language) })
                    : t('companion.profile.neverSeen')}
              </Text>
            </Stack>
            <Button
              size="xs"
              color="error"
              variant="light"
              loading={revoke.isPending && revoke.variables === device.id}
              onClick={() => revoke.mutate(device.id)}
            >
              {t('companion.profile.revoke')}
            </Button>
          </Group>
        ))}
        {settings.data && <ModeAndPacing settings={settings.data} />}
      </Stack>
    </Paper>
  );
}

function ModeAndPacing({ settings }: { settings: CompanionSettings }) {
  const { t } = useTranslation();
  const save = useSaveCompanionSettings();
  const [consentOpen, setConsentOpen] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [pacing, setPacing] = useState({
    per_hour: settings.per_hour,
    per_day: settings.per_day,
    from: settings.quiet_hours.from,
    to: settings.quiet_hours.to,
  });

  const choose = (mode: CompanionMode) => {
    if (mode === 'send_for_me' && settings.send_for_me_consented_at === null) {
      setUnderstood(false);
      setConsentOpen(true);
      return;
    }
    save.mutate({ mode });
  };

  return (
    <Stack gap="sm">
      <Radio.Group label={t('companion.profile.modeLabel')} value={settings.mode} onChange={(value) => choose(value as CompanionMode)}>
        <Stack gap="xs" mt="xs">
          <Radio value="assisted" label={t('companion.profile.assisted')} description={t('companion.profile.assistedHelp')} />
          <Radio value="send_for_me" label={t('companion.profile.sendForMe')} description={t('companion.profile.sendForMeHelp')} />
        </Stack>
      </Radio.Group>
      <Group grow align="flex-end">
        <NumberInput
          label={t('companion.profile.perHour')}
          min={PACING_LIMITS.perHour.min}
          max={PACING_LIMITS.perHour.max}
          value={pacing.per_hour}
          onChange={(value) => setPacing({ ...pacing, per_hour: Number(value) })}
        />
        <NumberInput
          label={t('companion.profile.perDay')}
          min={PACING_LIMITS.perDay.min}
          max={PACING_LIMITS.perDay.max}
          value={pacing.per_day}
          onChange={(value) => setPacing({ ...pacing, per_day: Number(value) })}
        />
        <NumberInput
          label={t('companion.profile.quietFrom')}
          min={0}
          max={23}
          value={pacing.from}
          onChange={(value) => setPacing({ ...pacing, from: Number(value) })}
        />
        <NumberInput
          label={t('companion.profile.quietTo')}
          min={0}
          max={23}
          value={pacing.to}
          onChange={(value) => setPacing({ ...pacing, to: Number(value) })}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('companion.profile.pacingHelp', { zone: settings.time_zone })}
      </Text>
      <Group>
        <Button
          variant="light"
          loading={save.isPending}
          onClick={() => save.mutate({ per_hour: pacing.per_hour, per_day: pacing.per_day, quiet_hours: { from: pacing.from, to: pacing.to } })}
        >
          {t('companion.profile.savePacing')}
        </Button>
      </Group>
      {save.isError && (
        <Alert color="error" variant="light" role="alert">
          {t(errorMessageKey(save.error, 'companion.profile.saveFailed'))}
        </Alert>
      )}
      <Modal opened={consentOpen} onClose={() => setConsentOpen(false)} title={t('companion.consent.title')} size={560}>
        <Stack gap="sm">
          <Alert color="warning" variant="light">
            {t('companion.consent.warning')}
          </Alert>
          <List size="sm" spacing="xs">
            <List.Item>{t('companion.consent.what')}</List.Item>
            <List.Item>{t('companion.consent.pacing')}</List.Item>
            <List.Item>{t('companion.consent.stops')}</List.Item>
            <List.Item>{t('companion.consent.undo')}</List.Item>
          </List>
          <Checkbox checked={understood} onChange={(event) => setUnderstood(event.currentTarget.checked)} label={t('companion.consent.checkbox')} />
          <Group justify="flex-end">
            <Button variant="subtle" onClick={() => setConsentOpen(false)}>
              {t('companion.consent.cancel')}
            </Button>
            <Button
              color="warning"
              disabled={!understood}
              loading={save.isPending}
              onClick={() => save.mutate({ mode: 'send_for_me', consent: true }, { onSuccess: () => setConsentOpen(false) })}
            >
              {t('companion.consent.accept')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

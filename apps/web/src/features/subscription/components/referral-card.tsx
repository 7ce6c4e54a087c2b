import { ActionIcon, Card, Group, Stack, Text, TextInput, Title, Tooltip, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REFERRAL_BONUS_DAYS } from '@otklik/contracts';
import { LoadState } from '@/components/load-state';
import { useMyReferrals } from '../api/get-my-referrals';

/**
 * The seeker's referral link (`<origin>/register?ref=CODE`) with a copy button, how many bonus days each side gets
 * (the seeker and the friend alike, after the friend's first payment), how many people joined with it and how many of
 * them paid, and the bonus days earned so far.
 */
export function ReferralCard() {
  const { t } = useTranslation();
  const referrals = useMyReferrals();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="referral-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="referral-title">
          {t('subscription.referral.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('subscription.referral.intro')} {t('subscription.referral.bonusEach', { count: REFERRAL_BONUS_DAYS })}
        </Text>
        {referrals.isPending && <LoadState state="loading" />}
        {referrals.isError && (
          <LoadState state="error" title={t('subscription.referral.loadFailed')} onRetry={() => void referrals.refetch()} retrying={referrals.isFetching} />
        )}
        {referrals.data !== undefined && (
          <>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('subscription.referral.link')}
                value={new URL(referrals.data.link, window.location.origin).toString()}
                readOnly
                style={{ flex: 1 }}
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton value={new URL(referrals.data.link, window.location.origin).toString()} timeout={2000}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t('subscription.referral.copied') : t('subscription.referral.copy')} withArrow>
                    <ActionIcon
                      size="lg"
                      mb={2}
                      variant="light"
                      color={copied ? 'success' : 'primary'}
                      onClick={copy}
                      aria-label={copied ? t('subscription.referral.copied') : t('subscription.referral.copy')}
                    >
                      {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            <Group gap="xl">
              <Text size="sm">{t('subscription.referral.joined', { count: referrals.data.joined })}</Text>
              <Text size="sm">{t('subscription.referral.paid', { count: referrals.data.paid })}</Text>
              <Text size="sm">{t('subscription.referral.bonus', { count: referrals.data.bonus_days_earned })}</Text>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

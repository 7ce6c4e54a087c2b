import { Button, List, Stack, Text } from '@mantine/core';
import { IconBrandTelegram } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorModal } from '@/components/error-modal';

/**
 * Decline reasons the providers send (YooKassa `cancellation_details.reason`, Stripe `decline_code`) that we name. A
 * checkout the seeker abandoned never reaches this modal (the return page says it was cancelled), so the timeout
 * reasons are not here.
 */
const KNOWN_REASONS = [
  'insufficient_funds',
  'card_declined',
  'card_expired',
  'expired_card',
  'call_issuer',
  'fraud_suspected',
  'general_decline',
  '3d_secure_failed',
  'invalid_card_number',
  'incorrect_number',
  'invalid_csc',
  'incorrect_cvc',
  'issuer_unavailable',
  'payment_method_limit_exceeded',
  'provider_unavailable',
] as const;
type KnownReason = (typeof KNOWN_REASONS)[number];

function isKnownReason(reason: string): reason is KnownReason {
  return (KNOWN_REASONS as readonly string[]).includes(reason);
}

export interface PaymentFailedModalProps {
  opened: boolean;
  onClose: () => void;
  /** The support chat (https://t.me/<bot>?start=<user_id>); null while it loads. */
  supportUrl: string | null;
  /** The provider's reason, when it gave one (e.g. 'insufficient_funds'). */
  reason?: string | null;
  /** 'Попробовать снова': back to the plans to pay again. */
  onRetry?: () => void;
}

/**
 * The upsell-failure modal, on the error modal form, with the payment-failed advice:
 * check the card's funds, try another card or payment method, or write to support in the messenger.
 */
export function PaymentFailedModal({ opened, onClose, supportUrl, reason = null, onRetry }: PaymentFailedModalProps) {
  const { t } = useTranslation();
  return (
    <ErrorModal
      opened={opened}
      onClose={onClose}
      title={t('subscription.failed.title')}
      message={
        <Stack gap="xs">
          <Text size="sm">{t('subscription.failed.intro')}</Text>
          {reason !== null && (
            <Text size="xs" c="dimmed">
              {t('subscription.failed.reason', { reason: isKnownReason(reason) ? t(`subscription.failed.reasons.${reason}`) : reason })}
            </Text>
          )}
          <List size="sm" spacing={4}>
            <List.Item>{t('subscription.failed.funds')}</List.Item>
            <List.Item>{t('subscription.failed.otherCard')}</List.Item>
            <List.Item>{t('subscription.failed.support')}</List.Item>
          </List>
        </Stack>
      }
      actions={
        <>
          <Button
            variant="light"
            leftSection={<IconBrandTelegram size={16} />}
            component="a"
            href={supportUrl ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            disabled={supportUrl === null}
          >
            {t('subscription.failed.contactSupport')}
          </Button>
          {onRetry !== undefined && <Button onClick={onRetry}>{t('subscription.failed.retry')}</Button>}
        </>
      }
    />
  );
}

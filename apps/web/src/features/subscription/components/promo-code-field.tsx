import { useState } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type PromoValidation, promoCodeSchema } from '@otklik/contracts';
import { errorMessageKey } from '@/lib/api/errors';
import { formatMinorMoney } from '@/lib/format';
import { useValidatePromoCode } from '../api/validate-promo-code';

export interface PromoCodeFieldProps {
  /** The validated code the plans and checkout use, or null. */
  promo: PromoValidation | null;
  onChange: (promo: PromoValidation | null) => void;
}

/**
 * The promo code field: 'Применить' validates the code (GET …/promocode/validate); a valid code shows its discount
 * and is sent with the checkout, an unusable one shows why under the field by its error code (unknown, expired, used
 * up, already used by you). The validation failure is rethrown by the client and handled only here (spec §8).
 */
export function PromoCodeField({ promo, onChange }: PromoCodeFieldProps) {
  const { t, i18n } = useTranslation();
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const validate = useValidatePromoCode();

  const apply = () => {
    setLocalError(null);
    const parsed = promoCodeSchema.safeParse(code);
    if (!parsed.success) {
      setLocalError(t('subscription.promo.malformed'));
      return;
    }
    validate.mutate(parsed.data, { onSuccess: onChange, onError: () => onChange(null) });
  };

  const serverError = validate.isError ? t(errorMessageKey(validate.error, 'subscription.promo.failed')) : null;
  const discount = (value: PromoValidation): string =>
    value.kind === 'percent' && value.percent !== null
      ? t('subscription.promo.percent', { percent: value.percent })
      : t('subscription.promo.fixed', {
          rub: formatMinorMoney(value.amount_rub ?? 0, 'RUB', i18n.language),
          usd: formatMinorMoney(value.amount_usd ?? 0, 'USD', i18n.language),
        });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('subscription.promo.label')}
          placeholder={t('subscription.promo.placeholder')}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setLocalError(null);
            if (promo !== null) onChange(null);
            validate.reset();
          }}
          error={localError ?? serverError}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Button type="submit" mt={25} variant="light" loading={validate.isPending} disabled={code.trim() === ''}>
          {t('subscription.promo.apply')}
        </Button>
      </Group>
      {promo !== null && (
        <Text size="sm" c="success" mt={4} role="status">
          {t('subscription.promo.applied', { code: promo.code, discount: discount(promo) })}
          {promo.plan_ids.length > 0 && ` ${t('subscription.promo.somePlans')}`}
          {promo.expires_at !== null && ` ${t('subscription.promo.until', { date: dayjs(promo.expires_at).format('DD.MM.YYYY') })}`}
        </Text>
      )}
    </form>
  );
}

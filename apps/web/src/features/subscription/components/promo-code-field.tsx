import { Button, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type PromoValidation, promoValidateQuerySchema } from '@otklik/contracts';
import { errorMessageKey } from '@/lib/api/errors';
import { formatDate, formatMinorMoney } from '@/lib/format';
import { contractValidate } from '@/lib/form';
import { useValidatePromoCode } from '../api/validate-promo-code';

export interface PromoCodeFieldProps {
  /** The validated code the plans and checkout use, or null. */
  promo: PromoValidation | null;
  onChange: (promo: PromoValidation | null) => void;
}

/** The promo field's values: the promo validation query. */
interface PromoValues {
  code: string;
}

/**
 * The promo code field: 'Применить' validates the code (GET …/promocode/validate); a valid code shows its discount
 * and is sent with the checkout, an unusable one shows why under the field by its error code (unknown, expired, used
 * up, already used by you, too many tries). The validation failure is rethrown by the client and handled only here.
 * The field is a `@mantine/form` checked by the request's own schema (`promoValidateQuerySchema`), so a malformed
 * code is refused in the seeker's language without asking the server.
 */
export function PromoCodeField({ promo, onChange }: PromoCodeFieldProps) {
  const { t, i18n } = useTranslation();
  const validate = useValidatePromoCode();
  const form = useForm<PromoValues>({
    initialValues: { code: '' },
    validate: contractValidate<PromoValues>(promoValidateQuerySchema, { code: t('subscription.promo.malformed') }),
    onValuesChange: () => {
      if (promo !== null) onChange(null);
      validate.reset();
    },
  });

  const apply = form.onSubmit((values) => {
    validate.mutate(promoValidateQuerySchema.parse(values).code, { onSuccess: onChange, onError: () => onChange(null) });
  });

  const serverError = validate.isError ? t(errorMessageKey(validate.error, 'subscription.promo.failed')) : null;
  const discount = (value: PromoValidation): string =>
    value.kind === 'percent' && value.percent !== null
      ? t('subscription.promo.percent', { percent: value.percent })
      : t('subscription.promo.fixed', {
          rub: formatMinorMoney(value.amount_rub ?? 0, 'RUB', i18n.language),
          usd: formatMinorMoney(value.amount_usd ?? 0, 'USD', i18n.language),
        });
  const input = form.getInputProps('code');

  return (
    <form noValidate onSubmit={apply}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('subscription.promo.label')}
          placeholder={t('subscription.promo.placeholder')}
          {...input}
          error={input.error ?? serverError}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Button type="submit" mt={25} variant="light" loading={validate.isPending} disabled={form.values.code.trim() === ''}>
          {t('subscription.promo.apply')}
        </Button>
      </Group>
      {promo !== null && (
        <Text size="sm" c="success" mt={4} role="status">
          {t('subscription.promo.applied', { code: promo.code, discount: discount(promo) })}
          {promo.plan_ids.length > 0 && ` ${t('subscription.promo.somePlans')}`}
          {promo.expires_at !== null && ` ${t('subscription.promo.until', { date: formatDate(promo.expires_at, i18n.language) })}`}
        </Text>
      )}
    </form>
  );
}

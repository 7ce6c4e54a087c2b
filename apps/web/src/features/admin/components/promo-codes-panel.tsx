import { useState } from 'react';
import { Button, Group, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { adminPromoCreateBodySchema } from '@otklik/contracts';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
import { ResponsiveTable } from '@/components/responsive-table';
import { errorMessageKey } from '@/lib/api/errors';
import { useCreatePromoCode } from '../api/create-promo-code';
import { usePromoCodes } from '../api/get-promo-codes';
import { formatMinorMoney } from '@/lib/format';
import { formatDateTime } from './format';

const numberOrNull = (value: number | string): number | null => (typeof value === 'number' ? value : null);

/**
 * «Промокоды»: create a code (a percent, or fixed amounts in ₽ and $ entered in whole units and sent in kopecks and
 * cents; optional use limit and end date) and see the latest codes with their uses.
 */
export function PromoCodesPanel() {
  const { t, i18n } = useTranslation();
  const promos = usePromoCodes();
  const create = useCreatePromoCode();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'percent' | 'fixed'>('percent');
  const [percent, setPercent] = useState<number | string>(10);
  const [rub, setRub] = useState<number | string>('');
  const [usd, setUsd] = useState<number | string>('');
  const [maxUses, setMaxUses] = useState<number | string>('');
  const [expires, setExpires] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  const submit = () => {
    setFormError(null);
    const rubValue = numberOrNull(rub);
    const usdValue = numberOrNull(usd);
    const body = {
      code,
      percent: kind === 'percent' ? numberOrNull(percent) : null,
      amount_rub: kind === 'fixed' && rubValue !== null ? Math.round(rubValue * 100) : null,
      amount_usd: kind === 'fixed' && usdValue !== null ? Math.round(usdValue * 100) : null,
      max_uses: numberOrNull(maxUses),
      expires_at: expires ? new Date(`${expires}T23:59:59`).toISOString() : null,
    };
    const parsed = adminPromoCreateBodySchema.safeParse(body);
    if (!parsed.success) {
      setFormError(t('admin.promo.invalid'));
      return;
    }
    create.mutate(body, { onSuccess: () => setCode('') });
  };

  return (
    <Stack gap="md">
      <form
        noValidate
        aria-label={t('admin.promo.formTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Group align="flex-end" gap="sm">
            <TextInput label={t('admin.promo.code')} value={code} onChange={(event) => setCode(event.currentTarget.value.toUpperCase())} w={200} required />
            <SegmentedControl
              aria-label={t('admin.promo.kind')}
              value={kind}
              onChange={(value) => setKind(value === 'fixed' ? 'fixed' : 'percent')}
              data={[
                { value: 'percent', label: t('admin.promo.percentKind') },
                { value: 'fixed', label: t('admin.promo.fixedKind') },
              ]}
            />
            {kind === 'percent' ? (
              <NumberInput label={t('admin.promo.percent')} value={percent} onChange={setPercent} min={1} max={100} allowDecimal={false} w={120} />
            ) : (
              <>
                <NumberInput label={t('admin.promo.rub')} value={rub} onChange={setRub} min={1} w={120} />
                <NumberInput label={t('admin.promo.usd')} value={usd} onChange={setUsd} min={1} w={120} />
              </>
            )}
          </Group>
          <Group align="flex-end" gap="sm">
            <NumberInput label={t('admin.promo.maxUses')} value={maxUses} onChange={setMaxUses} min={1} allowDecimal={false} w={200} />
            <TextInput type="date" label={t('admin.promo.expires')} value={expires} onChange={(event) => setExpires(event.currentTarget.value)} w={200} />
            <Button type="submit" loading={create.isPending}>
              {t('admin.promo.create')}
            </Button>
          </Group>
          {(formError ?? create.isError) && (
            <Text c="red" size="sm" role="alert">
              {formError ?? t(errorMessageKey(create.error, 'admin.actionFailed'))}
            </Text>
          )}
          {create.isSuccess && !formError && (
            <Text c="green" size="sm" role="status">
              {t('admin.promo.created', { code: create.data.code })}
            </Text>
          )}
        </Stack>
      </form>
      {promos.isPending ? (
        <LoadState state="loading" />
      ) : promos.isError ? (
        <LoadState state="error" title={t(errorMessageKey(promos.error, 'admin.loadFailed'))} onRetry={() => void promos.refetch()} />
      ) : (
        <ResponsiveTable
          label={t('admin.promo.listTitle')}
          rows={promos.data.items}
          rowKey={(p) => p.id}
          columns={[
            { key: 'code', header: t('admin.promo.code'), cell: (p) => p.code },
            {
              key: 'discount',
              header: t('admin.promo.discount'),
              cell: (p) =>
                p.percent !== null
                  ? `${p.percent}%`
                  : `${formatMinorMoney(p.amount_rub ?? 0, 'RUB', i18n.language)} / ${formatMinorMoney(p.amount_usd ?? 0, 'USD', i18n.language)}`,
            },
            { key: 'uses', header: t('admin.promo.uses'), cell: (p) => `${p.uses}${p.max_uses !== null ? ` / ${p.max_uses}` : ''}` },
            { key: 'expires', header: t('admin.promo.expires'), cell: (p) => formatDateTime(p.expires_at) },
          ]}
        />
      )}
    </Stack>
  );
}

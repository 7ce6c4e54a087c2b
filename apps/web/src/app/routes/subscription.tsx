import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

/** /subscription (spec §2: session and integration; accepts ?showUpsell=true). The subscription issue builds it. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const showUpsell = searchParams.get('showUpsell') === 'true';
  return (
    <PagePlaceholder title={t('pages.subscription.title')} description={t('pages.subscription.description')}>
      {showUpsell && (
        <Text mt="sm" fw={500}>
          {t('pages.subscription.upsell')}
        </Text>
      )}
    </PagePlaceholder>
  );
}

import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred spinner for the first route load (React Router's HydrateFallback) and lazy pages. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status">
      <Loader />
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
    </Center>
  );
}

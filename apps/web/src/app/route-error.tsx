import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredPage } from '@/components/centered-page';
import { PATHS } from '@/lib/paths';

/** The root ErrorBoundary: a page that failed to load or render (e.g. a lazy chunk after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <CenteredPage title={t('errorPage.title')}>
      <Text>{t('errorPage.text')}</Text>
      <Group>
        <Button onClick={() => window.location.reload()}>{t('errorPage.reload')}</Button>
        <Button component={Link} to={PATHS.home} variant="default" reloadDocument>
          {t('app.home')}
        </Button>
      </Group>
    </CenteredPage>
  );
}

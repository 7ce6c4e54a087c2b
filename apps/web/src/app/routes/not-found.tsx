import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredPage } from '@/components/centered-page';
import { PATHS } from '@/lib/paths';

/** Any unknown path (not-found page, no shell), with a link home. */
export function Component() {
  const { t } = useTranslation();
  return (
    <CenteredPage title={t('notFound.title')}>
      <Text>{t('notFound.text')}</Text>
      <Button component={Link} to={PATHS.home}>
        {t('notFound.home')}
      </Button>
    </CenteredPage>
  );
}

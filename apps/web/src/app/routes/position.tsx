import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';
import { PATHS } from '@/lib/paths';

/** /position (spec §2: session and integration). The positions issue fills it; it links to the resumes meanwhile. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder title={t('pages.position.title')} description={t('pages.position.description')}>
      <Anchor component={Link} to={PATHS.resumes} mt="sm" display="inline-block">
        {t('dashboard.toResumes')}
      </Anchor>
    </PagePlaceholder>
  );
}

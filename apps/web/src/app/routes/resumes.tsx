import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ResumeList } from '@/features/resumes/components/resume-list';

/** /resumes (spec §2: session and integration): the seeker's hh.ru resumes. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('resumes.title')} description={t('resumes.intro')} />
      <ResumeList />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { InterviewsView } from '@/features/interviews/components/interviews-view';
import { TrainerSection } from '@/features/trainer/components/trainer-section';

/** /interview (session and integration): the seeker's interview records. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.interview.title')} />
      <InterviewsView />
      <TrainerSection />
    </>
  );
}

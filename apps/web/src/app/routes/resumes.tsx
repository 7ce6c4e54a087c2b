import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { usePositions } from '@/features/positions/api/get-positions';
import { ResumeList } from '@/features/resumes/components/resume-list';
import { SkillGapsButton } from '@/features/resumes/components/skill-gaps';

/**
 * /resumes (session and integration): the seeker's hh.ru resumes; under each resume a position was made
 * from, «Как усилить резюме» for that position (the skills-improvement button).
 */
export function Component() {
  const { t } = useTranslation();
  const positions = usePositions();
  return (
    <>
      <PageHeader title={t('resumes.title')} description={t('resumes.intro')} />
      <ResumeList
        actions={(resume) => {
          const using = (positions.data?.items ?? []).filter((position) => position.resume_id === resume.id);
          if (using.length === 0) return null;
          return (
            <Group gap="xs">
              {using.map((position) => (
                <SkillGapsButton key={position.id} positionId={position.id} positionTitle={using.length > 1 ? position.title : undefined} />
              ))}
            </Group>
          );
        }}
      />
    </>
  );
}

import { Suspense, lazy } from 'react';
import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadState } from '@/components/load-state';
import { PageHeader } from '@/components/page-header';
import { usePosition } from '@/features/positions/api/get-positions';
import { positionFlowPath } from '@/features/positions/utils/position-paths';
import { useResumes } from '@/features/resumes/api/get-resumes';
import { readErrorCode } from '@/lib/api/errors';
import { PATHS } from '@/lib/paths';

// The form, the list and the assistant flow load on demand, so the page heading shows at once.
const PositionForm = lazy(() => import('@/features/positions/components/position-form').then((module) => ({ default: module.PositionForm })));
const PositionList = lazy(() => import('@/features/positions/components/position-list').then((module) => ({ default: module.PositionList })));
const AssistantFlow = lazy(() => import('@/features/assistant/components/assistant-flow').then((module) => ({ default: module.AssistantFlow })));
const ProposalPicker = lazy(() => import('@/features/vacancies/components/proposal-picker').then((module) => ({ default: module.ProposalPicker })));
const SkillGapsButton = lazy(() => import('@/features/resumes/components/skill-gaps').then((module) => ({ default: module.SkillGapsButton })));
const PositionEditor = lazy(() => import('@/features/positions/components/position-editor').then((module) => ({ default: module.PositionEditor })));
const MoreProposalsButton = lazy(() =>
  import('@/features/vacancies/components/more-proposals-button').then((module) => ({ default: module.MoreProposalsButton })),
);

/**
 * /position (session and integration). Without `?id=` it lists the seeker's positions and the "Новая позиция"
 * form; with `?id=<positionId>` it runs the assistant flow for that position: Вопросы → Резюме → Вакансии →
 * Готово.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const positionId = searchParams.get('id');
  return positionId === null || positionId === '' ? <PositionsOverview /> : <PositionFlowPage key={positionId} positionId={positionId} />;
}

function PositionsOverview() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resumes = useResumes();
  return (
    <>
      <PageHeader title={t('positions.title')} description={t('positions.intro')} />
      <Suspense fallback={<LoadState state="loading" />}>
        <Stack gap="xl">
          <PositionList />
          <PositionForm
            resumes={{
              items: resumes.data?.items,
              loading: resumes.isPending,
              failed: resumes.isError,
              retry: () => void resumes.refetch(),
            }}
            onCreated={(position) => void navigate(positionFlowPath(position.id))}
          />
        </Stack>
      </Suspense>
    </>
  );
}

function PositionFlowPage({ positionId }: { positionId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const position = usePosition(positionId);

  if (position.isPending) return <LoadState state="loading" label={t('positions.list.loading')} />;
  if (position.isError) {
    const notFound = readErrorCode(position.error) === 'position_not_found';
    return (
      <>
        <PageHeader title={t('positions.title')} />
        <LoadState state="error" color={notFound ? 'warning' : 'error'} title={notFound ? t('positions.notFound') : t('positions.list.error')}>
          <Anchor component={Link} to={PATHS.position}>
            {t('positions.backToList')}
          </Anchor>
        </LoadState>
      </>
    );
  }
  return (
    <>
      <PageHeader title={position.data.title} description={t('assistant.flow.intro')} />
      <Suspense fallback={<LoadState state="loading" />}>
        <Stack gap="xl">
          <PositionEditor position={position.data} onDeleted={() => void navigate(PATHS.position)} />
          <AssistantFlow
            positionId={positionId}
            stage={position.data.stage}
            vacanciesStep={<ProposalPicker positionId={positionId} />}
            doneActions={(reopen) => <MoreProposalsButton positionId={positionId} onReady={reopen} />}
            resumeActions={<SkillGapsButton positionId={positionId} />}
          />
        </Stack>
      </Suspense>
    </>
  );
}

import { Suspense, lazy } from 'react';
import { Alert, Anchor, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { usePosition } from '@/features/positions/api/get-positions';
import { positionFlowPath } from '@/features/positions/utils/position-paths';
import { useResumes } from '@/features/resumes/api/get-resumes';
import { PATHS } from '@/lib/paths';

// The form, the list and the assistant flow load on demand, so the page heading shows at once.
const PositionForm = lazy(() => import('@/features/positions/components/position-form').then((module) => ({ default: module.PositionForm })));
const PositionList = lazy(() => import('@/features/positions/components/position-list').then((module) => ({ default: module.PositionList })));
const AssistantFlow = lazy(() => import('@/features/assistant/components/assistant-flow').then((module) => ({ default: module.AssistantFlow })));
const ProposalPicker = lazy(() => import('@/features/vacancies/components/proposal-picker').then((module) => ({ default: module.ProposalPicker })));

/**
 * /position (spec §2: session and integration). Without `?id=` it lists the seeker's positions and the "Новая позиция"
 * form; with `?id=<positionId>` it runs the assistant flow for that position (issue 4): Вопросы → Резюме → Вакансии →
 * Готово.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const positionId = searchParams.get('id');
  return positionId === null || positionId === '' ? <PositionsOverview /> : <PositionFlowPage key={positionId} positionId={positionId} />;
}

function PartLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status">
      <Loader size="sm" aria-label={t('app.loading')} />
    </Center>
  );
}

function PositionsOverview() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resumes = useResumes();
  return (
    <>
      <PageHeader title={t('positions.title')} description={t('positions.intro')} />
      <Suspense fallback={<PartLoader />}>
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
  const position = usePosition(positionId);

  if (position.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('positions.list.loading')}</Text>
      </Group>
    );
  }
  if (position.isError || position.data === null) {
    return (
      <>
        <PageHeader title={t('positions.title')} />
        <Alert color={position.isError ? 'error' : 'warning'} variant="light" title={position.isError ? t('positions.list.error') : t('positions.notFound')}>
          <Anchor component={Link} to={PATHS.position}>
            {t('positions.backToList')}
          </Anchor>
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={position.data.title} description={t('assistant.flow.intro')} />
      <Suspense fallback={<PartLoader />}>
        <AssistantFlow positionId={positionId} stage={position.data.stage} vacanciesStep={<ProposalPicker positionId={positionId} />} />
      </Suspense>
    </>
  );
}

import { type ReactNode, useState } from 'react';
import { Anchor, Paper, Stack, Stepper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PositionStage } from '@otklik/contracts';
import { PATHS } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { Questionnaire } from './questionnaire';
import { ResumeReview } from './resume-review';

/** The stepper's active index per stage (questions → proposals → «Готово» → sending); 'done' marks every step complete. */
const ACTIVE_STEP: Record<PositionStage, number> = { questions: 0, resume: 1, vacancies: 2, done: 4 };
export interface AssistantFlowProps {
  positionId: string;
  /** Where the position was when the page opened; the flow starts there. */
  stage: PositionStage;
  /** The vacancies step (the vacancies feature's proposals with 'Готово'). */
  vacanciesStep: ReactNode;
  /** Extra actions on the completed step; `reopenVacancies` shows the vacancies step again (a new batch). */
  doneActions?: (reopenVacancies: () => void) => ReactNode;
  /** Shown under the written resume on the resume step (e.g. «Как усилить резюме»). */
  resumeActions?: ReactNode;
}

/**
 * The assistant flow for one position: a stepper Вопросы → Резюме → Вакансии → Готово. It opens at
 * the position's stage, moves on when the last answer is saved and when the seeker leaves the published resume, and
 * shows the vacancies step it is given. A position already confirmed shows 'Готово' with a link to /responses.
 */
export function AssistantFlow({ positionId, stage, vacanciesStep, doneActions, resumeActions }: AssistantFlowProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [active, setActive] = useState(() => ACTIVE_STEP[stage]);
  const advance = (): void => {
    setActive((step) => Math.min(step + 1, ACTIVE_STEP.vacancies));
    void queryClient.invalidateQueries({ queryKey: queryKeys.positions.all });
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stepper active={active} allowNextStepsSelect={false} size="sm" aria-label={t('assistant.flow.label')}>
        <Stepper.Step label={t('assistant.flow.questions')}>
          <Questionnaire positionId={positionId} onComplete={advance} />
        </Stepper.Step>
        <Stepper.Step label={t('assistant.flow.resume')}>
          <ResumeReview positionId={positionId} onContinue={advance} actions={resumeActions} />
        </Stepper.Step>
        <Stepper.Step label={t('assistant.flow.vacancies')}>{vacanciesStep}</Stepper.Step>
        <Stepper.Step label={t('assistant.flow.done')} />
        <Stepper.Completed>
          <Stack gap="sm">
            <Text fw={500}>{t('assistant.flow.doneText')}</Text>
            <Anchor component={Link} to={PATHS.responses}>
              {t('assistant.flow.toResponses')}
            </Anchor>
            {doneActions?.(() => setActive(ACTIVE_STEP.vacancies))}
          </Stack>
        </Stepper.Completed>
      </Stepper>
    </Paper>
  );
}

import { POSITION_DETAIL } from '@otklik/contracts';
import { AppError } from '../../lib/app-error';

/**
 * Errors of the position flow (spec §5; issue 4). The details are POSITION_DETAIL's texts (packages/contracts); the web
 * shows Russian ones. Another seeker's position is "not found", never "forbidden": its existence is not revealed.
 */
export const positionErrors = {
  /** 404: no such position for this seeker. */
  positionNotFound: () => new AppError('position_not_found', POSITION_DETAIL.positionNotFound, 404),
  /** 400: the resume is not one of the seeker's hh resumes (hh answered 404). */
  resumeNotFound: (cause?: unknown) => new AppError('resume_not_found', POSITION_DETAIL.resumeNotFound, 400, { cause }),
  /** 400: the assistant created this resume (spec §5: create a fresh one on hh). */
  assistantResumeRefused: () => new AppError('assistant_resume_refused', POSITION_DETAIL.assistantResumeRefused, 400),
  /** 404: no such question in this position's questionnaire. */
  questionNotFound: () => new AppError('question_not_found', POSITION_DETAIL.questionNotFound, 404),
  /** 409: the resume is written from all 5 answers. */
  answersIncomplete: () => new AppError('answers_incomplete', POSITION_DETAIL.answersIncomplete, 409),
  /** 409: the resume is published on hh; its answers no longer change. */
  answersLocked: () => new AppError('answers_locked', POSITION_DETAIL.answersLocked, 409),
  /** 409: nothing written yet to show or publish. */
  resumeNotReady: () => new AppError('resume_not_ready', POSITION_DETAIL.resumeNotReady, 409),
  /** 422: the engine's resume states facts the sources do not hold; it was not saved. */
  resumeUngrounded: () => new AppError('resume_ungrounded', POSITION_DETAIL.resumeUngrounded, 422),
  /** 409: another request is publishing this resume right now. */
  publishInProgress: () => new AppError('publish_in_progress', POSITION_DETAIL.publishInProgress, 409),
  /** 409: vacancies are proposed for a published resume. */
  proposalsNotReady: () => new AppError('proposals_not_ready', POSITION_DETAIL.proposalsNotReady, 409),
  /** 404: the resume is published but nothing was proposed yet (POST …/proposals makes them). */
  proposalsNotMade: () => new AppError('proposals_not_made', POSITION_DETAIL.proposalsNotMade, 404),
  /** 400: Done with no vacancy checked. */
  nothingSelected: () => new AppError('nothing_selected', POSITION_DETAIL.nothingSelected, 400),
  /** 400: a vacancy that was not proposed for this position. */
  unknownVacancy: () => new AppError('unknown_vacancy', POSITION_DETAIL.unknownVacancy, 400),
  /** 422: the letter for a vacancy broke the letter rules (grounding, names, links, length); nothing was queued. */
  letterUngrounded: () => new AppError('letter_ungrounded', POSITION_DETAIL.letterUngrounded, 422),
};

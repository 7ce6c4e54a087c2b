import { AppError } from '../../lib/app-error';

/** Errors of the questionnaire (spec §5). */
export const questionnaireErrors = {
  /** 404: no such question in this position's questionnaire. */
  questionNotFound: () => new AppError('question_not_found'),
  /** 409: the resume is published on hh; its answers no longer change. */
  answersLocked: () => new AppError('answers_locked'),
};

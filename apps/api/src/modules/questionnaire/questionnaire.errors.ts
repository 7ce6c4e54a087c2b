import { AppError } from '../../lib/app-error';

/** Errors of the questionnaire: 5 questions, each answer 1–5000 characters, not blank. */
export const questionnaireErrors = {
  /** 404: no such question in this position's questionnaire. */
  questionNotFound: () => new AppError('question_not_found'),
  /** 409: the resume is published on hh; its answers no longer change. */
  answersLocked: () => new AppError('answers_locked'),
};

/** Errors of the resume step (review, edit, «Как усилить резюме»). */
export const resumeStepErrors = {
  /** 409: there is no written resume to edit yet (POST …/resume first). */
  resumeNotReady: () => new AppError('resume_not_ready'),
  /** 409: the resume is published (or being published) on hh; it is no longer edited here. */
  resumeLocked: () => new AppError('resume_locked'),
};

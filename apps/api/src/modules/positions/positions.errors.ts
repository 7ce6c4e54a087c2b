import { AppError } from '../../lib/app-error';

/**
 * Errors of positions; status and detail come from the contracts' catalogue. Another seeker's position is "not found", never "forbidden": its existence is not revealed.
 */
export const positionErrors = {
  /** 404: no such position for this seeker. */
  positionNotFound: () => new AppError('position_not_found'),
  /** 400: the resume is not one of the seeker's hh resumes (hh answered 404). */
  resumeNotFound: (cause?: unknown) => new AppError('resume_not_found', { cause }),
  /** 400: the assistant created this resume (a position starts from a resume the seeker made on hh). */
  assistantResumeRefused: () => new AppError('assistant_resume_refused'),
  /** 409: the resume is written from all 5 answers. */
  answersIncomplete: () => new AppError('answers_incomplete'),
  /** 409: nothing written yet to show or publish. */
  resumeNotReady: () => new AppError('resume_not_ready'),
  /** 422: the engine's resume states facts the sources do not hold; it was not saved. */
  resumeUngrounded: () => new AppError('resume_ungrounded'),
  /** 409: «Проверьте» flags are still open on the draft: the seeker confirms or corrects each before publishing. */
  reviewUnresolved: () => new AppError('review_unresolved'),
  /** 409: a review answer names a flag, job or line the draft no longer holds. */
  reviewTargetGone: () => new AppError('review_target_gone'),
  /** 409: a flag that only a correction resolves (a job with no employer or no start month) was «confirmed». */
  reviewNeedsFix: () => new AppError('review_needs_fix'),
  /** 409: an achievement under no job was «confirmed»: the seeker places it under a job or leaves it out. */
  reviewNeedsPlace: () => new AppError('review_needs_place'),
  /** 409: another request is publishing this resume right now. */
  publishInProgress: () => new AppError('publish_in_progress'),
};

import { AppError } from '../../lib/app-error';

/** Errors of the proposals, «Готово» and the letter step. */
export const proposalsErrors = {
  /** 409: vacancies are proposed for a published resume. */
  proposalsNotReady: () => new AppError('proposals_not_ready'),
  /** 404: the resume is published but nothing was proposed yet (POST …/proposals makes them). */
  proposalsNotMade: () => new AppError('proposals_not_made'),
  /** 400: Done with no vacancy checked. */
  nothingSelected: () => new AppError('nothing_selected'),
  /** 400: a vacancy that was not proposed for this position. */
  unknownVacancy: () => new AppError('unknown_vacancy'),
  /** 422: the letter for a vacancy broke the letter rules (grounding, names, links, length); nothing was queued. */
  letterUngrounded: () => new AppError('letter_ungrounded'),
  /** 409: the position is paused: nothing new is proposed or sent until it is resumed. */
  positionPaused: () => new AppError('position_paused'),
};

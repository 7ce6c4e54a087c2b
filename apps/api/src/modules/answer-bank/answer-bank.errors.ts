import { AppError } from '../../lib/app-error';

/** Errors of the answer-bank calls (packages/contracts ERROR_CATALOGUE, ANSWER_BANK_DETAIL). */
export const answerBankErrors = {
  /** 409: the application went out through hh (or failed for good): there is nothing to apply to by hand. */
  packetUnavailable: () => new AppError('assisted_packet_unavailable'),
};

/**
 * The source of "now" for services, token expiry and JWT checks. Tests pass a movable clock to buildApp()
 * to expire tokens without waiting. Times are UTC `Date`s.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

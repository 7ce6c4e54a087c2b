/**
 * The sandbox clock: real time plus an offset that /__control moves forward (renewals fall due when it passes a
 * subscription's period end). Times in ms since the epoch, UTC.
 */
export class SandboxClock {
  private offsetMs = 0;

  /** Current sandbox time in ms. */
  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Current sandbox time in whole seconds (Stripe's timestamps). */
  nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  /** Sets the sandbox time; it never goes backwards (an earlier time is ignored). */
  set(ms: number): void {
    if (ms > this.now()) this.offsetMs = ms - Date.now();
  }

  /** Back to real time. */
  reset(): void {
    this.offsetMs = 0;
  }
}

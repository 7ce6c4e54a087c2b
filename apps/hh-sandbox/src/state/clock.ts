/**
 * The sandbox clock. Everything time-based (token expiry, code TTL, the rolling 24 h application limit, resume
 * bumps, auto-invites) reads it, so tests and the control API can move time instead of waiting.
 * A running clock follows real time plus an offset; a frozen clock only moves when told to.
 */
export interface SandboxClock {
  /** Current sandbox time, ms since the epoch (UTC). */
  now(): number;
  /** Jumps to `ms` (epoch ms); a running clock keeps ticking from there. */
  set(ms: number): void;
  /** Moves the clock by `ms` (may be negative). */
  advance(ms: number): void;
  /** Back to the initial state (real time, or the frozen start). */
  reset(): void;
  readonly frozen: boolean;
}

/**
 * Creates a clock.
 * @param options.start epoch ms to start at (default: real time now)
 * @param options.frozen when true, time stands still between `set`/`advance` calls (tests)
 * @param options.realNow the real-time source, `Date.now` by default
 */
export function createClock(options: { start?: number; frozen?: boolean; realNow?: () => number } = {}): SandboxClock {
  const realNow = options.realNow ?? Date.now;
  const frozen = options.frozen ?? false;
  const initialOffset = options.start === undefined ? 0 : options.start - realNow();
  const frozenStart = options.start ?? realNow();
  let offset = initialOffset;
  let frozenAt = frozenStart;
  return {
    frozen,
    now: () => (frozen ? frozenAt : realNow() + offset),
    set(ms) {
      if (frozen) frozenAt = ms;
      else offset = ms - realNow();
    },
    advance(ms) {
      if (frozen) frozenAt += ms;
      else offset += ms;
    },
    reset() {
      offset = initialOffset;
      frozenAt = frozenStart;
    },
  };
}

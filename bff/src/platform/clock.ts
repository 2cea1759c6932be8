/** Injected time source (createApp takes a clock) so lifetimes are testable without waiting. */
export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests move by hand. */
export const manualClock = (start = Date.UTC(2026, 0, 1)) => {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
};

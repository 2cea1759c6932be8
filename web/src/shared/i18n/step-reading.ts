/**
 * A costly reading of the browser's own data (every time zone, every region) taken a step at a
 * time: bit by bit while the browser is idle, or at once, whatever is left, when it is needed.
 * A step is one zone or one region (well under a millisecond), so an idle slice never holds up
 * the buyer's typing.
 */
export class StepReading<T> {
  private done: { value: T } | undefined;

  constructor(private readonly steps: Iterator<unknown, T>) {}

  get complete(): boolean {
    return this.done !== undefined;
  }

  /** Reads one step. */
  step(): void {
    if (this.done) return;
    const next = this.steps.next();
    if (next.done) this.done = { value: next.value };
  }

  /** The whole reading, finishing what idle time left. */
  result(): T {
    while (!this.done) this.step();
    return this.done.value;
  }
}

type Deadline = { timeRemaining: () => number };

const whenIdle = (read: (deadline: Deadline) => void): (() => void) => {
  if (typeof window === 'undefined') return () => undefined;
  if (window.requestIdleCallback) {
    const id = window.requestIdleCallback(read, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no idle callback: a short slice after the page has had its turn.
  const id = window.setTimeout(() => {
    const end = performance.now() + 8;
    read({ timeRemaining: () => end - performance.now() });
  }, 50);
  return () => window.clearTimeout(id);
};

/**
 * Advances `readings` in idle time, one after the other, until all are complete, then calls
 * `done`; returns a stop function (the page closed, or the reading was finished at once).
 */
export const readWhenIdle = (
  readings: StepReading<unknown>[],
  done: () => void = () => undefined,
): (() => void) => {
  let cancel = () => undefined as void;
  let stopped = false;
  const slice = (deadline: Deadline) => {
    // At most ~10 ms at a time, and at least a step (an idle callback run by its timeout).
    const end = performance.now() + 10;
    const left = () => readings.find((reading) => !reading.complete);
    for (let reading = left(); reading; reading = left()) {
      reading.step();
      if (deadline.timeRemaining() < 1 || performance.now() > end) break;
    }
    if (stopped) return;
    if (left()) cancel = whenIdle(slice);
    else done();
  };
  cancel = whenIdle(slice);
  return () => {
    stopped = true;
    cancel();
  };
};

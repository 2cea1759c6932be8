// The performance goals of `npm run bench` (docs/architecture.md, Performance): each one a ratio
// or bound measured in this run against a baseline of this run, printed MET or MISSED.
import type { LoadResult } from './load';

export type Goal = { goal: string; measured: string; met: boolean };

export const throughputGoal = (
  what: string,
  subject: LoadResult,
  baseline: LoadResult,
  atLeast: number,
): Goal => {
  const ratio = subject.rps / baseline.rps;
  return {
    goal: `${what} ≥ ${atLeast}× ${baseline.title}`,
    measured: `${ratio.toFixed(2)}× (${subject.rps.toFixed(0)} vs ${baseline.rps.toFixed(0)} req/s)`,
    met: ratio >= atLeast,
  };
};

export const addedP99Goal = (
  what: string,
  subject: LoadResult,
  baseline: LoadResult,
  atMostMs: number,
): Goal => {
  const added = subject.p99 - baseline.p99;
  return {
    goal: `${what}: ≤ ${atMostMs} ms added p99 over ${baseline.title}`,
    measured: `${added >= 0 ? '+' : ''}${added} ms (p99 ${subject.p99} vs ${baseline.p99} ms)`,
    met: added <= atMostMs,
  };
};

export const boundGoal = (goal: string, value: number, atMost: number, unit: string): Goal => ({
  goal: `${goal} ≤ ${atMost} ${unit}`,
  measured: `${value.toFixed(0)} ${unit}`,
  met: value <= atMost,
});

const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - s.length));

export const printResults = (heading: string, results: LoadResult[]) => {
  console.log(`\n${heading}`);
  console.log(`  ${pad('case', 52)}${pad('req/s', 9)}${pad('p50', 7)}${pad('p97.5', 7)}p99 (ms)`);
  for (const r of results) {
    const failed = Object.entries(r.failures).map(([status, n]) => `${n}×${status}`);
    console.log(
      `  ${pad(r.title, 52)}${pad(r.rps.toFixed(0), 9)}${pad(String(r.p50), 7)}${pad(String(r.p975), 7)}${r.p99}` +
        (failed.length ? `  FAILED ANSWERS: ${failed.join(', ')}` : ''),
    );
  }
};

/** Prints every goal; returns how many were missed. */
/** Every answer of the run must have succeeded: a fast refusal is no throughput. */
export const noFailuresGoal = (results: LoadResult[]): Goal => {
  const failed = results.reduce(
    (n, r) => n + Object.values(r.failures).reduce((a, b) => a + b, 0),
    0,
  );
  return { goal: 'every answer of the run 2xx', measured: `${failed} failed`, met: failed === 0 };
};

export const printGoals = (goals: Goal[]) => {
  console.log('\nGoals');
  for (const g of goals) console.log(`  ${g.met ? 'MET   ' : 'MISSED'}  ${g.goal}: ${g.measured}`);
  const missed = goals.filter((g) => !g.met).length;
  console.log(
    missed ? `\n${missed} of ${goals.length} goals MISSED` : `\nall ${goals.length} goals MET`,
  );
  return missed;
};

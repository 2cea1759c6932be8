// The performance goals of `npm run bench` (docs/architecture.md, Performance): each one a ratio
// or bound measured in this run against a baseline of this run, printed MET or MISSED.
import type { LoadResult } from './load';

export type Goal = { goal: string; measured: string; met: boolean };

/**
 * A subject and its baseline measured one after the other in each of several rounds. The
 * machine's speed drifts within a run (a shared 2-core machine: one round's pass-through answered
 * 662 req/s, a later run's 1,001), so each ratio compares two measurements taken seconds apart,
 * and the goal takes the median round.
 */
export type Pair = { rounds: { subject: LoadResult; baseline: LoadResult }[] };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** The round whose ratio is the median one: the figures the table prints. */
export const medianRound = (pair: Pair) => {
  const ratio = median(pair.rounds.map((r) => r.subject.rps / r.baseline.rps));
  return pair.rounds.find((r) => r.subject.rps / r.baseline.rps === ratio)!;
};

const eachRound = (values: number[], format: (v: number) => string) =>
  values.length > 1 ? `; rounds ${values.map(format).join(', ')}` : '';

export const throughputGoal = (what: string, pair: Pair, atLeast: number): Goal => {
  const ratios = pair.rounds.map((r) => r.subject.rps / r.baseline.rps);
  const { subject, baseline } = medianRound(pair);
  const ratio = subject.rps / baseline.rps;
  return {
    goal: `${what} ≥ ${atLeast}× ${baseline.title}`,
    measured:
      `${ratio.toFixed(2)}× (${subject.rps.toFixed(0)} vs ${baseline.rps.toFixed(0)} req/s` +
      `${eachRound(ratios, (r) => `${r.toFixed(2)}×`)})`,
    met: ratio >= atLeast,
  };
};

export const addedP99Goal = (what: string, pair: Pair, atMostMs: number): Goal => {
  const addedEach = pair.rounds.map((r) => r.subject.p99 - r.baseline.p99);
  const added = median(addedEach);
  const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${ms} ms`;
  const { baseline } = pair.rounds[0]!;
  return {
    goal: `${what}: ≤ ${atMostMs} ms added p99 over ${baseline.title}`,
    measured: `${signed(added)} (median${eachRound(addedEach, signed)})`,
    met: added <= atMostMs,
  };
};

/** A ratio printed for information, with no goal: the baselines that are not the bar. */
export const informationRatio = (what: string, pair: Pair): string => {
  const ratios = pair.rounds.map((r) => r.subject.rps / r.baseline.rps);
  const { subject, baseline } = medianRound(pair);
  return (
    `${what} / ${baseline.title}: ${(subject.rps / baseline.rps).toFixed(2)}× ` +
    `(${subject.rps.toFixed(0)} vs ${baseline.rps.toFixed(0)} req/s${eachRound(ratios, (r) => `${r.toFixed(2)}×`)}), ` +
    `p99 ${subject.p99} vs ${baseline.p99} ms`
  );
};

export const boundGoal = (goal: string, value: number, atMost: number, unit: string): Goal => ({
  goal: `${goal} ≤ ${atMost} ${unit}`,
  measured: `${value.toFixed(0)} ${unit}`,
  met: value <= atMost,
});

const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - s.length));

const cpu = (r: LoadResult) =>
  r.cpuMsPerRequest === undefined ? '—' : r.cpuMsPerRequest.toFixed(2);

export const printResults = (heading: string, results: LoadResult[]) => {
  console.log(`\n${heading}`);
  console.log(
    `  ${pad('case', 52)}${pad('req/s', 9)}${pad('CPU ms/req', 12)}${pad('p50', 7)}${pad('p97.5', 7)}p99 (ms)`,
  );
  for (const r of results) {
    const failed = Object.entries(r.failures).map(([status, n]) => `${n}×${status}`);
    console.log(
      `  ${pad(r.title, 52)}${pad(r.rps.toFixed(0), 9)}${pad(cpu(r), 12)}${pad(String(r.p50), 7)}` +
        `${pad(String(r.p975), 7)}${r.p99}` +
        (failed.length ? `  FAILED ANSWERS: ${failed.join(', ')}` : ''),
    );
  }
};

/**
 * Every answer of the run must have succeeded: a fast refusal is no throughput. A failure names
 * the server and case it came from and how it failed (any round, not only the one shown), since
 * the table shows the median round only.
 */
export const noFailuresGoal = (results: LoadResult[]): Goal => {
  const where = results.flatMap((r) =>
    Object.entries(r.failures).map(([how, count]) => ({
      what: `${r.title}: ${how} ×${count}`,
      count,
    })),
  );
  const failed = where.reduce((n, w) => n + w.count, 0);
  return {
    goal: 'every answer of the run 2xx',
    measured: `${failed} failed${failed ? ` (${where.map((w) => w.what).join('; ')})` : ''}`,
    met: failed === 0,
  };
};

/** Prints every goal; returns how many were missed. */
export const printGoals = (goals: Goal[]) => {
  console.log('\nGoals');
  for (const g of goals) console.log(`  ${g.met ? 'MET   ' : 'MISSED'}  ${g.goal}: ${g.measured}`);
  const missed = goals.filter((g) => !g.met).length;
  console.log(
    missed ? `\n${missed} of ${goals.length} goals MISSED` : `\nall ${goals.length} goals MET`,
  );
  return missed;
};

// `npm run bench`: the gateway as production runs it (compiled JavaScript, NODE_ENV=production,
// Redis store) against, in the same interleaved rounds on the same machine, each server and the
// load generator in a process of its own:
// - the peer: Alokai's middleware with a minimal integration (peers/), the Express BFF a commerce
//   team would otherwise pick, asking the upstream exactly what the gateway asks;
// - the required work: a bare Express app doing only what the gateway must do per case
//   (baselines/required-work.ts);
// - for information only: a bare pass-through that never parses, and a bare Express app that
//   answers from memory and checks nothing.
// Prints req/s, CPU per request and latency per case, memory per signed-in session, the
// gateway's RSS, and every goal MET or MISSED with its rounds (issue 28). No test asserts
// timings; this is where they are seen.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import {
  addedP99Goal,
  boundGoal,
  informationRatio,
  medianRound,
  noFailuresGoal,
  printGoals,
  printResults,
  throughputGoal,
  type Pair,
} from './goals';
import { assertAnswers, drive, type LoadCase, type LoadResult } from './load';
import { buildForProduction, repoRoot, runBench, type BenchResources } from './processes';
import { sameUpstreamRequestsGoal } from './same-requests';
import { measureSessionMemory, printSessionMemory } from './session-memory';
import {
  gatewayCases,
  peerCases,
  signInAtUpstream,
  signInThroughGateway,
  startGateway,
  startMemoryBaseline,
  startMock,
  startPassThrough,
  startPeer,
  startRequiredWork,
  upstreamHeaders,
} from './stack';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const sessions = Number(process.env.BENCH_SESSIONS ?? 10_000);
const warmupSeconds = Math.min(3, Math.max(1, Math.round(seconds / 4)));

/** N workers as `npm start` runs them (source maps on). */
const asNpmStart = (workers: number) => ({
  name: `gateway ×${workers}`,
  // Each worker its own empty trade desk: the bench reads no trade-desk route.
  env: { BFF_WORKERS: String(workers), PGLITE_DATA_DIR: 'memory' },
  nodeArgs: ['--enable-source-maps'],
});

const measure = async (c: LoadCase): Promise<LoadResult> => {
  await assertAnswers(c);
  await drive(c, warmupSeconds, connections);
  return drive(c, seconds, connections);
};

/** The servers of one case: the gateway and what it is compared with. */
type Role = 'gateway' | 'anew' | 'peer' | 'required' | 'passThrough' | 'bare';
type CaseRounds = Partial<Record<Role, LoadResult>>[];

/**
 * Every server of a case once per round, one after the other (the first round warms each up),
 * starting one further along each round so none is always measured first.
 */
const measureRounds = async (cases: Partial<Record<Role, LoadCase>>): Promise<CaseRounds> => {
  const roles = Object.keys(cases) as Role[];
  const out: CaseRounds = [];
  for (let round = 0; round < rounds; round += 1) {
    const results: Partial<Record<Role, LoadResult>> = {};
    for (let i = 0; i < roles.length; i += 1) {
      const role = roles[(i + round) % roles.length]!;
      const c = cases[role]!;
      results[role] = round === 0 ? await measure(c) : await drive(c, seconds, connections);
    }
    out.push(results);
  }
  return out;
};

/** The gateway (or another subject) against one baseline, round by round (goals.ts). */
const pairOf = (caseRounds: CaseRounds, baseline: Role, subject: Role = 'gateway'): Pair => ({
  rounds: caseRounds.map((r) => ({ subject: r[subject]!, baseline: r[baseline]! })),
});

/** The round the table shows: the median one of the gateway against the required work. */
const shownRound = (caseRounds: CaseRounds) => {
  const { subject } = medianRound(pairOf(caseRounds, 'required'));
  const round = caseRounds.find((r) => r.gateway === subject)!;
  const order: Role[] = ['peer', 'required', 'passThrough', 'bare', 'anew', 'gateway'];
  return order.flatMap((role) => (round[role] ? [round[role]] : []));
};

/** The gateway's CPU per answer beyond the required work's, in the median round. */
const cpuBeyond = (what: string, caseRounds: CaseRounds) => {
  const { subject, baseline } = medianRound(pairOf(caseRounds, 'required'));
  const [ours, required] = [subject.cpuMsPerRequest ?? 0, baseline.cpuMsPerRequest ?? 0];
  return `${what}: gateway ${ours.toFixed(2)} ms CPU per answer, required work ${required.toFixed(2)} ms (${ours >= required ? '+' : ''}${(ours - required).toFixed(2)} ms, ${(ours / required).toFixed(2)}×)`;
};

/** The commit measured, and whether the working tree had changes on top of it. */
const measuredCommit = () => {
  const git = (...args: string[]) =>
    spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).stdout?.trim() ?? '';
  const changed = git('status', '--porcelain', '--', 'bff', 'contracts', 'mocks', 'web/src');
  return `${git('rev-parse', '--short', 'HEAD') || 'unknown'}${changed ? ' with uncommitted changes' : ''}`;
};

const main = async (resources: BenchResources) => {
  const started = Date.now();
  const commit = measuredCommit();
  buildForProduction();
  const mock = await startMock(resources);
  const upstream = `${mock.url}/api/v1`;
  const sameRequests = await sameUpstreamRequestsGoal(resources, mock.url);

  const gateway = await startGateway(resources, mock.url, asNpmStart(1));
  const one = gatewayCases(gateway, await signInThroughGateway(gateway));
  // Information: the proxied call when no answer is ever recalled (every upstream answer parsed,
  // checked and written out anew: docs/architecture.md#recalled-answers). The bench asks the same
  // page every time, which recall serves from its first parse.
  const anewGateway = await startGateway(resources, mock.url, {
    ...asNpmStart(1),
    name: 'gateway, no recalled answers',
    env: { ...asNpmStart(1).env, UPSTREAM_ANSWER_RECALL_BYTES: '0' },
  });
  const anew = gatewayCases(anewGateway, await signInThroughGateway(anewGateway)).proxied;
  const credentials = await signInAtUpstream(upstream);
  const peer = peerCases(await startPeer(resources, upstream), credentials);
  const required = await startRequiredWork(resources, upstream, [one.cached, one.page]);
  const passThrough = await startPassThrough(resources, upstream);
  const memory = await startMemoryBaseline(resources, [one.cached, one.page]);
  const at = (server: { url: string; pid: number }, path: string) => ({
    url: `${server.url}${path}`,
    pid: server.pid,
  });

  const proxied = await measureRounds({
    peer: peer.proxied,
    required: {
      ...one.proxied,
      title: 'required work items/list (signed in)',
      ...at(required, '/api/items/list'),
    },
    passThrough: {
      ...one.proxied,
      title: 'bare pass-through items/list (information)',
      ...at(passThrough, '/api/items/list'),
      headers: upstreamHeaders(credentials),
    },
    anew: { ...anew, title: 'gateway items/list, parsed anew (information)' },
    gateway: one.proxied,
  });
  await anewGateway.stop();
  const cached = await measureRounds({
    peer: peer.cached,
    required: {
      ...one.cached,
      title: 'required work category/trees (from memory)',
      ...at(required, '/api/category/trees'),
    },
    bare: {
      ...one.cached,
      title: 'bare Express trees from memory (information)',
      ...at(memory, '/api/category/trees'),
    },
    gateway: one.cached,
  });
  const page = await measureRounds({
    required: { ...one.page, title: 'required work top page HTML', ...at(required, '/') },
    bare: {
      ...one.page,
      title: 'bare Express page from memory (information)',
      ...at(memory, '/'),
    },
    gateway: one.page,
  });
  const rssMb = gateway.rssMb();
  await gateway.stop();

  const gateway2 = await startGateway(resources, mock.url, asNpmStart(2));
  const two = gatewayCases(gateway2, await signInThroughGateway(gateway2), ' ×2 workers');
  const twoWorkers = [
    await measure(two.proxied),
    await measure(two.cached),
    await measure(two.page),
  ];
  const rss2Mb = gateway2.rssMb();
  await gateway2.stop();

  const perSession = await measureSessionMemory(resources, mock.url, sessions);

  const cases = [proxied, cached, page];
  printResults(
    `${new Date(started).toISOString().slice(0, 16)} UTC, commit ${commit}, ${os.cpus().length} cores` +
      ` (${os.cpus()[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB; ` +
      `${connections} connections, ${seconds} s per server and case (after ${warmupSeconds} s warm-up), ` +
      `${rounds} interleaved rounds (the round of the median gateway / required-work ratio shown); ` +
      `load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    [...cases.flatMap(shownRound), ...twoWorkers],
  );
  console.log(`\n  the gateways' trade-desk database: ${resources.database.kind}`);
  console.log(
    `  gateway RSS after the run: ${rssMb.toFixed(0)} MB (1 worker), ${rss2Mb.toFixed(0)} MB (2 workers + primary)`,
  );
  printSessionMemory(perSession);
  console.log('\nCPU per answer beyond the required work (median round)');
  for (const line of [
    cpuBeyond('signed-in proxied items/list', proxied),
    cpuBeyond('cached category/trees', cached),
    cpuBeyond('top page HTML', page),
  ])
    console.log(`  ${line}`);
  console.log('\nInformation, not goals (baselines that skip work the gateway must do)');
  for (const line of [
    informationRatio('gateway items/list', pairOf(proxied, 'passThrough')),
    informationRatio(
      'gateway items/list, every answer parsed anew',
      pairOf(proxied, 'required', 'anew'),
    ),
    informationRatio(
      'gateway items/list, every answer parsed anew',
      pairOf(proxied, 'peer', 'anew'),
    ),
    informationRatio('gateway category/trees', pairOf(cached, 'bare')),
    informationRatio('gateway top page', pairOf(page, 'bare')),
  ])
    console.log(`  ${line}`);

  const all = [
    ...cases.flatMap((c) => c.flatMap((r) => Object.values(r))),
    ...twoWorkers,
  ] as LoadResult[];
  printGoals([
    throughputGoal('signed-in proxied call', pairOf(proxied, 'peer'), 1.3),
    addedP99Goal('signed-in proxied call', pairOf(proxied, 'peer'), 0),
    throughputGoal('cached member-independent read', pairOf(cached, 'peer'), 3),
    addedP99Goal('cached member-independent read', pairOf(cached, 'peer'), 0),
    throughputGoal('signed-in proxied call', pairOf(proxied, 'required'), 0.9),
    throughputGoal('cached member-independent read', pairOf(cached, 'required'), 0.9),
    throughputGoal('page HTML', pairOf(page, 'required'), 0.9),
    boundGoal('gateway RSS after the run', rssMb, 200, 'MB'),
    boundGoal('Redis memory per signed-in session', perSession.redisBytesPerSession, 2048, 'bytes'),
    sameRequests,
    noFailuresGoal(all),
  ]);
  console.log(`(the run took ${((Date.now() - started) / 60_000).toFixed(1)} min)`);
};

void runBench('kk-bench', main);

// `npm run bench`: the gateway as production runs it (compiled JavaScript, NODE_ENV=production,
// Redis store) against baselines measured in the same run on the same machine, each server and
// the load generator in a process of its own. Prints req/s and latency per case, the gateway's
// RSS, and every goal MET or MISSED. No test asserts timings; this is where they are seen.
import os from 'node:os';
import {
  addedP99Goal,
  boundGoal,
  medianRound,
  noFailuresGoal,
  printGoals,
  printResults,
  throughputGoal,
  type Pair,
} from './goals';
import { assertAnswers, drive, type LoadCase, type LoadResult } from './load';
import {
  buildForProduction,
  freePort,
  runBench,
  startServer,
  type BenchResources,
} from './processes';
import {
  demoBuyer,
  gatewayCases,
  signInThroughGateway,
  startGateway,
  startMemoryBaseline,
  startMock,
} from './stack';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const warmupSeconds = Math.min(3, Math.max(1, Math.round(seconds / 4)));
const tsx = ['--import', 'tsx'];

/** N workers as `npm start` runs them (source maps on). */
const asNpmStart = (workers: number) => ({
  name: `gateway ×${workers}`,
  env: { BFF_WORKERS: String(workers) },
  nodeArgs: ['--enable-source-maps'],
});

/** The same buyer signed in at the upstream directly: the headers the pass-through forwards. */
const signInAtUpstream = async (upstream: string) => {
  const post = async (name: string, body: unknown, headers: Record<string, string> = {}) =>
    (await (
      await fetch(`${upstream}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    ).json()) as { data: Record<string, string> & { user: { id: string } } };
  const clientId = (await post('original/account/id', {})).data.client_id!;
  const signedIn = (await post('account/signin', demoBuyer, { 'x-client-id': clientId })).data;
  return {
    'x-client-id': clientId,
    'x-access-token': signedIn.access_token!,
    'x-user-id': signedIn.user.id,
  };
};

const measure = async (c: LoadCase): Promise<LoadResult> => {
  await assertAnswers(c);
  await drive(c, warmupSeconds, connections);
  return drive(c, seconds, connections);
};

/** The baseline, then the gateway, in each of `rounds` rounds (goals.ts, Pair). */
const measurePair = async (baseline: LoadCase, subject: LoadCase): Promise<Pair> => {
  const pair: Pair = { rounds: [] };
  for (let round = 0; round < rounds; round += 1) {
    const first = round === 0;
    pair.rounds.push({
      baseline: first ? await measure(baseline) : await drive(baseline, seconds, connections),
      subject: first ? await measure(subject) : await drive(subject, seconds, connections),
    });
  }
  return pair;
};

const main = async (resources: BenchResources) => {
  const { servers } = resources;
  buildForProduction();
  const mock = await startMock(resources);
  const upstream = `${mock.url}/api/v1`;
  const gateway = await startGateway(resources, mock.url, asNpmStart(1));
  const browser = await signInThroughGateway(gateway);
  const one = gatewayCases(gateway, browser);

  const passPort = await freePort();
  servers.push(
    await startServer('pass-through', 'scripts/bench/baselines/pass-through.ts', {
      port: passPort,
      env: { PORT: String(passPort), BENCH_UPSTREAM: upstream, NODE_ENV: 'production' },
      readyPath: '/healthz',
      nodeArgs: tsx,
    }),
  );
  const memory = await startMemoryBaseline(resources, [one.cached, one.page]);

  const proxied = await measurePair(
    {
      ...one.proxied,
      title: 'bare pass-through items/list',
      url: `http://127.0.0.1:${passPort}/api/items/list`,
      headers: await signInAtUpstream(upstream),
    },
    one.proxied,
  );
  const cached = await measurePair(
    {
      ...one.cached,
      title: 'bare Express trees from memory',
      url: `${memory.url}/api/category/trees`,
    },
    one.cached,
  );
  const page = await measurePair(
    { ...one.page, title: 'bare Express page from memory', url: `${memory.url}/` },
    one.page,
  );
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

  const pairs = [proxied, cached, page];
  printResults(
    `${connections} connections, ${seconds} s per case (after ${warmupSeconds} s warm-up), ` +
      `each pair in ${rounds} rounds (the median round shown); ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    [...pairs.flatMap((p) => [medianRound(p).baseline, medianRound(p).subject]), ...twoWorkers],
  );
  const all = [
    ...pairs.flatMap((p) => p.rounds.flatMap((r) => [r.baseline, r.subject])),
    ...twoWorkers,
  ];
  console.log(
    `\n  gateway RSS after the run: ${rssMb.toFixed(0)} MB (1 worker), ${rss2Mb.toFixed(0)} MB (2 workers + primary)`,
  );
  printGoals([
    throughputGoal('signed-in proxied call', proxied, 0.85),
    addedP99Goal('signed-in proxied call', proxied, 5),
    throughputGoal('cached member-independent read', cached, 0.9),
    throughputGoal('page HTML', page, 0.9),
    boundGoal('gateway RSS after the run', rssMb, 200, 'MB'),
    noFailuresGoal(all),
  ]);
};

void runBench('kk-bench', main);

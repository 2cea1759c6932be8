// Benchmarks: every goal is a ratio against a baseline measured in the same run, on the same
// machine, so the numbers mean something on any hardware. `npm run bench` prints them; no test
// asserts timings.
import autocannon from 'autocannon';
import { startStack } from '../lib/stack';

type Case = { title: string; url: string; body: unknown; headers?: Record<string, string> };
const durationS = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** A benchmark of refusals would measure nothing: each case must answer E000-000 first. */
const assertSucceeds = async ({ title, url, body, headers }: Case) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const status = (await res.json()).status;
  if (status !== 'E000-000') throw new Error(`${title}: answered ${status}, not E000-000`);
};

const measure = async (c: Case) => {
  await assertSucceeds(c);
  const { title, url, body, headers } = c;
  const result = await autocannon({
    title,
    url,
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
    connections,
    duration: durationS,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${title}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { title, rps: result.requests.average, p99: result.latency.p99 };
};

const main = async () => {
  const stack = await startStack({ env: { LOG_LEVEL: 'silent' } });
  const upstream = `${stack.mockUrl}/api/v1`;
  // One browser session for every request, as a buyer's tab would send it (a request without the
  // cookie would make a new session and fetch a client id each time: a different measurement).
  const first = await fetch(`${stack.baseUrl}/api/session`, { headers: { 'x-csrf': '1' } });
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const viaBff = { 'x-csrf': '1', cookie };
  // The upstream answers a call without a client id with a quick refusal: the baseline gets one.
  const idAnswer = await fetch(`${upstream}/original/account/id`, { method: 'POST', body: '{}' });
  const direct = { 'x-client-id': (await idAnswer.json()).data.client_id as string };
  try {
    const pairs: [Case, Case, string][] = [
      [
        {
          title: 'mock items/list (direct)',
          url: `${upstream}/items/list`,
          body: { offset: 0, limit: 20 },
          headers: direct,
        },
        {
          title: 'BFF items/list',
          url: `${stack.baseUrl}/api/items/list`,
          body: { offset: 0, limit: 20 },
          headers: viaBff,
        },
        'BFF proxy throughput vs. the upstream alone (goal ≥ 0.5)',
      ],
      [
        {
          title: 'mock category/trees (direct)',
          url: `${upstream}/category/trees`,
          body: {},
          headers: direct,
        },
        {
          title: 'BFF category/trees (cached)',
          url: `${stack.baseUrl}/api/category/trees`,
          body: {},
          headers: viaBff,
        },
        'cached member-independent read vs. the upstream alone (goal ≥ 1.0)',
      ],
    ];
    for (const [baseline, subject, goal] of pairs) {
      const base = await measure(baseline);
      const sub = await measure(subject);
      const ratio = sub.rps / base.rps;
      console.log(
        `${goal}\n  ${base.title}: ${base.rps.toFixed(0)} req/s, p99 ${base.p99} ms` +
          `\n  ${sub.title}: ${sub.rps.toFixed(0)} req/s, p99 ${sub.p99} ms` +
          `\n  ratio ${ratio.toFixed(2)}\n`,
      );
    }
  } finally {
    await stack.stop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

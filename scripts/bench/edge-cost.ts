// `npm run bench:edge`: what the gateway's edge costs, by taking it away, and what another build of
// the gateway costs beside this one. Copies of the production bundle with parts of the edge cut
// out (a copy each, in bff/dist, removed at the end) run beside the bundle as built, and each
// answers the cached read, a public page and the signed-in top page (and, when asked, the
// signed-in proxied call `items`), in interleaved rounds with the bare Express baseline of
// `npm run bench` (and, for all but the public page, its required-work baseline). The variant
// `v8-defaults` runs the bundle as built without the product's node flags, `no-recall` without
// recalled answers (every upstream answer parsed anew). BENCH_EDGE_AGAINST=<checkout>[,<checkout>…] adds each checkout's own
// bundle (`node scripts/build-server.mjs` run there; its node_modules may be a link to these) as
// one more variant, so revisions are measured on the same requests in the same rounds (the A/B of
// docs/architecture.md#one-path-through-the-gateway). Every variant serves one web build
// (BENCH_EDGE_WEB_DIST, else this checkout's web/dist): the same page bytes. Prints, per case and
// variant, the median req/s and the CPU each request costs (from /proc: every thread of the
// process, libuv's pool included; on a shared machine the steadier of the two), and the ratios
// per round. A diagnosis, not a goal: no cut variant is a product.
//
// BENCH_EDGE_FLAGS="--max-semi-space-size=16" adds the variant `flags`: the bundle with those
// node flags in place of the product's own. BENCH_EDGE_VARIANTS=built,fastlanes picks variants
// (the keys below; another checkout's is its folder's name), BENCH_EDGE_CASES=items,trees,public,page
// picks cases, BENCH_EDGE_PROFILE=1 runs every variant under `--cpu-prof`
// (artifacts/profiles/edge-<variant>.cpuprofile: pick one case to read one case).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { assertAnswers, drive, type LoadCase } from './load';
import {
  buildForProduction,
  repoRoot,
  runBench,
  type BenchResources,
  type Server,
} from './processes';
import {
  gatewayCases,
  signInThroughGateway,
  startGateway,
  startMemoryBaseline,
  startMock,
  startRequiredWork,
} from './stack';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Other checkouts whose own bundles run beside this one's (comma-separated paths). */
const against = (process.env.BENCH_EDGE_AGAINST ?? '')
  .split(',')
  .filter(Boolean)
  .map((dir) => path.resolve(dir));
/** The web build every variant serves (BENCH_EDGE_WEB_DIST, else this checkout's): the same page bytes. */
const webDist = path.resolve(process.env.BENCH_EDGE_WEB_DIST ?? path.join(repoRoot, 'web/dist'));
const profileDir = path.join(repoRoot, 'artifacts/profiles');

/**
 * The edge's layers as bff/src/wiring/edge-layers.ts lists them in its `inOrder(…)`, as the bundle
 * writes them.
 */
const layer = {
  drain: /^\s*\.\.\.deps\.drain \? \[deps\.drain\.middleware\] : \[\],\n/m,
  requestContext: /^\s*requestContext\(\{ deadlineMs: config\.upstream\.deadlineMs \}\),\n/m,
  // observeAnswers(accessLog({ logger }), metrics.recordAnswer): one listener, two observers.
  answers: /^\s*observeAnswers\(accessLog\(\{ logger \}\), metrics\.recordAnswer\),\n/m,
  requestLog: /accessLog\(\{ logger \}\), /,
  metrics: /, metrics\.recordAnswer/,
  cors: /^\s*corsPolicy\(\{ allowedOrigins: config\.edge\.corsAllowedOrigins \}\),\n/m,
  // security-headers.ts: the recorded helmet headers set on every answer.
  securityHeaders:
    /^\s*for \(let i = 0; i < names\.length; i\+\+\) res\.setHeader\(names\[i\], values\[i\]\);\n/m,
};
const noEdge = [layer.drain, layer.requestContext, layer.answers, layer.cors];

type Variant = {
  title: string;
  cuts?: RegExp[];
  checkout?: string;
  v8Defaults?: boolean;
  env?: Record<string, string>;
  nodeArgs?: string[];
};
/** BENCH_EDGE_FLAGS: node flags of the variant `flags`, in place of the product's own. */
const trialFlags = (process.env.BENCH_EDGE_FLAGS ?? '').split(' ').filter(Boolean);
const allVariants: Record<string, Variant> = {
  built: { title: 'as built' },
  // The bundle as built without the node flags `npm start` gives it (scripts/lib/gateway-node-flags.mjs).
  'v8-defaults': { title: "as built, V8's default flags", v8Defaults: true },
  // Every upstream answer parsed, checked and written out anew (docs/architecture.md#recalled-answers).
  ...(trialFlags.length
    ? {
        flags: {
          title: `as built, ${trialFlags.join(' ')}`,
          v8Defaults: true,
          nodeArgs: trialFlags,
        },
      }
    : {}),
  'no-recall': {
    title: 'as built, no recalled answers',
    env: { UPSTREAM_ANSWER_RECALL_BYTES: '0' },
  },
  'no-log': { title: 'no request log', cuts: [layer.requestLog] },
  'no-metrics': { title: 'no metrics', cuts: [layer.metrics] },
  'no-request-id': { title: 'no request id', cuts: [layer.requestContext] },
  'no-edge': { title: 'no log, metrics, request id, CORS, drain', cuts: noEdge },
  'no-edge-headers': {
    title: '… and no security headers',
    cuts: [...noEdge, layer.securityHeaders],
  },
  ...Object.fromEntries(
    against.map((checkout) => [
      path.basename(checkout),
      { title: `${path.basename(checkout)} ${revisionOf(checkout)}`, checkout },
    ]),
  ),
};

function revisionOf(checkout: string) {
  try {
    return execFileSync('git', ['-C', checkout, 'log', '-1', '--format=%h'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'other build';
  }
}

const chosenVariants = (): [string, Variant][] => {
  const keys = process.env.BENCH_EDGE_VARIANTS?.split(',').map((k) => k.trim()) ?? [
    ...Object.keys(allVariants),
  ];
  return keys.map((key) => {
    const variant = allVariants[key];
    if (!variant)
      throw new Error(
        `BENCH_EDGE_VARIANTS: no variant ${key} (${Object.keys(allVariants).join(', ')})`,
      );
    return [key, variant];
  });
};

/**
 * The bundle a variant runs: this checkout's, a cut copy of it (written here, `temporary`), or
 * another checkout's as it is.
 */
const bundleOf = (key: string, variant: Variant): { file: string; temporary?: boolean } => {
  if (variant.checkout) {
    const file = path.join(variant.checkout, 'bff/dist/server.js');
    if (!fs.existsSync(file))
      throw new Error(`${file} is missing: run \`node scripts/build-server.mjs\` in that checkout`);
    return { file };
  }
  if (!variant.cuts?.length) return { file: 'bff/dist/server.js' };
  let text = fs.readFileSync(path.join(repoRoot, 'bff/dist/server.js'), 'utf8');
  for (const cut of variant.cuts) {
    if (!cut.test(text))
      throw new Error(`${variant.title}: ${cut} is not in bff/dist/server.js (app.ts changed?)`);
    text = text.replace(cut, '');
  }
  const file = `bff/dist/edge-cost-${key}.js`;
  fs.writeFileSync(path.join(repoRoot, file), text);
  return { file, temporary: true };
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

type Measured = { rps: number[]; cpuUs: number[] };

const main = async (resources: BenchResources) => {
  buildForProduction();
  fs.mkdirSync(profileDir, { recursive: true });
  const mock = await startMock(resources);
  const files: string[] = [];
  try {
    const gateways = new Map<string, Server>();
    for (const [key, variant] of chosenVariants()) {
      const { file, temporary } = bundleOf(key, variant);
      if (temporary) files.push(file);
      const server = await startGateway(resources, mock.url, {
        name: variant.title,
        file,
        env: { WEB_DIST_DIR: webDist, ...variant.env },
        v8Defaults: variant.v8Defaults,
        nodeArgs: [
          ...(variant.nodeArgs ?? []),
          ...(process.env.BENCH_EDGE_PROFILE === '1'
            ? [
                '--cpu-prof',
                '--cpu-prof-dir',
                profileDir,
                '--cpu-prof-name',
                `edge-${key}.cpuprofile`,
              ]
            : []),
        ],
      });
      gateways.set(variant.title, server);
    }
    const first = [...gateways.values()][0]!;
    // One store: the buyer signed in through one variant is signed in at all of them.
    const browser = await signInThroughGateway(first);
    const { proxied, cached, page } = gatewayCases(first, browser);
    const publicPage: LoadCase = {
      ...page,
      title: 'gateway public page HTML (/reminder)',
      url: `${first.url}/reminder`,
      headers: { accept: 'text/html' },
    };
    const byName: Record<string, LoadCase> = {
      items: proxied,
      trees: cached,
      public: publicPage,
      page,
    };
    const cases = (process.env.BENCH_EDGE_CASES ?? 'trees,public,page').split(',').map((name) => {
      const c = byName[name.trim()];
      if (!c)
        throw new Error(`BENCH_EDGE_CASES: no case ${name} (${Object.keys(byName).join(', ')})`);
      return c;
    });
    const bare = await startMemoryBaseline(resources, [proxied, cached, publicPage, page]);
    const required = await startRequiredWork(resources, `${mock.url}/api/v1`, [cached, page]);
    const at = (server: Server, c: LoadCase): LoadCase => ({
      ...c,
      url: c.url.replace(first.url, server.url),
      pid: server.pid,
    });
    for (const server of gateways.values())
      for (const c of cases) await assertAnswers(at(server, c));
    console.log(
      `\n${connections} connections, ${seconds} s per measurement, ${rounds} interleaved rounds ` +
        '(each round starts one server further along); medians of the rounds',
    );
    for (const c of cases) {
      const references: [string, Server][] = [['bare Express (information)', bare]];
      if (c !== publicPage) references.push(['required work', required]);
      const servers: [string, Server][] = [...references, ...gateways];
      const measured = new Map<string, Measured>(servers.map(([n]) => [n, { rps: [], cpuUs: [] }]));
      // Per round, so ratios compare measurements taken seconds apart.
      const ratioRounds = new Map<string, number[]>();
      for (const [, server] of servers) await drive(at(server, c), 2, connections);
      for (let round = 0; round < rounds; round += 1) {
        const inRound = new Map<string, { rps: number; cpuUs: number }>();
        for (let i = 0; i < servers.length; i += 1) {
          const [name, server] = servers[(i + round) % servers.length]!;
          const r = await drive(at(server, c), seconds, connections);
          const cpuUs = (r.cpuMsPerRequest ?? 0) * 1000;
          inRound.set(name, { rps: r.rps, cpuUs });
          measured.get(name)!.rps.push(r.rps);
          measured.get(name)!.cpuUs.push(cpuUs);
        }
        const pairs: [string, string][] = [];
        for (const [name] of gateways)
          for (const [reference] of references) pairs.push([name, reference]);
        const others = [
          allVariants['v8-defaults']!.title,
          allVariants['no-recall']!.title,
          ...(allVariants.flags ? [allVariants.flags.title] : []),
          ...against.map((checkout) => allVariants[path.basename(checkout)]!.title),
        ];
        for (const other of others)
          if (gateways.has('as built') && gateways.has(other)) pairs.push(['as built', other]);
        for (const [a, b] of pairs) {
          const x = inRound.get(a)!;
          const y = inRound.get(b)!;
          const key = `${a} / ${b}`;
          ratioRounds.set(key, [...(ratioRounds.get(key) ?? []), x.rps / y.rps]);
          const cpuKey = `${key} CPU`;
          ratioRounds.set(cpuKey, [...(ratioRounds.get(cpuKey) ?? []), y.cpuUs / x.cpuUs]);
        }
      }
      console.log(`\n${c.title.replace(/^gateway /, '')}`);
      for (const [name, m] of measured)
        console.log(
          `  ${name.padEnd(52)}${median(m.rps).toFixed(0).padStart(6)} req/s ` +
            `${(median(m.cpuUs) / 1000).toFixed(3)} ms CPU/req` +
            `  (rounds ${m.rps.map((x) => x.toFixed(0)).join(' ')} req/s; ` +
            `${m.cpuUs.map((x) => (x / 1000).toFixed(3)).join(' ')} ms)`,
        );
      console.log('  ratios (req/s; CPU per request inverted: above 1 is cheaper), median round');
      for (const [key, xs] of ratioRounds) {
        if (key.endsWith(' CPU')) continue;
        const cpu = ratioRounds.get(`${key} CPU`)!;
        console.log(
          `    ${key.padEnd(72)}${median(xs).toFixed(2)}× req/s  ${median(cpu).toFixed(2)}× CPU` +
            `  (rounds ${xs.map((x) => x.toFixed(2)).join(' ')}; CPU ${cpu.map((x) => x.toFixed(2)).join(' ')})`,
        );
      }
    }
    console.log('\nRSS after the rounds');
    for (const [title, server] of gateways)
      console.log(`  ${title.padEnd(52)}${server.rssMb().toFixed(0).padStart(6)} MB`);
  } finally {
    for (const file of files) fs.rmSync(path.join(repoRoot, file), { force: true });
  }
};

void runBench('kk-bench-edge', main);

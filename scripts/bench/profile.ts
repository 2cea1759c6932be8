// `npm run bench:profile`: where the gateway's time goes. Runs the production gateway under
// `node --cpu-prof`, drives the signed-in proxied call, the cached read and the top page's HTML
// (50 connections, PROFILE_SECONDS each; PROFILE_CASES=trees,page picks some), stops it, and
// prints self time by area (idle, GC, logging, express, zod, our own code …) and the functions
// that take most, and what each function of the gateway costs with the library time it leads
// to. Then the required-work baseline (baselines/required-work.ts) is profiled on the same cases
// (PROFILE_REQUIRED=0 skips it; PROFILE_INTERVAL_US samples more often), and each case's CPU per answer is printed by area for both, with
// the gateway's excess: what it spends beyond the work it must do (issue 28 item 3). The
// .cpuprofile files are kept in artifacts/profiles (open one in Chrome DevTools or speedscope for
// the flame graph).
import fs from 'node:fs';
import path from 'node:path';
import { drive, type LoadCase } from './load';
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
  startMock,
  startRequiredWork,
} from './stack';

const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
const dir = path.join(repoRoot, 'artifacts/profiles');

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The area a function belongs to, from its script URL (first match wins). */
const areas: [string, RegExp][] = [
  [
    'pino + pino-http',
    /node_modules\/(pino|pino-http|pino-std-serializers|fast-redact|@pinojs|sonic-boom|thread-stream)\//,
  ],
  ['zod', /node_modules\/zod\//],
  [
    'express + router + body-parser',
    /node_modules\/(express|router|body-parser|raw-body|iconv-lite|type-is|finalhandler|send|serve-static|on-finished|qs|content-type|mime-types|accepts|negotiator|cookie|cookie-parser|etag|fresh|depd|path-to-regexp|parseurl|proxy-addr|forwarded|vary|encodeurl|escape-html)\//,
  ],
  ['helmet', /node_modules\/helmet\//],
  ['http-proxy(-middleware)', /node_modules\/(http-proxy|http-proxy-middleware|http-proxy-3)\//],
  ['ioredis', /node_modules\/(ioredis|redis-parser|@ioredis|denque|cluster-key-slot)\//],
  ['prom-client', /node_modules\/(prom-client|tdigest|bintrees)\//],
  ['compression', /node_modules\/(compression|compressible)\//],
  ['opossum', /node_modules\/opossum\//],
  ['axios', /node_modules\/(axios|follow-redirects|form-data|proxy-from-env)\//],
  ["tsx (the baseline's loader)", /node_modules\/tsx\//],
  ['other packages', /node_modules\//],
  // The gateway's bundle, or the baseline's own code beside it. V8 charges JSON.parse and other
  // inlined builtins to the function that calls them, so both include their answers' parsing.
  [
    'own code (bff/dist; the baseline: scripts/bench, bff/src)',
    /bff\/dist\/|scripts\/bench\/|bff\/src\//,
  ],
  ['node internals', /^node:|^internal\//],
];

/** The area of a sampled function (areas above; idle, GC and native code by name). */
const areaOf = ({ functionName, url }: ProfileNode['callFrame']) =>
  functionName === '(idle)'
    ? 'idle'
    : functionName === '(garbage collector)'
      ? 'garbage collection'
      : (areas.find(([, re]) => re.test(url))?.[0] ??
        (url
          ? 'other'
          : functionName === '(program)'
            ? 'program (VM, native)'
            : 'native (JSON, RegExp, streams …)'));

const summarise = (file: string) => {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  for (const id of profile.samples) {
    const area = areaOf(byId.get(id)!.callFrame);
    totals.set(area, (totals.get(area) ?? 0) + 1);
  }
  const all = profile.samples.length;
  console.log(`\nSelf time by area (${all} samples):`);
  for (const [area, n] of [...totals].sort((a, b) => b[1] - a[1]))
    console.log(`  ${((n / all) * 100).toFixed(1).padStart(5)} %  ${area}`);
  const byFunction = new Map<string, number>();
  for (const id of profile.samples) {
    const { functionName, url } = byId.get(id)!.callFrame;
    const where = url.replace(/^.*node_modules\//, '').replace(`file://${repoRoot}/`, '');
    const key = `${functionName || '(anonymous)'} ${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + 1);
  }
  console.log('\nFunctions with most self time:');
  for (const [key, n] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${((n / all) * 100).toFixed(1).padStart(5)} %  ${key}`);
  chargedToOurCode(profile, byId);
};

/**
 * Each sample charged to the innermost function of the gateway's own bundle on its stack, with
 * the library and Node time it led to (JSON.parse, socket writes, ioredis …): what each piece of
 * our code costs in all. Samples with none of our code on the stack are named by their own
 * function (idle, GC, the HTTP parser).
 */
const chargedToOurCode = (profile: Profile, byId: Map<number, ProfileNode>) => {
  const bundle = path.join(repoRoot, 'bff/dist/server.js');
  const lines = fs.readFileSync(bundle, 'utf8').split('\n');
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const charged = new Map<string, number>();
  for (const sample of profile.samples) {
    const leaf = byId.get(sample)!.callFrame;
    let key = `(no gateway code) ${leaf.functionName || '(anonymous)'} ${leaf.url.replace(/^.*node_modules\//, '')}`;
    for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
      const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
      if (!url.endsWith('bff/dist/server.js')) continue;
      const source = (lines[lineNumber] ?? '').trim().slice(0, 60);
      key = `${functionName || '(anonymous)'} :${lineNumber + 1}  ${source}`;
      break;
    }
    charged.set(key, (charged.get(key) ?? 0) + 1);
  }
  console.log('\nCharged to the gateway function that led to it (bff/dist/server.js line):');
  for (const [key, n] of [...charged].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${((n / profile.samples.length) * 100).toFixed(1).padStart(5)} %  ${key}`);
};

/** A measured window of a profiled server: ms since its spawn, and the answers in it. */
type Window = {
  title: string;
  fromMs: number;
  toMs: number;
  requests: number;
  /** The server's CPU per answer in the window from /proc (cpu.ts). */
  cpuMs: number;
};

/** Drives each case on a profiled server, noting when (on the profile's clock) and how many. */
const driveProfiled = async (server: Server, cases: LoadCase[]) => {
  const windows: Window[] = [];
  for (const c of cases) {
    const fromMs = Date.now() - server.spawnedAt;
    const r = await drive({ ...c, pid: server.pid }, seconds, 50);
    windows.push({
      title: c.title,
      fromMs,
      toMs: Date.now() - server.spawnedAt,
      requests: r.requests,
      cpuMs: r.cpuMsPerRequest ?? 0,
    });
    console.log(`${c.title}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms`);
  }
  return windows;
};

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/** A function's name and where it is, for tables (the bundle's functions with their line). */
const functionKey = ({ functionName, url, lineNumber }: ProfileNode['callFrame']) => {
  const where = url
    .replace(/^.*node_modules\//, '')
    .replace(/^file:\/\/.*?\/(bff|scripts)\//, '$1/');
  return `${functionName || '(anonymous)'} ${where}${where.endsWith('server.js') ? `:${lineNumber + 1}` : ''}`;
};

type PerAnswer = { byArea: Map<string, number>; byFunction: Map<string, number> };

/**
 * CPU ms per answer by area and by function inside each window. A sample's time is its delta
 * from the one before; the profile's clock starts with the process (within the few ms node takes
 * to start profiling).
 */
const perAnswer = (file: string, windows: Window[]): PerAnswer[] => {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = windows.map(() => ({ byArea: new Map<string, number>(), byFunction: new Map() }));
  const add = (m: Map<string, number>, key: string, ms: number) =>
    m.set(key, (m.get(key) ?? 0) + ms);
  let atUs = 0;
  profile.samples.forEach((id, i) => {
    const deltaUs = profile.timeDeltas[i] ?? 0;
    atUs += deltaUs;
    const w = windows.findIndex((win) => atUs >= win.fromMs * 1000 && atUs < win.toMs * 1000);
    const frame = byId.get(id)!.callFrame;
    const area = areaOf(frame);
    if (w < 0 || area === 'idle') return;
    const ms = deltaUs / 1000 / windows[w]!.requests;
    add(out[w]!.byArea, area, ms);
    add(out[w]!.byFunction, functionKey(frame), ms);
  });
  // The profiler samples on a wall clock: on a busy machine a thread descheduled in a system call
  // (a socket write) is charged the time it waited. Each window's split is scaled to the CPU the
  // process really used in it (/proc), so the areas add up to its CPU per answer.
  return out.map(({ byArea, byFunction }, w) => {
    const sampled = sum(byArea);
    const scale = sampled > 0 && windows[w]!.cpuMs > 0 ? windows[w]!.cpuMs / sampled : 1;
    const scaled = (m: Map<string, number>) => new Map([...m].map(([k, v]) => [k, v * scale]));
    console.log(
      `${windows[w]!.title}: ${windows[w]!.cpuMs.toFixed(3)} ms CPU per answer (/proc); ` +
        `the profile's busy samples ${sampled.toFixed(3)} ms, scaled to it`,
    );
    return { byArea: scaled(byArea), byFunction: scaled(byFunction) };
  });
};

/**
 * Rows of CPU per answer, the gateway's beside the required work's, by area (or function), most
 * excess first; the excess also as a share of the gateway's CPU per answer.
 */
const printBeyond = (
  title: string,
  ours: Map<string, number>,
  required: Map<string, number>,
  limit = Infinity,
) => {
  const total = sum(ours);
  const rows = [...new Set([...ours.keys(), ...required.keys()])]
    .map((key) => ({ key, a: ours.get(key) ?? 0, b: required.get(key) ?? 0 }))
    .sort((x, y) => y.a - y.b - (x.a - x.b))
    .slice(0, limit);
  const cell = (ms: number) => ms.toFixed(3).padStart(9);
  const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${ms.toFixed(3)}`.padStart(9);
  const share = (ms: number) => `${((ms / total) * 100).toFixed(1)} %`.padStart(9);
  console.log(
    `\n${title}\n  ${'gateway'.padStart(9)}${'required'.padStart(9)}${'beyond'.padStart(9)}` +
      `${'of ours'.padStart(9)}  (CPU ms per answer)`,
  );
  for (const { key, a, b } of rows)
    console.log(`  ${cell(a)}${cell(b)}${signed(a - b)}${share(a - b)}  ${key}`);
  const excess = total - sum(required);
  if (limit === Infinity)
    console.log(
      `  ${cell(total)}${cell(sum(required))}${signed(excess)}${share(excess)}  all busy time`,
    );
};

/** PROFILE_INTERVAL_US samples more often than node's 1 ms (more samples for a short window). */
const cpuProfile = (folder: string) => [
  '--cpu-prof',
  '--cpu-prof-dir',
  folder,
  ...(process.env.PROFILE_INTERVAL_US
    ? ['--cpu-prof-interval', process.env.PROFILE_INTERVAL_US]
    : []),
];

/**
 * Each thread of a profiled server writes a profile of its own (the gateway's PGlite worker
 * without BENCH_DATABASE_URL, the baseline's tsx loader): they go to a folder per server under
 * node's default names, CPU.<date>.<time>.<pid>.<thread>.<n>, and the main thread's (thread 0)
 * is the one of the requests. (One `--cpu-prof-name` for all threads let the last thread to exit
 * overwrite the main thread's profile with its own.)
 */
const mainThreadProfile = (folder: string) => {
  const file = fs
    .readdirSync(folder)
    .find((f) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(f));
  if (!file) throw new Error(`no main-thread profile in ${folder}`);
  return path.join(folder, file);
};

const main = async (resources: BenchResources) => {
  buildForProduction();
  fs.mkdirSync(dir, { recursive: true });
  const mock = await startMock(resources);
  const stamp = Date.now();
  const gatewayDir = path.join(dir, `gateway-${stamp}`);
  const requiredDir = path.join(dir, `required-work-${stamp}`);
  const gateway = await startGateway(resources, mock.url, { nodeArgs: cpuProfile(gatewayDir) });
  const chosen = (process.env.PROFILE_CASES ?? 'items,trees,page').split(',').map((n) => n.trim());
  let gatewayWindows: Window[] = [];
  let required: Server | undefined;
  let paths: string[] = [];
  let cases: LoadCase[] = [];
  try {
    const { proxied, cached, page } = gatewayCases(gateway, await signInThroughGateway(gateway));
    const byName: Record<string, LoadCase> = { items: proxied, trees: cached, page };
    cases = chosen.map((name) => {
      const c = byName[name];
      if (!c) throw new Error(`PROFILE_CASES: no case ${name} (${Object.keys(byName).join(', ')})`);
      return c;
    });
    paths = cases.map((c) => new URL(c.url).pathname);
    // Started now (it keeps the gateway's cached read and page), profiled once the gateway is done.
    if (process.env.PROFILE_REQUIRED !== '0')
      required = await startRequiredWork(
        resources,
        `${mock.url}/api/v1`,
        [cached, page],
        cpuProfile(requiredDir),
      );
    gatewayWindows = await driveProfiled(gateway, cases);
  } finally {
    // The gateway writes its profile as it exits.
    await gateway.stop();
  }
  const gatewayProfile = mainThreadProfile(gatewayDir);
  summarise(gatewayProfile);
  console.log(`\nprofile: ${path.relative(repoRoot, gatewayProfile)}`);
  if (!required) return;
  const requiredWindows = await driveProfiled(
    required,
    cases.map((c, i) => ({
      ...c,
      title: `required work ${paths[i]}`,
      url: `${required.url}${paths[i]}`,
    })),
  );
  await required.stop();
  const ours = perAnswer(gatewayProfile, gatewayWindows);
  const requiredProfile = mainThreadProfile(requiredDir);
  const theirs = perAnswer(requiredProfile, requiredWindows);
  cases.forEach((c, i) => {
    printBeyond(`${c.title}: by area`, ours[i]!.byArea, theirs[i]!.byArea);
    printBeyond(
      `${c.title}: the 30 functions with most excess (self time)`,
      ours[i]!.byFunction,
      theirs[i]!.byFunction,
      30,
    );
  });
  console.log(`\nprofile: ${path.relative(repoRoot, requiredProfile)}`);
};

void runBench('kk-profile', main);

// `npm run bench:edge`: what the gateway's edge costs, by taking it away. Copies of the production
// bundle with parts of the edge cut out (a copy each, in bff/dist, removed at the end) run beside
// the bundle as built, and each answers the cached read and the page against the bare Express
// baseline of `npm run bench`. Prints, per variant, the median ratio of req/s and of the CPU each
// request costs (from /proc: every thread of the process, libuv's pool included) — the ceiling a
// cheaper edge could reach. A diagnosis, not a goal: no variant is a product.
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
  startMemoryBaseline,
  startMock,
} from './stack';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** The edge's layers as bff/src/app.ts lists them in its `inOrder(…)`, as the bundle writes them. */
const layer = {
  drain: /^\s*\.\.\.deps\.drain \? \[deps\.drain\.middleware\] : \[\],\n/m,
  requestContext: /^\s*requestContext\(\{ deadlineMs: config\.upstream\.deadlineMs \}\),\n/m,
  requestLog: /^\s*requestLogger\(\{ logger \}\),\n/m,
  metrics: /^\s*metrics\.httpMetrics,\n/m,
  cors: /^\s*corsPolicy\(\{ allowedOrigins: config\.edge\.corsAllowedOrigins \}\),\n/m,
  // security-headers.ts: the recorded helmet headers set on every answer.
  securityHeaders: /^\s*for \(const \[name, value\] of headers\) res\.setHeader\(name, value\);\n/m,
};
const noEdge = [layer.drain, layer.requestContext, layer.requestLog, layer.metrics, layer.cors];
const variants: Record<string, RegExp[]> = {
  'as built': [],
  'no request log': [layer.requestLog],
  'no metrics': [layer.metrics],
  'no request id (async context)': [layer.requestContext],
  'no log, metrics, request id, CORS, drain': noEdge,
  '… and no security headers': [...noEdge, layer.securityHeaders],
};

const cutBundle = (name: string, cuts: RegExp[]): string => {
  let text = fs.readFileSync(path.join(repoRoot, 'bff/dist/server.js'), 'utf8');
  for (const cut of cuts) {
    if (!cut.test(text))
      throw new Error(`${name}: ${cut} is not in bff/dist/server.js (app.ts changed?)`);
    text = text.replace(cut, '');
  }
  const file = `bff/dist/edge-cost-${Object.keys(variants).indexOf(name)}.js`;
  fs.writeFileSync(path.join(repoRoot, file), text);
  return file;
};

/** CPU time of a process and all its threads, ms (utime + stime in clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const measured = async (server: Server, c: LoadCase) => {
  const before = cpuMs(server.pid);
  const result = await drive(c, seconds, connections);
  const requests = result.rps * seconds;
  return { rps: result.rps, cpuUs: ((cpuMs(server.pid) - before) * 1000) / requests };
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const main = async (resources: BenchResources) => {
  buildForProduction();
  const mock = await startMock(resources);
  const files: string[] = [];
  try {
    const gateways = new Map<string, Server>();
    for (const [name, cuts] of Object.entries(variants)) {
      const file = cutBundle(name, cuts);
      files.push(file);
      const server = await startGateway(resources, mock.url, { name, file });
      gateways.set(name, server);
    }
    const first = [...gateways.values()][0]!;
    // One store: the buyer signed in through one variant is signed in at all of them.
    const cases = gatewayCases(first, await signInThroughGateway(first));
    const memory = await startMemoryBaseline(resources, [cases.cached, cases.page]);
    const at = (server: Server, c: LoadCase): LoadCase => ({
      ...c,
      url: c.url.replace(first.url, server.url),
    });
    console.log(
      `\n${connections} connections, ${seconds} s per measurement, ${rounds} rounds; ` +
        'ratio = variant / bare Express (req/s; CPU per request, inverted)',
    );
    for (const c of [cases.cached, cases.page]) {
      const ratios = new Map<string, { rps: number[]; cpu: number[]; cpuUs: number[] }>();
      for (const server of [memory, ...gateways.values()]) await drive(at(server, c), 2, 50);
      for (let round = 0; round < rounds; round += 1)
        for (const [name, server] of gateways) {
          const bare = await measured(memory, at(memory, c));
          const variant = await measured(server, at(server, c));
          const r = ratios.get(name) ?? { rps: [], cpu: [], cpuUs: [] };
          r.rps.push(variant.rps / bare.rps);
          r.cpu.push(bare.cpuUs / variant.cpuUs);
          r.cpuUs.push(variant.cpuUs - bare.cpuUs);
          ratios.set(name, r);
        }
      console.log(`\n${c.title.replace(/^gateway /, '')} (median of ${rounds} rounds)`);
      for (const [name, r] of ratios)
        console.log(
          `  ${name.padEnd(44)}${median(r.rps).toFixed(2)}× req/s  ${median(r.cpu).toFixed(2)}× CPU` +
            `  (+${median(r.cpuUs).toFixed(0)} µs CPU per request; rounds ${r.rps.map((x) => x.toFixed(2)).join(' ')})`,
        );
    }
  } finally {
    for (const file of files) fs.rmSync(path.join(repoRoot, file), { force: true });
  }
};

void runBench('kk-bench-edge', main);

// `npm run bench:profile`: where the gateway's time goes. Runs the production gateway under
// `node --cpu-prof`, drives the signed-in proxied call, the cached read and the top page's HTML
// (50 connections, PROFILE_SECONDS each; PROFILE_CASES=trees,page picks some), stops it, and
// prints self time by area (idle, GC, logging, express, zod, our own code …) and the functions
// that take most, and what each function of the gateway costs with the library time it leads
// to. The .cpuprofile is kept in artifacts/profiles (open it in Chrome DevTools or
// speedscope for the flame graph).
import fs from 'node:fs';
import path from 'node:path';
import { drive, type LoadCase } from './load';
import { buildForProduction, repoRoot, runBench, type BenchResources } from './processes';
import { gatewayCases, signInThroughGateway, startGateway, startMock } from './stack';

const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
const dir = path.join(repoRoot, 'artifacts/profiles');

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[] };

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
  ['other packages', /node_modules\//],
  ['our code (bff/dist)', /bff\/dist\//],
  ['node internals', /^node:|^internal\//],
];

const summarise = (file: string) => {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  for (const id of profile.samples) {
    const { functionName, url } = byId.get(id)!.callFrame;
    const area =
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

const main = async (resources: BenchResources) => {
  buildForProduction();
  fs.mkdirSync(dir, { recursive: true });
  const mock = await startMock(resources);
  const name = `gateway-${Date.now()}.cpuprofile`;
  const gateway = await startGateway(resources, mock.url, {
    nodeArgs: ['--cpu-prof', '--cpu-prof-dir', dir, '--cpu-prof-name', name],
  });
  try {
    const { proxied, cached, page } = gatewayCases(gateway, await signInThroughGateway(gateway));
    const cases: Record<string, LoadCase> = { items: proxied, trees: cached, page };
    const chosen = (process.env.PROFILE_CASES ?? 'items,trees,page').split(',');
    for (const name of chosen) {
      const c = cases[name.trim()];
      if (!c) throw new Error(`PROFILE_CASES: no case ${name} (${Object.keys(cases).join(', ')})`);
      const r = await drive(c, seconds, 50);
      console.log(`${c.title}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms`);
    }
  } finally {
    // The gateway writes its profile as it exits.
    await gateway.stop();
  }
  summarise(path.join(dir, name));
  console.log(`\nprofile: ${path.relative(repoRoot, path.join(dir, name))}`);
};

void runBench('kk-profile', main);

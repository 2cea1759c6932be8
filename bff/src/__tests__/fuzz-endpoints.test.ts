import http from 'node:http';
import fc from 'fast-check';
import pino from 'pino';
import { createApp } from '../app';
import { manualClock } from '../platform/clock';
import { createMemoryStore } from '../platform/store/memory-store';
import { listen, testConfig } from './support/stack';

/**
 * docs/security.md: every `/api` endpoint of the OpenAPI document, fed generated hostile input,
 * answers a 4xx Result — never a 5xx — forwards nothing upstream and leaves every breaker
 * closed. The upstream address is dead on purpose: anything forwarded would also show as a 502.
 * Bounded (a fixed corpus per endpoint plus a few hundred random runs) for a busy 2-core machine.
 */
const clock = manualClock(Date.now());
const store = createMemoryStore({ maxEntries: 10_000, clock });
const forwarded: string[] = [];
const bff = createApp({
  config: testConfig({ UPSTREAM_URL: 'http://127.0.0.1:9', SIGNIN_LIMIT_PER_ADDRESS: '100000' }),
  store,
  clock,
  logger: pino({ level: 'silent' }),
  onUpstreamCall: (name) => void forwarded.push(name),
});
let server: Awaited<ReturnType<typeof listen>>;
type Endpoint = { method: string; path: string; hasBody: boolean };
let endpoints: Endpoint[] = [];

type Answer = { status: number; body: string };
const send = (endpoint: Endpoint, headers: Record<string, string>, body: Uint8Array) =>
  new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      `${server.url}${endpoint.path}`,
      {
        method: endpoint.method,
        headers: { 'X-CSRF': '1', 'Content-Length': String(body.length), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(Buffer.from(body));
  });

beforeAll(async () => {
  server = await listen(bff.app);
  const doc = await fetch(`${server.url}/api/openapi.json`, { headers: { 'X-CSRF': '1' } });
  const paths = ((await doc.json()) as { paths: Record<string, Record<string, object>> }).paths;
  endpoints = Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      // /healthz, /readyz are not /api; the description itself takes no input.
      .filter(() => path.startsWith('/api/') && path !== '/api/openapi.json')
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{[^}]+\}/g, 'x1'),
        hasBody: 'requestBody' in operation,
      })),
  );
});
afterAll(async () => {
  await server.close();
  bff.close();
  await store.close();
});

const text = (value: string) => new TextEncoder().encode(value);
const json = 'application/json';

/** Hostile payloads every endpoint must refuse, whatever its request schema. */
type Payload = { label: string; headers: Record<string, string>; body: Uint8Array };
const deep = (depth: number): Payload => ({
  label: `nested ${depth} deep`,
  headers: { 'Content-Type': json },
  body: text(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
});
const corpus: Payload[] = [
  deep(6000),
  { label: 'gzip that is not', headers: { 'Content-Encoding': 'gzip' }, body: text('{"a":1}') },
  { label: 'br that is not', headers: { 'Content-Encoding': 'br' }, body: text('{"a":1}') },
  {
    label: 'invalid UTF-8',
    headers: { 'Content-Type': json },
    body: new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]),
  },
  {
    label: '__proto__ key',
    headers: { 'Content-Type': json },
    body: text('{"__proto__":{"admin":true}}'),
  },
  {
    label: 'huge string',
    headers: { 'Content-Type': json },
    body: text(`{"q":"${'x'.repeat(150_000)}"}`),
  },
];

const payloadArb: fc.Arbitrary<Payload> = fc.oneof(
  fc.integer({ min: 33, max: 3000 }).map(deep),
  fc
    .record({
      key: fc.constantFrom('__proto__', 'constructor', 'prototype', '\\u005f_proto__'),
      inner: fc.jsonValue({ maxDepth: 2 }),
      path: fc.array(fc.constantFrom('a', 'filter', 'user'), { maxLength: 3 }),
    })
    .map(({ key, inner, path }) => {
      const leaf = `{"${key}":${JSON.stringify(inner)}}`;
      const body = path.reduceRight((acc, segment) => `{"${segment}":${acc}}`, leaf);
      return { label: `${key} key`, headers: { 'Content-Type': json }, body: text(body) };
    }),
  fc
    .tuple(fc.constantFrom('gzip', 'deflate', 'br', 'x-squash', 'compress'), fc.jsonValue())
    .map(([encoding, value]) => ({
      label: `lying Content-Encoding ${encoding}`,
      headers: { 'Content-Type': json, 'Content-Encoding': encoding },
      body: text(JSON.stringify({ value })),
    })),
  fc
    .tuple(
      fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', json),
      fc.constantFrom('a=1&b=2', '<x/>', '{"a":', "{'a':1}", 'NaN', ''),
    )
    .map(([type, body]) => ({
      label: `non-JSON as ${type}`,
      headers: { 'Content-Type': type },
      body: text(body || '{'),
    })),
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
    label: 'invalid UTF-8 bytes',
    headers: { 'Content-Type': json },
    body: new Uint8Array([0x7b, 0x22, 0xff, ...bytes, 0x22, 0x3a, 0x31, 0x7d]),
  })),
  fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null)).map((value) => ({
    label: 'a bare JSON scalar',
    headers: { 'Content-Type': json },
    body: text(JSON.stringify(value)),
  })),
  fc.constantFrom('utf-16', 'latin1', 'x-unknown').map((charset) => ({
    label: `charset ${charset}`,
    headers: { 'Content-Type': `${json}; charset=${charset}` },
    body: text('{}'),
  })),
);

const expectRefused = (endpoint: Endpoint, payload: Payload, reply: Answer) => {
  const where = `${endpoint.method} ${endpoint.path} with ${payload.label}`;
  if (reply.status < 400 || reply.status >= 500)
    throw new Error(`${where} answered ${reply.status}`);
  const result = JSON.parse(reply.body) as { status?: unknown; data?: unknown; message?: unknown };
  expect(typeof result.status).toBe('string');
  expect(typeof result.message).toBe('string');
};

afterEach(() => {
  expect(forwarded).toEqual([]);
  expect(Object.entries(bff.breakerStates()).filter(([, state]) => state !== 'closed')).toEqual([]);
});

/**
 * Hundreds of HTTP exchanges per property: on a machine shared with other work they can outlast
 * the default per-test bound without anything being wrong, so the properties get a wider one.
 */
const propertyTimeoutMs = 120_000;

describe('every /api endpoint refuses hostile input with a 4xx Result', () => {
  it('finds the endpoints in the OpenAPI document', () => {
    expect(endpoints.length).toBeGreaterThan(50);
  });

  it.each(corpus.map((payload) => [payload.label, payload] as const))(
    'refuses %s everywhere',
    async (_label, payload) => {
      for (const endpoint of endpoints)
        expectRefused(endpoint, payload, await send(endpoint, payload.headers, payload.body));
    },
  );

  it(
    'refuses generated hostile bodies at generated endpoints',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat(), payloadArb, async (index, payload) => {
          const endpoint = endpoints[index % endpoints.length]!;
          expectRefused(endpoint, payload, await send(endpoint, payload.headers, payload.body));
        }),
        { numRuns: 300 },
      );
    },
    propertyTimeoutMs,
  );

  it(
    'refuses top-level arrays and scalars where a body is expected',
    async () => {
      const withBody = endpoints.filter((e) => e.hasBody);
      await fc.assert(
        fc.asyncProperty(
          fc.nat(),
          fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
          async (index, items) => {
            const endpoint = withBody[index % withBody.length]!;
            const payload = {
              label: 'a top-level array',
              headers: { 'Content-Type': json },
              body: text(JSON.stringify(items)),
            };
            expectRefused(endpoint, payload, await send(endpoint, payload.headers, payload.body));
          },
        ),
        { numRuns: 150 },
      );
    },
    propertyTimeoutMs,
  );
});

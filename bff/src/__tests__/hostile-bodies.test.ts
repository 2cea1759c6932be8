import request from 'supertest';
import { demoBuyer, mockAndBffForFile } from './support/stack';

// docs/security.md: no request body, however shaped, gets a 5xx or reaches the upstream.
const stack = mockAndBffForFile({
  env: {
    SIGNIN_LIMIT_PER_ADDRESS: '1000',
    BREAKER_VOLUME_THRESHOLD: '3',
    METRICS_TOKEN: 'metrics-token-for-tests',
  },
});
beforeEach(async () => {
  stack.mock.reset();
  stack.bff.upstreamCalls.length = 0;
});

/** `{"a":{"a":…1…}}`, `depth` levels deep: ~36 KB at 6,000. */
const deepBody = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** The bytes exactly as given (supertest would JSON-encode a Buffer). */
const postRaw = async (
  path: string,
  body: string | Uint8Array,
  headers: Record<string, string> = {},
) => {
  const res = await fetch(`${stack.bff.url}${path}`, {
    method: 'POST',
    headers: { 'X-CSRF': '1', 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const expectRefused = (
  res: { status: number; body: Record<string, unknown> },
  httpStatus: number,
) => {
  expect(res.status).toBe(httpStatus);
  expect(res.body).toMatchObject({ status: 'E000-400', data: null });
  expect(typeof res.body.message).toBe('string');
};

describe('deeply nested bodies', () => {
  it.each([
    '/api/news/list',
    '/api/member/point/balance',
    '/api/customMaster/get',
    '/api/site/get',
    '/api/category/trees',
    '/api/variation/get',
    '/api/auth/signin',
  ])('refuse a 6,000-deep body at %s with a 400 Result and call nothing upstream', async (path) => {
    expectRefused(await postRaw(path, deepBody(6000)), 400);
    expect(stack.bff.upstreamCalls).toEqual([]);
  });

  it('leave every breaker closed and sign-in working after many of them', async () => {
    for (let i = 0; i < 12; i++) await postRaw('/api/news/list', deepBody(6000));
    expect(Object.values(stack.bff.breakerStates()).every((s) => s === 'closed')).toBe(true);
    const res = await stack.bff.browser().post('/api/auth/signin', demoBuyer);
    expect(res.body.status).toBe('E000-000');
    expect((await request(stack.bff.url).get('/readyz')).status).toBe(200);
  });

  it('still accept an ordinary nested body', async () => {
    const res = await stack.bff.browser().post('/api/items/list', { limit: 1, keyword: 'tea' });
    expect(res.status).toBe(200);
  });
});

describe('bodies that are not what they claim', () => {
  it.each(['gzip', 'deflate', 'br'])(
    'answer a plain body labelled Content-Encoding: %s with a 400 Result',
    async (encoding) => {
      const res = await postRaw('/api/items/list', '{"limit":1}', {
        'Content-Encoding': encoding,
      });
      expectRefused(res, 400);
      expect(stack.bff.upstreamCalls).toEqual([]);
    },
  );

  it.each([
    ['an unknown encoding', { 'Content-Encoding': 'x-squash' }, '{}', 415],
    ['an unsupported charset', { 'Content-Type': 'application/json; charset=latin1' }, '{}', 415],
    ['broken JSON', {}, '{"limit":', 400],
    ['a lying content type', { 'Content-Type': 'text/plain' }, 'limit=1', 400],
    ['a bare JSON string', {}, '"just a string"', 400],
    ['invalid UTF-8', {}, new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), 400],
    ['an oversized body', {}, `{"k":"${'x'.repeat(200_000)}"}`, 413],
  ])('answer %s with a 4xx Result', async (_label, headers, body, httpStatus) => {
    const res = await postRaw('/api/items/list', body, headers as Record<string, string>);
    expectRefused(res, httpStatus);
    expect(stack.bff.upstreamCalls).toEqual([]);
  });
});

describe('breakers per endpoint group', () => {
  afterEach(async () => {
    await fetch(`${stack.mock.url}/__mock/reset`, { method: 'POST' });
  });

  it('keep sign-in working while the catalogue fails, and /readyz names the open breaker', async () => {
    await stack.mock.faults({ endpoint: 'items/list', status: 500 });
    const browser = stack.bff.browser();
    for (let i = 0; i < 4; i++) await browser.post('/api/items/list', { limit: 1 });
    expect(stack.bff.breakerStates().items).toBe('open');
    expect((await browser.post('/api/auth/signin', demoBuyer)).body.status).toBe('E000-000');
    const ready = await request(stack.bff.url).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toMatchObject({ breakers: false, store: true });
  });
});

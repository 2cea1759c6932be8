import { createEndpointResolver } from '../../upstream/endpoints';
import type { UpstreamRequest } from '../../upstream/upstream-http';
import { breakerGroupOf, breakerGroupOfName } from '../breaker-groups';
import { createResilientUpstream } from '../resilient-upstream';
import { err500, ok200, stubUpstream } from './stub-upstream';

const resolve = createEndpointResolver({});
const setup = () => {
  const upstream = stubUpstream(ok200);
  const resilient = createResilientUpstream(upstream, {
    resolve,
    readAttempts: 2,
    breaker: { volumeThreshold: 3, errorThresholdPercentage: 50, resetTimeoutMs: 60_000 },
  });
  return { upstream, resilient };
};
const opened: ReturnType<typeof setup>[] = [];
afterEach(() => opened.splice(0).forEach(({ resilient }) => resilient.close()));

const deeplyNested = (depth: number) => {
  let body: Record<string, unknown> = {};
  for (let i = 0; i < depth; i++) body = { a: body };
  return body;
};
const post = (path: string, body: unknown): UpstreamRequest => ({
  method: 'POST',
  path,
  headers: {},
  body,
});

describe('breaker groups', () => {
  it('groups endpoints by their first segment, sign-in and two-factor together', () => {
    expect(breakerGroupOfName('account/signin')).toBe('account');
    expect(breakerGroupOfName('auth/user/login')).toBe('account');
    expect(breakerGroupOfName('items/list')).toBe('items');
    expect(breakerGroupOfName('member/point/balance')).toBe('member');
  });

  it('finds the group of a re-pathed endpoint from its configured route', () => {
    const moved = createEndpointResolver({ 'items/list': { path: '/search' } });
    expect(breakerGroupOf(moved)({ method: 'POST', path: '/search' })).toBe('items');
    expect(breakerGroupOf(moved)({ method: 'POST', path: '/nobody' })).toBe('other');
  });

  it('opens only the failing group: sign-in still reaches the upstream', async () => {
    const context = setup();
    opened.push(context);
    const { upstream, resilient } = context;
    upstream.answer = err500;
    for (let i = 0; i < 4; i++) await resilient.send(post('/items/list', {}));
    expect(resilient.breakerStates().items).toBe('open');
    upstream.answer = ok200;
    const before = upstream.calls.length;
    expect(await resilient.send(post('/account/signin', {}))).toEqual(ok200);
    expect(upstream.calls.length).toBe(before + 1);
    expect(resilient.breakerStates().account).toBe('closed');
  });
});

describe('local failures', () => {
  it.each([
    ['a body too deep for JSON.stringify', deeplyNested(20_000)],
    ['a body JSON cannot express', { n: BigInt(1) }],
  ])(
    'answer %s as a local failure: never sent, never retried, never counted',
    async (_label, body) => {
      const context = setup();
      opened.push(context);
      const { upstream, resilient } = context;
      for (let i = 0; i < 10; i++)
        expect(await resilient.send(post('/sales/list', body))).toEqual({
          kind: 'failure',
          reason: 'local',
        });
      expect(upstream.calls).toHaveLength(0);
      expect(Object.values(resilient.breakerStates()).every((s) => s === 'closed')).toBe(true);
    },
  );
});

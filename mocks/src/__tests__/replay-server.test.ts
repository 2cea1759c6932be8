import { readFixture } from '../replay/fixture-files';
import { startReplay } from '../replay/replay-server';
import type { Miss } from '../replay/match';
import { buyerTour } from '../tour/buyer-tour';
import { createUpstreamClient } from '../tour/upstream-client';

const post = async (origin: string, path: string, body: unknown, headers = {}) => {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { httpStatus: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
};

describe('npm run replay: a recording served as an upstream over HTTP', () => {
  it('serves the committed buyer tour to the upstream client, call for call', async () => {
    const fixture = readFixture('buyer-tour');
    const misses: Miss[] = [];
    const replay = await startReplay(fixture, 0, { onMiss: (m) => misses.push(m) });
    try {
      const steps = await buyerTour(createUpstreamClient(replay.origin), 'qa@example.org', [
        'error',
        'cancel',
        'success',
      ]);
      expect(misses).toEqual([]);
      expect(replay.served()).toBe(fixture.exchanges.length);
      // Stateful calls answer in recorded order: three carts, three different codes.
      const carts = steps
        .filter((s) => s.name === 'cart/create')
        .map((s) => (s.data as { cart_code: string }).cart_code);
      expect(new Set(carts).size).toBe(3);
      const commits = steps.filter((s) => s.step.startsWith('commit after'));
      expect(commits.map((s) => s.status)).toEqual(['E070-001', 'E070-002', 'E000-000']);
    } finally {
      await replay.close();
    }
  });

  it('answers a request the recording does not hold with the nearest request and the difference', async () => {
    const misses: Miss[] = [];
    const replay = await startReplay(readFixture('buyer-tour'), 0, {
      onMiss: (m) => misses.push(m),
    });
    try {
      const { httpStatus, body } = await post(replay.origin, '/api/v1/items/list', {
        keyword: 'matcha',
        limit: 5,
      });
      expect(httpStatus).toBe(404);
      // A failure of the replay's own, which the product shows as "not part of the recording".
      expect(body.status).toBe('E999-900');
      expect(body.error).toBe('POST /api/v1/items/list is not in the recording "buyer-tour"');
      expect(body.nearest).toMatchObject({ method: 'POST', path: '/api/v1/items/list' });
      expect(body.differences).toContain('body.keyword: recorded "煎茶", received "matcha"');
      expect(misses).toHaveLength(1);

      const moved = await post(replay.origin, '/api/v1/items/search', {
        keyword: '煎茶',
        limit: 5,
      });
      expect(moved.body.nearest.path).toBe('/api/v1/items/list');
      expect(moved.body.differences).toContain(
        'path: recorded /api/v1/items/list, received /api/v1/items/search',
      );
    } finally {
      await replay.close();
    }
  });

  it('refuses a member call with an access token the recording never issued', async () => {
    const replay = await startReplay(readFixture('buyer-tour'), 0);
    try {
      const { httpStatus, body } = await post(
        replay.origin,
        '/api/v1/member/favorite/list',
        {},
        { 'X-Access-Token': 'at_0123456789abcdef0123' },
      );
      expect(httpStatus).toBe(404);
      expect(body.error).toMatch(/access token the recording never issued/);
    } finally {
      await replay.close();
    }
  });
});

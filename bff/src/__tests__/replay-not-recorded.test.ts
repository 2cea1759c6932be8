import { readFixture } from '../../../mocks/src/replay/fixture-files';
import { startReplay } from '../../../mocks/src/replay/replay-server';
import type { Miss } from '../../../mocks/src/replay/match';
import { startBff } from './support/stack';

// docs/qa.md#replay: the product running on a recording tells the buyer that a page was not
// recorded — in their language — instead of the generic "No data"; /readyz probes are no misses.
describe('the product on a replay, off the recorded path', () => {
  it('answers an unrecorded search with "This page was not part of the recording"', async () => {
    const misses: Miss[] = [];
    let probes = 0;
    const replay = await startReplay(readFixture('buyer-tour'), 0, {
      onMiss: (m) => misses.push(m),
      onProbe: () => (probes += 1),
    });
    const bff = await startBff({ upstreamUrl: replay.origin });
    try {
      const browser = bff.browser();
      const search = await browser.post('/api/items/list', { keyword: 'never-recorded', limit: 3 });
      expect(search.status).toBe(404);
      expect(search.body.status).toBe('E999-900');
      expect(search.body.message).toMatch(/^This page was not part of the recording\./);
      await browser.put('/api/language', { language: 'jp' });
      const ja = await browser.post('/api/items/list', { keyword: 'never-recorded', limit: 3 });
      expect(ja.body.message).toMatch(/^このページは記録されたセッションに含まれていません。/);
      expect(misses.map((m) => m.error)).toEqual([
        expect.stringMatching(/^POST \/api\/v1\/items\/list is not in the recording/),
        expect.stringMatching(/^POST \/api\/v1\/items\/list is not in the recording/),
      ]);
      expect((await browser.agent.get('/readyz')).status).toBe(200);
      expect(probes).toBeGreaterThan(0);
      expect(misses).toHaveLength(2);
    } finally {
      await bff.close();
      await replay.close();
    }
  });
});

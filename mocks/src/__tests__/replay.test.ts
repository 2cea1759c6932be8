import nock from 'nock';
import { recordTour } from '../replay/record';
import { readFixture } from '../replay/fixture-files';
import { replayFixture } from '../replay/replay';
import { createScrubber } from '../replay/scrub';
import { startLiveMock } from '../testing/live-mock';
import { buyerTour } from '../tour/buyer-tour';
import { createUpstreamClient } from '../tour/upstream-client';

const replayOrigin = 'http://upstream.replay.test';

afterEach(() => nock.cleanAll());
// nock patched Node's http for this whole jest worker: later files get the real one back.
afterAll(() => nock.restore());

describe('record and replay', () => {
  it('replays a recording with the same Results as the live mock gave', async () => {
    const live = await startLiveMock();
    let fixture;
    try {
      fixture = await recordTour(live.origin, '/api/v1');
    } finally {
      await live.close();
    }
    const liveStatuses = fixture.exchanges.map((x) => (x.response as { status?: string }).status);
    const scope = replayFixture(fixture, replayOrigin);
    const replayed = await buyerTour(createUpstreamClient(replayOrigin), 'someone@example.org', [
      'error',
      'cancel',
      'success',
    ]);
    expect(scope.isDone()).toBe(true);
    // The tour's Results are the recorded responses, call for call (first exchange: the client id).
    const recorded = fixture.exchanges.filter(
      (x) => x.path.startsWith('/api/v1/') && !x.path.endsWith('/original/account/id'),
    );
    expect(createScrubber()(replayed.map((s) => ({ status: s.status, data: s.data })))).toEqual(
      createScrubber()(recorded.map((x) => x.response)),
    );
    expect(liveStatuses).toContain('E070-001');
  });

  it('scrubs tokens, codes and emails from recordings', async () => {
    const live = await startLiveMock({ authMode: 'email_two_factor_authentication' });
    try {
      const text = JSON.stringify(await recordTour(live.origin, '/api/v1'));
      expect(text).not.toMatch(/(at|rt|cl|ac|tds|gp)_[0-9a-f]{16,}/);
      expect(text).not.toMatch(/tour\.\d+@example\.org/);
      expect(text).not.toMatch(/"code":"\d{6}"/);
    } finally {
      await live.close();
    }
  });

  it('keeps the committed buyer-tour fixture replayable', async () => {
    const fixture = readFixture('buyer-tour');
    const scope = replayFixture(fixture, replayOrigin);
    const steps = await buyerTour(createUpstreamClient(replayOrigin), 'someone@example.org', [
      'error',
      'cancel',
      'success',
    ]);
    expect(scope.isDone()).toBe(true);
    expect(steps.at(-2)?.status).toBe('E000-000');
  });
});

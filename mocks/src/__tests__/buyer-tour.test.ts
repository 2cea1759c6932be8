import { buyerTour } from '../tour/buyer-tour';
import { createUpstreamClient } from '../tour/upstream-client';
import { startLiveMock } from '../testing/live-mock';
import { defaultProductCount } from '../seed';

describe('scripted buyer session over HTTP', () => {
  it('signs up, logs in with the emailed two-factor code, searches, keeps lists, asks, and orders with 3-D Secure', async () => {
    const live = await startLiveMock({
      authMode: 'email_two_factor_authentication',
      publicUrl: '',
    });
    try {
      const steps = await buyerTour(createUpstreamClient(live.origin), 'tour@example.org', [
        'error',
        'cancel',
        'success',
      ]);
      const status = (step: string) => steps.filter((s) => s.step === step).map((s) => s.status);
      expect(
        steps
          .filter((s) => !s.step.startsWith('commit after'))
          .every((s) => s.status === 'E000-000'),
      ).toBe(true);
      expect(status('two-factor verify')).toEqual(['E000-000']);
      expect(status('commit after issuer error')).toEqual(['E070-001']);
      expect(status('commit after issuer cancel')).toEqual(['E070-002']);
      expect(status('commit after issuer success')).toEqual(['E000-000']);
      const ja = steps.find((s) => s.step === 'search in Japanese')?.data as { hit: number };
      const en = steps.find((s) => s.step === 'search in English')?.data as { hit: number };
      expect(ja.hit).toBeGreaterThan(0);
      expect(en.hit).toBe(ja.hit);
      const history = steps.find((s) => s.step === 'order history')?.data as { orders: unknown[] };
      expect(history.orders).toHaveLength(1);
      expect(live.state.inquiries).toHaveLength(1);
    } finally {
      await live.close();
    }
  });

  it('orders through the catalogue `npm run record` tours (the full seed, password sign-in)', async () => {
    // The full catalogue's cheapest items have a finite stock and some an MOQ: the tour must
    // still find one it can order, or the recording holds only refused calls.
    const live = await startLiveMock({ productCount: defaultProductCount, publicUrl: '' });
    try {
      const steps = await buyerTour(createUpstreamClient(live.origin), 'record@example.org');
      const failed = steps.filter((s) => s.status !== 'E000-000').map((s) => s.step);
      expect(failed).toEqual([]);
      expect(steps.map((s) => s.step)).toContain('commit after issuer success');
    } finally {
      await live.close();
    }
  });
});

import { planWorkers } from '../platform/process/workers';

describe('BFF_WORKERS', () => {
  it('runs one process when unset', () => {
    expect(planWorkers({})).toEqual({ ok: true, count: 1 });
  });

  it('runs N workers over a shared Redis store of any topology', () => {
    expect(planWorkers({ BFF_WORKERS: '2', REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual({
      ok: true,
      count: 2,
    });
    expect(planWorkers({ BFF_WORKERS: '3', REDIS_SENTINELS: '127.0.0.1:26379' })).toEqual({
      ok: true,
      count: 3,
    });
    expect(planWorkers({ BFF_WORKERS: '2', REDIS_CLUSTER_NODES: '127.0.0.1:7000' })).toEqual({
      ok: true,
      count: 2,
    });
  });

  it('refuses more than one worker on the in-memory store, naming what to set', () => {
    const plan = planWorkers({ BFF_WORKERS: '2' });
    expect(plan.ok).toBe(false);
    expect(!plan.ok && plan.message).toMatch(/BFF_WORKERS=2 needs a shared store: set REDIS_URL/);
  });

  it.each(['0', '-1', '1.5', 'two', '65'])('refuses BFF_WORKERS=%s', (value) => {
    const plan = planWorkers({ BFF_WORKERS: value, REDIS_URL: 'redis://x' });
    expect(!plan.ok && plan.message).toMatch(/^BFF_WORKERS: expected a whole number/);
  });
});

import { createEndpointResolver } from '../../upstream/endpoints';
import { isBreakerRejection } from '../breaker-failure';
import { createBreaker } from '../circuit-breaker';
import { isIdempotentRead } from '../idempotent-reads';
import { maxAttemptsCap, withRetries } from '../retry';
import { bad400, err500, ok200, read, stale, stubUpstream, timeout, write } from './stub-upstream';

const idempotent = isIdempotentRead(createEndpointResolver({}));

describe('withRetries', () => {
  it('retries an idempotent read after a 5xx and returns the good answer', async () => {
    const upstream = stubUpstream();
    upstream.script = [err500];
    const http = withRetries(upstream, { attempts: 3, isIdempotent: idempotent, backoffMs: 0 });
    expect(await http.send(read)).toBe(ok200);
    expect(upstream.calls.length).toBe(2);
  });

  it('retries a read after a stale kept-alive socket at once, without backoff', async () => {
    const upstream = stubUpstream();
    upstream.script = [stale];
    const http = withRetries(upstream, {
      attempts: 2,
      isIdempotent: idempotent,
      backoffMs: 60_000,
    });
    expect(await http.send(read)).toBe(ok200);
    expect(upstream.calls.length).toBe(2);
  });

  it('never repeats a write after a stale kept-alive socket', async () => {
    const upstream = stubUpstream(stale);
    const http = withRetries(upstream, { attempts: 3, isIdempotent: idempotent, backoffMs: 0 });
    expect(await http.send(write)).toBe(stale);
    expect(upstream.calls.length).toBe(1);
  });

  it('gives up after the configured attempts', async () => {
    const upstream = stubUpstream(timeout);
    const http = withRetries(upstream, { attempts: 2, isIdempotent: idempotent, backoffMs: 0 });
    expect(await http.send(read)).toBe(timeout);
    expect(upstream.calls.length).toBe(2);
  });

  it(`never tries more than ${maxAttemptsCap} times whatever is configured`, async () => {
    const upstream = stubUpstream(err500);
    const http = withRetries(upstream, { attempts: 50, isIdempotent: idempotent, backoffMs: 0 });
    await http.send(read);
    expect(upstream.calls.length).toBe(maxAttemptsCap);
  });

  it('never repeats a write', async () => {
    const upstream = stubUpstream(err500);
    const http = withRetries(upstream, { attempts: 3, isIdempotent: idempotent, backoffMs: 0 });
    await http.send(write);
    expect(upstream.calls.length).toBe(1);
  });

  it('does not retry a 4xx answer', async () => {
    const upstream = stubUpstream(bad400);
    const http = withRetries(upstream, { attempts: 3, isIdempotent: idempotent, backoffMs: 0 });
    await http.send(read);
    expect(upstream.calls.length).toBe(1);
  });

  it('does not retry a call the open breaker refused', async () => {
    const upstream = stubUpstream(err500);
    const breaker = createBreaker(upstream, { volumeThreshold: 2, resetTimeoutMs: 60_000 });
    try {
      const http = withRetries(breaker, { attempts: 3, isIdempotent: idempotent, backoffMs: 0 });
      await http.send(read); // two tries, both 500: the breaker opens
      const before = upstream.calls.length;
      const outcome = await http.send(read);
      expect(isBreakerRejection(outcome)).toBe(true);
      expect(upstream.calls.length).toBe(before);
    } finally {
      breaker.close();
    }
  });
});

describe('isIdempotentRead', () => {
  it('knows reads from writes and token calls by configured path and method', () => {
    const resolve = createEndpointResolver({ 'items/list': { path: '/v2/items', method: 'GET' } });
    const check = isIdempotentRead(resolve);
    expect(check({ method: 'GET', path: '/v2/items', headers: {}, body: {} })).toBe(true);
    expect(check({ method: 'POST', path: '/items/list', headers: {}, body: {} })).toBe(false);
    expect(check({ method: 'POST', path: '/account/refresh', headers: {}, body: {} })).toBe(false);
    expect(check({ method: 'POST', path: '/original/account/id', headers: {}, body: {} })).toBe(
      false,
    );
    expect(check({ method: 'POST', path: '/order/commit', headers: {}, body: {} })).toBe(false);
  });
});

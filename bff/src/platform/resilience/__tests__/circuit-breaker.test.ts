import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import express from 'express';
import { createUpstreamHttp } from '../../upstream/upstream-http';
import { testConfig } from '../../../__tests__/support/stack';
import { isBreakerRejection } from '../breaker-failure';
import { createBreaker, type BreakerOptions, type BreakerState } from '../circuit-breaker';
import { bad400, err500, ok200, read, stubUpstream, timeout } from './stub-upstream';

const breakers: { close(): void }[] = [];
afterEach(() => breakers.splice(0).forEach((b) => b.close()));

const setup = (answer = ok200, options: BreakerOptions = {}) => {
  const upstream = stubUpstream(answer);
  const states: BreakerState[] = [];
  const breaker = createBreaker(upstream, {
    volumeThreshold: 4,
    errorThresholdPercentage: 50,
    resetTimeoutMs: 60_000,
    onStateChange: (state) => states.push(state),
    ...options,
  });
  breakers.push(breaker);
  return { upstream, breaker, states };
};

const fire = async (breaker: ReturnType<typeof createBreaker>, times: number) => {
  for (let i = 0; i < times; i++) await breaker.send(read);
};

describe('createBreaker', () => {
  it('opens after repeated 5xx answers and then fails fast without calling the upstream', async () => {
    const { upstream, breaker, states } = setup(err500);
    await fire(breaker, 4);
    expect(breaker.state()).toBe('open');
    expect(states).toEqual(['open']);
    const calls = upstream.calls.length;
    const outcome = await breaker.send(read);
    expect(outcome).toEqual({ kind: 'failure', reason: 'unreachable' });
    expect(isBreakerRejection(outcome)).toBe(true);
    expect(upstream.calls.length).toBe(calls);
  });

  it('opens on timeouts', async () => {
    const { breaker } = setup(timeout);
    await fire(breaker, 4);
    expect(breaker.state()).toBe('open');
  });

  it('stays closed on 4xx answers however many', async () => {
    const { upstream, breaker } = setup(bad400);
    await fire(breaker, 20);
    expect(breaker.state()).toBe('closed');
    expect(upstream.calls.length).toBe(20);
  });

  it('passes answers through unchanged, failures included', async () => {
    const { upstream, breaker } = setup();
    expect(await breaker.send(read)).toBe(ok200);
    upstream.answer = err500;
    expect(await breaker.send(read)).toBe(err500);
  });

  it('probes half-open after the reset time: a good probe closes it', async () => {
    const { upstream, breaker, states } = setup(err500, { resetTimeoutMs: 5 });
    await fire(breaker, 4);
    await once(breaker.breaker, 'halfOpen');
    expect(breaker.state()).toBe('half-open');
    upstream.answer = ok200;
    expect(await breaker.send(read)).toBe(ok200);
    expect(breaker.state()).toBe('closed');
    expect(states).toEqual(['open', 'half-open', 'closed']);
  });

  it('probes half-open after the reset time: a bad probe opens it again', async () => {
    const { breaker } = setup(err500, { resetTimeoutMs: 5 });
    await fire(breaker, 4);
    await once(breaker.breaker, 'halfOpen');
    await breaker.send(read);
    expect(breaker.state()).toBe('open');
  });
});

describe('createBreaker around the real upstream client', () => {
  let server: http.Server;
  let status = 500;
  beforeAll(async () => {
    const app = express();
    app.post(
      '/api/v1/items/list',
      (_req, res) => void res.status(status).json({ status: 'E999-999', data: null }),
    );
    server = app.listen(0);
    await once(server, 'listening');
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const client = () =>
    createUpstreamHttp({
      ...testConfig({ UPSTREAM_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })
        .upstream,
      maxSockets: 4,
    });

  it('opens on real HTTP 503 answers and not on real 404 answers', async () => {
    status = 404;
    const lenient = createBreaker(client(), { volumeThreshold: 3 });
    breakers.push(lenient);
    for (let i = 0; i < 5; i++) await lenient.send(read);
    expect(lenient.state()).toBe('closed');

    status = 503;
    const strict = createBreaker(client(), { volumeThreshold: 3 });
    breakers.push(strict);
    for (let i = 0; i < 3; i++) await strict.send(read);
    expect(strict.state()).toBe('open');
  });
});

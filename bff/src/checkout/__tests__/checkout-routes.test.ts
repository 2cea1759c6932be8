import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import express, { Router } from 'express';
import request from 'supertest';
import { manualClock } from '../../clock';
import { createMemoryStore } from '../../session/memory-store';
import { createSessionRepository } from '../../session/session-repository';
import { minimalApp } from '../../edge/__tests__/support';
import { createAuthorizationPoster } from '../authorization-post';
import { mountRoute } from '../../http/api-router';
import type { RequestSession } from '../../session/request-session';
import { checkoutHandlers, type CheckoutRouteDeps } from '../checkout-routes';
import { createCheckoutStore } from '../checkout-store';
import { createCommitCapture } from '../commit-capture';

const sessionId = 's'.repeat(43);

/** The two checkout routes of the endpoint table, without the session middleware. */
const checkoutRoutes = (deps: CheckoutRouteDeps) => {
  const handlers = checkoutHandlers(deps);
  const router = Router();
  const session = () => ({ language: 'en' }) as RequestSession;
  mountRoute(router, 'checkout/state', handlers['checkout/state'], session);
  mountRoute(router, 'checkout/payment-return', handlers['checkout/payment-return'], session);
  return router;
};
let provider: http.Server;
let providerUrl: string;
const posts: { status: string; clientId?: string }[] = [];

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.post('/authorize', (req, res) => {
    posts.push({ status: req.body.status, clientId: req.get('x-client-id') });
    res.json({ status: 'E000-000', data: null });
  });
  provider = app.listen(0);
  await new Promise((resolve) => provider.once('listening', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => provider.close(resolve)));

const setup = async (options: { id?: string | null; allowedOrigins?: string[] } = {}) => {
  posts.length = 0;
  const clock = manualClock();
  const kv = createMemoryStore({ maxEntries: 1000, clock });
  const sessions = createSessionRepository(kv, clock, {
    idleTtlMs: 60_000,
    absoluteTtlMs: 3_600_000,
  });
  await sessions.write(sessionId, sessions.fresh('en'));
  const store = createCheckoutStore(sessions);
  const capture = createCommitCapture(store);
  const app = minimalApp((app) =>
    app.use(
      '/api',
      checkoutRoutes({
        store,
        authorize: createAuthorizationPoster({
          allowedOrigins: options.allowedOrigins ?? [providerUrl],
          timeoutMs: 2000,
        }),
        sessionOf: () => ({
          id: options.id === undefined ? sessionId : options.id,
          language: 'en',
        }),
        authorizationHeaders: () => ({ 'X-Client-Id': 'client-1' }),
      }),
    ),
  );
  /** Plays the proxy's part: a temporary order, then a commit naming the provider's address. */
  const commit = async (authorizeUrl = `${providerUrl}/authorize`) => {
    await capture.record(sessionId, 'order/create', {
      kind: 'response',
      httpStatus: 200,
      status: 'E000-000',
      data: { temporary_order_id: 'tmp-1' },
    });
    const data = { order_number: 'O-100', sbps_authorize_url: authorizeUrl };
    await capture.record(sessionId, 'order/commit', {
      kind: 'response',
      httpStatus: 200,
      status: 'E000-000',
      data,
    });
    // The context stays in the session; the browser is never told it.
    return (await store.read(sessionId)).threeDSecure!.context;
  };
  const post = (body: object) => request(app).post('/api/checkout/payment-return').send(body);
  return { app, store, capture, commit, post, kv, sessions };
};

describe('POST /api/checkout/payment-return', () => {
  it('completes a success: posts OK to the authorization address, answers the order number, closes the state', async () => {
    const { commit, post, store } = await setup();
    const context = await commit();
    const res = await post({ status: 'success', context, orderNumber: 'O-100' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'E000-000', data: { orderNumber: 'O-100' } });
    expect(posts).toEqual([{ status: 'OK', clientId: 'client-1' }]);
    expect(await store.read(sessionId)).toEqual({});
  });

  it('refuses a replay of a used context', async () => {
    const { commit, post } = await setup();
    const context = await commit();
    await post({ status: 'success', context, orderNumber: 'O-100' });
    const replay = await post({ status: 'success', context, orderNumber: 'O-100' });
    expect(replay.status).toBe(403);
    expect(replay.body.status).toBe('E000-403');
    expect(posts).toEqual([{ status: 'OK', clientId: 'client-1' }]);
  });

  it('refuses a forged context without posting, and the genuine return still works afterwards', async () => {
    const { commit, post } = await setup();
    const context = await commit();
    const forged = await post({
      status: 'success',
      // One character off (never the same character, or the "forgery" would be the real one).
      context: `${context.slice(0, -1)}${context.endsWith('A') ? 'B' : 'A'}`,
      orderNumber: 'O-100',
    });
    expect(forged.status).toBe(403);
    expect(posts).toEqual([]);
    expect((await post({ status: 'success', context, orderNumber: 'O-100' })).status).toBe(200);
  });

  it('refuses a return when nothing was committed in this session', async () => {
    const { post } = await setup();
    const res = await post({ status: 'success', context: 'x'.repeat(43), orderNumber: 'O-100' });
    expect(res.status).toBe(403);
  });

  it('refuses a return without a session', async () => {
    const { post } = await setup({ id: null });
    expect((await post({ status: 'cancel', context: 'x'.repeat(43) })).status).toBe(403);
  });

  it.each([
    [{ status: 'success', orderNumber: 'O-100' }, ['context']],
    [{ status: 'success', context: 'x'.repeat(43) }, ['orderNumber']],
    [{ status: 'error', context: 'x'.repeat(43) }, ['errorCode']],
    [{ status: 'cancel' }, ['context']],
  ])('answers 400 with field errors for the incomplete return %j', async (body, fields) => {
    const { commit, post } = await setup();
    await commit();
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { name: string }) => e.name)).toEqual(fields);
    expect(posts).toEqual([]);
  });

  it('refuses an unknown status value', async () => {
    const { post } = await setup();
    expect((await post({ status: 'paid', context: 'x' })).status).toBe(400);
  });

  it('turns an error return into NG and the provider error result', async () => {
    const { commit, post, store } = await setup();
    const context = await commit();
    const res = await post({ status: 'error', context, errorCode: 'G12' });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('E070-001');
    expect(res.body.message).toMatch(/\[E070-001\]$/);
    expect(posts).toEqual([{ status: 'NG', clientId: 'client-1' }]);
    expect(await store.read(sessionId)).toEqual({ temporaryOrderId: 'tmp-1' });
  });

  it('turns a cancel return into NG and the cancel result, and spends the context', async () => {
    const { commit, post } = await setup();
    const context = await commit();
    const res = await post({ status: 'cancel', context });
    expect(res.body.status).toBe('E070-002');
    expect(posts).toEqual([{ status: 'NG', clientId: 'client-1' }]);
    expect((await post({ status: 'success', context, orderNumber: 'O-100' })).status).toBe(403);
  });

  it('refuses to post to an authorization address outside the allowed origins', async () => {
    const { commit, post } = await setup({ allowedOrigins: ['http://upstream.invalid'] });
    const context = await commit();
    const res = await post({ status: 'success', context, orderNumber: 'O-100' });
    expect(res.status).toBe(502);
    expect(res.body.status).toBe('E999-999');
    expect(posts).toEqual([]);
  });

  it('keeps the pending payment when the authorization address is unreachable, so the return can be retried', async () => {
    const { commit, post, store } = await setup({ allowedOrigins: ['http://127.0.0.1:1'] });
    const context = await commit('http://127.0.0.1:1/authorize');
    expect((await post({ status: 'success', context, orderNumber: 'O-100' })).status).toBe(502);
    expect((await store.read(sessionId)).threeDSecure?.context).toBe(context);
  });
});

describe('DELETE /api/checkout/state', () => {
  it('clears the temporary order, commit result and 3-D Secure context', async () => {
    const { app, commit, store, post } = await setup();
    const context = await commit();
    const res = await request(app).delete('/api/checkout/state');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'E000-000', data: { cleared: true } });
    expect(await store.read(sessionId)).toEqual({});
    expect((await post({ status: 'success', context, orderNumber: 'O-100' })).status).toBe(403);
  });

  it('succeeds without a session', async () => {
    const { app } = await setup({ id: null });
    expect((await request(app).delete('/api/checkout/state')).status).toBe(200);
  });
});

describe('commit capture (proxy hooks)', () => {
  it('puts the session temporary order id into order calls instead of a client-sent one', async () => {
    const { capture, commit } = await setup();
    await commit();
    expect(
      await capture.prepareBody(sessionId, 'order/setPayment', {
        orderId: 'someone-else',
        paymentProfile: { id: '1' },
      }),
    ).toEqual({ orderId: 'tmp-1', paymentProfile: { id: '1' } });
    expect(await capture.prepareBody(sessionId, 'items/list', { a: 1 })).toEqual({ a: 1 });
  });

  it('reads the temporary order id inside the order of an order/create answer', async () => {
    const { capture, store } = await setup();
    await capture.record(sessionId, 'order/create', {
      kind: 'response',
      httpStatus: 200,
      status: 'E000-000',
      data: { order: { orderId: 'ord-9', temporary_order_id: 'ord-9' } },
    });
    expect(await store.read(sessionId)).toEqual({ temporaryOrderId: 'ord-9' });
  });

  it('ignores failed upstream answers and clears the state when the order is cancelled', async () => {
    const { capture, store, commit } = await setup();
    await capture.record(sessionId, 'order/create', { kind: 'failure', reason: 'timeout' });
    expect(await store.read(sessionId)).toEqual({});
    await commit();
    await capture.record(sessionId, 'order/cancel', {
      kind: 'response',
      httpStatus: 200,
      status: 'E000-000',
      data: null,
    });
    expect(await store.read(sessionId)).toEqual({});
  });

  it('keeps the state inside the session record, so it ends with the session', async () => {
    const { commit, store, sessions } = await setup();
    await commit();
    expect((await sessions.read(sessionId))?.checkout?.temporaryOrderId).toBe('tmp-1');
    await sessions.destroy(sessionId);
    expect(await store.read(sessionId)).toEqual({});
    await store.write(sessionId, { temporaryOrderId: 'tmp-2' });
    expect(await sessions.read(sessionId)).toBeNull();
  });
});

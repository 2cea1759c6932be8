import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import express, { Router, type Response } from 'express';
import request from 'supertest';
import { manualClock } from '../../../platform/clock';
import { createMemoryStore } from '../../../platform/store/memory-store';
import { createSessionRepository } from '../../../platform/session/session-repository';
import { minimalApp } from '../../../platform/edge/__tests__/support';
import { paymentReturnBodySchema } from '@kakehashi/contracts';
import { createAuthorizationPoster } from '../authorization-post';
import { createUpstreamClient } from '../../../platform/upstream/upstream-client';
import { testConfig } from '../../../__tests__/support/stack';
import { mountRoute } from '../../../platform/api/api-router';
import type { RequestSession } from '../../../platform/session/request-session';
import { checkoutHandlers, type CheckoutRouteDeps } from '../checkout-routes';
import { createPaymentSettlement, type SettlementDeps } from '../payment-settlement';
import { createCheckoutStore } from '../checkout-store';
import { createCommitCapture } from '../commit-capture';

const sessionId = 's'.repeat(43);

/** The checkout-state route of the endpoint table, without the session middleware. */
const checkoutRoutes = (deps: CheckoutRouteDeps) => {
  const handlers = checkoutHandlers(deps);
  const router = Router();
  const session = () => ({ language: 'en' }) as RequestSession;
  mountRoute(router, 'checkout/state', handlers['checkout/state'], session);
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
    // `?answer=NG`: the provider declines, as for a payment whose issuer step never happened.
    if (req.query.answer === 'NG') return void res.status(402).json({ status: 'NG' });
    res.json({ status: 'E000-000', data: null });
  });
  provider = app.listen(0);
  await new Promise((resolve) => provider.once('listening', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
// The BFF's one upstream client, as the app hands it to the poster.
const upstreamClient = createUpstreamClient(testConfig().upstream);
afterAll(() => new Promise((resolve) => provider.close(resolve)));
afterAll(() => upstreamClient.close());

const setup = async (options: { id?: string | null; allowedOrigins?: string[] } = {}) => {
  posts.length = 0;
  const clock = manualClock();
  const kv = createMemoryStore({ maxEntries: 1000, clock });
  const sessions = createSessionRepository(kv, clock, {
    idleTtlMs: 60_000,
    absoluteTtlMs: 3_600_000,
  });
  await sessions.create(sessionId, sessions.fresh('en'));
  const store = createCheckoutStore(sessions);
  const capture = createCommitCapture(store, { publicUrl: 'https://shop.example' });
  /** The one-time reference of the last commit's return address (the issuer sends it back). */
  let reference: string | undefined;
  const session = () => ({
    id: options.id === undefined ? sessionId : options.id,
    language: 'en' as const,
  });
  const app = minimalApp((app) => app.use('/api', checkoutRoutes({ store, sessionOf: session })));
  const settlement = createPaymentSettlement({
    store,
    session,
    authorize: createAuthorizationPoster({
      client: upstreamClient.client,
      allowedOrigins: options.allowedOrigins ?? [providerUrl],
      timeoutMs: 2000,
    }),
    authorizationHeaders: () => ({ 'X-Client-Id': 'client-1' }),
  } satisfies SettlementDeps);
  /** Plays the proxy's part: a temporary order, then a commit naming the provider's address. */
  const commit = async (authorizeUrl = `${providerUrl}/authorize`) => {
    await capture.record(sessionId, 'order/create', {
      kind: 'response',
      httpStatus: 200,
      status: 'E000-000',
      data: { temporary_order_id: 'tmp-1' },
    });
    const sent = (await capture.prepareBody(sessionId, 'order/commit', {})) as {
      return_url: string;
    };
    reference = new URL(sent.return_url).searchParams.get('ref') ?? undefined;
    const data = { order_number: 'O-100', sbps_authorize_url: authorizeUrl };
    await capture.record(
      sessionId,
      'order/commit',
      { kind: 'response', httpStatus: 200, status: 'E000-000', data },
      sent,
    );
    // The context stays in the session; the browser is never told it.
    return (await store.read(sessionId)).threeDSecure!.context;
  };
  /**
   * A return as the return page hands it over (its query, read by the page's contract), with the
   * return address's reference unless the body names one.
   */
  const settle = (body: object) =>
    settlement({} as Response, paymentReturnBodySchema.parse({ reference, ...body }));
  return { app, store, capture, commit, settle, kv, sessions };
};

/** The return page's settlement (docs/rules/cart-and-checkout.md#3-d-secure-return). */
describe('card-payment return settlement', () => {
  it('completes a success: posts OK to the authorization address, answers the order number, closes the state', async () => {
    const { commit, settle, store } = await setup();
    const context = await commit();
    expect(await settle({ status: 'success', context, orderNumber: 'O-100' })).toEqual({
      ok: true,
      orderNumber: 'O-100',
      guestOrderPassword: null,
    });
    expect(posts).toEqual([{ status: 'OK', clientId: 'client-1' }]);
    // Only the order placed is left, for a repeat of "Place order" (docs/rules/cart-and-checkout.md#placing-the-order).
    expect(await store.read(sessionId)).toEqual({
      placed: {
        temporaryOrderId: expect.any(String),
        orderNumber: 'O-100',
        awaitingCard: false,
        expiresAt: expect.any(Number),
      },
    });
  });

  it('refuses a replay of a used context', async () => {
    const { commit, settle } = await setup();
    const context = await commit();
    await settle({ status: 'success', context, orderNumber: 'O-100' });
    const replay = await settle({ status: 'success', context, orderNumber: 'O-100' });
    expect(replay).toMatchObject({ ok: false, httpStatus: 403, status: 'E000-403' });
    expect(posts).toEqual([{ status: 'OK', clientId: 'client-1' }]);
  });

  it('refuses a forged context without posting, and the genuine return still works afterwards', async () => {
    const { commit, settle } = await setup();
    const context = await commit();
    const forged = await settle({
      status: 'success',
      // One character off (never the same character, or the "forgery" would be the real one).
      context: `${context.slice(0, -1)}${context.endsWith('A') ? 'B' : 'A'}`,
      orderNumber: 'O-100',
    });
    expect(forged).toMatchObject({ ok: false, httpStatus: 403 });
    expect(posts).toEqual([]);
    expect(await settle({ status: 'success', context, orderNumber: 'O-100' })).toMatchObject({
      ok: true,
    });
  });

  it.each([
    ['without', undefined],
    ['with another', 'r'.repeat(43)],
  ])(
    'refuses a return %s one-time reference of the return address, without posting',
    async (_, reference) => {
      const { commit, settle, store } = await setup();
      const context = await commit();
      const res = await settle({ status: 'success', context, orderNumber: 'O-100', reference });
      expect(res).toMatchObject({ ok: false, httpStatus: 403, status: 'E000-403' });
      expect(posts).toEqual([]);
      expect((await store.read(sessionId)).threeDSecure?.context).toBe(context);
    },
  );

  it('ends the payment when the provider answers NG, whatever the browser said', async () => {
    const { commit, settle, store } = await setup();
    const context = await commit(`${providerUrl}/authorize?answer=NG`);
    const res = await settle({ status: 'success', context, orderNumber: 'O-100' });
    expect(res).toMatchObject({ ok: false, httpStatus: 400, status: 'E070-001' });
    expect(posts).toEqual([{ status: 'OK', clientId: 'client-1' }]);
    expect(await store.read(sessionId)).toEqual({ temporaryOrderId: 'tmp-1' });
  });

  it('refuses a return when nothing was committed in this session', async () => {
    const { settle } = await setup();
    const res = await settle({ status: 'success', context: 'x'.repeat(43), orderNumber: 'O-100' });
    expect(res).toMatchObject({ ok: false, httpStatus: 403 });
  });

  it('refuses a return without a session', async () => {
    const { settle } = await setup({ id: null });
    expect(await settle({ status: 'cancel', context: 'x'.repeat(43) })).toMatchObject({
      httpStatus: 403,
    });
  });

  it.each([
    [{ status: 'success', orderNumber: 'O-100' }, ['context']],
    [{ status: 'success', context: 'x'.repeat(43) }, ['orderNumber']],
    [{ status: 'error', context: 'x'.repeat(43) }, ['errorCode']],
    [{ status: 'cancel' }, ['context']],
  ])('refuses the incomplete return %j naming what is missing', async (body, fields) => {
    const { commit, settle } = await setup();
    await commit();
    const res = await settle(body);
    expect(res).toMatchObject({ ok: false, httpStatus: 400 });
    expect(res.ok ? [] : res.errors?.map((e) => e.name)).toEqual(fields);
    expect(posts).toEqual([]);
  });

  it('the return contract refuses an unknown status value', () => {
    expect(paymentReturnBodySchema.safeParse({ status: 'paid', context: 'x' }).success).toBe(false);
  });

  it('turns an error return into NG and the provider error result', async () => {
    const { commit, settle, store } = await setup();
    const context = await commit();
    const res = await settle({ status: 'error', context, errorCode: 'G12' });
    expect(res).toMatchObject({ ok: false, httpStatus: 400, status: 'E070-001' });
    expect(res.ok ? '' : res.message).toMatch(/\[E070-001\]$/);
    expect(posts).toEqual([{ status: 'NG', clientId: 'client-1' }]);
    expect(await store.read(sessionId)).toEqual({ temporaryOrderId: 'tmp-1' });
  });

  it('turns a cancel return into NG and the cancel result, and spends the context', async () => {
    const { commit, settle } = await setup();
    const context = await commit();
    expect(await settle({ status: 'cancel', context })).toMatchObject({ status: 'E070-002' });
    expect(posts).toEqual([{ status: 'NG', clientId: 'client-1' }]);
    expect(await settle({ status: 'success', context, orderNumber: 'O-100' })).toMatchObject({
      httpStatus: 403,
    });
  });

  it('refuses to post to an authorization address outside the allowed origins', async () => {
    const { commit, settle } = await setup({ allowedOrigins: ['http://upstream.invalid'] });
    const context = await commit();
    const res = await settle({ status: 'success', context, orderNumber: 'O-100' });
    expect(res).toMatchObject({ ok: false, httpStatus: 502, status: 'E999-999' });
    expect(posts).toEqual([]);
  });

  it('keeps the pending payment when the authorization address is unreachable, so the return can be retried', async () => {
    const { commit, settle, store } = await setup({ allowedOrigins: ['http://127.0.0.1:1'] });
    const context = await commit('http://127.0.0.1:1/authorize');
    expect(await settle({ status: 'success', context, orderNumber: 'O-100' })).toMatchObject({
      httpStatus: 502,
    });
    expect((await store.read(sessionId)).threeDSecure?.context).toBe(context);
  });
});

describe('DELETE /api/checkout/state', () => {
  it('clears the temporary order, commit result and 3-D Secure context', async () => {
    const { app, commit, store, settle } = await setup();
    const context = await commit();
    const res = await request(app).delete('/api/checkout/state');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'E000-000', data: { cleared: true } });
    expect(await store.read(sessionId)).toEqual({});
    expect(await settle({ status: 'success', context, orderNumber: 'O-100' })).toMatchObject({
      httpStatus: 403,
    });
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

  it('gives a commit the return address on the public origin with a fresh one-time reference', async () => {
    const { capture, commit } = await setup();
    await commit();
    const address = async () =>
      new URL(
        ((await capture.prepareBody(sessionId, 'order/commit', {})) as { return_url: string })
          .return_url,
      );
    const [first, second] = [await address(), await address()];
    expect(`${first.origin}${first.pathname}`).toBe('https://shop.example/checkout/card-return');
    expect(first.searchParams.get('ref')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.searchParams.get('ref')).not.toBe(first.searchParams.get('ref'));
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

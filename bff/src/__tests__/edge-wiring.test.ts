import request from 'supertest';
import { createSessionRepository } from '../platform/session/session-repository';
import { demoBuyer, signIn, startBff, mockAndBffForFile, startGuestSession } from './support/stack';

/** What app.ts wires around the routes, against the real mock upstream. */
const metricsToken = 'metrics-token-for-tests';
const stack = mockAndBffForFile({ env: { METRICS_TOKEN: metricsToken } });

describe('edge wiring in app.ts', () => {
  it('carries the checkout state through the sign-in rotation, server-side only', async () => {
    const browser = stack.bff.browser();
    await startGuestSession(browser); // a session before sign-in
    const before = browser.cookie(stack.bff.config.cookies.session)!;
    const sessions = createSessionRepository(
      stack.bff.store,
      stack.bff.clock,
      stack.bff.config.session,
    );
    const record = (await sessions.read(before))!;
    await sessions.write(before, { ...record, checkout: { temporaryOrderId: 'tmp-42' } });

    const res = await signIn(browser);
    const after = browser.cookie(stack.bff.config.cookies.session)!;
    expect(after).not.toBe(before);
    expect((await sessions.read(after))?.checkout).toEqual({ temporaryOrderId: 'tmp-42' });
    expect(await sessions.read(before)).toBeNull();
    expect(JSON.stringify(res.body)).not.toContain('tmp-42');
    expect([res.headers['set-cookie'] ?? []].flat().join(';')).not.toContain('tmp-42');

    await browser.agent.delete('/api/checkout/state').set('X-CSRF', '1');
    expect((await sessions.read(after))?.checkout).toBeUndefined();
  });

  it('keeps the temporary order of order/create in the session and uses it over a forged id', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const items = await browser.post('/api/items/list', {
      sellingStatus: 'on_sale',
      // Items without a minimum purchase, so one piece makes a valid cart.
      filterOptions: 'min:item_minimum_purchase:=::and:true,moq:custom.moq:<=:1:and:true',
      limit: 20,
      sort: 'price_asc',
      requestFields: ['option_group_id'],
    });
    const item = (
      items.body.data.items as {
        id: string;
        option_group_id: string | null;
        skus: {
          id: string;
          stock_quantity_infinity: boolean;
          sku_minimum_purchase: number | null;
        }[];
      }[]
    ).find(
      (i) =>
        !i.option_group_id &&
        i.skus[0]?.stock_quantity_infinity &&
        !i.skus[0]?.sku_minimum_purchase,
    )!;
    const cart = await browser.post('/api/cart/create');
    const cart_code = cart.body.data.cart_code as string;
    await browser.post('/api/cart/add', {
      cart_code,
      items: [{ item: { id: item.id, skus: { id: item.skus[0]!.id } }, order_quantity: 1 }],
    });
    const created = await browser.post('/api/order/create', { cart_code });
    expect(created.body.status).toBe('E000-000');
    // The browser is never told the temporary order id (docs/rules/cart-and-checkout.md).
    expect(created.body.data.order.orderId).toBeUndefined();
    const sessions = createSessionRepository(
      stack.bff.store,
      stack.bff.clock,
      stack.bff.config.session,
    );
    const id = browser.cookie(stack.bff.config.cookies.session)!;
    const orderId = (await sessions.read(id))?.checkout?.temporaryOrderId;
    expect(orderId).toEqual(expect.any(String));

    const before = stack.mock.calls.length;
    const got = await browser.post('/api/order/get', { orderId: 'someone-elses-order' });
    expect(got.body.status).toBe('E000-000');
    const forwarded = stack.mock.calls.slice(before).find((c) => c.path === '/order/get');
    expect(forwarded?.body).toEqual({ orderId });
  });

  it('sends the request id upstream and answers it', async () => {
    const res = await stack.bff
      .browser()
      .post('/api/contents/list')
      .set('X-Request-Id', 'req-edge-1');
    expect(res.headers['x-request-id']).toBe('req-edge-1');
    const call = stack.mock.calls.filter((c) => c.path === '/contents/list').at(-1);
    expect(call?.headers['x-request-id']).toBe('req-edge-1');
  });

  it('counts cache lookups, proxied routes by name and the breaker state in /metrics', async () => {
    const browser = stack.bff.browser();
    await browser.post('/api/news/list');
    await browser.post('/api/news/list');
    const text = (
      await request(stack.bff.url).get('/metrics').set('Authorization', `Bearer ${metricsToken}`)
    ).text;
    expect(text).toMatch(/bff_cache_lookups_total\{result="hit"\} [1-9]/);
    expect(text).toMatch(/bff_cache_lookups_total\{result="miss"\} [1-9]/);
    expect(text).toContain('route="/api/news/list",status="200"');
    expect(text).toMatch(/bff_upstream_request_duration_seconds_count\{[^}]*\} [1-9]/);
    // One breaker per endpoint group (docs/security.md).
    expect(text).toMatch(/bff_circuit_breaker_state\{breaker="account"\} 0/);
    expect(text).toMatch(/bff_circuit_breaker_state\{breaker="items"\} 0/);
  });

  it('serves the OpenAPI document and refuses cross-site mutations', async () => {
    const doc = await request(stack.bff.url).get('/api/openapi.json').set('X-CSRF', '1');
    expect(doc.body.paths['/api/checkout/result']).toBeDefined();
    const refused = await request(stack.bff.url)
      .post('/api/auth/signin')
      .set('X-CSRF', '1')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({});
    expect(refused.status).toBe(403);
  });
});

describe('served securely', () => {
  it('names the session cookie __Host-, Secure, HttpOnly, SameSite=Lax, Path=/, and sends HSTS', async () => {
    const secure = await startBff({ upstreamUrl: stack.mock.url, env: { COOKIE_SECURE: 'true' } });
    const res = await request(secure.url)
      .post('/api/auth/signin')
      .set('X-CSRF', '1')
      .send(demoBuyer);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('__Host-kk_sid='),
    );
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    await secure.close();
  });
});

import http from 'node:http';
import { listen, mockForFile, startBff, type Bff } from './support/stack';
import { cartWith, plainItems, readyOrder } from '../routes/checkout/__tests__/support/shop';

// docs/rules/errors-and-messages.md#status-catalogue: a gateway in front of the shop service that
// answers 502, 503 or 504 means the shop service cannot be reached right now. For a read nothing
// was done, so the buyer reads E000-521 as for a refused connection; a write may have been applied
// behind that gateway, so it is never told its cart and input are simply kept (the fetch-error
// Result, as before). Over HTTP against the real mock's fault injection.
const mock = mockForFile();

const unreachableEn =
  'Kakehashi cannot reach the shop service right now. Your cart and what you entered are kept. Please try again in a minute. [E000-521]';
const unreachableJa =
  'ただいまかけはしからショップのサービスに接続できません。カートと入力内容はそのまま残っています。1分ほどしてから再度お試しください。 [E000-521]';

describe('an upstream answering 502, 503 or 504', () => {
  let bff: Bff;
  beforeEach(async () => {
    mock.reset();
    bff = await startBff({ upstreamUrl: mock.url, env: { UPSTREAM_READ_ATTEMPTS: '1' } });
  });
  afterEach(async () => {
    await mock.faults({ clear: true });
    await bff.close();
  });

  it.each([502, 503, 504])(
    'answers a read %i with E000-521 in the buyer’s language',
    async (status) => {
      const browser = bff.browser();
      await mock.faults({ endpoint: 'items/list', status });
      const res = await browser.post('/api/items/list', { limit: 1 });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ status: 'E000-521', data: null, message: unreachableEn });
      await browser.put('/api/language', { language: 'jp' });
      const ja = await browser.post('/api/items/list', { limit: 1 });
      expect(ja.body.message).toBe(unreachableJa);
    },
  );

  it('answers a read a gateway’s HTML error page of 502 with E000-521', async () => {
    // A load balancer in front of the mock: its own error page for the catalogue, the rest passed on.
    const front = await listen((req, res) => {
      if (req.url?.endsWith('/items/list')) {
        res.writeHead(502, { 'content-type': 'text/html' });
        return res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      }
      const forward = http.request(
        `${mock.url}${req.url}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(forward);
    });
    const behind = await startBff({ upstreamUrl: front.url });
    try {
      const res = await behind.browser().post('/api/items/list', { limit: 1 });
      expect(res.status).toBe(502);
      expect(res.body.status).toBe('E000-521');
    } finally {
      await behind.close();
      await front.close();
    }
  });

  it('still answers a read’s 500 with the fetch-error code: the service answered, and failed', async () => {
    await mock.faults({ endpoint: 'items/list', status: 500 });
    const res = await bff.browser().post('/api/items/list', { limit: 1 });
    expect(res.status).toBe(502);
    expect(res.body.status).toBe('E999-999');
  });

  it.each([502, 503, 504])(
    'never tells a buyer whose order commit got %i that nothing happened',
    async (status) => {
      const browser = bff.browser();
      const [item] = await plainItems(browser);
      await readyOrder(browser, await cartWith(browser, [{ id: item!.skus[0]!.id }]));
      await mock.faults({ endpoint: 'order/commit', status, times: 1 });
      const res = await browser.post('/api/order/commit');
      expect(res.status).toBe(502);
      expect(res.body.status).toBe('E999-999');
      expect(res.body.message).not.toMatch(/kept|cannot reach/);
    },
  );

  it('answers a cart write’s 503 with the fetch-error code, not E000-521', async () => {
    const browser = bff.browser();
    const [item] = await plainItems(browser);
    await mock.faults({ endpoint: 'cart/add', status: 503, times: 1 });
    // The helper adds to a new cart; the injected 503 is its answer.
    await expect(cartWith(browser, [{ id: item!.skus[0]!.id }])).rejects.toThrow(/"E999-999"/);
  });
});

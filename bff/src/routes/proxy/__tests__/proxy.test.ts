import nock from 'nock';
import request from 'supertest';
import {
  nockedBffForFile,
  nockUpstream,
  recordUpstreamRequests,
} from '../../../__tests__/support/nock-upstream';
import {
  startBff,
  startMock,
  signIn,
  type Bff,
  type MockUpstream,
} from '../../../__tests__/support/stack';
import { proxyAllowlist } from '../allowlist';

describe('proxy against the mock', () => {
  let mock: MockUpstream;
  let bff: Bff;
  beforeAll(async () => {
    mock = await startMock();
    bff = await startBff({ upstreamUrl: mock.url });
  });
  afterAll(async () => {
    await bff.close();
    await mock.close();
  });

  it('forwards an allowlisted name and answers a Result', async () => {
    const res = await bff.browser().post('/api/items/list', { limit: 2, offset: 0 });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('E000-000');
    expect(res.body.data.items).toHaveLength(2);
  });

  it('answers 404 for a name not on the allowlist', async () => {
    const res = await bff.browser().post('/api/nothing/here', {});
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 'E000-404', data: null });
  });

  it.each([
    '/api/account/signin',
    '/api/original/account/id',
    '/api/member/password/reset',
    '/api/users/signUp',
    '/api/auth/user/verify',
    '/api/../api/account/signin',
    '/api/%2e%2e/account/signin',
    '/api/items/..%2F..%2Faccount%2Fsignin',
    '/api/http://evil.test/items/list',
    '/api//evil.test/items/list',
    '/api/constructor',
    '/api/__proto__',
  ])('reaches nothing upstream for %s', async (path) => {
    const before = mock.calls.length;
    const res = await request(bff.url)
      .post(path)
      .set('X-CSRF', '1')
      .send({ email: 'a@b.cd', password: 'x' });
    expect([404, 400]).toContain(res.status);
    expect(res.body.status).toMatch(/^E000-40[04]$/);
    expect(mock.calls.length).toBe(before);
  });

  it('keeps sensitive upstream names off the allowlist', () => {
    const names = [...proxyAllowlist.keys()];
    expect(
      names.filter((n) =>
        /^(account|auth|original|users)\/|^member\/(password|information)\/|^member\/leave$/.test(
          n,
        ),
      ),
    ).toEqual([]);
    expect(names).toEqual(
      expect.arrayContaining([
        'items/list',
        'member/favorite/addDelete',
        'member/favorite/list',
        'zipSearchApi',
        'site/get',
      ]),
    );
  });

  it('refuses a body that breaks the contract with 400 and field errors, forwarding nothing', async () => {
    const before = mock.count('/items/list');
    const res = await bff.browser().post('/api/items/list', { limit: 'many', offset: -1 });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('E000-400');
    expect(res.body.errors.map((e: { name: string }) => e.name).sort()).toEqual([
      'limit',
      'offset',
    ]);
    expect(mock.count('/items/list')).toBe(before);
  });

  it('refuses a body over the size limit with a Result, forwarding nothing', async () => {
    const before = mock.calls.length;
    const res = await bff.browser().post('/api/items/list', { keyword: 'x'.repeat(200 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.status).toBe('E000-400');
    expect(mock.calls.length).toBe(before);
  });

  it('refuses malformed JSON with a 400 Result', async () => {
    const res = await request(bff.url)
      .post('/api/items/list')
      .set('X-CSRF', '1')
      .set('Content-Type', 'application/json')
      .send('{"limit":');
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('E000-400');
  });

  it.each([
    ['GET', '/api/session'],
    ['POST', '/api/items/list'],
    ['PUT', '/api/language'],
  ])(
    'answers %s %s without X-CSRF: 1 with 403 and a Result, never a redirect',
    async (method, path) => {
      const before = mock.calls.length;
      const client = request(bff.url);
      const call =
        method === 'GET'
          ? client.get(path)
          : method === 'PUT'
            ? client.put(path)
            : client.post(path);
      const res = await call.set('X-CSRF', '0').send({});
      expect(res.status).toBe(403);
      expect(res.body.status).toBe('E000-403');
      expect(res.body.message).toMatch(/\[E000-403\]$/);
      expect(mock.calls.length).toBe(before);
    },
  );

  it('injects the session credentials and drops client-sent copies of the headers', async () => {
    const browser = bff.browser();
    await signIn(browser);
    const spoofed = {
      'X-Client-Id': 'evil-client',
      'X-Access-Token': 'evil-token',
      'X-User-Id': 'evil-user',
      'X-Refresh-Token': 'evil-refresh',
    };
    const res = await browser.agent
      .post('/api/member/favorite/list')
      .set('X-CSRF', '1')
      .set(spoofed)
      .send({});
    expect(res.body.status).toBe('E000-000');
    const seen = mock.calls.filter((c) => c.path === '/member/favorite/list').at(-1)!.headers;
    expect(seen['x-client-id']).toMatch(/^cl_/);
    expect(seen['x-access-token']).toMatch(/^at_/);
    expect(seen['x-refresh-token']).toMatch(/^rt_/);
    expect(Object.values(seen).join(' ')).not.toMatch(/evil/);
  });

  it('sends no token headers for a visitor even when the browser sends some', async () => {
    await bff
      .browser()
      .agent.post('/api/items/list')
      .set('X-CSRF', '1')
      .set('X-Access-Token', 'evil-token')
      .send({ limit: 1 });
    const seen = mock.calls.filter((c) => c.path === '/items/list').at(-1)!.headers;
    expect(seen['x-access-token']).toBeUndefined();
    expect(seen['x-client-id']).toMatch(/^cl_/);
  });

  it('passes the session language upstream', async () => {
    const browser = bff.browser();
    await browser.put('/api/language', { language: 'jp' });
    await browser.post('/api/items/list', { limit: 1 });
    expect(
      mock.calls.filter((c) => c.path === '/items/list').at(-1)!.headers['accept-language'],
    ).toBe('ja');
  });
});

describe('member-only endpoints while signed out (nock upstream)', () => {
  const stack = nockedBffForFile();

  it.each([
    '/api/member/favorite/addDelete',
    '/api/member/favorite/list',
    '/api/account/member/get',
    '/api/account/leave',
  ])('answers %s with E028-901 and never calls the upstream', async (path) => {
    const scope = nockUpstream();
    scope.post(/.*/).reply(200, { status: 'E000-000', data: {} });
    const requests = recordUpstreamRequests(scope);
    const res = await stack.bff.browser().post(path, { skuId: 'sku-1', password: 'x' });
    requests.stop();
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('E028-901');
    expect(res.body.message).toMatch(/\[E028-901\]$/);
    expect(requests.seen).toEqual([]);
    nock.cleanAll();
  });
});

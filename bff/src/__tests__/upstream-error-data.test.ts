import { mockAndBffForFile, signIn } from './support/stack';

// docs/security.md#upstream-failures: what an upstream says beside a 5xx is its own business —
// stack traces, internal ids, messages not meant for buyers. The browser gets the mapped Result
// only. Over HTTP against the real mock's fault injection.
const stack = mockAndBffForFile({ env: { SIGNIN_LIMIT_PER_ADDRESS: '1000' } });
beforeEach(() => stack.mock.reset());

const fault = (endpoint: string) => stack.mock.faults({ endpoint, status: 500 });

describe('an upstream 5xx reaches the browser as the mapped Result only', () => {
  it.each([
    ['a proxied read', 'news/list', '/api/news/list', {}],
    ['a BFF-owned call', 'member/information/get', '/api/account/member/get', {}],
  ])('%s: no upstream data', async (_title, endpoint, path, body) => {
    const browser = stack.bff.browser();
    await signIn(browser);
    await fault(endpoint);
    const res = await browser.post(path, body);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ status: 'E999-999', data: null });
    expect(res.body.message).toMatch(/\[E999-999\]$/);
    expect(JSON.stringify(res.body)).not.toContain('injected fault');
  });
});

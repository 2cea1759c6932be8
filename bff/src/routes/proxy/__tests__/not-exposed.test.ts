import { apiMethods, endpoints, upstreamCatalogue } from '@kakehashi/contracts';
import { mockAndBffForFile } from '../../../__tests__/support/stack';

/**
 * docs/upstream.md#not-exposed-to-the-browser: upstream calls the browser cannot reach on
 * purpose. Over HTTP against the real BFF and mock: they answer like any unknown route and never
 * reach the upstream (which implements them all).
 */
const stack = mockAndBffForFile({ env: { SIGNIN_LIMIT_PER_ADDRESS: '1000' } });
beforeEach(() => {
  stack.mock.reset();
  stack.bff.upstreamCalls.length = 0;
});

/**
 * Declared with an upstream side only (the contract is known, the conformance tool checks it):
 * no browser side, so no /api route — the BFF's own handlers may call them, the browser never.
 */
const catalogued = Object.entries(endpoints)
  .filter(([, declaration]) => !('browser' in declaration))
  .map(([name]) => name);

/** §7 calls kept out of the catalogue too: nothing in the product sends them. */
const neverCalled = [
  'externalIdLogin',
  'sites/get',
  'categories/update',
  'customColumns/get',
  'paymentApi',
  'paymentLogin/getApbPayload',
];

describe('upstream calls not exposed to the browser', () => {
  it.each(catalogued)('%s is catalogued but not an /api route', async (name) => {
    expect(upstreamCatalogue).toHaveProperty([name]);
    expect(apiMethods).not.toHaveProperty([name]);
    const res = await stack.bff.browser().post(`/api/${name}`, { sale_code: 'S1', password: 'x' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 'E000-404', data: null });
    expect(stack.bff.upstreamCalls).toEqual([]);
  });

  it.each(neverCalled)('%s is neither catalogued nor routed', async (name) => {
    expect(upstreamCatalogue).not.toHaveProperty([name]);
    expect(apiMethods).not.toHaveProperty([name]);
    const res = await stack.bff.browser().post(`/api/${name}`, { url: 'https://evil.example' });
    expect(res.status).toBe(404);
    expect(stack.bff.upstreamCalls).toEqual([]);
  });
});

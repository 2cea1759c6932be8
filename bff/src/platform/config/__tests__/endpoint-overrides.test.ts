import nock from 'nock';
import { base, nockUpstream, nockUrl } from '../../../__tests__/support/nock-upstream';
import { startBff } from '../../../__tests__/support/stack';
import { createEndpointResolver } from '../../upstream/endpoints';

describe('per-endpoint path, method and header overrides', () => {
  afterEach(() => nock.cleanAll());

  it('calls the configured path and method with the configured header names', async () => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
    nockUpstream();
    const seen: Record<string, unknown> = {};
    nock(nockUrl)
      .put(`${base}/items/search`)
      .reply(function () {
        seen.clientId = this.req.headers['x-kk-client'];
        return [200, { status: 'E000-000', data: { items: [], hit: 0 } }];
      });
    const bff = await startBff({
      upstreamUrl: nockUrl,
      env: {
        UPSTREAM_ENDPOINTS: '{"items/list":{"path":"/items/search","method":"PUT"}}',
        UPSTREAM_HEADER_CLIENT_ID: 'X-Kk-Client',
      },
    });
    const res = await bff.browser().post('/api/items/list', { limit: 1 });
    expect(res.body).toEqual({ status: 'E000-000', data: { items: [], hit: 0 } });
    expect(seen.clientId).toBe('cl_test');
    await bff.close();
    nock.enableNetConnect();
  });

  it('refuses overrides for names the catalogue does not know', () => {
    expect(() => createEndpointResolver({ 'no/such': { path: '/x' } })).toThrow(/no\/such/);
  });
});

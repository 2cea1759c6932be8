import { upstreamCatalogue, upstreamEnvelopeSchema, upstreamNames } from '@kakehashi/contracts';
import fc from 'fast-check';
import request from 'supertest';
import { mockClient } from '../testing/mock-client';

describe('catalogue contract', () => {
  it('serves every catalogue endpoint at its path with a {status, data} envelope', async () => {
    const c = await mockClient();
    await c.signIn();
    for (const name of upstreamNames) {
      const res = await c.raw(
        name,
        {},
        { 'X-Client-Id': c.clientId, 'X-Access-Token': c.tokens!.access_token },
      );
      expect([name, res.status]).toEqual([name, 200]);
      expect(upstreamEnvelopeSchema.safeParse(res.body).success).toBe(true);
    }
  });

  it('answers successful calls with data matching the catalogue response schema', async () => {
    const c = await mockClient();
    const calls: [keyof typeof upstreamCatalogue, unknown][] = [
      ['site/get', {}],
      ['items/list', { keyword: 'sake', limit: 3, facets: ['category'] }],
      ['suppliers/search', { limit: 3 }],
      ['suppliers/detail', { id: '5001' }],
      ['email/registerable', { email: 'x@example.com' }],
      ['member/password/validate', { password: 'Abcdefg1' }],
    ];
    for (const [name, body] of calls) {
      const res = await c.call(name, body);
      expect([name, res.status]).toEqual([name, 'E000-000']);
      expect([name, upstreamCatalogue[name].response.safeParse(res.data).success]).toEqual([
        name,
        true,
      ]);
    }
    const signin = await c.signIn();
    expect(upstreamCatalogue['account/signin'].response.safeParse(signin.data).success).toBe(true);
    const me = await c.call('member/information/get');
    expect(upstreamCatalogue['member/information/get'].response.safeParse(me.data).success).toBe(
      true,
    );
  });

  it('never crashes on arbitrary JSON bodies: always HTTP 200 and a status code', async () => {
    const c = await mockClient();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...upstreamNames), fc.jsonValue(), async (name, body) => {
        const res = await request(c.app)
          .post(`/api/v1${upstreamCatalogue[name].path}`)
          .set({ 'X-Client-Id': c.clientId, 'content-type': 'application/json' })
          .send(JSON.stringify(body));
        expect(res.status).toBe(200);
        expect(res.body.status).toMatch(/^E\d{3}-\d{3}$/);
      }),
      { numRuns: 150, seed: 42 },
    );
  });
});

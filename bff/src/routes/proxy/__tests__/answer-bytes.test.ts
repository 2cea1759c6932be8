import nock from 'nock';
import { itemListResponseSchema } from '@kakehashi/contracts';
import { readFixture } from '../../../../../mocks/src/replay/fixture-files';
import {
  base,
  nockedBffForFile,
  nockUpstream,
  nockUrl,
} from '../../../__tests__/support/nock-upstream';

// A real items/list answer of the mock, as the buyer tour recorded it (mocks/fixtures), carrying
// exactly what its contract names (the mock adds fields of its own, which the browser never gets).
const tour = readFixture('buyer-tour').exchanges.find(
  (e) =>
    e.path === `${base}/items/list` && (e.response as { status?: string }).status === 'E000-000',
)!.response as { status: string; data: unknown };
const recorded = {
  status: tour.status,
  data: itemListResponseSchema.parse(tour.data) as { items: Record<string, unknown>[] },
};

describe('a proxied answer on its way to the browser', () => {
  const stack = nockedBffForFile();
  beforeAll(() => void nockUpstream());
  const answerItemsList = (body: string | object) =>
    nock(nockUrl).post(`${base}/items/list`).reply(200, body, {
      'content-type': 'application/json',
    });

  it('is the upstream’s own bytes when its envelope is exactly { status, data }', async () => {
    // Key order and spacing no stringify would write: the bytes went through untouched.
    const bytes = `{ "data" : ${JSON.stringify(recorded.data, null, 1)},\n"status":"E000-000" }`;
    answerItemsList(bytes);
    const res = await stack.bff.browser().post('/api/items/list', { limit: 20 });
    expect(res.status).toBe(200);
    expect(res.text).toBe(bytes);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ status: 'E000-000', data: recorded.data });
  });

  it('is gzipped like any /api answer for a browser that takes gzip', async () => {
    const bytes = JSON.stringify({ status: 'E000-000', data: recorded.data });
    answerItemsList(bytes);
    const res = await stack.bff
      .browser()
      .post('/api/items/list', { limit: 20 })
      .set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.text).toBe(bytes); // supertest unzips
  });

  it('is the Result written anew when the envelope carries anything else', async () => {
    answerItemsList({ status: 'E000-000', data: recorded.data, debug: 'upstream internals' });
    const res = await stack.bff.browser().post('/api/items/list', { limit: 20 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'E000-000', data: recorded.data });
  });

  // Issue 24 item 5 turned this test around: a field the contract does not name is stripped (it
  // was kept), and a broken answer is E000-502 (it was the fetch error E999-999).
  it('strips fields the contract does not name, and still refuses one it breaks', async () => {
    const [first, ...rest] = recorded.data.items;
    const extended = { ...recorded.data, items: [{ ...first, new_field: { x: 1 } }, ...rest] };
    answerItemsList({ status: 'E000-000', data: extended });
    const kept = await stack.bff.browser().post('/api/items/list', { limit: 20 });
    expect(kept.body.data.items[0]).not.toHaveProperty('new_field');
    expect(kept.body.data).toEqual(recorded.data);

    const broken = { ...recorded.data, items: [{ ...first, id: { not: 'an id' } }, ...rest] };
    answerItemsList({ status: 'E000-000', data: broken });
    const refused = await stack.bff.browser().post('/api/items/list', { limit: 20 });
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({ status: 'E000-502', data: null });
    expect(refused.text).not.toContain('not an id');
  });
});

import { signIn, mockAndBffForFile } from '../../../__tests__/support/stack';

const stack = mockAndBffForFile();

describe('/api compression', () => {
  it('gzips a large items/list answer for a browser that accepts gzip', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const res = await browser.post('/api/items/list', { limit: 20 }).set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    // supertest inflates the body: the Result is intact after compression.
    expect(res.body.status).toBe('E000-000');
    expect(res.body.data.items).toHaveLength(20);
  });

  it('sends the answer uncompressed to a client that does not accept gzip', async () => {
    const res = await stack.bff
      .browser()
      .post('/api/items/list', { limit: 20 })
      .set('Accept-Encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.status).toBe('E000-000');
  });
});
